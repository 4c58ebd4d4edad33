import Foundation

/// What `hide` and `unhide` are pointed at: a place id, words of its label, or `lat,lon`.
public enum PlaceTarget {
    /// A bare point hides this much around it when no recorded place contains it.
    public static let pointRadiusMeters = 150.0

    public static func point(_ text: String) -> GeoPoint? {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]) else { return nil }
        return GeoPoint(latitude: lat, longitude: lon)
    }

    /// The area to hide for `text`, among the places last listed.
    public static func areaToHide(_ text: String, among places: [RecordedPlace]) throws(PhotoWrappedError) -> HiddenArea {
        if let point = point(text) {
            if let place = places.first(where: { Earth.distance($0.centroid, point) <= $0.radiusMeters + PlaceRules.hiddenAreaMarginMeters }) {
                return area(for: place, among: places)
            }
            return HiddenArea(placeID: GridCell(containing: point).key, label: text, centre: point, radiusMeters: pointRadiusMeters)
        }
        return area(for: try match(text, among: places.filter { !$0.isHidden }), among: places)
    }

    /// The hidden areas `text` names: by the id or label they were hidden under, by a hidden
    /// place's id or label as `places` lists it, or by a point inside them.
    public static func areasToUnhide(_ text: String, among areas: [HiddenArea], places: [RecordedPlace]) throws(PhotoWrappedError) -> [HiddenArea] {
        guard !areas.isEmpty else { throw failure(text, "nothing is hidden") }
        if let point = point(text) {
            let found = areas.filter { $0.contains(point) }
            guard !found.isEmpty else { throw failure(text, "no hidden area contains this point") }
            return found
        }
        let byID = areas.filter { $0.placeID == text }
        if !byID.isEmpty { return byID }
        let byLabel = areas.filter { normalised($0.label).contains(normalised(text)) }
        if Set(byLabel.map(\.placeID)).count == 1 { return byLabel }
        if byLabel.count > 1 { throw ambiguous(text, byLabel.map { "\($0.placeID)  \($0.label)" }) }
        let place = try match(text, among: places.filter(\.isHidden))
        let found = areas.filter { $0.contains(place.centroid) }
        guard !found.isEmpty else { throw failure(text, "no hidden area holds that place") }
        return found
    }

    private static func area(for place: RecordedPlace, among places: [RecordedPlace]) -> HiddenArea {
        let radius = places.filter { $0.placeID == place.placeID }.map(\.radiusMeters).max() ?? place.radiusMeters
        return HiddenArea(placeID: place.placeID, label: place.label, centre: place.centroid,
                          radiusMeters: radius + PlaceRules.hiddenAreaMarginMeters)
    }

    /// The one place whose id is `text`, or whose label contains it.
    private static func match(_ text: String, among places: [RecordedPlace]) throws(PhotoWrappedError) -> RecordedPlace {
        if let exact = places.first(where: { $0.placeID == text }) { return exact }
        let matches = places.filter { normalised($0.label).contains(normalised(text)) }
        var distinct: [String: RecordedPlace] = [:]
        for place in matches where distinct[place.placeID] == nil { distinct[place.placeID] = place }
        switch distinct.count {
        case 1: return distinct.values.first!
        case 0:
            throw failure(text, places.isEmpty
                ? "no places are known yet; run `photo-wrapped places <folder>` first"
                : "no place has that id or name; `photo-wrapped places <folder>` lists them")
        default:
            throw ambiguous(text, distinct.values.sorted { $0.photoCount > $1.photoCount }
                .map { "\($0.placeID)  \($0.label) (\($0.photoCount) photos)" })
        }
    }

    private static func normalised(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    private static func failure(_ text: String, _ reason: String) -> PhotoWrappedError {
        PhotoWrappedError(.badInput, stage: "places", subject: "'\(text)'", reason: reason)
    }

    private static func ambiguous(_ text: String, _ candidates: [String]) -> PhotoWrappedError {
        PhotoWrappedError(.badInput, stage: "places", subject: "'\(text)'",
                          reason: "matches \(candidates.count) places; give one id: " + candidates.joined(separator: "; "))
    }
}
