/// Runs of a command, each just after a run of the bare walk: on a shared machine whose speed
/// drifts, the ratio of a pair is steadier than the ratio of two medians taken minutes apart.
struct Paired {
    var walks: [Measured] = []
    var runs: [Measured] = []

    /// The median over the pairs of (run ÷ walk).
    var medianRatio: Double {
        zip(runs, walks).map { $0.seconds / $1.seconds }.median
    }

    mutating func add(walk: Measured, run: Measured) {
        walks.append(walk)
        runs.append(run)
    }

    /// `count` pairs of the walk `walk` (a shell command) and then `run`.
    static func afterWalks(_ count: Int, walk: String, _ run: () -> Measured) -> Paired {
        var paired = Paired()
        for _ in 0 ..< count {
            let walked = Measured.shell(walk)
            paired.add(walk: walked, run: run())
        }
        return paired
    }
}
