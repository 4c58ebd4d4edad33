import Model
import Store
import Atlas
import Moments
import Scan
import Places

/// Everything the deck is made from: the counted photos, the places, the time statistics,
/// and the findings that need history or a home.
public struct Insights: Sendable {
    public var range: DateRange
    public var inventory: LibraryInventory
    public var selection: PhotoSelection
    /// Counted photos with a location (hidden ones included: hiding hides where, not that).
    public var withLocation: Int
    public var places: PlacesReport
    public var time: TimeStats
    /// Distinct cities and countries among the visible places.
    public var cities: Int
    public var countries: Int
    public var peakDayPlaceID: String?
    public var newPlace: NewPlaceFinding
    public var trip: Trip?
    /// The period before, when the library holds enough of it to set the range against.
    public var previous: PreviousPeriod?
    /// Where the range's photos outside hidden areas are in `selection.photos`: what the
    /// title's photo and the finale's collage are chosen among.
    public var shown: [Int]
    /// The counted photos the person left out of every collage (`leave-out`): counted, never shown.
    public var leftOut: Set<Int64>
    /// Where each counted photo is in `selection.photos`, by asset id.
    var assetIndex: RowIndex
    /// Where each visible place is in `places.ranked`, by id: a trip through hundreds of
    /// places looks each of them up.
    var placeIndex: [String: Int]

    public var total: Int { selection.photos.count }

    public var coveragePct: Double {
        total == 0 ? 0 : Double(withLocation) * 100 / Double(total)
    }

    /// The counted photo's path, read without copying its row.
    package func assetPath(_ id: Int64) -> RawPath? {
        assetIndex[id].map { selection.photos.withRow(at: $0) { $0.path } }
    }

    /// Where the counted photos with these ids are in `selection.photos`.
    package func positions(of ids: [Int64]) -> [Int] {
        ids.compactMap { assetIndex[$0] }
    }

    public func place(id: String?) -> Place? {
        id.flatMap { placeIndex[$0] }.map { places.ranked[$0] }
    }
}

/// Stages: count the photos, find the places, take the time statistics, look for a new
/// place and the biggest trip, measure the period before, and find the photos outside hidden areas.
public enum InsightsStage {
    /// Checks `cancellation` between its steps: each can take seconds on a large library.
    /// `counted` is the scan's photos as `CountedPhotos.load` reads them, where the caller has
    /// them already (`EarlySelection`). No collage shows a photo whose id is in `leftOut`.
    public static func compute(scan: ScanReport, counted: CountedPhotos? = nil, database: AppDatabase, namer: PlaceNamer,
                               options: PhotoSelection.Options, hidden: [HiddenArea], renamed: [RenamedPlace] = [], today: CivilDate? = nil,
                               leftOut: Set<Int64> = [], cancellation: Cancellation = Cancellation()) throws -> Insights {
        let counted = try counted ?? CountedPhotos.load(scan.folderSet, in: scan.range, options: options, database: database)
        var insights = try compute(scan.folderSet, scan.range, counted: counted, database: database, namer: namer, options: options,
                                   hidden: hidden, renamed: renamed, today: today, leftOut: leftOut, cancellation: cancellation)
        insights.inventory = scan.inventory
        return insights
    }

