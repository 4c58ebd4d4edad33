import Foundation
import Model

/// One file of the messy library (`make-fixtures messy`): how it is written, and the truth
/// about it that only the generator knows.
struct MessyFile {
    /// What kind of evidence the file carries: one phenomenon of a messy library each.
    enum Phenomenon: String, Codable, CaseIterable {
        /// A phone photo: EXIF DateTimeOriginal with OffsetTimeOriginal, most with GPS.
        case camera
        /// One camera's whole day (2024): 300 EXIF photos, file times equal to capture.
        case cameraDay = "camera-day"
        /// WhatsApp's date-only name; file time the moment it was received, the same day.
        case whatsappReceived = "whatsapp-received"
        /// WhatsApp's date-only name; file time a copy weeks later.
        case whatsappCopied = "whatsapp-copied"
        /// Signal and Telegram names with a date and a time; file time a copy.
        case messengerNamed = "messenger-named"
        /// An edited export: only IFD0 DateTime (the edit, minutes after capture); file time months later.
        case editedExport = "edited-export"
        /// No date inside or in the name; file time a folder copy's, seconds apart.
        case copyBurst = "copy-burst"
        /// GPSDateStamp + GPSTimeStamp and a position, no DateTimeOriginal.
        case gpsTimeOnly = "gps-time-only"
        /// No metadata; file time the capture instant; a located or offset-bearing photo within 12 h.
        case instantNearNeighbour = "instant-near-neighbour"
        /// No metadata; file time the capture instant; nothing within 12 h: the home zone's clock.
        case instantHomeZone = "instant-home-zone"
        /// DateTimeOriginal without OffsetTimeOriginal, with GPS position and time.
        case offsetlessWithGPS = "offsetless-with-gps"
        /// IPTC 2:55 DateCreated without 2:60 TimeCreated; file time months later.
        case iptcDateOnly = "iptc-date-only"
        /// XMP photoshop:DateCreated with a date only; file time months later.
        case xmpDateOnly = "xmp-date-only"
        /// A screenshot, named as Android names them: set aside by default.
        case screenshot
    }

    /// What the dating rules can know of the file's capture.
    enum Precision: String, Codable {
        case exact, day
        /// Only a copy's file time: counted in the total, nowhere else.
        case copied
    }

    enum Content {
        case exif(ExifFields)
        case iptc(dateCreated: String)
        case xmp(dateCreated: String)
        /// A JPEG with no metadata at all.
        case bare
        case png
    }

    var path: String
    var phenomenon: Phenomenon
    /// The true wall-clock capture time where it was taken.
    var time: LocalDateTime
    var zone: TimeZone
    /// The modification time to give the file, in seconds since 1970 (milliseconds kept).
    var mtime: Double
    var content: Content
    var style: Scenery.Style

    var utcOffset: Int { MessyClock.offset(at: time, in: zone) }
    var instant: Int64 { time.secondsSinceEpoch - Int64(utcOffset) }

    var precision: Precision {
        switch phenomenon {
        case .whatsappCopied, .iptcDateOnly, .xmpDateOnly: .day
        case .copyBurst: .copied
        default: .exact
        }
    }

    var counted: Bool { phenomenon != .screenshot }
}
