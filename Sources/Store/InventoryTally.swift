import Model

/// A library's files summed the way the scan summary counts them (`LibraryInventory`), a row
/// at a time, from rows whose first columns are `Columns`. The groups are summed here, not by
/// SQLite: its `GROUP BY` sorted every row, and `strftime` for the year was a large part of the pass.
struct InventoryTally {
    /// The columns `add` reads, first in each row.
    enum Columns: Int32, RowColumns {
        case kind, problem, timeSource, localTime, located, precision, zoneSource, exifUnread

        package var sql: String { self == .located ? "latitude IS NOT NULL" : "\(self)" }
    }

    private let lower: Int64, upper: Int64
    private var groups: [InventoryGroup: InventorySums] = [:]
    /// The group of the rows just counted, summed apart until a row of another comes: rows of
    /// a group come in long runs, and looking each row's group up in `groups` was a large part
    /// of a tally.
    private var run: (group: InventoryGroup, sums: InventorySums)?
    private var kind = TextEnum<AssetKind>(column: .kind), problem = TextEnum<SkipReason>(column: .problem)
    private var timeSource = TextEnum<TimeSource>(column: .timeSource), precision = TextEnum<TimePrecision>(column: .precision)
    private var zone = TextEnum<ZoneSource>(column: .zoneSource)

    init(range: DateRange) {
        (lower, upper) = range.bounds
    }

    /// Counts the current row, and gives its group and whether its time is in the range.
    @discardableResult
    package mutating func add(_ c: StatementColumns) -> (group: InventoryGroup, inRange: Bool) {
        let time = c.int(Columns.localTime)
        return count(InventoryGroup(kind: kind.value(in: c) ?? .other, problem: problem.value(in: c), timeSource: timeSource.value(in: c),
                                    year: Self.year(time), precision: precision.value(in: c) ?? .exact, zone: zone.value(in: c),
                                    exifUnread: c.bool(Columns.exifUnread)),
                     time: time, located: c.bool(Columns.located))
    }

    /// Counts a record as the row it is saved as, and gives its group and whether its time is
    /// in the range.
    package mutating func add(_ record: AssetRecord) -> (group: InventoryGroup, inRange: Bool) {
        let time = record.localTime?.secondsSinceEpoch
        return count(InventoryGroup(kind: record.kind, problem: record.problem, timeSource: record.timeSource, year: Self.year(time),
                                    precision: record.precision, zone: record.zoneSource, exifUnread: record.exifUnread),
                     time: time, located: record.location != nil)
    }

    private mutating func count(_ group: InventoryGroup, time: Int64?, located: Bool)
        -> (group: InventoryGroup, inRange: Bool) {
        let inRange = time.map { $0 >= lower && $0 < upper } ?? false
        if run?.group != group {
            if let run { groups[run.group, default: InventorySums()].merge(run.sums) }
            run = (group, InventorySums())
        }
        run?.sums.add(inRange: inRange, located: located)
        return (group, inRange)
    }

    /// A time's year: nil outside 0–9999, as SQLite's `strftime('%Y', …)` gives it.
    private static func year(_ time: Int64?) -> Int? {
        time.map { LocalDateTime(secondsSinceEpoch: $0).date.year }.flatMap { (0 ... 9999).contains($0) ? $0 : nil }
    }

    /// Counts the rows another tally of the same range counted.
    package mutating func merge(_ other: InventoryTally) {
        for (group, sums) in other.summed { groups[group, default: InventorySums()].merge(sums) }
    }

    package var inventory: LibraryInventory {
        var inventory = LibraryInventory()
        for (group, sums) in summed {
            inventory.add(kind: group.kind, problem: group.problem, timeSource: group.timeSource, precision: group.precision,
                          zone: group.zone, exifUnread: group.exifUnread, year: group.year, count: sums.count,
                          inRange: sums.inRange, inRangeLocated: sums.inRangeLocated)
        }
        return inventory
    }

    /// Every group's sums, the run's among them.
    private var summed: [InventoryGroup: InventorySums] {
        guard let run else { return groups }
        var all = groups
        all[run.group, default: InventorySums()].merge(run.sums)
        return all
    }
}

/// An enum kept as text in a column, made again only when a row's text is not the row
/// before's: making a String of every row's text, then the enum from it, was most of a tally.
private struct TextEnum<Value: RawRepresentable & Sendable>: Sendable where Value.RawValue == String {
    let column: InventoryTally.Columns
    /// The last row's text (nil when it was NULL), and what it made; nil before the first row.
    private var last: (text: [UInt8]?, value: Value?)?

    init(column: InventoryTally.Columns) {
        self.column = column
    }

    mutating func value(in c: StatementColumns) -> Value? {
        if let last, c.column(column, holds: last.text) { return last.value }
        let text = c.byteArray(column)
        let value = text.flatMap { Value(rawValue: String(decoding: $0, as: UTF8.self)) }
        last = (text, value)
        return value
    }
}

/// The files `InventoryTally` counts together.
struct InventoryGroup: Hashable {
    package var kind: AssetKind, problem: SkipReason?, timeSource: TimeSource?, year: Int?
    package var precision: TimePrecision, zone: ZoneSource?, exifUnread: Bool
}

/// One group's counts, as `LibraryInventory.add` takes them.
private struct InventorySums {
    var count = 0, inRange = 0, inRangeLocated = 0

    mutating func add(inRange isInRange: Bool, located: Bool) {
        count += 1
        guard isInRange else { return }
        inRange += 1
        if located { inRangeLocated += 1 }
    }

    mutating func merge(_ other: InventorySums) {
        count += other.count
        inRange += other.inRange
        inRangeLocated += other.inRangeLocated
    }
}
