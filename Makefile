# One-command set-up: every target installs what it needs from Debian when it is missing.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
XVFB := dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24"

RUN_PACKAGES := libgtk-4-dev pkg-config
TEST_PACKAGES := xvfb xauth xdotool imagemagick dbus dbus-x11 python3 fonts-dejavu-core

.PHONY: run run-debug test test-core test-gui bench deps-run deps-test build build-release clean

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

build-release: deps-run
	$(SWIFT) build -c release --product ListDemo

## make run ARGS="--rows 100000": build and launch the demo (release build; `make run-debug` for debug).
run: build-release
	.build/release/ListDemo $(ARGS)

run-debug: build
	.build/debug/ListDemo $(ARGS)

## make test: core tests headless, then GUI tests in a real window under Xvfb.
test: deps-test test-core test-gui

test-core: deps-run
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-gui: deps-test build
	cd Tests/gui && $(XVFB) python3 run.py

## make bench: figures printed, nothing asserted. Core benchmarks, then ListDemo side by side with
## a GtkListView peer (Sources/ListPeer) under Xvfb (Tests/bench/side_by_side.py).
bench: deps-test
	$(SWIFT) build -c release
	.build/release/ListBench
	cd Tests/bench && $(XVFB) python3 side_by_side.py

clean:
	rm -rf .build artifacts
