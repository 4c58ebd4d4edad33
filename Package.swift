// swift-tools-version: 6.2
import PackageDescription

/// Our own targets build with every warning as an error; dependencies keep their own settings.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "PhotoWrapped",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "photo-wrapped", targets: ["photo-wrapped"]),
        .library(name: "PhotoWrapped", targets: ["Pipeline"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // C libraries, each behind a module map and a shim header.
        .systemLibrary(
            name: "CExif", pkgConfig: "libexif",
            providers: [.apt(["libexif-dev"]), .brew(["libexif"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // ISA-L's checksums (libisal-dev, which the PNG writer's deflate needs already).
        .systemLibrary(name: "CIsal"),
        // glibc's malloc_trim: a first scan hands back what its readers freed.
        .systemLibrary(name: "CMalloc"),
        // gettid: a scan's readers lower their own priority below the thread that commits.
        .systemLibrary(name: "CThreadID"),
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]),

        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]),

        // A per-thread arena allocator for libexif's many small allocations.
        .target(
            name: "CExifArena",
            dependencies: ["CExif"],
            cSettings: [.enableWarning("all"), .treatAllWarnings(as: .error)]),

        // libpng's errors arrive by longjmp; this C target owns the setjmp.
        .target(
            name: "CPNGWriter",
            cSettings: [.enableWarning("all"), .treatAllWarnings(as: .error)],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("isal")]),

        // libheif, opened with dlopen when a HEIF photo is drawn (pw_heif.h), not linked.
        .target(
            name: "CHeif",
            cSettings: [.enableWarning("all"), .treatAllWarnings(as: .error)],
            linkerSettings: [.linkedLibrary("dl")]),

        // The story video's encoder over FFmpeg's libraries: H.264 through libx264, AAC music, MP4.
        .target(
            name: "CVideo",
            cSettings: [.enableWarning("all"), .treatAllWarnings(as: .error)],
            // FFmpeg is opened with dlopen when a video is made (pw_ffmpeg.h), not linked.
            linkerSettings: [.linkedLibrary("dl")]),

        // The library, one target per layer, each importing only the layers below it
        // (docs/ARCHITECTURE.md draws them). None of them prints.
        // Value types every layer shares: dates, ranges, places on the globe, errors.
        .target(name: "Model", swiftSettings: strict),
        // Readers of untrusted bytes: EXIF, TIFF, ISOBMFF and HEIF, QuickTime, PNG, XMP, RAWs.
        .target(name: "Metadata", dependencies: ["Model", "CExif", "CExifArena", "CZlib", "CIsal"], swiftSettings: strict),
        // The cache: one SQLite database through GRDB, its migrations, and the rows of files.
        .target(
            name: "Store",
            dependencies: ["Metadata", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift")],
            swiftSettings: strict),
        // Place names from GeoNames and country outlines from Natural Earth, bundled.
        .target(name: "Atlas", dependencies: ["Store"], swiftSettings: strict),
        // Which files are photos: a phone's moments counted once, and what is set aside.
        .target(name: "Moments", dependencies: ["Store"], swiftSettings: strict),
        // The walk and the reading of each file into the cache.
        .target(name: "Scan", dependencies: ["Atlas", "Moments", "CMalloc", "CThreadID"], swiftSettings: strict),
        // Places: the grid, clustering, home, labels, hidden areas.
        .target(name: "Places", dependencies: ["Atlas"], swiftSettings: strict),
        // What a range's photos say: time statistics, trips, new places, the period before.
        .target(name: "Insights", dependencies: ["Scan", "Places"], swiftSettings: strict),
        // How a photo looks, from a small decode: the figures the collages choose by, kept in the cache.
        .target(name: "Looks", dependencies: ["Places", "Scan", "CCairo", "CTurboJPEG", "CHeif"], swiftSettings: strict),
        // The card kinds, their words, and the deck that chooses among them.
        .target(name: "Deck", dependencies: ["Insights"], swiftSettings: strict),

        // Cards to pixels: skins, layout, text, photos, PNG files, the story viewer.
        .target(
            name: "Render",
            dependencies: ["Deck", "Looks", "CCairo", "CPangoCairo", "CPNGWriter"],
            swiftSettings: strict),
        // The story video: the cards' entrances, frames, and FFmpeg's encoder.
        .target(name: "Video", dependencies: ["Render", "CVideo"], swiftSettings: strict),
        // The stages of a run as values, the settings file and the deck folder.
        .target(name: "Pipeline", dependencies: ["Video"], swiftSettings: strict),
        // The review page: its requests checked and answered as plain values (no NIO below this
        // line), the page itself, the photos' small previews.
        .target(name: "Review", dependencies: ["Pipeline", "CCairo", "CTurboJPEG"], swiftSettings: strict),
        // The review page's HTTP server: Hummingbird on loopback, a thin adapter around Review.
        .target(
            name: "ReviewServer",
            dependencies: ["Review", .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
                           .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "NIOCore", package: "swift-nio")],
            swiftSettings: strict),

        // The thin command-line front end; its --version comes from git, through the BuildVersion plugin.
        .executableTarget(
            name: "photo-wrapped",
            dependencies: ["Pipeline", "ReviewServer", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict,
            plugins: ["BuildVersion"]),
        .plugin(name: "BuildVersion", capability: .buildTool(), path: "Plugins/BuildVersion"),

        // Builds fixtures/ and benchmark libraries: JPEGs through TurboJPEG, EXIF through libexif, PNGs through libpng.
        .executableTarget(
            name: "make-fixtures",
            dependencies: ["Pipeline", "CExif", "CTurboJPEG", "CPNGWriter"],
            swiftSettings: strict),

        // make bench: our scan against exiftool, exiv2 and a bare walk, in one run.
        .executableTarget(
            name: "photo-wrapped-bench",
            dependencies: ["Pipeline", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Benchmarks/photo-wrapped-bench",
            swiftSettings: strict),

        // make fuzz: one libFuzzer binary for every parser of untrusted bytes (UntrustedBytes) and the review
        // server's requests (ReviewFuzzing), which are NIO-free.
        .target(name: "CFuzzDriver"),
        .executableTarget(
            name: "photo-wrapped-fuzz",
            dependencies: ["Pipeline", "Review", "CFuzzDriver"],
            path: "Fuzz/photo-wrapped-fuzz",
            swiftSettings: strict),

        // Temporary folders for tests, removed when the test process exits.
        .target(name: "TestScratch", path: "Tests/TestScratch", swiftSettings: strict),
        // Reads a video back through libavformat, for the tests: streams, tags, frames, loudness.
        .target(
            name: "CVideoProbe",
            path: "Tests/CVideoProbe",
            cSettings: [.enableWarning("all"), .treatAllWarnings(as: .error)],
            linkerSettings: ["avcodec", "avformat", "avutil", "swscale", "m"].map { .linkedLibrary($0) }),
        .target(name: "VideoProbe", dependencies: ["CVideoProbe"], path: "Tests/VideoProbe", swiftSettings: strict),
        // Headless Chromium driven over the DevTools protocol, for the pages' browser tests.
        .target(name: "HeadlessBrowser", path: "Tests/HeadlessBrowser", swiftSettings: strict),
        // What several test targets share: fixtures, sample cards, a synthetic library.
        .target(name: "TestSupport", dependencies: ["Render", "CCairo", "TestScratch"], path: "Tests/TestSupport", swiftSettings: strict),
        // One test target per library target, each testing its layer.
        .testTarget(name: "ModelTests", dependencies: ["Model", "Atlas", "TestScratch", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "MetadataTests", dependencies: ["Metadata", "Scan", "Pipeline", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "StoreTests", dependencies: ["Store", "Moments", "Places", .product(name: "GRDB", package: "GRDB.swift"), "TestScratch", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "AtlasTests", dependencies: ["Atlas", "Places", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "MomentsTests", dependencies: ["Moments", "Scan", "Places", "Insights", "Deck", "Pipeline", .product(name: "GRDB", package: "GRDB.swift"), "TestSupport"], swiftSettings: strict),
        .testTarget(name: "ScanTests", dependencies: ["Scan", "Insights", "TestScratch", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "PlacesTests", dependencies: ["Places", "Pipeline", "TestScratch", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "InsightsTests", dependencies: ["Insights", "Deck", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "LooksTests", dependencies: ["Looks", "CCairo", "CTurboJPEG", "TestScratch", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "DeckTests", dependencies: ["Deck", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Looks", "Video", "Pipeline", "CCairo", "CPNGWriter", "CTurboJPEG", "TestScratch", "TestSupport", "HeadlessBrowser"], swiftSettings: strict),
        .testTarget(name: "VideoTests", dependencies: ["Video", "CCairo", "TestScratch", "TestSupport", "VideoProbe"], swiftSettings: strict),
        .testTarget(name: "PipelineTests", dependencies: ["Pipeline", .product(name: "GRDB", package: "GRDB.swift"), "TestScratch", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "ReviewTests", dependencies: ["Review", "Looks", "TestScratch"], swiftSettings: strict),
        // Runs the built photo-wrapped binary; the dependency makes SwiftPM build it first (and make-fixtures,
        // for large libraries). GRDB checks the cache it leaves behind.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["photo-wrapped", "make-fixtures", "TestScratch", "VideoProbe", "HeadlessBrowser", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict),
    ]
)
