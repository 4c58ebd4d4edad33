import Foundation
import Model

/// When a photo was taken, on the wall clock where it was taken, how much of it is known, and
/// how we know.
public struct CaptureTime: Sendable, Equatable {
    public var time: LocalDateTime
    /// Seconds east of UTC, when known: from EXIF, or the zone an instant was put on.
    public var utcOffset: Int?
    public var subsecondMillis: Int?
    public var source: TimeSource
    public var precision = TimePrecision.exact
    /// Set when the time came from an instant: the clock it was put on.
    public var zone: ZoneSource?

    public init(time: LocalDateTime, utcOffset: Int? = nil, subsecondMillis: Int? = nil, source: TimeSource,
                precision: TimePrecision = .exact, zone: ZoneSource? = nil) {
        self.time = time
        self.utcOffset = utcOffset
        self.subsecondMillis = subsecondMillis
        self.source = source
        self.precision = precision
        self.zone = zone
    }

    /// The instant this time stands for, when its offset is known.
    public var instant: Int64? { utcOffset.map { time.secondsSinceEpoch - Int64($0) } }
}

/// The clock an instant goes on: its offset then, and which rule chose it.
public struct Clock: Sendable, Equatable {
    public var utcOffset: Int
    public var source: ZoneSource

    public init(utcOffset: Int, source: ZoneSource) {
        self.utcOffset = utcOffset
        self.source = source
    }

    /// `zone`'s offset at `instant`.
    public init(zone: TimeZone, at instant: Int64, source: ZoneSource) {
        self.init(utcOffset: zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))), source: source)
    }
}

/// The part of a file's date that hangs on a clock: an instant, or a fact to be weighed
/// against the file time. Resolved once with the scan's zone while the file is read, and again
/// by `InstantDating` once the library says where its person was.
public enum ClockDating: Sendable, Equatable {
    /// A GPS, sidecar or video instant.
    case instant(Int64, TimeSource)
    /// A known day (from the file name or a date-only IPTC/XMP value) and the file time, whose
    /// hour is taken when it falls on that day.
    case day(CivilDate, TimeSource, fileTime: Int64)
    /// The file time, unless the last edit (IFD0 DateTime, plausible) is earlier.
    case fileTime(Int64, lastEdit: LocalDateTime?)

    /// The instant a clock is wanted for.
    public var instant: Int64 {
        switch self {
        case let .instant(instant, _): instant
        case let .day(_, _, fileTime): fileTime
        case let .fileTime(fileTime, _): fileTime
        }
    }

    public func resolve(on clock: Clock) -> CaptureTime {
        let local = LocalDateTime(instant: instant, utcOffset: clock.utcOffset)
        switch self {
        case let .instant(_, source):
            return CaptureTime(time: local, utcOffset: clock.utcOffset, source: source, zone: clock.source)
        case let .day(day, source, _):
            guard local.date == day else {
                return CaptureTime(time: LocalDateTime(secondsSinceEpoch: Int64(day.dayNumber) * 86_400), source: source,
                                   precision: .day, zone: clock.source)
            }
            return CaptureTime(time: local, utcOffset: clock.utcOffset, source: source, zone: clock.source)
        case let .fileTime(_, lastEdit):
            if let lastEdit, lastEdit < local {
                return CaptureTime(time: lastEdit, source: .exifModified, zone: clock.source)
            }
            return CaptureTime(time: local, utcOffset: clock.utcOffset, source: .mtime, zone: clock.source)
        }
    }
}

