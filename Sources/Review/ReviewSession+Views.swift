import Atlas
import Deck
import Foundation
import Pipeline
import Render
import Store

/// What the page reads: the deck, the places, a photo's preview.
extension ReviewSession {
    func deckView() throws -> DeckView {
        let choices = ChoicesView(self.choices)
        guard let shown else {
            return DeckView(generation: 0, choices: choices, photos: 0, withLocation: 0, cards: [], passedOver: [], leftOut: [])
        }
        let leftOut = Set(try settings().leftOutPhotos.map(\.path))
        let root = shown.scan.folderSet.folders[0].root.description
        func photo(_ path: String, reason: String? = nil) -> DeckView.Photo {
            let file = FolderSet.file(path, root: root)
            let id = Self.id(file)
            return DeckView.Photo(id: id, preview: "/api/photos/\(id)/preview", leftOut: leftOut.contains(file), reason: reason)
        }
        let document = shown.document
        let names = DeckRenderer.fileNames(document.cards)
        let cards = document.cards.enumerated().map { i, card in
            DeckView.Card(index: i, type: card.type.rawValue, title: card.title, altText: card.altText,
                          image: "/api/cards/\(names[i])?g=\(shown.generation)", photos: card.payload.photos.map { photo($0) })
        }
        let onCards = Set(document.cards.flatMap(\.payload.photos))
        let passed = (document.passedOver ?? []).filter { !onCards.contains($0.path) }.map { photo($0.path, reason: $0.reason.rawValue) }
        let left = shown.photos.values.filter { leftOut.contains($0.file) }.sorted { $0.file < $1.file }.map { photo($0.path) }
        return DeckView(generation: shown.generation, choices: ChoicesView(shown.choices), photos: document.totals.photos,
                        withLocation: document.totals.withLocation, cards: cards, passedOver: passed, leftOut: left)
    }

    /// The places of the deck's range, hidden ones too, as `places --all` lists them, with the
    /// map around them. Made again only when the settings or the deck changed.
    func placesView() throws -> PlacesView {
        guard let shown else { throw ReviewFailure.noDeck }
        let settings = try settings()
        let key = settings.json() + Data("\n\(shown.generation)".utf8)
        if let cached = state.withLock({ $0.places }), cached.key == key { return cached.view }
        let options = shown.choices.options
        let listing = try PlaceListing.compute(scan: shown.scan, database: database, settings: settings, language: options.language,
                                               selection: options.selection)
        let report = listing.report
        let entries = DeckDocument.places(report, options: options, includeHidden: true)
        let places = zip(report.ranked + report.hidden, entries).map { place, entry in
            let point = EqualEarth.project(longitude: entry.centroid.lon, latitude: entry.centroid.lat)
            return PlacesView.Place(id: entry.id, label: entry.label, photos: entry.photoCount, days: entry.distinctDays,
                                    home: entry.isHome, hidden: entry.hidden, renamed: place.customLabel != nil, x: point.x, y: -point.y)
        }
        let view = PlacesView(places: places, map: ReviewMap.view(points: places.map { MapPoint(x: $0.x, y: -$0.y) }))
        state.withLock { state in
            state.places = (key, view)
            state.recorded = shown.generation
        }
        return view
    }

    /// The small JPEG of a photo the page knows; nil for any other id, or a photo that does not decode.
    func preview(_ id: String) throws -> [UInt8]? {
        guard let shown, let photo = shown.photos[id] else { return nil }
        let source = try DeckWrite.photoSource([photo.path], folders: shown.scan.folderSet, database: database)
        guard let framed = source.decode([photo.path], count: 1, minimum: PhotoPreview.maxSide).first else { return nil }
        return PhotoPreview.jpeg(framed.photo)
    }

    /// A card's PNG, by its file name.
    func card(_ name: String) -> Data? {
        shown?.cards[name]
    }
}
