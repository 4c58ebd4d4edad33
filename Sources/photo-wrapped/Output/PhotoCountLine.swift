/// The summary's first line: "252 photos, 90% with a location, 23 places.", or "31 photos, none
/// with a location." when location was off: no "0%", no "0 places", and every count agreeing.
struct PhotoCountLine {
    let photos: Int
    let withLocation: Int
    let coveragePct: Double
    let places: Int

    var line: String {
        var parts = [photos.counted("photo", "photos")]
        if withLocation == 0 {
            parts.append("none with a location")
        } else {
            // A handful located among thousands still says so, never "0%".
            parts.append(coveragePct < 0.5 ? "under 1% with a location" : "\(Int(coveragePct.rounded()))% with a location")
            if places > 0 { parts.append(places.counted("place", "places")) }
        }
        return parts.joined(separator: ", ") + "."
    }
}
