/// What a path names: the page, its script and style, or one of the API's calls. Every other
/// path names nothing.
enum ReviewRoute: Sendable, Equatable {
    case page, script, style
    case deck, places, progress, regenerate, save
    case card(String)
    case preview(photo: String)
    case place(id: String, action: String)
    case photo(id: String, action: String)

    init?(_ segments: [String]) {
        switch segments.count {
        case 0:
            self = .page
        case 1 where segments[0] == "review.js":
            self = .script
        case 1 where segments[0] == "review.css":
            self = .style
        case 2 where segments[0] == "api":
            switch segments[1] {
            case "deck": self = .deck
            case "places": self = .places
            case "progress": self = .progress
            case "regenerate": self = .regenerate
            case "save": self = .save
            default: return nil
            }
        case 3 where segments[0] == "api" && segments[1] == "cards":
            self = .card(segments[2])
        case 4 where segments[0] == "api" && segments[1] == "photos" && segments[3] == "preview":
            self = .preview(photo: segments[2])
        case 4 where segments[0] == "api" && segments[1] == "photos":
            self = .photo(id: segments[2], action: segments[3])
        case 4 where segments[0] == "api" && segments[1] == "places":
            self = .place(id: segments[2], action: segments[3])
        default:
            return nil
        }
    }

    /// Whether the route changes something, and so is a POST; the rest are read with GET or HEAD.
    var changes: Bool {
        switch self {
        case .page, .script, .style, .deck, .places, .progress, .card, .preview: false
        case .regenerate, .save, .place, .photo: true
        }
    }
}
