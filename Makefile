# One-command set-up: every target installs what it needs from Debian when it is missing.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
PYTEST := /usr/bin/python3 -m pytest
# Each App starts its own Xvfb and session bus; this outer pair only serves code outside an App.
# No GL in the tests (they draw with cairo, GSK_RENDERER): GDK 4.24 opens EGL at start-up anyway,
# and Mesa says on stderr that Xvfb has no DRI3 (GDK_DISABLE came with GTK 4.16; older ones
# ignore it).
OUTER_DISPLAY := GDK_DISABLE=gl,vulkan dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24"

RUN_PACKAGES := libgtk-4-dev libsqlite3-dev pkg-config libglib2.0-bin gettext
TEST_PACKAGES := xvfb xauth xdotool x11-xserver-utils x11-utils imagemagick dbus dbus-x11 python3 python3-pytest python3-pytest-xdist xsettingsd fonts-dejavu-core \
	locales desktop-file-utils appstream python3-pyatspi at-spi2-core python3-gi gir1.2-gtk-4.0 gjs
# `make lib`: the .gir and .typelib of LiListView, and its .vapi (vapigen).
LIB_PACKAGES := gobject-introspection libgirepository1.0-dev valac
# Locales the GUI tests run in (German translation and grouping, Hebrew right-to-left).
TEST_LOCALES := de_DE he_IL
LANGUAGES := de

.PHONY: lib lib-release lib-docs deps-lib run run-debug test test-matrix test-core test-gui test-asan test-repeat stress-menu-click test-random mutants mutants-check fuzz bench soak docs deps-run deps-test build build-release build-data clean \
	install uninstall pot test-locales icons deb deps-deb test-packages

# Release builds carry what they need of the Swift runtime: the static standard library, Foundation
# and Dispatch (Package.swift links the library with -static-stdlib in release), so nothing of the
# toolchain is needed where they run, and no RUNPATH. Every `swift build -c release` passes these.
RELEASE_FLAGS := --static-swift-stdlib --disable-local-rpath
SWIFT_BUILD_FLAGS = $(if $(filter release,$(1)),$(RELEASE_FLAGS))

# make install PREFIX=... (default /usr/local; DESTDIR honoured). Everything installed is named
# by INSTALLED_FILES, so `make uninstall` removes exactly that. INSTALL_CONFIG=debug installs the
# debug build instead of the release one (the install test does: the suite has built it already).
PREFIX ?= /usr/local
# Where the library, its .pc and typelib go (`make deb`: /usr/lib/<multiarch>).
LIBDIR ?= $(PREFIX)/lib
INSTALL_CONFIG ?= release
APP_ID := io.github.listinteractions.ListInteractions
ROOT_DIR = $(DESTDIR)$(PREFIX)
LIB_ROOT = $(DESTDIR)$(LIBDIR)
SHARE_DIR = $(ROOT_DIR)/share
DATA_FILES := cities.csv style.css shortcuts.ui
# Icons drawn from the data folder's icons/ (an unthemed icon search path): PNGs, so no SVG loader.
DATA_ICONS := $(APP_ID)-working-symbolic.symbolic.png
MO_FILES = $(foreach l,$(LANGUAGES),$(SHARE_DIR)/locale/$(l)/LC_MESSAGES/$(APP_ID).mo)
# The widget's own gettext domain (ListWidget's strings: LiListView and any app embedding it),
# its catalogues from Resources/po/widget, installed with the library.
WIDGET_DOMAIN := list-interactions-1
WIDGET_MO_FILES = $(foreach l,$(LANGUAGES),$(SHARE_DIR)/locale/$(l)/LC_MESSAGES/$(WIDGET_DOMAIN).mo)
INSTALLED_FILES = \
	$(ROOT_DIR)/bin/ListDemo \
	$(addprefix $(SHARE_DIR)/$(APP_ID)/,$(DATA_FILES)) \
	$(addprefix $(SHARE_DIR)/$(APP_ID)/icons/,$(DATA_ICONS)) \
	$(SHARE_DIR)/applications/$(APP_ID).desktop \
	$(SHARE_DIR)/metainfo/$(APP_ID).metainfo.xml \
	$(SHARE_DIR)/icons/hicolor/scalable/apps/$(APP_ID).svg \
	$(SHARE_DIR)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	$(SHARE_DIR)/glib-2.0/schemas/$(APP_ID).gschema.xml \
	$(MO_FILES) \
	$(SHARE_DIR)/bash-completion/completions/ListDemo \
	$(SHARE_DIR)/zsh/site-functions/_ListDemo \
	$(SHARE_DIR)/fish/vendor_completions.d/ListDemo.fish \
	$(LIB_INSTALLED_FILES)

