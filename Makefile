# TouchLab: two commands on a fresh machine.
#   make run    install what is missing (Debian), build, open the playground on the default scene
#   make test   install what is missing (Debian), build, run every test
SHELL := /bin/bash
SWIFT ?= swift
# The C libraries (SDL2, SDL2_ttf, SDL2_image, giflib, libwebp, libyaml) and, for the tests, the X
# tools are checked by tools/setup.sh through pkg-config, on any Linux: Debian's packages
# are installed only when something is missing and apt-get is there; elsewhere the
# missing packages are named for apt, dnf, pacman and Homebrew.
# `make install` (and `make uninstall`) put touchlab under PREFIX (DESTDIR too, for packagers);
# CONFIGURATION=debug installs the debug build. BINARY and MANPAGE say what install-files
# copies without building anything (the install test gives the debug binary it has).
PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
BINARY ?= .build/$(CONFIGURATION)/touchlab
MANPAGE ?= .build/plugins/GenerateManual/outputs/touchlab/touchlab.1
# `make dist`: a static release build in its own build folder (other flags than .build's).
DIST_BUILD := .build-dist
# The man page's date: the last commit's, so the page is the same on every run.
MAN_DATE := $(shell git log -1 --format=%cs 2>/dev/null || date +%F)
DIST_NAME := touchlab-$(shell cat VERSION)-linux-$(shell uname -m)
DIST_TARBALL := $(DIST_BUILD)/$(DIST_NAME).tar.gz
# GNU time measures a command's own peak memory (make measure-limits).
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build release setup setup-test site course bench bench-instructions measure-limits fuzz lint screenshots clean builtin-scenes scripted-classes docs \
	man install install-files uninstall dist dist-check

# Installs only the Debian packages that are missing, so repeated runs are quick.
define apt_ensure
	@missing=""; for p in $(1); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq $$missing >/dev/null; \
	fi
endef

setup:
	@tools/setup.sh build

setup-test: setup
	@tools/setup.sh test

build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release

run: build
	$(SWIFT) run touchlab run

test: setup-test
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest

