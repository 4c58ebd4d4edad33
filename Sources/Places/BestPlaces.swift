import Model
import Store
import Atlas

/// A place as the deck and the listings see it: its cluster, its name, and what it is to
/// the person.
public struct Place: Sendable {
    /// 1 for the place with the most photos; nil for hidden places.
    public var rank: Int?
    public var cluster: PlaceCluster
    public var name: PlaceName
    public var isHome: Bool
    public var isHidden: Bool
    /// The person's own name for it (`rename`): it wins over every generated label, in both
    /// languages, except that home stays "Home" unless revealed.
    public var customLabel: String? = nil
    /// Up to `PlaceRules.representativeCount` asset ids, spread over time.
    public var representatives: [Int64]
    /// How finely its listing names it, so that no two places share a label (`DistinctLabels`).
    public var labelForm = LabelForm()
}

/// The outcome of the Best Places stage.
public struct PlacesReport: Sendable {
    /// Visible places of at least `minPhotosPerPlace` photos, best first.
    public var ranked: [Place]
    /// Places inside hidden areas, listed so that they can be unhidden, never shown in a deck.
    public var hidden: [Place]
    /// True when every visible place is in one country: labels then leave the country out.
    public var singleCountry: Bool
    /// Photos in range with a location on the ground (not in flight).
    public var locatedPhotos: Int
    /// Photos inside hidden areas, taken on the ground or above them: no place, label,
    /// representative or collage may use them.
    public var hiddenPhotoIDs: Set<Int64>

    public var hiddenPhotos: Int { hiddenPhotoIDs.count }

    public var home: Place? { (ranked + hidden).first { $0.isHome } }

    /// What a deck calls home in `language`.
    public static func homeWord(_ language: Language) -> String { language == .es ? "Casa" : "Home" }

    /// "Home" for the home place unless `revealHome`; otherwise the person's name for it, else
    /// its generated name.
    public func label(of place: Place, language: Language, revealHome: Bool) -> String {
        if place.isHome, !revealHome { return Self.homeWord(language) }
        if let custom = place.customLabel { return custom }
        return PlaceLabel.text(place.name, form: place.labelForm, singleCountry: singleCountry, language: language)
    }

    public func nativeLabel(of place: Place, revealHome: Bool) -> String? {
        place.isHome && !revealHome || place.customLabel != nil ? nil : PlaceLabel.nativeText(place.name, form: place.labelForm)
    }
}

/// The places of the Best Places stage before they are named (`BestPlaces.find`).
public struct FoundPlaces: Sendable {
    /// Visible places of at least `minPhotosPerPlace` photos, best first: the place at `i`
    /// has rank `i + 1`.
    public var ranked: [PlaceCluster]
    /// Places inside hidden areas.
    public var hidden: [PlaceCluster]
    /// The home place, visible or hidden (`HomeDetection`).
    public var home: PlaceCluster?
    /// As `PlacesReport.locatedPhotos`.
    public var locatedPhotos: Int
    /// As `PlacesReport.hiddenPhotoIDs`.
    public var hiddenPhotoIDs: Set<Int64>
}