# The embeddable widget LiListView (`make lib`): GIR namespace ListInteractions-1, C prefix li_/Li.
# g-ir-scanner opens the library by its soname, so the file is the .so.0 and the .so a link.
LIB_CONFIG ?= debug
LIB_DIR ?= .build/lib
LIB_SONAME := libListInteractions-1.so.0
LIB_HEADERS := $(addprefix Sources/CListInteractions/include/,list-interactions.h li-list-view.h \
	li-list-selection.h li-list-view-transition.h li-navigation-stack.h li-row-factory.h \
	li-list-view-activate.h li-list-view-reorder.h li-list-view-scroll.h li-list-view-sections.h li-version.h)
LIB_INSTALLED_FILES = \
	$(LIB_ROOT)/$(LIB_SONAME) $(LIB_ROOT)/libListInteractions-1.so \
	$(ROOT_DIR)/include/list-interactions-1/list-interactions.h $(ROOT_DIR)/include/list-interactions-1/li-list-view.h \
	$(ROOT_DIR)/include/list-interactions-1/li-list-selection.h \
	$(ROOT_DIR)/include/list-interactions-1/li-list-view-transition.h \
	$(ROOT_DIR)/include/list-interactions-1/li-navigation-stack.h \
	$(ROOT_DIR)/include/list-interactions-1/li-row-factory.h \
	$(ROOT_DIR)/include/list-interactions-1/li-list-view-activate.h \
	$(ROOT_DIR)/include/list-interactions-1/li-list-view-reorder.h \
	$(ROOT_DIR)/include/list-interactions-1/li-list-view-scroll.h \
	$(ROOT_DIR)/include/list-interactions-1/li-list-view-sections.h \
	$(ROOT_DIR)/include/list-interactions-1/li-version.h \
	$(LIB_ROOT)/pkgconfig/list-interactions-1.pc \
	$(LIB_ROOT)/girepository-1.0/ListInteractions-1.typelib \
	$(SHARE_DIR)/gir-1.0/ListInteractions-1.gir \
	$(SHARE_DIR)/vala/vapi/list-interactions-1.vapi $(SHARE_DIR)/vala/vapi/list-interactions-1.deps \
	$(WIDGET_MO_FILES)

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

# What the binary finds beside itself when run from the tree: the compiled GSettings schema
# and the compiled translations.
build-data: deps-run
	mkdir -p .build/schemas
	glib-compile-schemas --strict --targetdir=.build/schemas Resources
	for l in $(LANGUAGES); do mkdir -p .build/locale/$$l/LC_MESSAGES && \
	  msgfmt --check -o .build/locale/$$l/LC_MESSAGES/$(APP_ID).mo Resources/po/$$l.po && \
	  msgfmt --check -o .build/locale/$$l/LC_MESSAGES/$(WIDGET_DOMAIN).mo Resources/po/widget/$$l.po || exit 1; done

deps-lib: deps-run
	$(call apt_ensure,$(LIB_PACKAGES))

## make lib: libListInteractions-1.so.0 (+ .so link), its headers, list-interactions-1.pc (for the
## build tree), ListInteractions-1.gir, .typelib and list-interactions-1.vapi in .build/lib. The header Swift generates is
## compiled against li-list-view-hooks.h first: a Swift hook whose signature differs fails here. A g-ir-scanner
## warning (--warn-all --warn-error) fails it, and so does a symbol without `Since:` (Tests/lib/check-since.py).
# SwiftPM does not know the library's link depends on exports.map (a linker flag): a library linked
# before the map changed is removed, so the build links it again with the new exports.
RELINK_IF_EXPORTS_CHANGED = so=$(1)/libListInteractions.so; \
	if [ -e $$so ] && [ Sources/ListInteractions/exports.map -nt $$so ]; then rm -f $$so; fi