    /// The insights of the folders' `counted` photos of `range`, before their scan is done:
    /// the inventory, which the scan counts, is left empty.
    package static func compute(_ folders: FolderSet, _ range: DateRange, counted: CountedPhotos, database: AppDatabase, namer: PlaceNamer,
                        options: PhotoSelection.Options, hidden: [HiddenArea], renamed: [RenamedPlace], today: CivilDate?,
                        leftOut: Set<Int64>, cancellation: Cancellation) throws -> Insights {
        let stage = "counting photos and finding places"
        try cancellation.check(stage)
        let (selection, assetIndex) = (counted.selection, counted.indexByID)
        let photos = selection.photos
        // The plan, two cores' worth: the places on this thread and, on another, what needs no
        // place. Once the places are found, their names are made here and the biggest trip,
        // which needs no name, on another; then the new place here and the peak day's place
        // on another.
        let ((places, trip), unplaced) = try Concurrently.both({
            let found = BestPlaces.find(photos: photos, hidden: hidden)
            return try Concurrently.both({
                try BestPlaces.named(found, photos: photos, indexByID: assetIndex, renamed: renamed, namer: namer, leavingOut: leftOut)
            }, {
                biggestTrip(found, photos: photos, indexByID: assetIndex)
            })
        }, {
            try UnplacedFacts(photos, hidden: hidden, folders: folders, range: range, database: database,
                              namer: namer, options: options, renamed: renamed, today: today)
        })
        try cancellation.check(stage)
        let time = unplaced.time
        let (newPlace, peakDayPlace) = Concurrently.both({ NewPlaces.find(places: places.ranked, earlier: unplaced.earlier, range: range) }, {
            peakDayPlaceID(places, photos: photos, time: time)
        })
        return Insights(
            range: range, inventory: LibraryInventory(), selection: selection,
            withLocation: unplaced.withLocation, places: places, time: time,
            cities: VisitedCities(places.ranked).count,
            countries: Set(places.ranked.compactMap(\.name.countryCode)).count,
            peakDayPlaceID: peakDayPlace, newPlace: newPlace, trip: trip, previous: unplaced.previous,
            shown: unplaced.shown, leftOut: leftOut,
            assetIndex: assetIndex,
            placeIndex: Dictionary(places.ranked.enumerated().map { ($1.cluster.id, $0) }, uniquingKeysWith: { a, _ in a }))
    }

    /// The biggest trip away from the home `found` has, if it has one.
    private static func biggestTrip(_ found: FoundPlaces, photos: [AssetRecord], indexByID: RowIndex) -> Trip? {
        found.home.flatMap { home in
            TripFinder.biggestTrip(photos: photos, indexByID: indexByID, leaving: found.hiddenPhotoIDs, home: home, places: found.ranked)
        }
    }

    /// The visible place with the most of the peak day's photos, if any has one.
    private static func peakDayPlaceID(_ places: PlacesReport, photos: [AssetRecord], time: TimeStats) -> String? {
        time.peakDay.flatMap { peak in
            var onPeakDay: Set<Int64> = []
            photos.forEachRow { _, photo in
                if photo.precision.knowsDay, photo.localTime?.date == peak.date, let id = photo.id { onPeakDay.insert(id) }
            }
            return places.ranked.map { place in (place: place, count: place.cluster.photoIDs.filter(onPeakDay.contains).count) }
                .max { a, b in (a.count, -(a.place.rank ?? 0)) < (b.count, -(b.place.rank ?? 0)) }
                .flatMap { $0.count > 0 ? $0.place.cluster.id : nil }
        }
    }
}

/// What the insights need that no place does: the time statistics, the located count, the
/// photos outside hidden areas (which need only to know which photos are hidden), the positions of the
/// months before, and the period before (its own places, from the cache).
private struct UnplacedFacts: Sendable {
    let time: TimeStats
    let withLocation: Int
    let shown: [Int]
    let earlier: [EarlierPhoto]
    let previous: PreviousPeriod?

    init(_ photos: [AssetRecord], hidden: [HiddenArea], folders: FolderSet, range: DateRange, database: AppDatabase,
         namer: PlaceNamer, options: PhotoSelection.Options, renamed: [RenamedPlace], today: CivilDate?) throws {
        var dated = TimeStats.Tally(), withLocation = 0
        photos.forEachRow { _, photo in
            dated.add(photo)
            if photo.location != nil { withLocation += 1 }
        }
        // Read once per process; here, where this core would otherwise wait for the places.
        _ = WorldOutlines.bundled
        let hiddenIDs = BestPlaces.hiddenPhotoIDs(photos, areas: hidden)
        var shown: [Int] = []
        shown.reserveCapacity(max(0, photos.count - hiddenIDs.count))
        photos.forEachRow { i, photo in
            if !hiddenIDs.contains(photo.id ?? -1) { shown.append(i) }
        }
        time = TimeStats(dated, range: range)
        self.withLocation = withLocation
        self.shown = shown
        earlier = try database.locatedPoints(of: folders, before: range)
        previous = try PreviousPeriod.compute(before: range, today: today, folders: folders, database: database,
                                              namer: namer, options: options, hidden: hidden, renamed: renamed)
    }
}
