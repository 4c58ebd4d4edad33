import Foundation
import PhotoWrapped

/// The notes that guide a first run, on stderr after a command's result: where the library's
/// photos are when the range holds few of them, and, with a summary, how many were dated
/// only by their file time.
enum RangeHintNote {
    static func print(for scan: ScanReport, fileTimes: Bool = false) {
        fflush(nil)  // the result first, also when stdout is a pipe
        if let hint = RangeHint(scan.inventory, range: scan.range) { Terminal.note(words(hint)) }
        if fileTimes, let dating = FileTimeDating(scan.inventory) { Terminal.note(words(dating)) }
    }

    /// "This range holds 3 of your 258 photos. Most are from 2025 (252): try --year 2025."
    static func words(_ hint: RangeHint) -> String {
        let held = hint.inRange == 0 ? "none" : hint.inRange.grouped
        let holds = "This range holds \(held) of your \(hint.total.grouped) \(hint.total == 1 ? "photo" : "photos")."
        let year = "\(hint.year) (\(hint.photosThatYear.grouped))"
        let which = hint.yearHoldsMost
            ? "Most are from \(year)"
            : "They are from \(hint.years.lowerBound) to \(hint.years.upperBound), the most from \(year)"
        return "\(holds) \(which): try --year \(hint.year)."
    }

    /// "1,204 of 3,000 photos were dated only by their file time; …"
    static func words(_ dating: FileTimeDating) -> String {
        "\(dating.photos.grouped) of \(dating.inRange.grouped) photos were dated only by their file time; "
            + "if the folder was copied without keeping file times, they pile onto the copy day."
    }
}