lib: deps-lib
	$(call RELINK_IF_EXPORTS_CHANGED,.build/$(LIB_CONFIG))
	$(SWIFT) build -c $(LIB_CONFIG) $(call SWIFT_BUILD_FLAGS,$(LIB_CONFIG)) --product ListInteractions
	printf '#include "li-list-view-hooks.h"\n#include "ListInteractions-Swift.h"\n' | \
	  clang -fsyntax-only -x c - -I Sources/CListInteractions -I .build
	mkdir -p $(LIB_DIR)/pkgconfig $(LIB_DIR)/include/list-interactions-1
	cp .build/$(LIB_CONFIG)/libListInteractions.so $(LIB_DIR)/$(LIB_SONAME)
	ln -sf $(LIB_SONAME) $(LIB_DIR)/libListInteractions-1.so
	cp $(LIB_HEADERS) $(LIB_DIR)/include/list-interactions-1/
	sed -e 's|@PREFIX@|$(abspath $(LIB_DIR))|' -e 's|@LIBDIR@|$${prefix}|' -e 's|@INCLUDEDIR@|$${prefix}/include|' \
	  Resources/list-interactions-1.pc.in > $(LIB_DIR)/pkgconfig/list-interactions-1.pc
	g-ir-scanner --quiet --warn-all --warn-error --namespace=ListInteractions --nsversion=1 --identifier-prefix=Li \
	  --symbol-prefix=li --include=Gtk-4.0 --pkg=gtk4 --pkg-export=list-interactions-1 \
	  --c-include=list-interactions.h --library=ListInteractions-1 -L$(LIB_DIR) \
	  -I Sources/CListInteractions/include -DLIST_INTERACTIONS_COMPILATION \
	  $(LIB_HEADERS) Sources/CListInteractions/li-list-view.c \
	  Sources/CListInteractions/li-list-selection.c Sources/CListInteractions/li-list-view-transition.c \
	  Sources/CListInteractions/li-navigation-stack.c Sources/CListInteractions/li-row-factory.c \
	  Sources/CListInteractions/li-list-view-activate.c Sources/CListInteractions/li-list-view-scroll.c \
	  Sources/CListInteractions/li-list-view-sections.c \
	  Sources/CListInteractions/li-list-view-reorder.c \
	  --output $(LIB_DIR)/ListInteractions-1.gir
	python3 Tests/lib/check-since.py $(LIB_DIR)/ListInteractions-1.gir
	g-ir-compiler $(LIB_DIR)/ListInteractions-1.gir --output $(LIB_DIR)/ListInteractions-1.typelib
	vapigen --quiet --library list-interactions-1 --pkg gtk4 --directory $(LIB_DIR) $(LIB_DIR)/ListInteractions-1.gir
	echo gtk4 > $(LIB_DIR)/list-interactions-1.deps

## make lib-docs: the C/GIR API reference of ListInteractions-1 (gi-docgen), in
## .build/docs/ListInteractions-1/index.html; fails when a symbol's page does not say "since: 1.0".
lib-docs: lib
	$(call apt_ensure,gi-docgen)
	gi-docgen generate --quiet --fatal-warnings --config=docs/ListInteractions.toml --output-dir=.build/docs .build/lib/ListInteractions-1.gir
	@# Each symbol's page says the version it came in. Not the constants' pages: gi-docgen 2023.1
	@# (Debian 12) does not read a constant's version from the GIR (make lib checks it is there).
	@missing=$$(cd .build/docs/ListInteractions-1 && grep -iL 'since: 1\.0' class.*.html ctor.*.html method.*.html \
	  property.*.html signal.*.html vfunc.*.html func.*.html); \
	  if [ -n "$$missing" ]; then echo "lib-docs: no Since on:" $$missing; exit 1; fi

## make pot: the translation templates from every tr()/trn(): the app's (ListDemo and the shortcuts
## window, domain $(APP_ID)) and the widget's (ListWidget, domain $(WIDGET_DOMAIN), Resources/po/widget).
POT_FLAGS = --from-code=UTF-8 -L C --keyword=tr --keyword=trn:1,2 --add-comments=TRANSLATORS \
	  --package-name="List Interactions" --package-version=$$(sed -n 's/.*version = "\(.*\)"/\1/p' Sources/ListData/AppInfo.swift)
