import Model


/// The words `hide`, `unhide` and `rename` take, when they are a position, `lat,lon`: one that
/// is no position on Earth, or (0, 0), which cameras write for "no fix" and so no photo is
/// placed at, is said to be so, rather than looked up as a name that no place has.
enum PositionWords {
    static func check(_ text: String) throws(PhotoWrappedError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else { return }
        let reason: String
        if !(-90...90).contains(latitude) {
            reason = "latitude \(parts[0]) is out of range; a latitude is from -90 to 90"
        } else if !(-180...180).contains(longitude) {
            reason = "longitude \(parts[1]) is out of range; a longitude is from -180 to 180"
        } else if latitude == 0, longitude == 0 {
            reason = "no place is near it: 0,0 is where cameras without a fix put their photos, so none is placed there"
        } else {
            return
        }
        throw PhotoWrappedError(.badInput, stage: "places", subject: "'\(text)'", reason: reason)
    }
}
