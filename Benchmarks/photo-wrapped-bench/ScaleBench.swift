import Foundation

/// Scale: on libraries of growing size, the cold scan, the rerun, a cold `generate` (its own
/// fresh cache: scan, places, deck and drawing) and a hide → regenerate, each with its median
/// wall time and largest peak RSS over `runs(count)` runs, and how both grew against the
/// smallest library, beside linear growth. One run each made a ratio of two noisy figures: with
/// the same scan code, the largest rerun's ratio to the smallest moved widely between benches.
/// Where the page cache can be dropped, a bare walk from the disk comes first: the disk's own
/// growth, which the cold scan from the disk shares (the same cold scan from the disk, with the
/// same scan code, took twice as long in one bench as in the next).
struct ScaleBench {
    let work: URL
    let photoWrapped: String
    /// Fills a folder with `count` files of a phone's mix.
    let generate: (Int, URL) -> Void
    /// Empties the page cache, where the machine lets us. The cold scan then reads from the
    /// disk at every size: a million files outgrow a small machine's page cache, while
    /// 50,000 just written are all still in it, and the two would not measure the same thing.
    let dropCaches: (() -> Void)?

    struct Step {
        let seconds: Double
        let peakRSSBytes: Int
    }

    /// Bytes of free space the library needs per file: a file of the mix (23 KB on average),
    /// its inode and directory entry, its cache row and index entries, with room to spare.
    static let bytesPerFile = 40_960

    /// Runs of each step: 5 at 50,000 files, where a step takes a second or two; 3 at a million,
    /// where the three cold scans from the disk alone take a minute and a half.
    static func runs(_ count: Int) -> Int {
        count <= 100_000 ? 5 : 3
    }

    func run(counts: [Int]) {
        let linear = Double(counts.last ?? 1) / Double(counts[0])
        let runs = counts.map { "\(Self.runs($0)) at \($0.formatted())" }.joined(separator: ", ")
        print("\nscale: a phone's mix, median time and largest peak RSS of \(runs) files; time ×, RSS × against "
              + "\(counts[0].formatted()) files (linear: ×\(Int(linear)))")
        print("files".leftPadded(9) + "  step" + "seconds".leftPadded(20) + "files/s".leftPadded(11) + "peak RSS".leftPadded(11)
              + "time ×".leftPadded(9) + "RSS ×".leftPadded(8))
        var first: [String: Step] = [:]
        for count in counts {
            guard freeBytes() > Int64(count) * Int64(Self.bytesPerFile) else {
                print("\(count.formatted()) files: skipped, \(freeBytes() / 1_000_000_000) GB free in \(work.path)")
                continue
            }
            let library = work.appendingPathComponent("scale-\(count)")
            generate(count, library)
            let scanCache = work.appendingPathComponent("scale-scan-cache-\(count)")
            let scan = [photoWrapped, "scan", library.path, "--year", "2025", "--quiet", "--json", "--cache", scanCache.path]
            let hiding = HideRegenerate(photoWrapped: photoWrapped, library: library,
                                        cache: work.appendingPathComponent("scale-cache-\(count)"), work: work)
            let runs = Self.runs(count)
            // The disk's own growth, beside the cold scan's: `find` stating every file, from the disk.
            let walk = "find '\(library.path)' -type f -printf '%s %T@\\n' > /dev/null"
            let disk: [(String, () -> [Measured])] = dropCaches.map { drop in
                [("bare walk (disk)", { (0 ..< runs).map { _ in drop(); return Measured.shell(walk) } })]
            } ?? []
            let steps: [(String, () -> [Measured])] = disk + [
                (dropCaches == nil ? "cold scan" : "cold scan (disk)", {
                    (0 ..< runs).map { _ in
                        try? FileManager.default.removeItem(at: scanCache)
                        dropCaches?()
                        return Measured.run(scan)
                    }
                }),
                ("rerun", { (0 ..< runs).map { _ in Measured.run(scan) } }),
                ("generate (cold)", {
                    (0 ..< runs).map { _ in
                        try? FileManager.default.removeItem(at: hiding.cache)
                        return hiding.firstDeck()
                    }
                }),
                ("hide → regenerate", { hiding.hides(runs: runs) }),
            ]
            for (name, step) in steps {
                let measured = step()
                if let failed = measured.first(where: { $0.status != 0 }) {
                    fatalError("\(name) on \(count) files failed with status \(failed.status)")
                }
                let step = Step(seconds: measured.medianSeconds, peakRSSBytes: measured.peakRSSBytes)
                let base = first[name] ?? step
                first[name] = base
                var line = count.formatted().leftPadded(9) + "  " + name.padding(toLength: 17, withPad: " ", startingAt: 0)
                line += String(format: "%8.2f", step.seconds) + Int(Double(count) / step.seconds).formatted().leftPadded(11)
                line += "\(step.peakRSSBytes / 1_048_576) MB".leftPadded(11)
                line += String(format: "%.2f", step.seconds / base.seconds).leftPadded(9)
                line += String(format: "%.2f", Double(step.peakRSSBytes) / Double(base.peakRSSBytes)).leftPadded(8)
                print(line)
            }
            for folder in [library, scanCache, hiding.cache] {
                try? FileManager.default.removeItem(at: folder)
            }
        }
    }

    private func freeBytes() -> Int64 {
        let values = try? work.resourceValues(forKeys: [.volumeAvailableCapacityKey])
        return Int64(values?.volumeAvailableCapacity ?? 0)
    }
}
