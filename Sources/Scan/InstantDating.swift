import Atlas
import Foundation
import Metadata
import Model
import Store

/// After a scan reads its files: dates every photo whose time hangs on a clock (`ClockDating`)
/// on the clock `ZoneChoice` picks from the whole library, then sets copy bursts apart
/// (`CopyBursts`). A file read alone can only use the scan's zone; the library knows where its
/// person was. Changes only the rows whose dating moves.
struct InstantDating {
    package let database: AppDatabase
    package let namer: PlaceNamer

    /// The scan's zone (`--tz`, else the machine's), as the library records it: a rerun under
    /// another must date again.
    package static func zoneKey(_ zone: TimeZone, isOption: Bool) -> String {
        (isOption ? "option:" : "machine:") + zone.identifier
    }

    /// What dating reads of a library: the rows it may move, and home (`HomeSquares`) for
    /// the clocks no nearby photo gives. A first scan gives them from the rows it committed;
    /// otherwise they are read from the cache.
    package struct Facts {
        package var clockDated: [AppDatabase.ClockDatedRow]
        package var home: () throws -> GeoPoint?

        package static func read(_ database: AppDatabase, libraryID: Int64) throws -> Facts {
            Facts(clockDated: try database.clockDatedRows(libraryID: libraryID),
                  home: { try database.homePoint(libraryID: libraryID) })
        }
    }

    /// Dates the library's clock-dated rows and saves the times that moved, which it returns.
    @discardableResult
    package func run(libraryID: Int64, facts: Facts, fallback: TimeZone,
                     fallbackIsOption: Bool) throws -> [(id: Int64, time: CaptureTime)] {
        let rows = facts.clockDated
        let database = database
        // A row without a location takes its clock from the chooser: its anchors are read on
        // the other core while the zones of the located rows are looked up.
        let anchorRead = rows.contains { $0.location == nil }
            ? Concurrently.Later { try database.wallClockAnchors(libraryID: libraryID) } : nil
        let zones = try ZoneLookup(namer: namer, points: rows.compactMap(\.location))
        var choice: ZoneChoice?
        func chooser() throws -> ZoneChoice {
            if let choice { return choice }
            let anchorRows = try anchorRead?.value() ?? database.wallClockAnchors(libraryID: libraryID)
            let home = try facts.home()
            try zones.add(anchorRows.compactMap { $0.utcOffset == nil ? $0.location : nil } + (home.map { [$0] } ?? []))
            let made = ZoneChoice(anchors: anchors(anchorRows, zones: zones, clockDated: rows), home: home.flatMap(zones.zone),
                                  fallback: fallback, fallbackIsOption: fallbackIsOption)
            choice = made
            return made
        }
        var dated: [CaptureTime] = []
        dated.reserveCapacity(rows.count)
        for row in rows {
            let instant = row.dating.instant
            let clock = try row.location.flatMap(zones.zone).map { Clock(zone: $0, at: instant, source: .location) }
                ?? chooser().clock(at: instant)
            dated.append(row.dating.resolve(on: clock))
        }
        let fileTimed = dated.indices.filter { dated[$0].source == .mtime }
        for i in CopyBursts.members(of: fileTimed.map { rows[$0].dating.instant }) {
            dated[fileTimed[i]].precision = .copied
        }
        let changes = zip(rows, dated).filter { row, time in row.current != time }.map { row, time in (row.id, time) }
        try database.saveClockDating(changes, libraryID: libraryID,
                                     zoneKey: Self.zoneKey(fallback, isOption: fallbackIsOption))
        return changes
    }

    /// Photos whose zone is known: an offset the file records, or a location.
    private func anchors(_ rows: [AppDatabase.WallClockAnchor], zones: ZoneLookup,
                         clockDated: [AppDatabase.ClockDatedRow]) -> [ZoneChoice.Anchor] {
        var anchors: [ZoneChoice.Anchor] = []
        for row in rows {
            if let offset = row.utcOffset {
                anchors.append(.init(instant: row.time.secondsSinceEpoch - Int64(offset), clock: .offset(offset)))
            } else if let location = row.location, let zone = zones.zone(at: location) {
                // The wall clock read as UTC is within 14 hours of the instant: close enough to
                // find the offset, except in the hour a clock changes.
                let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(row.time.secondsSinceEpoch)))
                anchors.append(.init(instant: row.time.secondsSinceEpoch - Int64(offset), clock: .zone(zone)))
            }
        }
        for row in clockDated {
            if let location = row.location, let zone = zones.zone(at: location) {
                anchors.append(.init(instant: row.dating.instant, clock: .zone(zone)))
            }
        }
        return anchors
    }
}

/// Time zones of positions, from the place namer: the positions of a pass named together,
/// so that only the place table's parts near them are loaded, once.
final class ZoneLookup {
    package let namer: PlaceNamer
    private var known: [String: TimeZone?] = [:]
    private var zonesByName: [String: TimeZone] = [:]

    init(namer: PlaceNamer, points: [GeoPoint]) throws {
        self.namer = namer
        try add(points)
    }

    /// Looks up the zones of `points` not looked up yet.
    func add(_ points: [GeoPoint]) throws {
        let new = Dictionary(points.map { (PlaceNamer.key($0), $0) }.filter { known[$0.0] == nil }, uniquingKeysWith: { first, _ in first })
        guard !new.isEmpty else { return }
        for (key, name) in zip(new.keys, try namer.names(at: Array(new.values))) {
            known[key] = name.timeZone.flatMap { identifier in
                if let zone = zonesByName[identifier] { return zone }
                let zone = TimeZone(identifier: identifier)
                zonesByName[identifier] = zone
                return zone
            }
        }
    }

    /// The zone of a position given to `init` or `add`.
    func zone(at point: GeoPoint) -> TimeZone? {
        known[PlaceNamer.key(point)] ?? nil
    }
}
