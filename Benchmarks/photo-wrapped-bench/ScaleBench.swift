import Foundation

/// Scale: the cold scan, the rerun and a whole `generate` on libraries of growing size, with
/// each step's wall time and peak RSS, and how both grew against the smallest library.
struct ScaleBench {
    let work: URL
    let photoWrapped: String
    /// Fills a folder with `count` tiny JPEGs.
    let generate: (Int, URL) -> Void

    struct Step {
        let seconds: Double
        let peakRSSBytes: Int
    }

    func run(counts: [Int]) {
        print("\nscale: tiny JPEGs, one run each; time ×, RSS × against \(counts[0].formatted()) files")
        print("files".leftPadded(9) + "  step" + "seconds".leftPadded(14) + "files/s".leftPadded(11) + "peak RSS".leftPadded(11)
              + "time ×".leftPadded(9) + "RSS ×".leftPadded(8))
        var first: [String: Step] = [:]
        for count in counts {
            let library = work.appendingPathComponent("scale-\(count)")
            generate(count, library)
            let cache = work.appendingPathComponent("scale-cache-\(count)")
            let scan = [photoWrapped, "scan", library.path, "--year", "2025", "--quiet", "--json", "--cache", cache.path]
            let steps: [(String, [String])] = [
                ("cold scan", scan),
                ("rerun", scan),
                ("generate", [photoWrapped, "generate", library.path, "--year", "2025", "--quiet", "--cache", cache.path,
                              "--out", work.appendingPathComponent("scale-deck-\(count)").path]),
            ]
            for (name, argv) in steps {
                let measured = Measured.run(argv)
                guard measured.status == 0 else { fatalError("\(name) on \(count) files failed with status \(measured.status)") }
                let step = Step(seconds: measured.seconds, peakRSSBytes: measured.peakRSSBytes)
                let base = first[name] ?? step
                first[name] = base
                var line = count.formatted().leftPadded(9) + "  " + name.padding(toLength: 10, withPad: " ", startingAt: 0)
                line += String(format: "%8.2f", step.seconds) + Int(Double(count) / step.seconds).formatted().leftPadded(11)
                line += "\(step.peakRSSBytes / 1_048_576) MB".leftPadded(11)
                line += String(format: "%.2f", step.seconds / base.seconds).leftPadded(9)
                line += String(format: "%.2f", Double(step.peakRSSBytes) / Double(base.peakRSSBytes)).leftPadded(8)
                print(line)
            }
            try? FileManager.default.removeItem(at: library)
        }
    }
}
