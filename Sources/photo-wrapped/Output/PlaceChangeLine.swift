import PhotoWrapped

/// What `hide`, `unhide` or `rename` says of one place, on one line.
struct PlaceChangeLine {
    let text: String

    init(_ change: PlaceChange) {
        let place = "\(change.label) (\(change.placeID))"
        let name = "\"\(change.newLabel ?? "")\""
        text = switch change.outcome {
        case .hidden:
            "Hidden: \(place). Photos within \(Int(change.radiusMeters.rounded())) m of it are left out of places, labels and collages; they still count in your totals."
        case .alreadyHidden: "Already hidden: \(place); nothing changed."
        case .shown: "Shown again: \(place)."
        case .notHidden: "Not hidden: \(place); nothing changed."
        case .renamed:
            "Renamed: \(place) is now \(name) in every deck, export and listing."
                + (change.isHome ? " It is your home: cards still say Home unless --reveal-home." : "")
        case .alreadyNamed: "Already named \(name): \(change.placeID); nothing changed."
        case .nameReset: "Name taken back: \"\(change.label)\" (\(change.placeID)) is named by where it is again."
        case .notRenamed: "Not renamed: \(place); nothing changed."
        }
    }
}