pot:
	xgettext -L Glade -o Resources/po/$(APP_ID).pot Resources/shortcuts.ui
	xgettext -j $(POT_FLAGS) -o Resources/po/$(APP_ID).pot $$(find Sources/ListDemo -name '*.swift' | LC_ALL=C sort)
	xgettext $(POT_FLAGS) -o Resources/po/widget/$(WIDGET_DOMAIN).pot $$(find Sources/ListWidget -name '*.swift' | LC_ALL=C sort)
	for l in $(LANGUAGES); do msgmerge -q -U --backup=none Resources/po/$$l.po Resources/po/$(APP_ID).pot && \
	  msgmerge -q -U --backup=none Resources/po/widget/$$l.po Resources/po/widget/$(WIDGET_DOMAIN).pot || exit 1; done

# Generates the test locales when missing (CI is a fresh machine).
test-locales: deps-test
	@for l in $(TEST_LOCALES); do locale -a | grep -qix "$$l.utf8" || $(SUDO) localedef -i $$l -c -f UTF-8 $$l.UTF-8; done

build-release: deps-run build-data
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product ListDemo

## make run ARGS="--rows 100000": build and launch the demo (release build; `make run-debug` for debug).
run: build-release
	.build/release/ListDemo $(ARGS)

run-debug: build
	.build/debug/ListDemo $(ARGS)

## make test: core tests headless, then GUI tests in a real window under Xvfb, then the embedding
## tests again under AddressSanitizer (test-asan: about two minutes more). test-core first checks that
## every public declaration of ListCore has a doc comment (Tests/lib/check-public-docs.py).
test: deps-test mutants-check test-core test-gui test-asan

test-core: deps-run
	python3 Tests/lib/check-public-docs.py
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## make test-matrix [MATRIX="trixie forky"] [MATRIX_TARGETS=test]: the same fresh build and whole
## suite (`make test`) against the GTK of other Debian releases, one after the other: Debian 13
## (trixie, GTK 4.18) and Debian testing (forky, GTK 4.24). Each runs in a debootstrap root made
## once and cached outside the clone (LI_ROOTS, default /var/cache/list-interactions/roots), with
## the Swift toolchain bind-mounted in (Tests/matrix/run). Needs root. MATRIX_TARGETS="test-repeat
## N=3" repeats the GUI suite there instead.
MATRIX ?= trixie forky
MATRIX_TARGETS ?= test
test-matrix:
	@status=0; for release in $(MATRIX); do \
	  Tests/matrix/run $$release $(MATRIX_TARGETS) || status=1; \
	done; exit $$status

## make test-gui [K=back_button] [GUI_JOBS=2]: each test's app on its own Xvfb and session bus
## (pytest -k K), GUI_JOBS tests at once (pytest-xdist; 1: one after another).
## A private runtime folder: the AT-SPI bus socket otherwise lands in ~/.cache/at-spi/bus, shared
## with (and removed by) any other GUI session of the same user.
GUI_JOBS ?= 2
test-gui: deps-test test-locales build lib lib-release
	runtime=$$(mktemp -d) && cd Tests/gui && XDG_RUNTIME_DIR=$$runtime LI_RELEASE_LIB_DIR=$(abspath .build/lib-release) \
	  $(OUTER_DISPLAY) $(PYTEST) -v -n $(GUI_JOBS) \
	  $(if $(K),-k '$(K)'); status=$$?; rm -rf "$$runtime"; exit $$status

## make lib-release: `make lib` built for release, in .build/lib-release (what `make bench` measures, and what
## the embedding storm, Tests/gui/test_embedding_storm.py, runs against: today's LiListView does O(rows) work an
## items-changed, 0.66 s at 100 000 rows in a debug build).
lib-release: deps-lib
	$(MAKE) lib LIB_CONFIG=release LIB_DIR=.build/lib-release