/// Stage: Best Places. Consumes the photos in range, the hidden areas and the person's names;
/// produces ranked, named places with representatives. Photos inside a hidden area are left
/// out of every ranking, count, label and representative; they still count in the year's
/// totals and time statistics, which later stages take from all photos. Photos taken in the
/// air (`FlightRules`) are in no place at all, hidden or not.
public enum BestPlaces {
    /// The places before they are named: what the trip, the new place and the peak day's
    /// place need, worked out while the names and labels are made.
    public static func find(photos: [AssetRecord], hidden areas: [HiddenArea]) -> FoundPlaces {
        var visible: [LocatedPhoto] = [], inHidden: [LocatedPhoto] = [], flownOverHidden: [Int64] = []
        // Sized once: grown by doubling, the array had room for up to twice the located photos,
        // and held both while it moved.
        var located = 0
        photos.forEachRow { _, photo in if Self.placeable(photo) != nil { located += 1 } }
        visible.reserveCapacity(located)
        let circles = MarkedCircles(areas)
        photos.forEachRow { _, photo in
            guard let (id, point, time) = Self.placeable(photo) else { return }
            let hidden = circles.containAny(point)
            // In no place; above a hidden area it stays out of sight all the same.
            if photo.inFlight {
                if hidden { flownOverHidden.append(id) }
                return
            }
            let located = LocatedPhoto(assetID: id, point: point, time: time, precision: photo.precision)
            if hidden { inHidden.append(located) } else { visible.append(located) }
        }
        let ranked = PlaceClustering.places(from: visible)
        let hidden = PlaceClustering.places(from: inHidden)
        return FoundPlaces(ranked: ranked, hidden: hidden, home: HomeDetection.home(among: ranked + hidden),
                           locatedPhotos: visible.count + inHidden.count, hiddenPhotoIDs: Set(inHidden.map(\.assetID) + flownOverHidden))
    }

    /// Where the places `found` are to be named, ranked places first, then hidden ones.
    public static func centroids(_ found: FoundPlaces) -> [GeoPoint] {
        (found.ranked + found.hidden).map(\.centroid)
    }

    /// Each place's representatives among `photos`, ranked places first, then hidden ones:
    /// they need only the places' photos, not their names. None is a photo the person left out.
    public static func representatives(_ found: FoundPlaces, photos: [AssetRecord], indexByID: RowIndex,
                                       leavingOut: Set<Int64> = []) -> [[Int64]] {
        (found.ranked + found.hidden).map {
            Representatives.pick(among: $0.photoIDs.compactMap { indexByID[$0] }, of: photos, leavingOut: leavingOut)
        }
    }

    /// The places `found`, named with `names` (one for each of `centroids(found)`), labelled,
    /// and with their `representatives`.
    public static func name(_ found: FoundPlaces, names: [PlaceName], representatives: [[Int64]], renamed: [RenamedPlace]) -> PlacesReport {
        let clusters = found.ranked + found.hidden

        func place(_ i: Int, rank: Int?) -> Place {
            let cluster = clusters[i]
            return Place(rank: rank, cluster: cluster, name: names[i], isHome: cluster.id == found.home?.id,
                         isHidden: rank == nil, customLabel: RenamedPlace.label(at: cluster.centroid, among: renamed),
                         representatives: representatives[i])
        }
        var ranked = found.ranked.indices.map { place($0, rank: $0 + 1) }
        var hidden = found.hidden.indices.map { place(found.ranked.count + $0, rank: nil) }
        let singleCountry = Set(ranked.compactMap(\.name.countryCode)).count <= 1
        let forms = DistinctLabels.forms(for: (ranked + hidden).map { DistinctLabels.Entry(name: $0.name, point: $0.cluster.centroid) },
                                         singleCountry: singleCountry)
        for i in ranked.indices { ranked[i].labelForm = forms[i] }
        for i in hidden.indices { hidden[i].labelForm = forms[ranked.count + i] }
        return PlacesReport(ranked: ranked, hidden: hidden, singleCountry: singleCountry, locatedPhotos: found.locatedPhotos,
                            hiddenPhotoIDs: found.hiddenPhotoIDs)
    }

    /// The report's `hiddenPhotoIDs` alone, without finding the places.
    package static func hiddenPhotoIDs(_ photos: [AssetRecord], areas: [HiddenArea]) -> Set<Int64> {
        var hidden: Set<Int64> = []
        let circles = MarkedCircles(areas)
        photos.forEachRow { _, photo in
            if let (id, point, _) = placeable(photo), circles.containAny(point) { hidden.insert(id) }
        }
        return hidden
    }

    /// What a photo needs to be in a place, or in a hidden area: an id, a location and a time.
    private static func placeable(_ photo: RowView) -> (Int64, GeoPoint, LocalDateTime)? {
        guard let id = photo.id, let point = photo.location, let time = photo.localTime else { return nil }
        return (id, point, time)
    }
}
