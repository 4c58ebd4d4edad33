/// A library's files summed the way the scan summary counts them (`LibraryInventory`), a row
/// at a time, from rows whose first columns are `columns`. The groups are summed here, not by
/// SQLite: its `GROUP BY` sorted every row, and `strftime` for the year took a quarter of the pass.
struct InventoryTally {
    /// The columns `add` reads, first in each row and in this order.
    static let columns = "kind, problem, timeSource, localTime, latitude IS NOT NULL, isScreenshot, precision, zoneSource, exifUnread"

    private let lower: Int64, upper: Int64
    private var groups: [InventoryGroup: InventorySums] = [:]

    init(range: DateRange) {
        (lower, upper) = range.bounds
    }

    /// Counts the current row, and gives its group.
    @discardableResult
    mutating func add(_ c: StatementColumns) -> InventoryGroup {
        let group = InventoryGroup(c)
        let inRange = c.int(3).map { $0 >= lower && $0 < upper } ?? false
        groups[group, default: InventorySums()].add(inRange: inRange, located: c.bool(4), screenshot: c.bool(5))
        return group
    }

    /// Counts the rows another tally of the same range counted.
    mutating func merge(_ other: InventoryTally) {
        for (group, sums) in other.groups { groups[group, default: InventorySums()].merge(sums) }
    }

    var inventory: LibraryInventory {
        var inventory = LibraryInventory()
        for (group, sums) in groups {
            inventory.add(kind: group.kind, problem: group.problem, timeSource: group.timeSource, precision: group.precision,
                          zone: group.zone, exifUnread: group.exifUnread, year: group.year, count: sums.count,
                          inRange: sums.inRange, inRangeLocated: sums.inRangeLocated, screenshots: sums.screenshots,
                          inRangeScreenshots: sums.inRangeScreenshots)
        }
        return inventory
    }
}

/// The files `InventoryTally` counts together.
struct InventoryGroup: Hashable {
    var kind: AssetKind, problem: SkipReason?, timeSource: TimeSource?, year: Int?
    var precision: TimePrecision, zone: ZoneSource?, exifUnread: Bool

    /// The group of the current row, whose first columns are `InventoryTally.columns`. The year
    /// is nil outside 0–9999, as SQLite's `strftime('%Y', …)` gives it.
    init(_ c: StatementColumns) {
        kind = c.text(0).flatMap(AssetKind.init(rawValue:)) ?? .other
        problem = c.text(1).flatMap(SkipReason.init(rawValue:))
        timeSource = c.text(2).flatMap(TimeSource.init(rawValue:))
        year = c.int(3).map { LocalDateTime(secondsSinceEpoch: $0).date.year }.flatMap { (0 ... 9999).contains($0) ? $0 : nil }
        precision = c.text(6).flatMap(TimePrecision.init(rawValue:)) ?? .exact
        zone = c.text(7).flatMap(ZoneSource.init(rawValue:))
        exifUnread = c.bool(8)
    }
}

/// One group's counts, as `LibraryInventory.add` takes them.
private struct InventorySums {
    var count = 0, inRange = 0, inRangeLocated = 0, screenshots = 0, inRangeScreenshots = 0

    mutating func add(inRange isInRange: Bool, located: Bool, screenshot: Bool) {
        count += 1
        if screenshot { screenshots += 1 }
        guard isInRange else { return }
        inRange += 1
        if located { inRangeLocated += 1 }
        if screenshot { inRangeScreenshots += 1 }
    }

    mutating func merge(_ other: InventorySums) {
        count += other.count
        inRange += other.inRange
        inRangeLocated += other.inRangeLocated
        screenshots += other.screenshots
        inRangeScreenshots += other.inRangeScreenshots
    }
}
