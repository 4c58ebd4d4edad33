import Foundation
import Model

/// What `hide`, `unhide` and `rename` are pointed at: a place id (from deck.json, `export` or
/// `places`), words of any form of its name, or `lat,lon`.
///
/// Words match a place when each is one of the words of its names, in any order, with case,
/// accents, width and punctuation ignored: "kew london" is "Kew, London", "渋谷" is "渋谷, 東京",
/// "Londres" is London where the names hold that form. The one place whose label, as last
/// listed, holds every word wins over places that hold them only in other names (King's Cross
/// lies in the district of Camden Town, but `hide camden town` means the place listed as
/// Camden Town); a place with every word whole wins over one where some word only begins one
/// ("lond"). Apostrophes join a word ("kings cross" is "King's Cross").
public enum PlaceTarget {
    /// A bare point hides this much around it when no known place holds it.
    public static let pointRadiusMeters = 150.0

    public static func point(_ text: String) -> GeoPoint? {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]) else { return nil }
        return GeoPoint(latitude: lat, longitude: lon)
    }

    /// One place as the commands see it: the records of every range that share its ground.
    package struct Candidate {
        package var place: RecordedPlace
        /// Its ids in every range, and those it was hidden or renamed under.
        package var ids: Set<String>
        /// Every form of its names (`RecordedPlace.spellings`), its labels, and the person's
        /// names for it. Made into words only when a command names a place by words: folding
        /// the names of 2,736 places took most of a `hide` by id.
        package var spellings: [String]
        /// Its labels as listed, and the person's names for it.
        package var labels: [String]
        /// The listings its records come from.
        var listings: Set<String>

        package var words: Set<String> { Set(spellings.flatMap(PlaceTarget.words)) }
        var labelWords: Set<String> { Set(labels.flatMap(PlaceTarget.words)) }

        /// How far the place's photos reach, and so what a hide or a rename of it covers.
        package var areaRadius: Double { place.radiusMeters + PlaceRules.hiddenAreaMarginMeters }

        package func holds(_ point: GeoPoint) -> Bool {
            Earth.distance(place.centroid, point) <= areaRadius
        }
    }

    /// What `text` points at.
    package enum Target {
        case places([Candidate])
        /// A point that no known place holds.
        case point(GeoPoint)
    }

    /// The known places, one candidate each: records sharing an id are one place (its largest
    /// record, the widest radius of any), and a place of another listing (library and range)
    /// whose centre lies within a place's hide area is that place, as hiding either would hide
    /// it. `extra` are the places that only the settings know (hidden or renamed, perhaps with
    /// no cache left); `names` add the person's names to the places they cover.
    ///
    /// A record is measured only against the candidates of the bands of latitude it could lie
    /// in (`LatitudeBands`), and found by id through a table: measured against every candidate,
    /// a `hide` among thousands of places was slow enough to notice.
    package static func candidates(_ records: [RecordedPlace], extra: [RecordedPlace], names: [RenamedPlace]) -> [Candidate] {
        var candidates: [Candidate] = [], byID: [String: Int] = [:], bands = LatitudeBands()
        for record in records.sorted(by: { $0.photoCount > $1.photoCount }) + extra {
            let holding = bands.indices(near: record.centroid).filter {
                candidates[$0].holds(record.centroid) && !candidates[$0].listings.contains(record.listing)
            }
            let nearest = holding.min { Earth.distance(candidates[$0].place.centroid, record.centroid)
                < Earth.distance(candidates[$1].place.centroid, record.centroid) }
            if let i = byID[record.placeID] ?? nearest {
                byID[record.placeID] = i
                candidates[i].ids.insert(record.placeID)
                candidates[i].listings.insert(record.listing)
                candidates[i].spellings += record.spellings + [record.label]
                candidates[i].labels.append(record.label)
                if candidates[i].place.placeID == record.placeID {
                    candidates[i].place.radiusMeters = max(candidates[i].place.radiusMeters, record.radiusMeters)
                    bands.reach(candidates[i].areaRadius)
                }
                candidates[i].place.isHome = candidates[i].place.isHome || record.isHome
            } else {
                byID[record.placeID] = candidates.count
                bands.insert(candidates.count, at: record.centroid)
                candidates.append(Candidate(place: record, ids: [record.placeID], spellings: record.spellings + [record.label],
                                            labels: [record.label], listings: [record.listing]))
                bands.reach(candidates[candidates.count - 1].areaRadius)
            }
        }
        for name in names {
            for i in candidates.indices where name.contains(candidates[i].place.centroid) || candidates[i].ids.contains(name.placeID) {
                candidates[i].spellings.append(name.label)
                candidates[i].labels.append(name.label)
                // The name holds from the moment it is given, not from the next recording; home stays "Home".
                if !candidates[i].place.isHome { candidates[i].place.label = name.label }
            }
        }
        return candidates
    }

    /// The places `text` names. Among several, those `preferred` says the command would change
    /// are taken; more than one of them is an error listing them, one per line, unless `all`.
    /// `allOption` is how to ask for all, where the command can.
    package static func resolve(_ text: String, among candidates: [Candidate], all: Bool = false, allOption: String? = nil,
                        preferred: (Candidate) -> Bool) throws(PhotoWrappedError) -> Target {
        if let point = point(text) {
            let holding = candidates.filter { $0.holds(point) }
            guard let nearest = holding.min(by: { Earth.distance($0.place.centroid, point) < Earth.distance($1.place.centroid, point) })
            else { return .point(point) }
            return .places([nearest])
        }
        let id = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let exact = candidates.first(where: { $0.ids.contains(id) }) { return .places([exact]) }
        let query = Set(Self.words(text))
        guard !query.isEmpty else { throw failure(text, "give a place id, words of its name, or lat,lon") }
        let words = candidates.map(\.words)
        var matched = candidates.indices.filter { query.isSubset(of: words[$0]) }.map { candidates[$0] }
        let listedAs = matched.filter { query.isSubset(of: $0.labelWords) }
        if listedAs.count == 1 { matched = listedAs }
        if matched.isEmpty {
            matched = candidates.indices.filter { i in query.allSatisfy { word in words[i].contains { $0.hasPrefix(word) } } }.map { candidates[$0] }
        }
        guard !matched.isEmpty else {
            throw failure(text, candidates.isEmpty
                ? "no places are known yet: `photo-wrapped generate <folder>` or `places <folder>` finds them (a place is \(PlaceRules.minPhotosPerPlace) or more photos with a location)"
                : "no place has that id or name; `photo-wrapped places <folder> --all` lists them")
        }
        let changing = matched.filter(preferred)
        if changing.count > 1, !all { throw ambiguous(text, changing, allOption: allOption) }
        return .places(changing.isEmpty ? matched : changing)
    }

    /// Marks inside a word ("King's", "Kings"): dropped, not split on.
    static let apostrophes: Set<Character> = ["'", "\u{2019}", "`"]

    /// Text with case, accents and width folded, as names are matched.
    package static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The words of a name or a query: letters and digits, case, accents and width folded.
    package static func words(_ text: String) -> [String] {
        folded(text)
            .filter { !Self.apostrophes.contains($0) }
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    package static func failure(_ text: String, _ reason: String) -> PhotoWrappedError {
        PhotoWrappedError(.badInput, stage: "places", subject: "'\(text)'", reason: reason)
    }

    /// "matches 3 places; give one id:" then one line each: id, label, photos and days.
    private static func ambiguous(_ text: String, _ candidates: [Candidate], allOption: String?) -> PhotoWrappedError {
        let width = candidates.map(\.place.label.count).max() ?? 0
        let lines = candidates.sorted { $0.place.photoCount > $1.place.photoCount }.map { c in
            let p = c.place
            let seen = p.photoCount == 0 ? "known from your settings only"
                : "\(p.photoCount) photo\(p.photoCount == 1 ? "" : "s"), \(p.distinctDays) day\(p.distinctDays == 1 ? "" : "s")"
            return "  \(p.placeID)  " + p.label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + seen
        }
        let ask = allOption.map { "give one id, or \($0) for every one" } ?? "give one id"
        return failure(text, "matches \(candidates.count) places; \(ask):\n" + lines.joined(separator: "\n"))
    }
}
