/// A copy is not a moment. Copying a folder without keeping file times, or importing it,
/// gives every file the moment it was written: dozens of files within seconds of each other,
/// which would otherwise become the year's biggest "day". Among photos dated only by their
/// file time, a burst is a run whose consecutive times are at most `linkGap` apart, of at
/// least `minFiles` files, written at least as fast as one every `maxMeanGap` on average.
///
/// A camera's day is not a burst: its photos carry EXIF and never come here, and a day of
/// photos dated by file time, written as they were taken, spreads over hours: even a busy
/// hour of a party is a photo a minute, and a camera's burst mode writes a few frames, not
/// dozens, before the photographer moves on.
enum CopyBursts {
    /// A copy writes file after file without pause; a slow network share still writes one a
    /// few seconds. Two minutes bridges a stall without joining separate copies.
    static let linkGap: Int64 = 120
    /// "Dozens of files": fewer could be a real moment photographed many times.
    static let minFiles = 20
    /// A copy writes several files a second, a slow share one every few seconds: two dozen
    /// files within eight minutes is one every 20 seconds. A person photographs a few a
    /// minute over a stretch; only many long bursts close together come near.
    static let maxMeanGap: Int64 = 20

    /// The indices into `times` (seconds since the Unix epoch, any order) that fall in bursts.
    package static func members(of times: [Int64]) -> Set<Int> {
        guard times.count >= minFiles else { return [] }
        let order = times.indices.sorted { times[$0] < times[$1] }
        var members = Set<Int>()
        var start = 0
        for end in 1 ... order.count where end == order.count || times[order[end]] - times[order[end - 1]] > linkGap {
            let run = order[start ..< end]
            let span = times[order[end - 1]] - times[order[start]]
            if run.count >= minFiles, span <= maxMeanGap * Int64(run.count - 1) {
                members.formUnion(run)
            }
            start = end
        }
        return members
    }
}
