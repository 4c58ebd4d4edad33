import Atlas
import Model
import Store

/// The stage as a whole: the places found, then their names made on this thread beside their
/// representatives on another (docs/PERFORMANCE.md); `BestPlaces` itself runs on one thread.
extension BestPlaces {
    /// `indexByID` is `photos.indexByID()`, where the caller has it already.
    public static func compute(photos: [AssetRecord], indexByID: RowIndex? = nil, hidden areas: [HiddenArea], renamed: [RenamedPlace],
                               namer: PlaceNamer) throws -> PlacesReport {
        try named(find(photos: photos, hidden: areas), photos: photos, indexByID: indexByID ?? photos.indexByID(), renamed: renamed,
                  namer: namer)
    }

    /// The places `found` among `photos`, named, labelled, and with their representatives: the
    /// names (read from the cache, or looked up near new places) on this thread, and on
    /// another each place's representatives, which need only its photos.
    public static func named(_ found: FoundPlaces, photos: [AssetRecord], indexByID: RowIndex, renamed: [RenamedPlace],
                             namer: PlaceNamer, leavingOut: Set<Int64> = []) throws -> PlacesReport {
        let (names, representatives) = try Concurrently.both({ try namer.names(at: centroids(found)) }, {
            BestPlaces.representatives(found, photos: photos, indexByID: indexByID, leavingOut: leavingOut)
        })
        return name(found, names: names, representatives: representatives, renamed: renamed)
    }
}
