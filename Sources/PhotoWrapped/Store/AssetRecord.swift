import Foundation

/// One file of a library as the cache knows it: its identity on disk (path, size, mtime) and
/// what the scan derived from it. No image bytes, ever.
public struct AssetRecord: Sendable, Equatable {
    // Stored in an order that packs them: every one-byte field fills the padding after an
    // optional of eight bytes, and the small numbers are kept in 32 bits (`Compact`). A row is
    // 248 bytes where it was 304: a generate at 1,000,000 photos holds them all at once.
    public var id: Int64?
    public var kind: AssetKind
    public var problem: SkipReason?
    public var timeSource: TimeSource?
    public var precision: TimePrecision
    /// Which clock the time was put on, when it came from an instant; nil for a wall clock.
    public var zoneSource: ZoneSource?
    /// The file keeps its EXIF in a form no reader here reads (a Brotli-compressed JPEG XL
    /// `brob` box): it is dated by its name or file time.
    public var exifUnread: Bool
    public var isScreenshot: Bool
    public var libraryId: Int64
    /// Relative to the library root.
    public var path: RawPath
    public var size: Int64
    public var mtimeNs: Int64
    public var extractorVersion: Int
    public var localTime: LocalDateTime?
    /// Tier B has been read (or the kind has nothing more to read).
    public var detailRead: Bool
    private var compact = Compact()
    /// IFD0 DateTime, kept while the file time is weighed against it (`ClockDating.fileTime`).
    public var lastEdit: LocalDateTime?
    public var location: GeoPoint?
    /// Metres above sea level and km/h, as the GPS gave them with the location.
    public var altitudeMeters: Double?
    public var speedKmh: Double?
    /// The modification time of its Takeout sidecar when it was read: a changed sidecar is read again.
    public var sidecarMtimeNs: Int64?
    public var make: String?
    public var model: String?
    /// A hash of the first 64 KiB, taken only for files whose size and capture time match another's.
    public var headHash: String?

    /// The fields that fit in 32 bits. Offsets are within a day, milliseconds within a second,
    /// an orientation is 1–8; a width or height past 2³¹ − 1 pixels (no camera makes one, a
    /// damaged header can claim one) is held as 2³¹ − 1.
    private struct Compact: Equatable {
        var utcOffset: Int32?
        var subsecondMillis: Int32?
        var width: Int32?
        var height: Int32?
        var orientation: Int32?
    }

    /// Seconds east of UTC, when known: from EXIF, or the zone used to localise an instant.
    public var utcOffset: Int? {
        get { compact.utcOffset.map(Int.init) }
        set { compact.utcOffset = newValue.map(Int32.init(clamping:)) }
    }
    public var subsecondMillis: Int? {
        get { compact.subsecondMillis.map(Int.init) }
        set { compact.subsecondMillis = newValue.map(Int32.init(clamping:)) }
    }
    public var width: Int? {
        get { compact.width.map(Int.init) }
        set { compact.width = newValue.map(Int32.init(clamping:)) }
    }
    public var height: Int? {
        get { compact.height.map(Int.init) }
        set { compact.height = newValue.map(Int32.init(clamping:)) }
    }
    public var orientation: Int? {
        get { compact.orientation.map(Int.init) }
        set { compact.orientation = newValue.map(Int32.init(clamping:)) }
    }

    public init(libraryId: Int64, path: RawPath, size: Int64, mtimeNs: Int64, kind: AssetKind,
                extractorVersion: Int) {
        self.libraryId = libraryId
        self.path = path
        self.size = size
        self.mtimeNs = mtimeNs
        self.kind = kind
        precision = .exact
        exifUnread = false
        isScreenshot = false
        detailRead = false
        self.extractorVersion = extractorVersion
    }

    /// Its GPS says it was taken in the air (`FlightRules`): it belongs to no place.
    public var inFlight: Bool {
        location != nil && FlightRules.isFlying(altitudeMeters: altitudeMeters, speedKmh: speedKmh)
    }
}

extension AssetRecord {
    /// The columns `AssetReader` reads, in its order.
    static let columnList = """
        id, libraryId, path, size, mtimeNs, kind, problem, localTime, utcOffset, subsecondMillis, \
        timeSource, latitude, longitude, width, height, orientation, make, model, isScreenshot, \
        detailRead, extractorVersion, sidecarMtimeNs, headHash, precision, lastEditTime, zoneSource, exifUnread, \
        gpsAltitude, gpsSpeed
        """

    static let columnCount = 27

    /// Insert-or-replace of `rows` records, keyed by (libraryId, path).
    static func upsertSQL(rows: Int) -> String {
        let placeholders = "(" + Array(repeating: "?", count: columnCount).joined(separator: ", ") + ")"
        return """
            INSERT INTO asset (libraryId, path, size, mtimeNs, kind, problem, localTime, utcOffset, \
            subsecondMillis, timeSource, latitude, longitude, width, height, orientation, make, model, \
            isScreenshot, detailRead, extractorVersion, sidecarMtimeNs, precision, lastEditTime, zoneSource, exifUnread, \
            gpsAltitude, gpsSpeed)
            VALUES \(Array(repeating: placeholders, count: rows).joined(separator: ", "))
            ON CONFLICT(libraryId, path) DO UPDATE SET
            size = excluded.size, mtimeNs = excluded.mtimeNs, kind = excluded.kind, problem = excluded.problem,
            localTime = excluded.localTime, utcOffset = excluded.utcOffset, subsecondMillis = excluded.subsecondMillis,
            timeSource = excluded.timeSource, latitude = excluded.latitude, longitude = excluded.longitude,
            width = excluded.width, height = excluded.height, orientation = excluded.orientation,
            make = excluded.make, model = excluded.model, isScreenshot = excluded.isScreenshot,
            detailRead = excluded.detailRead, extractorVersion = excluded.extractorVersion,
            sidecarMtimeNs = excluded.sidecarMtimeNs, precision = excluded.precision,
            lastEditTime = excluded.lastEditTime, zoneSource = excluded.zoneSource,
            exifUnread = excluded.exifUnread, gpsAltitude = excluded.gpsAltitude, gpsSpeed = excluded.gpsSpeed, headHash = NULL
            """
    }
}
