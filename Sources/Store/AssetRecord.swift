import Foundation
import Model

/// One file of a library as the cache knows it: its identity on disk (path, size, mtime) and
/// what the scan derived from it. No image bytes, ever.
public struct AssetRecord: Sendable, Equatable {
    // Stored without optionals of eight bytes, each of which takes sixteen: an absent value is
    // a sentinel no file gives (`Absent`), the small numbers are kept in 32 bits, and the make
    // and model are one shared reference. A generate holds every row of the range at once
    // (the row sizes are in docs/PERFORMANCE.md). The fields behind the accessors are
    // usable from inlinable code: the other layers read rows where they lie (`RowView`), and
    // an accessor they cannot see into makes the compiler copy the whole row first.
    @usableFromInline var storedID = Absent.int64
    public var libraryId: Int64
    /// Relative to the library root.
    public var path: RawPath
    public var size: Int64
    public var mtimeNs: Int64
    @usableFromInline var localSeconds = Absent.int64
    @usableFromInline var lastEditSeconds = Absent.int64
    @usableFromInline var storedSidecarMtimeNs = Absent.int64
    /// (0, 0) for none: `GeoPoint` refuses it, so no located photo has it.
    @usableFromInline var latitude = 0.0
    @usableFromInline var longitude = 0.0
    @usableFromInline var altitudeBits = Absent.double
    @usableFromInline var speedBits = Absent.double
    /// Its make and model (`make`, `model`), shared with the other rows of its camera.
    @usableFromInline package var camera: CameraMakeModel?
    /// What pairs it with other files into one moment (`AssetRecord+Pairing.swift`).
    @usableFromInline package var pairing: PairingFacts?
    /// A hash of the first 64 KiB, taken only for files whose size and capture time match another's.
    public var headHash: String?
    @usableFromInline var storedUTCOffset = Absent.int32
    @usableFromInline var storedSubsecondMillis = Absent.int32
    @usableFromInline var storedWidth = Absent.int32
    @usableFromInline var storedHeight = Absent.int32
    @usableFromInline var storedOrientation = Absent.int32
    @usableFromInline var storedExtractorVersion: Int32
    public var kind: AssetKind
    public var problem: SkipReason?
    public var timeSource: TimeSource?
    public var precision = TimePrecision.exact
    /// Which clock the time was put on, when it came from an instant; nil for a wall clock.
    public var zoneSource: ZoneSource?
    /// The file keeps its EXIF in a form no reader here reads (a Brotli-compressed JPEG XL
    /// `brob` box): it is dated by its name or file time.
    public var exifUnread = false
    public var isScreenshot = false
    /// Tier B has been read (or the kind has nothing more to read).
    public var detailRead = false

    /// What stands for "none" in each stored field. SQLite gives row ids from 1 up; times of
    /// Int64.min nanoseconds or seconds lie 292 billion years before 1970; the 64-bit pattern
    /// is a NaN with every payload bit set, which no GPS reading or arithmetic gives.
    @usableFromInline enum Absent {
        @inlinable static var int64: Int64 { .min }
        @inlinable static var int32: Int32 { .min }
        @inlinable static var double: UInt64 { .max }
    }

    @inlinable public var id: Int64? {
        get { Self.present(storedID, Absent.int64) }
        set { storedID = newValue ?? Absent.int64 }
    }
    @inlinable public var localTime: LocalDateTime? {
        get { Self.present(localSeconds, Absent.int64).map(LocalDateTime.init(secondsSinceEpoch:)) }
        set { localSeconds = newValue?.secondsSinceEpoch ?? Absent.int64 }
    }
    /// IFD0 DateTime, kept while the file time is weighed against it (`ClockDating.fileTime`).
    @inlinable public var lastEdit: LocalDateTime? {
        get { Self.present(lastEditSeconds, Absent.int64).map(LocalDateTime.init(secondsSinceEpoch:)) }
        set { lastEditSeconds = newValue?.secondsSinceEpoch ?? Absent.int64 }
    }
    /// The modification time of its Takeout sidecar when it was read: a changed sidecar is read again.
    @inlinable public var sidecarMtimeNs: Int64? {
        get { Self.present(storedSidecarMtimeNs, Absent.int64) }
        set { storedSidecarMtimeNs = newValue ?? Absent.int64 }
    }
    @inlinable public var location: GeoPoint? {
        get { latitude == 0 && longitude == 0 ? nil : GeoPoint(checkedLatitude: latitude, longitude: longitude) }
        set { (latitude, longitude) = newValue.map { ($0.latitude, $0.longitude) } ?? (0, 0) }
    }
    /// Metres above sea level, as the GPS gave it with the location.
    @inlinable public var altitudeMeters: Double? {
        get { Self.present(altitudeBits, Absent.double).map(Double.init(bitPattern:)) }
        set { altitudeBits = newValue?.bitPattern ?? Absent.double }
    }
    /// Km/h, as the GPS gave it with the location.
    @inlinable public var speedKmh: Double? {
        get { Self.present(speedBits, Absent.double).map(Double.init(bitPattern:)) }
        set { speedBits = newValue?.bitPattern ?? Absent.double }
    }

