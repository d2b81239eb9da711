# One-command set-up: every target installs what it needs from Debian when it is missing.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
PYTEST := /usr/bin/python3 -m pytest
# Each App starts its own Xvfb and session bus; this outer pair only serves code outside an App.
OUTER_DISPLAY := dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24"

RUN_PACKAGES := libgtk-4-dev pkg-config
TEST_PACKAGES := xvfb xauth xdotool imagemagick dbus dbus-x11 python3 python3-pytest xsettingsd fonts-dejavu-core

.PHONY: run test test-core test-gui test-random mutants bench deps-run deps-test build clean

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

## make test-gui [K=back_button]: each test's app on its own Xvfb and session bus (pytest -k K).
test-gui: deps-test build
	cd Tests/gui && $(OUTER_DISPLAY) $(PYTEST) -v $(if $(K),-k '$(K)')

## make test-random: the seeded property tests with a new base seed (printed; LIST_TEST_SEED=N repeats it).
test-random: deps-run
	$(SWIFT) build --build-tests
	seed=$${LIST_TEST_SEED:-$$(date +%s)}; echo "LIST_TEST_SEED=$$seed"; LIST_TEST_SEED=$$seed $(SWIFT) test --skip-build

## make mutants: one-line mutants applied one at a time to a scratch copy; all must be killed.
mutants: deps-run
	SWIFT=$(SWIFT) Tests/mutants/run.py

## make bench: figures printed, nothing asserted.
bench: deps-run
	$(SWIFT) run -c release ListBench

clean:
	rm -rf .build artifacts
