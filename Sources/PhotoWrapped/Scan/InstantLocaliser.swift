import Foundation

/// File times, Takeout timestamps and video creation times are instants. Where such a photo has a
/// location, its wall-clock time is the instant in the zone of the nearest place, not in the
/// machine's zone: a photo taken in Tokyo is dated on Tokyo's clock. Elsewhere it is the scan's
/// zone (`--tz`, else the machine's). Changes only rows whose local time moves.
struct InstantLocaliser {
    let database: AppDatabase
    let namer: PlaceNamer

    /// Before a scan reads anything: when the scan's zone is not the one the library's unlocated
    /// instants are on, moves them to it, so that a rerun with another `--tz` dates them as a
    /// fresh scan would.
    func adopt(_ zone: TimeZone, libraryID: Int64) throws {
        try database.adoptInstantZone(zone.identifier, libraryID: libraryID) { instant, source in
            let localised = CaptureTime.localised(instant: instant, zone: zone, source: source)
            return (localised.time, localised.utcOffset ?? 0)
        }
    }

    /// After a scan that read files: puts located instants on their place's clock.
    func localise(libraryID: Int64) throws {
        var changes: [(id: Int64, time: LocalDateTime, offset: Int)] = []
        for row in try database.locatedInstants(libraryID: libraryID) {
            guard let zoneName = try namer.name(at: row.location).timeZone, let zone = TimeZone(identifier: zoneName) else { continue }
            let instant = row.localTime.secondsSinceEpoch - Int64(row.utcOffset)
            let localised = CaptureTime.localised(instant: instant, zone: zone, source: row.source)
            if localised.time != row.localTime { changes.append((row.id, localised.time, localised.utcOffset ?? 0)) }
        }
        try database.updateLocalTimes(changes, libraryID: libraryID)
    }
}
