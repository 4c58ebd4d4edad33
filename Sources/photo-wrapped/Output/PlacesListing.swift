import Model
import Pipeline
import Places


/// The places listing, as a table for people and JSON for scripts.
struct PlacesListing: Encodable {
    struct Entry: Encodable {
        struct Centroid: Encodable {
            var lat: Double
            var lon: Double
        }

        var rank: Int?
        var id: String
        var label: String
        var nativeLabel: String?
        var photoCount: Int
        var distinctDays: Int
        var firstVisit: String
        var lastVisit: String
        var centroid: Centroid
        var isHome: Bool
        var hidden: Bool
        var timeZone: String?
        /// Paths, relative to the library, of the photos chosen to stand for the place.
        var representatives: [String]
    }

    var range: ScanSummary.RangeJSON
    var places: [Entry]
    var locatedPhotos: Int
    var hiddenPhotos: Int

    init(_ listing: PlaceListing, language: Language, revealHome: Bool) {
        let report = listing.report
        let paths = Dictionary(listing.photos.compactMap { p in p.id.map { ($0, p.path.description) } }, uniquingKeysWith: { a, _ in a })
        range = ScanSummary.RangeJSON(start: listing.range.start.description, end: listing.range.end.description)
        places = (report.ranked + report.hidden).map { place in
            let c = place.cluster
            return Entry(rank: place.rank, id: c.id, label: report.label(of: place, language: language, revealHome: revealHome),
                         nativeLabel: report.nativeLabel(of: place, revealHome: revealHome),
                         photoCount: c.photoCount, distinctDays: c.distinctDays,
                         firstVisit: c.firstCapture.date.description, lastVisit: c.lastCapture.date.description,
                         centroid: Entry.Centroid(lat: c.centroid.latitude, lon: c.centroid.longitude),
                         isHome: place.isHome, hidden: place.isHidden, timeZone: place.name.timeZone,
                         representatives: place.representatives.compactMap { paths[$0] })
        }
        locatedPhotos = report.locatedPhotos
        hiddenPhotos = report.hiddenPhotos
    }

    /// The top places, or with `all` every one; JSON always holds every place.
    func print(json: Bool, all: Bool) throws {
        if json { return try Terminal.printJSON(self) }
        let listed = places.filter { !$0.hidden }
        let visible = all ? listed[...] : listed.prefix(PlaceRules.topPlaces)
        Swift.print("Your places, \(range.start) to \(range.end): \(listed.count) with \(PlaceRules.minPhotosPerPlace) or more photos")
        if !places.isEmpty {
            Swift.print("  #  id        " + "place".padding(toLength: 34, withPad: " ", startingAt: 0) + "photos  days  first       last")
        }
        for entry in visible { Swift.print(row(entry)) }
        let hidden = places.filter(\.hidden)
        if !hidden.isEmpty {
            Swift.print("Hidden (\(hiddenPhotos.counted("photo", "photos")) left out of places; `photo-wrapped unhide <id>` shows one again):")
            for entry in hidden { Swift.print(row(entry)) }
        }
        let json = "--json prints every place with its details for scripts."
        Swift.print(visible.count < listed.count ? "Showing the top \(visible.count) of \(listed.count): --all lists every place; \(json)" : json)
    }

    private func row(_ e: Entry) -> String {
        let rank = e.rank.map { String($0) } ?? "-"
        let label = e.label.count > 33 ? String(e.label.prefix(32)) + "…" : e.label
        return String(repeating: " ", count: max(0, 3 - rank.count)) + rank + "  " + e.id + "  "
            + label.padding(toLength: 34, withPad: " ", startingAt: 0)
            + String(e.photoCount).leftPadded(6) + String(e.distinctDays).leftPadded(6) + "  " + e.firstVisit + "  " + e.lastVisit
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