/// Everything a file says about when it was taken, from its bytes, its sidecar, its name and
/// its file time.
package struct DatingEvidence {
    /// A wall-clock time the file records: EXIF, XMP or IPTC with a time, or a video's own date.
    var wallClock: ExifCapture?
    var wallClockSource = TimeSource.exif
    /// GPSDateStamp + GPSTimeStamp.
    var gpsInstant: Int64?
    /// A video's `mvhd` creation time.
    var videoInstant: Int64?
    package var sidecarInstant: Int64?
    /// Read from the name only where none of the above dates the file: they come first
    /// (`resolve`), and reading every name showed in a first scan's reading.
    var nameTime: LocalDateTime?
    var nameDay: CivilDate?
    /// An IPTC or XMP date with no time.
    package var metadataDay: CivilDate?
    /// IFD0 DateTime, when plausible (`LastEdit.isPlausible`).
    package var lastEdit: LocalDateTime?
    /// The file's modification time, seconds since the Unix epoch.
    package var fileTime: Int64

    /// What the file's bytes (`header`), its sidecar and its name say; a last edit after `now`
    /// (seconds since the epoch) or on a default day is dropped (`LastEdit`).
    package init(header: HeaderReading, sidecarInstant: Int64? = nil, fileName: some Collection<UInt8>, fileTime: Int64, now: Int64) {
        self.fileTime = fileTime
        if let capture = header.capture, capture.dayOnly {
            metadataDay = capture.time.date
        } else {
            wallClock = header.capture
        }
        wallClockSource = header.captureSource
        gpsInstant = header.gpsInstant
        videoInstant = header.instant
        self.sidecarInstant = sidecarInstant
        if wallClock == nil, gpsInstant == nil, videoInstant == nil, sidecarInstant == nil {
            nameTime = FileNameTime.parse(fileName)
            nameDay = nameTime == nil ? FileNameTime.parseDay(fileName) : nil
        }
        lastEdit = header.lastEdit.flatMap { LastEdit.isPlausible($0, now: now) ? $0 : nil }
    }

    /// The file dated on its own, with what hangs on a clock put on `zone`'s: the scan's, until
    /// `InstantDating` knows better.
    package func captureTime(zone: TimeZone, zoneSource: ZoneSource) -> CaptureTime {
        switch resolve() {
        case let .wallClock(time): time
        case let .clock(dating): dating.resolve(on: Clock(zone: zone, at: dating.instant, source: zoneSource))
        }
    }

    /// The most trusted date the file carries (docs/ALGORITHMS.md, "Dating a photo"): a wall
    /// clock, complete; or what hangs on a clock, for `ClockDating` to resolve.
    package func resolve() -> Either {
        if let wall = wallClock {
            return .wallClock(CaptureTime(time: wall.time, utcOffset: wall.utcOffset ?? learntOffset(wall.time),
                                          subsecondMillis: wall.subsecondMillis, source: wallClockSource))
        }
        if let gpsInstant { return .clock(.instant(gpsInstant, .gps)) }
        if let videoInstant { return .clock(.instant(videoInstant, .video)) }
        if let sidecarInstant { return .clock(.instant(sidecarInstant, .sidecar)) }
        if let nameTime { return .wallClock(CaptureTime(time: nameTime, source: .filename)) }
        if let nameDay { return .clock(.day(nameDay, .filenameDay, fileTime: fileTime)) }
        if let metadataDay { return .clock(.day(metadataDay, .metadataDay, fileTime: fileTime)) }
        return .clock(.fileTime(fileTime, lastEdit: lastEdit))
    }

    package enum Either: Equatable {
        case wallClock(CaptureTime)
        case clock(ClockDating)
    }

    /// How far a camera's clock may be from a whole quarter hour off GPS time and still give
    /// its offset: a phone's fix lags the shutter by seconds, a camera's clock drifts by a
    /// minute or two a year. Half the step (7.5 minutes) would accept any difference at all.
    static let gpsOffsetTolerance = 3 * 60
    /// Offsets are whole quarter hours everywhere (Nepal's +05:45 included).
    static let offsetStep = 15 * 60
    static let maxOffset = 14 * 3600

    /// An offset-less camera photo with GPS learns its offset: the wall clock minus the GPS
    /// instant, to the quarter hour, when that is close to a quarter hour.
    private func learntOffset(_ wall: LocalDateTime) -> Int? {
        guard let gpsInstant else { return nil }
        let difference = wall.secondsSinceEpoch - gpsInstant
        let step = Int64(Self.offsetStep)
        let rounded = (difference + step / 2).floorDivided(by: step) * step
        guard abs(difference - rounded) <= Int64(Self.gpsOffsetTolerance), abs(rounded) <= Int64(Self.maxOffset) else { return nil }
        return Int(rounded)
    }
}

/// IFD0 DateTime, the time of the last edit: worth using only when it is a real time.
enum LastEdit {
    /// Days cameras and software fall back to when their clock was never set.
    static let defaultDays: Set<CivilDate> = [
        CivilDate(year: 1970, month: 1, day: 1), CivilDate(year: 1980, month: 1, day: 1), CivilDate(year: 2000, month: 1, day: 1),
    ]
    /// Any earlier and it is no digital edit.
    package static let earliestYear = 1980
    /// A wall clock can be this far ahead of UTC.
    static let maxAheadOfUTC: Int64 = 14 * 3600

    /// Not a default day, not before 1980 and not in the future at `now` (seconds since the epoch).
    static func isPlausible(_ time: LocalDateTime, now: Int64) -> Bool {
        time.date.year >= earliestYear && !defaultDays.contains(time.date) && time.secondsSinceEpoch <= now + maxAheadOfUTC
    }
}
