import Foundation

/// The speed goals as ratios, each library's figure side by side, and whether the phone mix,
/// the library that looks like a person's, meets the goal.
struct TargetTable {
    struct Goal: Sendable {
        let name: String
        let limit: Double
        /// True where the figure must reach the limit (a speed-up), false where it must stay under it.
        let atLeast: Bool
        let figure: @Sendable (LibraryFigures) -> Double
    }

    static let goals = [
        Goal(name: "cold scan: exiv2 -P2's wall time ÷ ours", limit: 3, atLeast: true) { $0.exiv2.medianSeconds / $0.coldScan.medianSeconds },
        Goal(name: "rerun ÷ the bare walk beside it", limit: 1.3, atLeast: false) { $0.rerun.medianRatio },
        Goal(name: "hide → regenerate ÷ the bare walk beside it", limit: 4, atLeast: false) { $0.hideRegenerate.medianRatio },
        Goal(name: "cold generate ÷ cold scan", limit: 2, atLeast: false) { $0.coldGenerate.medianSeconds / $0.coldScan.medianSeconds },
    ]

    let libraries: [LibraryFigures]
    /// The library the goals are judged on.
    let judged: LibraryFigures

    func print() {
        Swift.print("\ngoals, as ratios (medians; paired ratios for the rerun and the regenerate)")
        let width = 46
        Swift.print("goal".padding(toLength: width, withPad: " ", startingAt: 0)
            + libraries.map { $0.name.leftPadded(14) }.joined() + "target".leftPadded(10) + "  on \(judged.name)")
        for goal in Self.goals {
            let value = goal.figure(judged)
            let met = goal.atLeast ? value >= goal.limit : value <= goal.limit
            Swift.print(goal.name.padding(toLength: width, withPad: " ", startingAt: 0)
                + libraries.map { String(format: "%.2f×", goal.figure($0)).leftPadded(14) }.joined()
                + ((goal.atLeast ? "≥ " : "≤ ") + String(format: "%.1f×", goal.limit)).leftPadded(10)
                + (met ? "  met" : "  missed"))
        }
        Swift.print("cold generate's peak memory".padding(toLength: width, withPad: " ", startingAt: 0)
            + libraries.map { "\($0.coldGenerate.peakRSSBytes / 1_048_576) MB".leftPadded(14) }.joined())
    }
}
