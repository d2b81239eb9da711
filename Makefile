# One-command set-up: every target installs what it needs from Debian when it is missing.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
XVFB := dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24"

RUN_PACKAGES := libgtk-4-dev pkg-config libglib2.0-bin gettext
TEST_PACKAGES := xvfb xauth xdotool imagemagick dbus dbus-x11 python3 fonts-dejavu-core

.PHONY: run test test-core test-gui bench deps-run deps-test build build-data clean release install uninstall

# make install PREFIX=... (default /usr/local; DESTDIR honoured). Everything installed is named
# by INSTALLED_FILES, so `make uninstall` removes exactly that.
PREFIX ?= /usr/local
APP_ID := io.github.listinteractions.ListInteractions
ROOT_DIR = $(DESTDIR)$(PREFIX)
SHARE_DIR = $(ROOT_DIR)/share
DATA_FILES := cities.csv style.css shortcuts.ui
INSTALLED_FILES = \
	$(ROOT_DIR)/bin/ListDemo \
	$(addprefix $(SHARE_DIR)/$(APP_ID)/,$(DATA_FILES)) \
	$(SHARE_DIR)/applications/$(APP_ID).desktop \
	$(SHARE_DIR)/metainfo/$(APP_ID).metainfo.xml \
	$(SHARE_DIR)/icons/hicolor/scalable/apps/$(APP_ID).svg \
	$(SHARE_DIR)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	$(SHARE_DIR)/glib-2.0/schemas/$(APP_ID).gschema.xml \
	$(SHARE_DIR)/bash-completion/completions/ListDemo \
	$(SHARE_DIR)/zsh/site-functions/_ListDemo \
	$(SHARE_DIR)/fish/vendor_completions.d/ListDemo.fish

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

build: deps-run build-data
	$(SWIFT) build --product ListDemo

# What the binary finds beside itself when run from the tree: the compiled GSettings schema.
build-data: deps-run
	mkdir -p .build/schemas
	glib-compile-schemas --strict --targetdir=.build/schemas Resources

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

release: deps-run
	$(SWIFT) build -c release --product ListDemo

install: release
	install -Dm755 .build/release/ListDemo $(ROOT_DIR)/bin/ListDemo
	install -d $(SHARE_DIR)/$(APP_ID)
	install -m644 $(addprefix Resources/,$(DATA_FILES)) $(SHARE_DIR)/$(APP_ID)/
	install -Dm644 Resources/$(APP_ID).desktop $(SHARE_DIR)/applications/$(APP_ID).desktop
	install -Dm644 Resources/$(APP_ID).metainfo.xml $(SHARE_DIR)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 Resources/icons/$(APP_ID).svg $(SHARE_DIR)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 Resources/icons/$(APP_ID)-symbolic.svg \
	  $(SHARE_DIR)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -Dm644 Resources/$(APP_ID).gschema.xml $(SHARE_DIR)/glib-2.0/schemas/$(APP_ID).gschema.xml
	glib-compile-schemas $(SHARE_DIR)/glib-2.0/schemas
	install -d $(SHARE_DIR)/bash-completion/completions $(SHARE_DIR)/zsh/site-functions \
	  $(SHARE_DIR)/fish/vendor_completions.d
	.build/release/ListDemo --generate-completion-script bash > $(SHARE_DIR)/bash-completion/completions/ListDemo
	.build/release/ListDemo --generate-completion-script zsh > $(SHARE_DIR)/zsh/site-functions/_ListDemo
	.build/release/ListDemo --generate-completion-script fish > $(SHARE_DIR)/fish/vendor_completions.d/ListDemo.fish

uninstall:
	rm -f $(INSTALLED_FILES)
	# The compiled schema cache is shared: rebuilt without ours, or removed when ours was the last.
	if ls $(SHARE_DIR)/glib-2.0/schemas/*.gschema.xml >/dev/null 2>&1; then \
	  glib-compile-schemas $(SHARE_DIR)/glib-2.0/schemas; \
	else rm -f $(SHARE_DIR)/glib-2.0/schemas/gschemas.compiled; fi
	-rmdir $(SHARE_DIR)/$(APP_ID) 2>/dev/null

## make bench: figures printed, nothing asserted.
bench: deps-run
	$(SWIFT) run -c release ListBench

clean:
	rm -rf .build artifacts
