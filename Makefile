# TouchLab: two commands on a fresh Debian machine.
#   make run    install what is missing, build, open the playground on the default scene
#   make test   install what is missing, build, run every test
SHELL := /bin/bash
SWIFT ?= swift
# C libraries for the SDL front end (headers + pkg-config files), the encoders of
# `touchlab shoot --animate` (giflib; libwebp with its animation encoder, libwebpmux),
# libyaml for scene files (the CLibYAML system-library target, pkg-config yaml-0.1),
# and the fallback font for glyphs the bundled DejaVu Sans lacks (the seed articles' Chinese).
APT_BUILD := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libgif-dev libwebp-dev libyaml-dev pkg-config fonts-wqy-microhei
# The end-to-end window test drives a real window under a virtual X server; GNU time
# measures a command's own peak memory (AnimationLimitTests, make measure-limits).
APT_TEST := xvfb xdotool x11-utils time
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build release setup setup-test bench measure-limits fuzz lint screenshots clean builtin-scenes scripted-classes docs

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
	$(call apt_ensure,$(APT_BUILD))

setup-test: setup
	$(call apt_ensure,$(APT_TEST))

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

# One picture per library scene (the state after its first script), for the README.
screenshots: build
	mkdir -p docs/screenshots
	for scene in scenes/*.yaml; do .build/debug/touchlab shoot "$$scene" --out docs/screenshots --scene-name >/dev/null || exit 1; done
	.build/debug/touchlab shoot scenes/hit-testing.yaml --exploded --key-frame --out docs/exploded >/dev/null
	@echo "Wrote docs/screenshots/*.png"

bench: release
	$(SWIFT) run -c release touchlab bench

# docs/robustness.md's worst cases: every command on the worst in-limit scenes and
# issue 25's hostile inputs, release build, wall time and peak memory from GNU time
# (installed here, only for this target). RUNS=1 ONLY=animate narrows it.
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

clean:
	rm -rf .build
