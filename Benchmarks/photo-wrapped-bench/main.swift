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

func generate(_ count: Int, into folder: URL) {
    let made = Measured.run([makeFixtures, "bench", folder.path, "--count", String(count)])
    guard made.status == 0 else { fatalError("make-fixtures failed") }
}

func scan(_ folder: URL, cache: URL) -> Measured {
    Measured.run([photoWrapped, "scan", folder.path, "--year", "2025", "--quiet", "--json", "--cache", cache.path])
}

func freshCache() -> URL {
    work.appendingPathComponent("cache-\(UUID().uuidString)")
}

/// Empties the page cache, where the kernel lets us: root on a machine that permits it.
let canDropCaches = FileManager.default.isWritableFile(atPath: "/proc/sys/vm/drop_caches")
func dropCaches() {
    _ = Measured.shell("sync; echo 3 > /proc/sys/vm/drop_caches")
}

/// exiv2 reading the fields we read, on 2 processes, over every file under `folder`.
func exiv2Script(_ folder: String) -> String {
    "find '\(folder)' -type f -print0 | xargs -0 -n 1000 -P 2 exiv2 -q -g Exif.Photo.DateTimeOriginal -g Exif.Photo.OffsetTimeOriginal -g Exif.GPSInfo.GPSLatitude -g Exif.GPSInfo.GPSLongitude -Pv pr > /dev/null"
}

let slowMount = SlowMountBench(work: work, photoWrapped: photoWrapped,
                               slowfs: arguments.firstIndex(of: "--slowfs").map { arguments[$0 + 1] },
                               generate: generate, exiv2Command: exiv2Script)
if arguments.contains("--slow-mount-only") {
    slowMount.run()
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

if arguments.contains("--scoring-only") {
    let library = work.appendingPathComponent("library")
    generate(fileCount, into: library)
    try ScoringBench(work: work, photoWrapped: photoWrapped, makeFixtures: makeFixtures, runs: runs).run(library: library)
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

print("photo-wrapped bench: \(fileCount.formatted()) tiny JPEGs, \(ProcessInfo.processInfo.activeProcessorCount) cores, median of \(runs) runs")
let library = work.appendingPathComponent("library")
generate(fileCount, into: library)
let slice = work.appendingPathComponent("slice")
generate(exiftoolSlice, into: slice)

let walkCommand = "find '\(library.path)' -type f -printf '%s %T@\\n' > /dev/null"
let exiv2Command = exiv2Script(library.path)
let exiftoolCommand = "exiftool -fast2 -n -csv -r -DateTimeOriginal -OffsetTimeOriginal -GPSLatitude -GPSLongitude '\(slice.path)' > /dev/null"

var table = BenchTable(files: fileCount)
// The walk is timed again just before each rerun and each hide → regenerate, and those two
// are given as the median of their ratios to the walk beside them: the machine's speed drifts
// by a fifth over the minutes between the first walks and the last regenerate.
var walk = (0 ..< runs).map { _ in Measured.shell(walkCommand) }
var cold: [Measured] = []
var warmCache = freshCache()
for _ in 0 ..< runs {
    warmCache = freshCache()
    cold.append(scan(library, cache: warmCache))
}
table.add("photo-wrapped cold scan (both tiers)", cold)
let rerun = Paired.afterWalks(runs, walk: walkCommand) { scan(library, cache: warmCache) }
table.add("photo-wrapped rerun (nothing changed)", rerun.runs)
let hiding = HideRegenerate(photoWrapped: photoWrapped, library: library, cache: warmCache, work: work)
_ = hiding.firstDeck()
let (hideRegenerate, hideCommands, places) = hiding.hides(runs: runs, walk: walkCommand)
table.add("photo-wrapped hide → regenerate", hideRegenerate.runs)
walk += rerun.walks + hideRegenerate.walks
table.insert("bare walk + stat (find)", walk, at: 0)
table.add("exiv2, 2 processes", (0 ..< max(1, runs / 2)).map { _ in Measured.shell(exiv2Command) })
table.add("exiftool -fast2 (\(exiftoolSlice.formatted())-file slice)", [Measured.shell(exiftoolCommand)], files: exiftoolSlice)
table.print()
print(String(format: "rerun: %.3f s, %.2f× the bare walk timed beside it (median of %d pairs; at most 1.3×)",
             rerun.runs.medianSeconds, rerun.medianRatio, rerun.runs.count))
print(String(format: "hide → regenerate: %.3f s, %.2f× the bare walk timed beside it (median of %d pairs; at most 4×)",
             hideRegenerate.runs.medianSeconds, hideRegenerate.medianRatio, hideRegenerate.runs.count))
print(String(format: "hide, by id among %d places: %.3f s (median of %d; the command alone, before each regenerate)",
             places, hideCommands.medianSeconds, hideCommands.count))

if canDropCaches {
    var coldDisk = BenchTable(files: fileCount, title: "page cache dropped before each run")
    coldDisk.add("bare walk + stat (find)", (0 ..< 3).map { _ in dropCaches(); return Measured.shell(walkCommand) })
    coldDisk.add("photo-wrapped cold scan", (0 ..< 3).map { _ in dropCaches(); return scan(library, cache: freshCache()) })
    coldDisk.add("exiv2, 2 processes", (0 ..< 3).map { _ in dropCaches(); return Measured.shell(exiv2Command) })
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
    ScaleBench(work: work, photoWrapped: photoWrapped, generate: generate, dropCaches: dropBeforeColdScans).run(counts: [fileCount, scaleCount])
}
