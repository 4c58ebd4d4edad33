/// What `leave-out` says of one photo, on one line, named as the person gave it.
struct LeaveOutLine {
    let text: String

    init(_ path: String, undo: Bool, changed: Bool) {
        text = switch (undo, changed) {
        case (false, true): "Left out: \(path). It still counts in your totals; no card will show it."
        case (false, false): "Already left out: \(path); nothing changed."
        case (true, true): "Back on cards: \(path) can appear on cards again."
        case (true, false): "Not left out: \(path); nothing changed."
        }
    }
}
