import Foundation

/// For the end-to-end tests: `PHOTO_WRAPPED_SIGNAL_AT=TERM@drawing the cards` makes the
/// program send itself that signal (INT or TERM) just as that stage starts, so that a test can
/// land a real signal, through the real handler, in every stage of a run, however short.
enum StageSignal {
    static let variable = "PHOTO_WRAPPED_SIGNAL_AT"
    static let signals = ["INT": SIGINT, "TERM": SIGTERM]

    static func raiseIfAsked(at stage: String) {
        guard let asked = ProcessInfo.processInfo.environment[variable], let at = asked.firstIndex(of: "@"),
              asked[asked.index(after: at)...] == stage, let number = signals[String(asked[..<at])]
        else { return }
        raise(number)
    }
}
