# One-command set-up: every target installs what it needs from Debian when it is missing.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
XVFB := dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24"

RUN_PACKAGES := libgtk-4-dev pkg-config
TEST_PACKAGES := xvfb xauth xdotool imagemagick dbus dbus-x11 python3 fonts-dejavu-core

.PHONY: run test test-core test-gui bench soak docs deps-run deps-test build clean

define apt_ensure
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
	fi
endef

deps-run:
	$(call apt_ensure,$(RUN_PACKAGES))

deps-test: deps-run
	$(call apt_ensure,$(TEST_PACKAGES))

build: deps-run
	$(SWIFT) build --product ListDemo

## make run ARGS="--rows 100000": build and launch the demo.
run: build
	.build/debug/ListDemo $(ARGS)

## make test: core tests headless, then GUI tests in a real window under Xvfb.
test: deps-test test-core test-gui

test-core: deps-run
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-gui: deps-test build
	cd Tests/gui && $(XVFB) python3 run.py

## make soak: 2 000 seeded random actions (SOAK_SEED=N to vary) on the release build, under Xvfb with
## G_DEBUG=fatal-warnings; no GTK warning, RSS flat after warm-up, no frame over 33 ms.
soak: deps-test
	$(SWIFT) build -c release --product ListDemo
	cd Tests/gui && LISTDEMO=$(CURDIR)/.build/release/ListDemo $(XVFB) python3 soak.py --actions 2000 --check-frames

## make docs: DocC documentation of the core's public API, in .build/docs/ListCore.doccarchive.
docs:
	$(SWIFT) package --disable-sandbox generate-documentation --target ListCore --output-path .build/docs/ListCore.doccarchive

## make bench: figures printed, nothing asserted.
bench: deps-run
	$(SWIFT) run -c release ListBench

clean:
	rm -rf .build artifacts