## make test-asan [K=expr] [GUI_JOBS=2]: the embedding tests (Tests/gui/test_embedding*.py, which run
## the scripts in Tests/gui/embedding/ and the C, Python, GJS and Vala examples) against LiListView's library
## built with AddressSanitizer: its Swift with -sanitize=address, its C with -fsanitize=address (both
## from SwiftPM's --sanitize), in .build/asan; beside the typelib of `make lib` in .build/lib-asan.
## Each process that loads it has the toolchain's ASan runtime preloaded (LI_ASAN_RUNTIME, read by
## Tests/gui/embedding/example.py). A use after free or an overflow ends that process with ASan's
## report, failing its test. Leaks are not reported (Python and GLib keep memory until exit);
## G_SLICE=always-malloc makes GLib 2.74 free a GObject with free(), so ASan sees a freed instance.
ASAN_RUNTIME = $(shell clang -print-file-name=libclang_rt.asan-x86_64.so)
ASAN_LIB_DIR := .build/lib-asan
test-asan: deps-test test-locales lib
	@case "$(ASAN_RUNTIME)" in /*) ;; *) echo "no ASan runtime: clang -print-file-name gave '$(ASAN_RUNTIME)'"; exit 1;; esac
	$(call RELINK_IF_EXPORTS_CHANGED,.build/asan/debug)
	$(SWIFT) build -c debug --sanitize=address --scratch-path .build/asan --product ListInteractions \
	  -Xlinker $(ASAN_RUNTIME) -Xlinker -rpath -Xlinker $(dir $(ASAN_RUNTIME))
	rm -rf $(ASAN_LIB_DIR) && cp -a $(LIB_DIR) $(ASAN_LIB_DIR)
	cp .build/asan/debug/libListInteractions.so $(ASAN_LIB_DIR)/$(LIB_SONAME)
	sed -i 's|$(abspath $(LIB_DIR))|$(abspath $(ASAN_LIB_DIR))|' $(ASAN_LIB_DIR)/pkgconfig/list-interactions-1.pc
	runtime=$$(mktemp -d) && cd Tests/gui && XDG_RUNTIME_DIR=$$runtime LI_LIB_DIR=$(abspath $(ASAN_LIB_DIR)) \
	  LI_ASAN_RUNTIME=$(ASAN_RUNTIME) ASAN_OPTIONS=detect_leaks=0 G_SLICE=always-malloc \
	  $(OUTER_DISPLAY) $(PYTEST) -v -n $(GUI_JOBS) test_embedding*.py $(if $(K),-k '$(K)'); \
	  status=$$?; rm -rf "$$runtime"; exit $$status

## make test-repeat [N=5] [K=name] [GUI_JOBS=2]: the GUI suite N times as `make test` runs it, then
## each test's pass count (all must be N/N). Run it with a core kept busy too (`stress-ng --cpu 1 &`):
## flakiness measured, not guessed.
test-repeat: deps-test test-locales build lib lib-release
	runtime=$$(mktemp -d) && cd Tests/gui && XDG_RUNTIME_DIR=$$runtime $(OUTER_DISPLAY) /usr/bin/python3 repeat.py \
	  -n $(or $(N),5) $(if $(K),-k '$(K)') -- -n $(GUI_JOBS); status=$$?; rm -rf "$$runtime"; exit $$status

## make stress-menu-click [N=200]: a row clicked at once after a menu closed must open, N fresh apps in a
## row (Tests/gui/stress_menu_click.py says which race it looks for). Not part of `make test`.
stress-menu-click: deps-test build
	runtime=$$(mktemp -d) && cd Tests/gui && XDG_RUNTIME_DIR=$$runtime STRESS_RUNS=$(or $(N),200) $(OUTER_DISPLAY) \
	  $(PYTEST) -v stress_menu_click.py; status=$$?; rm -rf "$$runtime"; exit $$status

## make test-random: the seeded property tests with a new base seed (printed; LIST_TEST_SEED=N repeats it).
test-random: deps-run
	$(SWIFT) build --build-tests
	seed=$${LIST_TEST_SEED:-$$(date +%s)}; echo "LIST_TEST_SEED=$$seed"; LIST_TEST_SEED=$$seed $(SWIFT) test --skip-build

## make fuzz [FUZZ_TIME=600] [FUZZ_TARGETS="csv sqlite"]: libFuzzer (with ASan) on the CSV loader and
## on SQLite files, each for FUZZ_TIME seconds, one after the other. Seeds: Tests/fuzz/<target>/;
## what the fuzzer adds stays in .build-fuzz/corpus/<target>/, a crash in .build-fuzz/crashes/.
## LIST_FUZZ=1 adds the targets to the package: `swift build` and the tests never build them.
FUZZ_TIME ?= 600
FUZZ_TARGETS ?= csv sqlite
FUZZ_BUILD := LIST_FUZZ=1 $(SWIFT) build -j 1 --scratch-path .build-fuzz -c release -Xswiftc -sanitize=fuzzer,address \
	-Xcc -fsanitize=fuzzer-no-link -Xswiftc -enable-testing -Xswiftc -parse-as-library
fuzz: deps-run
	$(FUZZ_BUILD) --product FuzzCSV
	$(FUZZ_BUILD) --product FuzzSQLite
	set -e; for target in $(FUZZ_TARGETS); do \
		case $$target in csv) binary=FuzzCSV;; sqlite) binary=FuzzSQLite;; *) echo "no fuzz target $$target"; exit 2;; esac; \
		mkdir -p .build-fuzz/corpus/$$target .build-fuzz/crashes/$$target; \
		echo "== fuzz $$target for $(FUZZ_TIME) s"; \
		.build-fuzz/release/$$binary -max_total_time=$(FUZZ_TIME) -max_len=8192 -timeout=10 -print_final_stats=1 \
			-artifact_prefix=.build-fuzz/crashes/$$target/ .build-fuzz/corpus/$$target Tests/fuzz/$$target; \
	done

## make mutants [M=title-words]: one-line mutants applied one at a time to a scratch copy; all must be killed.
mutants: deps-run
	SWIFT=$(SWIFT) python3 Tests/mutants/run.py $(M)

## make mutants-check: no build; fails when a mutant no longer applies (part of `make test`).
mutants-check: deps-test
	python3 Tests/mutants/run.py --check

install: $(if $(filter debug,$(INSTALL_CONFIG)),build,build-release)
	$(MAKE) lib LIB_CONFIG=$(INSTALL_CONFIG) LIB_DIR=.build/lib-$(INSTALL_CONFIG)
	install -Dm755 .build/lib-$(INSTALL_CONFIG)/$(LIB_SONAME) $(LIB_ROOT)/$(LIB_SONAME)
	ln -sf $(LIB_SONAME) $(LIB_ROOT)/libListInteractions-1.so
	install -Dm644 -t $(ROOT_DIR)/include/list-interactions-1 $(LIB_HEADERS)
	install -d $(LIB_ROOT)/pkgconfig
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(if $(filter $(PREFIX)/lib,$(LIBDIR)),$${prefix}/lib,$(LIBDIR))|' \
	  -e 's|@INCLUDEDIR@|$${prefix}/include|' Resources/list-interactions-1.pc.in > $(LIB_ROOT)/pkgconfig/list-interactions-1.pc
	install -Dm644 .build/lib-$(INSTALL_CONFIG)/ListInteractions-1.typelib $(LIB_ROOT)/girepository-1.0/ListInteractions-1.typelib
	install -Dm644 .build/lib-$(INSTALL_CONFIG)/ListInteractions-1.gir $(SHARE_DIR)/gir-1.0/ListInteractions-1.gir
	install -Dm644 -t $(SHARE_DIR)/vala/vapi .build/lib-$(INSTALL_CONFIG)/list-interactions-1.vapi \
	  .build/lib-$(INSTALL_CONFIG)/list-interactions-1.deps
	install -Dm755 .build/$(INSTALL_CONFIG)/ListDemo $(ROOT_DIR)/bin/ListDemo
	install -d $(SHARE_DIR)/$(APP_ID)
	install -m644 $(addprefix Resources/,$(DATA_FILES)) $(SHARE_DIR)/$(APP_ID)/
	install -Dm644 -t $(SHARE_DIR)/$(APP_ID)/icons $(addprefix Resources/icons/,$(DATA_ICONS))
	install -Dm644 Resources/$(APP_ID).desktop $(SHARE_DIR)/applications/$(APP_ID).desktop
	# GLib (gio mime, the Files app's Open With) finds an app's file types in the folder's
	# mimeinfo.cache (desktop-file-utils). Staged installs (DESTDIR: make deb) leave that to the
	# system's trigger.
	$(if $(DESTDIR),,if command -v update-desktop-database >/dev/null; then update-desktop-database -q $(SHARE_DIR)/applications; fi)
	install -Dm644 Resources/$(APP_ID).metainfo.xml $(SHARE_DIR)/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 Resources/icons/$(APP_ID).svg $(SHARE_DIR)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 Resources/icons/$(APP_ID)-symbolic.svg \
	  $(SHARE_DIR)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
	install -Dm644 Resources/$(APP_ID).gschema.xml $(SHARE_DIR)/glib-2.0/schemas/$(APP_ID).gschema.xml
	glib-compile-schemas $(SHARE_DIR)/glib-2.0/schemas
	for l in $(LANGUAGES); do install -Dm644 .build/locale/$$l/LC_MESSAGES/$(APP_ID).mo \
	  $(SHARE_DIR)/locale/$$l/LC_MESSAGES/$(APP_ID).mo && install -Dm644 .build/locale/$$l/LC_MESSAGES/$(WIDGET_DOMAIN).mo \
	  $(SHARE_DIR)/locale/$$l/LC_MESSAGES/$(WIDGET_DOMAIN).mo || exit 1; done
	install -d $(SHARE_DIR)/bash-completion/completions $(SHARE_DIR)/zsh/site-functions \
	  $(SHARE_DIR)/fish/vendor_completions.d
	.build/$(INSTALL_CONFIG)/ListDemo --generate-completion-script bash > $(SHARE_DIR)/bash-completion/completions/ListDemo
	.build/$(INSTALL_CONFIG)/ListDemo --generate-completion-script zsh > $(SHARE_DIR)/zsh/site-functions/_ListDemo
	.build/$(INSTALL_CONFIG)/ListDemo --generate-completion-script fish > $(SHARE_DIR)/fish/vendor_completions.d/ListDemo.fish

uninstall:
	rm -f $(INSTALLED_FILES)
	# The compiled schema cache is shared: rebuilt without ours, or removed when ours was the last.
	if ls $(SHARE_DIR)/glib-2.0/schemas/*.gschema.xml >/dev/null 2>&1; then \
	  glib-compile-schemas $(SHARE_DIR)/glib-2.0/schemas; \
	else rm -f $(SHARE_DIR)/glib-2.0/schemas/gschemas.compiled; fi
	-rmdir $(SHARE_DIR)/$(APP_ID)/icons $(SHARE_DIR)/$(APP_ID) 2>/dev/null
	# The file types' cache is shared too: rebuilt without ours, or removed when ours was the last.
	if ls $(SHARE_DIR)/applications/*.desktop >/dev/null 2>&1; then \
	  $(if $(DESTDIR),:,! command -v update-desktop-database >/dev/null || update-desktop-database -q $(SHARE_DIR)/applications); \
	else rm -f $(SHARE_DIR)/applications/mimeinfo.cache; fi
	-rmdir $(ROOT_DIR)/include/list-interactions-1 2>/dev/null

## make deb: the Debian packages in .build/deb (Resources/debian/build-debs): liblistinteractions-1-0,
## liblistinteractions-1-dev, gir1.2-listinteractions-1 and list-interactions (the app), staged by
## `make install`, Depends from dpkg-shlibdeps, then checked by lintian (an error fails).
DEB_DIR := .build/deb
DEB_STAGE := .build/deb-stage
deps-deb: deps-lib
	$(call apt_ensure,dpkg-dev lintian binutils help2man)

deb: deps-deb build-data
	rm -rf $(DEB_STAGE) $(DEB_DIR)
	$(MAKE) install DESTDIR=$(CURDIR)/$(DEB_STAGE) PREFIX=/usr LIBDIR=/usr/lib/$$(dpkg-architecture -qDEB_HOST_MULTIARCH)
	Resources/debian/build-debs $(DEB_STAGE) $(DEB_DIR)
	rm -rf $(DEB_STAGE)
	lintian --fail-on error --info --tag-display-limit 0 $(DEB_DIR)/*.deb

## make test-packages: the packages on a Debian 13 root that has no Swift toolchain
## (Tests/packages/run; the root is made once with debootstrap and kept in /var/cache/list-interactions/roots):
## apt install, the Python example animating a sort under Xvfb, the C and Vala examples built against
## the -dev package, ListDemo --version and a CSV's report, then apt remove leaves nothing of ours.
## PACKAGES_RELEASE=bookworm or forky: on a Debian 12 or testing root instead.
test-packages: deb
	Tests/packages/run $(DEB_DIR) $(or $(PACKAGES_RELEASE),trixie)

## make soak: 2 000 seeded random actions (SOAK_SEED=N to vary) on the release build, under Xvfb with
## G_DEBUG=fatal-warnings; no GTK warning, RSS flat after warm-up, no frame over 33 ms after ready.
## SOAK_HOSTILE=1: on a CSV file with hostile fields (long words, megabyte paragraphs, NULs, scripts).
soak: deps-test build-release
	cd Tests/gui && LISTDEMO=$(CURDIR)/.build/release/ListDemo $(OUTER_DISPLAY) /usr/bin/python3 soak.py --actions 2000 --check-frames \
	  $(if $(SOAK_HOSTILE),--hostile)

## make icons: the symbolic PNGs the app draws, encoded from their SVGs (Resources/icons/sources)
## by GTK's own tool; run after editing an SVG and commit both (the app never loads an SVG itself).
icons:
	$(call apt_ensure,libgtk-4-bin librsvg2-common)
	for svg in Resources/icons/sources/*-symbolic.svg; do \
	  gtk4-encode-symbolic-svg -o Resources/icons $$svg 32x32 || exit 1; done

## make docs: DocC documentation of the core's public API, in .build/docs/ListCore.doccarchive.
docs:
	mkdir -p .build/docs
	$(SWIFT) package --disable-sandbox generate-documentation --target ListCore --output-path .build/docs/ListCore.doccarchive
	$(SWIFT) package --disable-sandbox generate-documentation --target ListWidget --output-path .build/docs/ListWidget.doccarchive

## make bench: figures printed, nothing asserted. Core benchmarks; ListDemo side by side with a
## GtkListView peer (Sources/ListPeer) through the same scripted scenarios under Xvfb
## (Tests/bench/side_by_side.py); widget-row paint time next to a GtkListView showing the same
## three lines per row (also on rows of long mixed-script text), and frame pacing at 1M rows
## (Tests/bench/widget_rows.py); a 1M-row SQLite table opening and live-from-database latency
## (Tests/bench/database_live.py); the embeddable LiListView next to a GtkListView over the same
## GtkSortListModel of 1M and 10M GtkStringObjects: start, RSS, peak, re-sort, un-sort, destroy,
## 1 000 create/destroy cycles: RSS and heap growth (Tests/bench/embedding_side_by_side.py, medians of
## 3 runs a size; BENCH_EMBED_ROWS / BENCH_EMBED_RUNS / BENCH_EMBED_CYCLES / BENCH_EMBED_CYCLE_RUNS to change).
bench: deps-test build-data
	$(SWIFT) build -c release $(RELEASE_FLAGS)
	.build/release/ListBench
	cd Tests/bench && $(OUTER_DISPLAY) python3 side_by_side.py
	cd Tests/bench && $(OUTER_DISPLAY) python3 memory_side_by_side.py
	cd Tests/gui && $(OUTER_DISPLAY) /usr/bin/python3 ../bench/widget_rows.py
	cd Tests/gui && LISTDEMO=$(CURDIR)/.build/release/ListDemo $(OUTER_DISPLAY) /usr/bin/python3 ../bench/long_text.py
	cd Tests/gui && LISTDEMO=$(CURDIR)/.build/release/ListDemo $(OUTER_DISPLAY) /usr/bin/python3 ../bench/hostile_back_transition.py
	cd Tests/bench && $(OUTER_DISPLAY) python3 database_live.py
	$(MAKE) lib-release
	cd Tests/bench && LI_LIB_DIR=$(CURDIR)/.build/lib-release $(OUTER_DISPLAY) /usr/bin/python3 embedding_side_by_side.py

clean:
	rm -rf .build artifacts
