import Foundation

/// File times, Takeout timestamps and video creation times are instants. Where such a photo has a
/// location, its wall-clock time is the instant in the zone of the nearest place, not in the
/// machine's zone: a photo taken in Tokyo is dated on Tokyo's clock. Runs after a scan that
/// read files; changes only rows whose local time moves.
struct InstantLocaliser {
    let database: AppDatabase
    let namer: PlaceNamer

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
