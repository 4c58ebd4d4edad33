import Foundation

/// The speed figures of one library, from one run: the bare walk, exiv2 on two processes, our
/// cold scan, rerun, hide → regenerate and cold `generate`. The rerun and each regenerate are
/// timed just after a walk, and given as the median of their ratios to it: the machine's speed
/// drifts by a fifth over the minutes between the first walks and the last regenerate.
struct LibraryFigures {
    let name: String
    let files: Int
    var walk: [Measured] = []
    var exiv2: [Measured] = []
    var coldScan: [Measured] = []
    var rerun = Paired()
    var hideRegenerate = Paired()
    var hideCommands: [Measured] = []
    var places = 0
    var coldGenerate: [Measured] = []

    /// Measures `library` (`files` files) with `runs` runs of each step; `warmCache` is left
    /// holding the library's scanned cache.
    static func measure(_ name: String, library: URL, files: Int, runs: Int, photoWrapped: String, work: URL,
                        warmCache: inout URL) -> LibraryFigures {
        var figures = LibraryFigures(name: name, files: files)
        let walk = walkCommand(library)
        figures.walk = (0 ..< runs).map { _ in Measured.shell(walk) }
        for _ in 0 ..< runs {
            warmCache = work.appendingPathComponent("cache-\(UUID().uuidString)")
            figures.coldScan.append(scan(library, cache: warmCache, photoWrapped: photoWrapped))
        }
        let cache = warmCache
        figures.rerun = Paired.afterWalks(runs, walk: walk) { scan(library, cache: cache, photoWrapped: photoWrapped) }
        let hiding = HideRegenerate(photoWrapped: photoWrapped, library: library, cache: warmCache, work: work)
        _ = hiding.firstDeck()
        (figures.hideRegenerate, figures.hideCommands, figures.places) = hiding.hides(runs: runs, walk: walk)
        figures.coldGenerate = (0 ..< runs).map { _ in
            let cache = work.appendingPathComponent("generate-cache-\(UUID().uuidString)")
            let deck = work.appendingPathComponent("generate-deck")
            defer {
                try? FileManager.default.removeItem(at: cache)
                try? FileManager.default.removeItem(at: deck)
            }
            let made = Measured.run([photoWrapped, "generate", library.path, "--year", "2025", "--quiet", "--out", deck.path,
                                     "--cache", cache.path, "--settings", work.appendingPathComponent("generate-settings.json").path])
            guard made.status == 0 else { fatalError("cold generate of \(name) failed with status \(made.status)") }
            return made
        }
        figures.exiv2 = (0 ..< max(1, runs / 2)).map { _ in Measured.shell(exiv2Script(library.path)) }
        figures.walk += figures.rerun.walks + figures.hideRegenerate.walks
        return figures
    }

    static func walkCommand(_ library: URL) -> String {
        "find '\(library.path)' -type f -printf '%s %T@\\n' > /dev/null"
    }

    static func scan(_ folder: URL, cache: URL, photoWrapped: String) -> Measured {
        Measured.run([photoWrapped, "scan", folder.path, "--year", "2025", "--quiet", "--json", "--cache", cache.path])
    }

    /// exiv2 reading the fields we read, on 2 processes, over every file under `folder`.
    static func exiv2Script(_ folder: String) -> String {
        "find '\(folder)' -type f -print0 | xargs -0 -n 1000 -P 2 exiv2 -q -g Exif.Photo.DateTimeOriginal -g Exif.Photo.OffsetTimeOriginal -g Exif.GPSInfo.GPSLatitude -g Exif.GPSInfo.GPSLongitude -Pv pr > /dev/null 2>&1"
    }

    /// The files/s table of this library, each row beside the walk and exiv2.
    func printRates() {
        var table = BenchTable(files: files, title: "\(name): \(files.formatted()) files")
        table.add("bare walk + stat (find)", walk)
        table.add("photo-wrapped cold scan (both tiers)", coldScan)
        table.add("photo-wrapped rerun (nothing changed)", rerun.runs)
        table.add("photo-wrapped hide → regenerate", hideRegenerate.runs)
        table.add("photo-wrapped cold generate", coldGenerate)
        table.add("exiv2, 2 processes", exiv2)
        table.print()
        print(String(format: "hide, by id among %d places: %.3f s (median of %d; the command alone, before each regenerate)",
                     places, hideCommands.medianSeconds, hideCommands.count))
    }
}
