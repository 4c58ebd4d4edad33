import Foundation

/// `make bench`: our scan against the tools people would use instead, on one machine, in one
/// run, as ratios. Prints medians; the machine is shared and noisy.
if let i = CommandLine.arguments.firstIndex(of: VideoBench.childFlag) {
    let given = Array(CommandLine.arguments[(i + 1)...])
    try VideoBench.child(deck: given[0], library: given[1], video: given[2], timings: given[3])
    exit(0)
}

let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let photoWrapped = products.appendingPathComponent("photo-wrapped").path
let makeFixtures = products.appendingPathComponent("make-fixtures").path
let arguments = CommandLine.arguments.dropFirst()
let fileCount = arguments.firstIndex(of: "--files").flatMap { Int(arguments[$0 + 1]) } ?? 50_000
let scaleCount = arguments.firstIndex(of: "--scale-files").flatMap { Int(arguments[$0 + 1]) } ?? 1_000_000
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5
let exiftoolSlice = 2000

let work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("photo-wrapped-bench")
try? FileManager.default.removeItem(at: work)
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

/// A library of `count` files: copies of one tiny JPEG, each with its own EXIF (`bench`), or a
/// phone's mix of HEIC, JPEG, screenshots, movies, sidecars and duplicates (`phone-mix`).
enum LibraryKind: String {
    case tiny = "bench", phoneMix = "phone-mix"
}

func generate(_ kind: LibraryKind, _ count: Int, into folder: URL) {
    let made = Measured.run([makeFixtures, kind.rawValue, folder.path, "--count", String(count)])
    guard made.status == 0 else { fatalError("make-fixtures \(kind.rawValue) failed") }
}

func freshCache() -> URL {
    work.appendingPathComponent("cache-\(UUID().uuidString)")
}

/// Empties the page cache, where the kernel lets us: root on a machine that permits it.
let canDropCaches = FileManager.default.isWritableFile(atPath: "/proc/sys/vm/drop_caches")
func dropCaches() {
    _ = Measured.shell("sync; echo 3 > /proc/sys/vm/drop_caches")
}

let slowMount = SlowMountBench(work: work, photoWrapped: photoWrapped,
                               slowfs: arguments.firstIndex(of: "--slowfs").map { arguments[$0 + 1] },
                               generate: { generate(.phoneMix, $0, into: $1) }, exiv2Command: LibraryFigures.exiv2Script)
if arguments.contains("--slow-mount-only") {
    slowMount.run()
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

if arguments.contains("--scale-only") {
    ScaleBench(work: work, photoWrapped: photoWrapped, generate: { generate(.phoneMix, $0, into: $1) },
               dropCaches: canDropCaches ? { dropCaches() } : nil).run(counts: [fileCount, scaleCount])
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

if arguments.contains("--render-only") {
    _ = try RenderBench(work: work, photoWrapped: photoWrapped, makeFixtures: makeFixtures, runs: runs).run()
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

if arguments.contains("--geocode-only") {
    try GeocodeBench(runs: runs).run()
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

if arguments.contains("--scoring-only") {
    let library = work.appendingPathComponent("library")
    generate(.phoneMix, fileCount, into: library)
    try ScoringBench(work: work, photoWrapped: photoWrapped, makeFixtures: makeFixtures, runs: runs).run(library: library)
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

print("photo-wrapped bench: \(fileCount.formatted()) files of a phone's mix and \(fileCount.formatted()) tiny JPEGs, "
      + "\(ProcessInfo.processInfo.activeProcessorCount) cores, median of \(runs) runs")
// `--no-tiny` leaves out the tiny JPEGs, the library earlier benches measured, to compare with.
let tiny: LibraryFigures? = arguments.contains("--no-tiny") ? nil : {
    let tinyLibrary = work.appendingPathComponent("tiny-library")
    generate(.tiny, fileCount, into: tinyLibrary)
    defer { try? FileManager.default.removeItem(at: tinyLibrary) }
    var tinyCache = freshCache()
    return LibraryFigures.measure("tiny JPEGs", library: tinyLibrary, files: fileCount, runs: runs, photoWrapped: photoWrapped,
                                  work: work, warmCache: &tinyCache)
}()
let library = work.appendingPathComponent("library")
generate(.phoneMix, fileCount, into: library)
var warmCache = freshCache()
let mix = LibraryFigures.measure("phone mix", library: library, files: fileCount, runs: runs, photoWrapped: photoWrapped,
                                 work: work, warmCache: &warmCache)
let slice = work.appendingPathComponent("slice")
generate(.phoneMix, exiftoolSlice, into: slice)
mix.printRates()
tiny?.printRates()
let exiftoolCommand = "exiftool -fast2 -n -csv -r -DateTimeOriginal -OffsetTimeOriginal -GPSLatitude -GPSLongitude '\(slice.path)' > /dev/null"
var exiftool = BenchTable(files: exiftoolSlice, title: "exiftool on a \(exiftoolSlice.formatted())-file slice of the phone mix")
exiftool.add("exiftool -fast2", [Measured.shell(exiftoolCommand)])
exiftool.add("photo-wrapped cold scan", [LibraryFigures.scan(slice, cache: freshCache(), photoWrapped: photoWrapped)])
exiftool.print()
TargetTable(libraries: [mix] + (tiny.map { [$0] } ?? []), judged: mix).print()

if canDropCaches {
    var coldDisk = BenchTable(files: fileCount, title: "phone mix, page cache dropped before each run")
    coldDisk.add("bare walk + stat (find)", (0 ..< 3).map { _ in dropCaches(); return Measured.shell(LibraryFigures.walkCommand(library)) })
    coldDisk.add("photo-wrapped cold scan", (0 ..< 3).map { _ in
        dropCaches()
        return LibraryFigures.scan(library, cache: freshCache(), photoWrapped: photoWrapped)
    })
    coldDisk.add("exiv2, 2 processes", (0 ..< 3).map { _ in dropCaches(); return Measured.shell(LibraryFigures.exiv2Script(library.path)) })
    coldDisk.print()
} else {
    print("\n(page-cache-cold figures skipped: /proc/sys/vm/drop_caches is not writable here)")
}

if !arguments.contains("--no-render") {
    let drawn = try RenderBench(work: work, photoWrapped: photoWrapped, makeFixtures: makeFixtures, runs: runs).run()
    try VideoBench(work: work, photoWrapped: photoWrapped, runs: min(runs, 3), document: drawn.document, library: drawn.library).run()
}
try GeocodeBench(runs: runs).run()
try ScoringBench(work: work, photoWrapped: photoWrapped, makeFixtures: makeFixtures, runs: runs).run(library: library)
slowMount.run()

if scaleCount > 0 {
    try? FileManager.default.removeItem(at: library)
    let dropBeforeColdScans: (() -> Void)? = canDropCaches ? { dropCaches() } : nil
    ScaleBench(work: work, photoWrapped: photoWrapped, generate: { generate(.phoneMix, $0, into: $1) },
               dropCaches: dropBeforeColdScans).run(counts: [fileCount, scaleCount])
}
