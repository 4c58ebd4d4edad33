import Deck
import Foundation
import Model
import Pipeline
import Places

/// The deck as `GET /api/deck` gives it: the cards as images the page loads, each with its
/// photos (by id, never by path), the photos passed over with their reasons, and those left
/// out. Nothing in it names a file.
struct DeckView: Encodable {
    struct Card: Encodable {
        var index: Int
        var type: String
        var title: String
        var altText: String
        var image: String
        var photos: [Photo]
    }

    struct Photo: Encodable {
        var id: String
        var preview: String
        var leftOut: Bool
        /// Why the deck passed it over: blurred, document, screen image, …
        var reason: String?
    }

    var generation: Int
    var choices: ChoicesView
    var photos: Int
    var withLocation: Int
    var cards: [Card]
    var passedOver: [Photo]
    var leftOut: [Photo]
}

/// The range and style, as the page's controls hold them and `POST /api/regenerate` takes them.
struct ChoicesView: Codable, Equatable {
    var year: Int?
    var from: String?
    var to: String?
    var lang: String?
    var skin: String?
    var format: String?

    init(year: Int? = nil, from: String? = nil, to: String? = nil, lang: String? = nil, skin: String? = nil, format: String? = nil) {
        (self.year, self.from, self.to, self.lang, self.skin, self.format) = (year, from, to, lang, skin, format)
    }

    init(_ choices: ReviewChoices) {
        let range = choices.range
        let wholeYear = range.start == CivilDate(year: range.start.year, month: 1, day: 1)
            && range.end == CivilDate(year: range.start.year, month: 12, day: 31)
        self.init(year: wholeYear ? range.start.year : nil, from: range.start.description, to: range.end.description,
                  lang: choices.options.language.rawValue, skin: choices.skin.rawValue, format: choices.format.rawValue)
    }
}

/// The places of the range as `GET /api/places` gives them, hidden ones too, flagged, and the
/// map they sit on.
struct PlacesView: Encodable {
    struct Place: Encodable {
        var id: String
        var label: String
        var photos: Int
        var days: Int
        var home: Bool
        var hidden: Bool
        var renamed: Bool
        /// Where its dot goes on the map, in the map's units (`MapView`).
        var x: Double
        var y: Double
    }

    var places: [Place]
    var map: MapView
}

/// What a change to the settings did, place by place, as the command line would say it.
struct ChangeView: Encodable {
    var outcome: String
    var placeId: String
    var label: String
    var newLabel: String?
    var home: Bool

    init(_ change: PlaceChange) {
        outcome = switch change.outcome {
        case .hidden: "hidden"
        case .alreadyHidden: "already hidden"
        case .shown: "shown"
        case .notHidden: "not hidden"
        case .renamed: "renamed"
        case .alreadyNamed: "already named"
        case .nameReset: "name reset"
        case .notRenamed: "not renamed"
        }
        (placeId, label, newLabel, home) = (change.placeID, change.label, change.newLabel, change.isHome)
    }
}

/// Where "save the deck" wrote; `written` is false when the folder held this deck already.
struct SavedView: Encodable {
    var folder: String
    var written: Bool
}