# The formatter that CI runs: `make lint` must print nothing.
lint:
	$(SWIFT) format lint --strict -r --configuration .swift-format Sources Tests Examples Plugins Package.swift
	@generated=$$(mktemp -d) && trap 'rm -rf "$$generated"' EXIT && \
	python3 tools/generate-scripted-classes.py --out "$$generated" && \
	$(SWIFT) format format -i --configuration .swift-format "$$generated"/*.swift && \
	for file in "$$generated"/*.swift; do \
		cmp -s "$$file" "Sources/TouchScenes/Building/$$(basename "$$file")" || { \
			echo "Sources/TouchScenes/Building/$$(basename "$$file") differs from what tools/generate-scripted-classes.py generates: edit the template and run make scripted-classes"; exit 1; }; \
	done

# The DocC reference of TouchPlayground (the library for your own Swift programs), with
# swift-docc-plugin: a static site in .build/docs (open index.html through any web server;
# `swift package --disable-sandbox preview-documentation --target TouchPlayground` serves it).
# Builds TouchPlayground's dependencies for their symbols: minutes, so not part of `make test`.
docs: setup
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target TouchPlayground \
	  --output-path .build/docs --transform-for-static-hosting --hosting-base-path TouchPlayground --warnings-as-errors
	@echo "Wrote .build/docs (TouchPlayground's reference)"

# Every picture the README and docs/ show, made again: one per library scene (its key
# frame), the exploded view, a storyboard, hidden private containers, two slides and
# the README's animation. --check refuses a picture whose text overlaps, that a line
# crosses, with a short name cut, or (slides, storyboards) text under 18 px;
# MediaCheckTests runs these same lines' draw lists.
screenshots: build
	mkdir -p docs/screenshots docs/slides docs/animations
	for scene in scenes/*.yaml; do .build/debug/touchlab shoot "$$scene" --out docs/screenshots --scene-name --check >/dev/null || exit 1; done
	.build/debug/touchlab shoot scenes/hit-testing.yaml --exploded --key-frame --check --out docs/exploded >/dev/null
	.build/debug/touchlab shoot scenes/table-cells.yaml --script short-press --storyboard --check --out docs/storyboards >/dev/null
	.build/debug/touchlab shoot scenes/default.yaml --key-frame --hide-private-containers --check --out docs/private-containers >/dev/null
	.build/debug/touchlab shoot scenes/table-cells.yaml --script short-press --layout slide --key-frame --check --out docs/slides >/dev/null
	.build/debug/touchlab shoot scenes/button-in-cell.yaml --layout slide --aspect 4:3 --key-frame --check --out docs/slides >/dev/null
	.build/debug/touchlab shoot scenes/default.yaml --layout slide --key-frame --check --out docs/slides >/dev/null
	.build/debug/touchlab shoot scenes/drag.yaml --animate --caption --speed 0.5 --size 900x640 --check --out docs/animations >/dev/null
	rm -f docs/animations/*.webp
	.build/debug/touchlab shoot scenes/table-cells.yaml --script short-press --quiz --check --out docs/quiz >/dev/null
	@echo "Wrote docs/screenshots, docs/slides, docs/storyboards, docs/exploded, docs/private-containers, docs/animations and docs/quiz"

# The scene library as a course site (docs/teaching.md, "Lessons in a browser"): SITE/index.html
# and a lesson page per script, for any static host or straight from the disk.
SITE ?= .build/site
# The release build: a page renders the window's picture at every trace record.
site: release
	.build/release/touchlab site --out $(SITE)
	@echo "Open $(SITE)/index.html in a browser, or copy $(SITE) to any web host."

# The course site checked in under docs/course, which the README links (GitHub
# Pages serves it from docs/). Its pictures weigh about 19 MB: regenerate it for a
# release, not at every change of the drawing (SiteCommandTests checks its links).
course: release
	rm -rf docs/course
	.build/release/touchlab site --out docs/course

bench: release
	$(SWIFT) run -c release touchlab bench

# docs/robustness.md's worst cases: every command on the worst in-limit scenes and
# issue 25's hostile inputs, release build, wall time and peak memory from GNU time
# (installed here, only for this target). RUNS=1 ONLY=animate narrows it.
# Instruction counts of the workloads in tools/instruction-budget.tsv, under
# callgrind: fails on a rise of more than 10 %. MODE=debug is CI's small case.
MODE ?= release
bench-instructions: setup-test
	$(SWIFT) build -c $(MODE) --product touchlab
	tools/bench-instructions.sh $(MODE)

measure-limits: release
	$(call apt_ensure,time)
	tools/measure-limits.sh

# The scene-loader fuzz test and the extreme-geometry rendering test at length (make test
# runs 2,500 loader cases and 60 + 60 rendering cases with fixed seeds; docs/robustness.md).
# Override: make fuzz TOUCHLAB_FUZZ_ITERATIONS=1000000 TOUCHLAB_FUZZ_SEED=7 TOUCHLAB_RENDER_FUZZ_CASES=5000
TOUCHLAB_FUZZ_ITERATIONS ?= 200000
TOUCHLAB_FUZZ_SEED ?= 20240606
TOUCHLAB_RENDER_FUZZ_CASES ?= 1000
TOUCHLAB_RENDER_FUZZ_SEED ?= 1554112767
fuzz: setup
	$(SWIFT) build --build-tests
	TOUCHLAB_FUZZ_ITERATIONS=$(TOUCHLAB_FUZZ_ITERATIONS) TOUCHLAB_FUZZ_SEED=$(TOUCHLAB_FUZZ_SEED) \
	TOUCHLAB_RENDER_FUZZ_CASES=$(TOUCHLAB_RENDER_FUZZ_CASES) TOUCHLAB_RENDER_FUZZ_SEED=$(TOUCHLAB_RENDER_FUZZ_SEED) \
	  $(SWIFT) test --skip-build --disable-xctest --filter 'SceneFuzzTests|ExtremeGeometryRenderingTests'

# The default scene is compiled into the binary; regenerate after editing scenes/default.yaml.
builtin-scenes:
	python3 tools/embed-builtin-scenes.py
	$(SWIFT) format format -i --configuration .swift-format Sources/TouchScenes/BuiltInScenes.swift

# The scripted UIKit subclasses scenes build are generated from one template.
scripted-classes:
	python3 tools/generate-scripted-classes.py
	$(SWIFT) format format -i --configuration .swift-format Sources/TouchScenes/Building/Scripted*.swift

# The man page, from the commands' own help (swift-argument-parser's generate-manual
# plugin): .build/plugins/GenerateManual/outputs/touchlab/touchlab.1. Built in debug,
# which `make` and `make test` build anyway; the page is the same for any build.
man: setup
	$(SWIFT) package generate-manual --configuration debug --date $(MAN_DATE)
	@echo "Wrote $(MANPAGE) (man -l $(MANPAGE) shows it)"

# PREFIX/bin/touchlab, the font and the scene library in PREFIX/share/touchlab (where the
# binary looks first), the man page and the bash, zsh and fish completions (tools/install.sh).
install: setup man
	$(SWIFT) build -c $(CONFIGURATION) --product touchlab
	tools/install.sh $(BINARY) $(PREFIX) $(MANPAGE)

# What install copies, building nothing: make install-files BINARY=.build/debug/touchlab MANPAGE=
install-files:
	tools/install.sh $(BINARY) $(PREFIX) $(MANPAGE)

# Removes exactly what install wrote (and the folders it made, when left empty).
uninstall:
	tools/install.sh --uninstall $(PREFIX)

# A tarball that runs without a Swift toolchain: the release build with the Swift standard
# library and Foundation linked in (--static-swift-stdlib), laid out as make install lays it
# out, with INSTALL.txt naming the system libraries it needs. Minutes: not part of make test.
dist: setup man
	$(SWIFT) build -c release --static-swift-stdlib --product touchlab --scratch-path $(DIST_BUILD)
	tools/dist.sh $(DIST_BUILD)/release/touchlab $(MANPAGE) $(DIST_TARBALL)

# Unpacks the tarball and checks it: ldd finds no library in the toolchain's folders, and
# the binary runs list, trace, shoot and check with the toolchain out of PATH and
# LD_LIBRARY_PATH, from a folder outside the checkout.
dist-check: dist
	tools/dist-check.sh $(DIST_TARBALL)

clean:
	rm -rf .build $(DIST_BUILD)
