# Flipbook — Core Animation frames rendered offline.
#   make setup   install the Debian packages Flipbook needs (only those missing)
#   make build   debug build
#   make test    setup + the whole test suite
#   make demo    setup + release build, then alert-ios7 to out/alert-ios7/ frames, out/alert-ios7.mp4 and a contact sheet
#   make bench   release build, then the alert benchmark beside the plain-C baseline
#   make test-preview  the preview page in headless Chromium (installed when missing)
#   make test-slurm    a Slurm array render on this machine (Slurm installed and started when missing; root)
#   make test-snapshot-testing  the swift-snapshot-testing strategies (Integrations/, a package of its own)
#   make test-recipe   the guide's recipes (README, Getting started and the articles) followed literally: flipbook init and the recipe, built and rendered
#   make fuzz    libFuzzer + AddressSanitizer over the baked-timeline reader and renderer (FUZZ_TIME seconds)
#   make docs    the DocC site (guide and every public symbol) into .build/docs; fails on a warning
#                (a broken link) or a public symbol without a summary
#   make assets  embed scenes/assets into scenes/EmbeddedAssets.swift
SHELL := /bin/bash
SWIFT ?= swift
DEB_PACKAGES := libcairo2-dev libpng-dev libpixman-1-dev libpango1.0-dev pkg-config zlib1g-dev \
                ffmpeg fonts-dejavu-core fonts-inter fonts-noto-cjk fonts-noto-color-emoji libxml2
BENCH_DIR := ../shared/bench

FUZZ_TIME ?= 60
FUZZ_DIR := .build-fuzz

.PHONY: setup build release test docs test-preview test-slurm test-snapshot-testing test-recipe demo bench fuzz assets clean

# Installs only what dpkg does not report as installed; does nothing when all are present.
setup:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: setup
	$(SWIFT) build

# The two release executables demo and bench run (the adaptation plugin's swift-syntax is not needed here).
release: setup
	$(SWIFT) build -c release --product flipbook
	$(SWIFT) build -c release --product flipbook-bench

test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# A page of every other frame: Chromium scrubs to frame 40 and its pixels are compared with the frame's.
test-preview: build
	@mkdir -p .build/test-preview
	.build/debug/flipbook preview alert-ios7 -o .build/test-preview/alert-ios7.html --every 2 --quiet
	scripts/test-preview.sh .build/test-preview/alert-ios7.html 40

# Frames and video segments rendered by a two-task Slurm array, assembled by a dependent job,
# compared with a one-machine render (examples/slurm/).
test-slurm: build
	scripts/test-slurm.sh .build/debug/flipbook

# Its own package (Flipbook's build does not fetch swift-snapshot-testing), whose tests snapshot
# pasted UIKit code (Flipbook's UIKit product) in the same build as swift-snapshot-testing: built
# and tested, then swift-snapshot-testing compiled again now that Flipbook's UIKit exists (its
# canImport(UIKit) imports it: this once failed with "missing required modules"), built and tested again.
SST := --package-path Integrations/FlipbookSnapshotTesting --scratch-path .build-snapshot-testing
test-snapshot-testing: setup
	$(SWIFT) build --build-tests $(SST) && $(SWIFT) test --skip-build $(SST)
	touch .build-snapshot-testing/checkouts/swift-snapshot-testing/Sources/SnapshotTesting/AssertSnapshot.swift \
	  Integrations/FlipbookSnapshotTesting/Sources/PastedScreens/PastedCard.swift
	$(SWIFT) build --build-tests $(SST) && $(SWIFT) test --skip-build $(SST)

# Packages of the guide's recipes (README and Flipbook.docc) in a temporary folder, each building Flipbook
# as a path dependency (scripts/test-recipe.sh).
test-recipe: build
	scripts/test-recipe.sh .build/debug/flipbook

demo: release
	@mkdir -p out
	.build/release/flipbook render alert-ios7 -o out/alert-ios7 --clean
	.build/release/flipbook video alert-ios7 -o out/alert-ios7.mp4
	.build/release/flipbook sheet alert-ios7 -o out/alert-ios7-sheet.png
	@echo "Frames in out/alert-ios7/, video out/alert-ios7.mp4, contact sheet out/alert-ios7-sheet.png"

# The C baseline is built from ../shared/bench (read-only) into .build, with its own flags.
bench: release
	@cc -O3 -march=native $$(pkg-config --cflags cairo libpng zlib) -o .build/alert_bench $(BENCH_DIR)/alert_bench.c \
	  $$(pkg-config --libs cairo libpng zlib) -lm
	@.build/release/flipbook-bench --frames 120 --baseline .build/alert_bench

# Seeds: every built-in scene baked (the small ones, so inputs stay quick). Crashes
# land in $(FUZZ_DIR)/crashes; `.build/debug/flipbook-fuzz FILE` replays one.
fuzz: build
	$(SWIFT) build -c release --product flipbook-fuzz --scratch-path $(FUZZ_DIR) \
	  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/seeds $(FUZZ_DIR)/crashes
	@for s in $$(.build/debug/flipbook list | awk '{print $$1}'); do \
	  .build/debug/flipbook bake $$s -o $(FUZZ_DIR)/seeds/$$s.json; done
	@find $(FUZZ_DIR)/seeds -size +40k -delete
	LSAN_OPTIONS=suppressions=Sources/flipbook-fuzz/lsan.supp \
	  $(FUZZ_DIR)/release/flipbook-fuzz $(FUZZ_DIR)/corpus $(FUZZ_DIR)/seeds \
	  -dict=Sources/flipbook-fuzz/timeline.dict -max_total_time=$(FUZZ_TIME) -timeout=10 -rss_limit_mb=4096 \
	  -artifact_prefix=$(FUZZ_DIR)/crashes/ -print_final_stats=1

# The library targets whose public API is documented: the guide (Sources/Flipbook/Flipbook.docc),
# FlipbookTesting's and FlipbookCLI's catalogs, and every module the products re-export.
DOC_TARGETS := Flipbook FlipbookTesting FlipbookCLI FlipbookUIKit FlipbookCoreAnimation FlipbookTimeline \
               FlipbookGeometry FlipbookRenderTree FlipbookImageIO FlipbookRaster FlipbookText FlipbookExport \
               FlipbookSnapshot FlipbookInterfaceBuilder FlipbookLayoutSolver FlipbookDynamics FlipbookNetworking UIKit QuartzCore CoreGraphics Combine
DOCS_DIR := .build/docs

# One combined static site (swift-docc-plugin, the toolchain's docc), warnings as errors so a
# broken symbol or article link fails; then every public symbol must have a summary
# (scripts/doc-coverage.py over the symbol graphs the same build extracted).
docs: setup
	rm -rf $(DOCS_DIR) .build/*/extracted-symbols
	$(SWIFT) package --allow-writing-to-directory $(DOCS_DIR) generate-documentation \
	  $(foreach t,$(DOC_TARGETS),--target $(t)) --enable-experimental-combined-documentation \
	  --warnings-as-errors --output-path $(DOCS_DIR)
	python3 scripts/doc-coverage.py .build/$$(uname -m)-unknown-linux-gnu/extracted-symbols $(DOC_TARGETS)
	@echo "Documentation in $(DOCS_DIR). Offline: python3 -m http.server --bind 127.0.0.1 --directory $(DOCS_DIR) 8000,"
	@echo "then open http://127.0.0.1:8000/documentation/flipbook"

assets:
	scripts/embed-assets.sh

clean:
	rm -rf .build