    // Offsets are within a day, milliseconds within a second, an orientation is 1–8; a width
    // or height past 2³¹ − 1 pixels (no camera makes one, a damaged header can claim one) is
    // held as 2³¹ − 1, and one below −2³¹ + 1 as −2³¹ + 1.

    /// Seconds east of UTC, when known: from EXIF, or the zone used to localise an instant.
    @inlinable public var utcOffset: Int? {
        get { Self.unpacked(storedUTCOffset) }
        set { storedUTCOffset = Self.packed(newValue) }
    }
    @inlinable public var subsecondMillis: Int? {
        get { Self.unpacked(storedSubsecondMillis) }
        set { storedSubsecondMillis = Self.packed(newValue) }
    }
    @inlinable public var width: Int? {
        get { Self.unpacked(storedWidth) }
        set { storedWidth = Self.packed(newValue) }
    }
    @inlinable public var height: Int? {
        get { Self.unpacked(storedHeight) }
        set { storedHeight = Self.packed(newValue) }
    }
    @inlinable public var orientation: Int? {
        get { Self.unpacked(storedOrientation) }
        set { storedOrientation = Self.packed(newValue) }
    }
    @inlinable public var extractorVersion: Int {
        get { Int(storedExtractorVersion) }
        set { storedExtractorVersion = Int32(clamping: newValue) }
    }

    @inlinable static func packed(_ value: Int?) -> Int32 {
        value.map { Swift.max(Int32(clamping: $0), Absent.int32 + 1) } ?? Absent.int32
    }

    @inlinable static func unpacked(_ value: Int32) -> Int? {
        present(value, Absent.int32).map(Int.init)
    }

    /// `value`, unless it is the pattern that stands for none.
    @inlinable static func present<T: Equatable>(_ value: T, _ absent: T) -> T? {
        value == absent ? nil : value
    }

    public init(libraryId: Int64, path: RawPath, size: Int64, mtimeNs: Int64, kind: AssetKind,
                extractorVersion: Int) {
        self.libraryId = libraryId
        self.path = path
        self.size = size
        self.mtimeNs = mtimeNs
        storedExtractorVersion = Int32(clamping: extractorVersion)
        self.kind = kind
    }

    /// Its GPS says it was taken in the air (`FlightRules`): it belongs to no place.
    @inlinable public var inFlight: Bool {
        location != nil && FlightRules.isFlying(altitudeMeters: altitudeMeters, speedKmh: speedKmh)
    }
}

extension AssetRecord {
    /// The asset table's columns, each named once: a read selects them all in this order
    /// (`selectList`), and a write sets all but the row id and the head hash (`written`), whose
    /// positions are 1 … 30, as SQLite numbers a row's parameters.
    enum Columns: Int32, RowColumns {
        case id
        case libraryId, path, size, mtimeNs, kind, problem, localTime, utcOffset, subsecondMillis, timeSource
        case latitude, longitude, width, height, orientation, make, model, isScreenshot, detailRead
        case extractorVersion, sidecarMtimeNs, precision, lastEditTime, zoneSource, exifUnread
        case gpsAltitude, gpsSpeed, contentID, burstID, durationMs
        /// Found by the duplicate pass, not by the scan: a write clears it.
        case headHash

        package static let written = allCases.filter { $0 != .id && $0 != .headHash }
    }

    /// Insert-or-replace of `rows` records, keyed by (libraryId, path).
    static func upsertSQL(rows: Int) -> String {
        let placeholders = "(" + Array(repeating: "?", count: Columns.written.count).joined(separator: ", ") + ")"
        let updates = Columns.written.filter { $0 != .libraryId && $0 != .path }.map { "\($0) = excluded.\($0)" }
        return """
            INSERT INTO asset (\(Columns.written.map(\.sql).joined(separator: ", ")))
            VALUES \(Array(repeating: placeholders, count: rows).joined(separator: ", "))
            ON CONFLICT(libraryId, path) DO UPDATE SET \((updates + ["headHash = NULL"]).joined(separator: ", "))
            """
    }
}
