import Store
import Scan
import Insights

/// `export --format csv`: one row per counted photo in range, derived data only: its path in
/// the library, local capture time (the date alone when only the day is known), time source,
/// the place it belongs to, its position rounded to 3 decimals (about 110 m), and how much
/// of its time is known (`TimePrecision`). A photo in a hidden area has `hiddenPlaceID` for
/// its place and no position: the export says that it is hidden, never where.
public enum PhotoTable {
    public static let header = ExportSignature.csvHeader
    /// The placeId of a photo in a hidden area. Place ids are 8 characters of base32
    /// (`GridCell.key`), so it is never one.
    public static let hiddenPlaceID = "hidden"

    public static func csv(_ insights: Insights) -> String {
        var placeOf: [Int64: String] = [:]
        for place in insights.places.ranked {
            for id in place.cluster.photoIDs { placeOf[id] = place.cluster.id }
        }
        var lines = [header]
        let time = { (photo: AssetRecord) in photo.localTime?.secondsSinceEpoch ?? .min }
        let photos = insights.selection.photos.sorted { (time($0), $0.path) < (time($1), $1.path) }
        let hidden = insights.places.hiddenPhotoIDs
        for photo in photos {
            let isHidden = photo.id.map(hidden.contains) ?? false
            let location = photo.location.flatMap { isHidden ? nil : [rounded($0.latitude), rounded($0.longitude)] } ?? ["", ""]
            let when = photo.localTime.map { photo.precision == .day ? $0.date.description : $0.description } ?? ""
            let place = isHidden ? hiddenPlaceID : photo.id.flatMap { placeOf[$0] } ?? ""
            let fields = [photo.path.escaped, when, photo.timeSource?.rawValue ?? "", place] + location + [photo.precision.rawValue]
            lines.append(fields.map(quoted).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func rounded(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// RFC 4180: quotes around fields holding commas, quotes or line breaks; quotes doubled.
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
