// swift-tools-version: 6.2
import PackageDescription

/// Our own targets build with every warning as an error; dependencies keep their own settings.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "PhotoWrapped",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "photo-wrapped", targets: ["photo-wrapped"]),
        .library(name: "PhotoWrapped", targets: ["PhotoWrapped"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // C libraries, each behind a module map and a shim header.
        .systemLibrary(
            name: "CExif", pkgConfig: "libexif",
            providers: [.apt(["libexif-dev"]), .brew(["libexif"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
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
            linkerSettings: [.linkedLibrary("png16")]),

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

        // The library: every stage of the pipeline. It never prints.
        .target(
            name: "PhotoWrapped",
            dependencies: [
                "CExif",
                "CExifArena",
                "CZlib",
                "CMalloc",
                "CThreadID",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strict),

        // Cards to pixels: skins, layout, text, photos, PNG files, the story viewer.
        .target(
            name: "PhotoWrappedRender",
            dependencies: ["PhotoWrapped", "CCairo", "CPangoCairo", "CTurboJPEG", "CHeif", "CPNGWriter", "CVideo"],
            swiftSettings: strict),

        // The thin command-line front end; its --version comes from git, through the BuildVersion plugin.
        .executableTarget(
            name: "photo-wrapped",
            dependencies: ["PhotoWrapped", "PhotoWrappedRender", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict,
            plugins: ["BuildVersion"]),
        .plugin(name: "BuildVersion", capability: .buildTool(), path: "Plugins/BuildVersion"),

        // Builds fixtures/ and benchmark libraries: JPEGs through TurboJPEG, EXIF through libexif, PNGs through libpng.
        .executableTarget(
            name: "make-fixtures",
            dependencies: ["PhotoWrapped", "CExif", "CTurboJPEG", "CPNGWriter"],
            swiftSettings: strict),

        // make bench: our scan against exiftool, exiv2 and a bare walk, in one run.
        .executableTarget(
            name: "photo-wrapped-bench",
            dependencies: ["PhotoWrapped", "PhotoWrappedRender"],
            path: "Benchmarks/photo-wrapped-bench",
            swiftSettings: strict),

        // make fuzz: one libFuzzer binary for every parser of untrusted bytes (UntrustedBytes).
        .target(name: "CFuzzDriver"),
        .executableTarget(
            name: "photo-wrapped-fuzz",
            dependencies: ["PhotoWrapped", "CFuzzDriver"],
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
        .testTarget(
            name: "PhotoWrappedTests",
            dependencies: ["PhotoWrapped", "TestScratch"],
            swiftSettings: strict),
        .testTarget(
            name: "PhotoWrappedRenderTests",
            dependencies: ["PhotoWrappedRender", "CCairo", "CTurboJPEG", "TestScratch", "VideoProbe"],
            swiftSettings: strict),
        // Runs the built photo-wrapped binary; the dependency makes SwiftPM build it first (and make-fixtures,
        // for large libraries). GRDB checks the cache it leaves behind.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["photo-wrapped", "make-fixtures", "TestScratch", "VideoProbe", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict),
    ]
)
