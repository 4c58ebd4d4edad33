import Pipeline


/// What `hide`, `unhide` or `rename` says of one place, on one line.
struct PlaceChangeLine {
    let text: String

    /// What a command says of all its changes: a line for each place, except that several
    /// places with one outcome (`--all`) are one line, which names how many and the words.
    static func lines(_ changes: [PlaceChange], words: String) -> [String] {
        var outcomes: [PlaceChange.Outcome] = []
        for change in changes where !outcomes.contains(change.outcome) { outcomes.append(change.outcome) }
        return outcomes.flatMap { outcome in
            let alike = changes.filter { $0.outcome == outcome }
            guard alike.count > 1, let line = several(outcome, count: alike.count, words: words) else { return alike.map { Self($0).text } }
            return [line]
        }
    }

    /// "Shown again: 15 places that match 'london'."; nil for an outcome only one place can have.
    private static func several(_ outcome: PlaceChange.Outcome, count: Int, words: String) -> String? {
        let places = "\(count.grouped) places that match '\(words)'"
        return switch outcome {
        case .hidden:
            "Hidden: \(places). Photos near them are left out of places, labels and collages; they still count in your totals."
        case .alreadyHidden: "Already hidden: \(places); nothing changed."
        case .shown: "Shown again: \(places)."
        case .notHidden: "Not hidden: \(places); nothing changed."
        case .renamed, .alreadyNamed, .nameReset, .notRenamed: nil
        }
    }

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
