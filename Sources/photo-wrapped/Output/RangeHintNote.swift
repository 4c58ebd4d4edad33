import Foundation
import Insights
import Scan

/// The notes that guide a first run, on stderr after a command's result: where the library's
/// photos are when the range holds few of them, and, with a summary, what about their dates
/// a person should know.
enum RangeHintNote {
    static func print(for scan: ScanReport, fileTimes: Bool = false, zone: String = TimeZone.current.identifier) {
        fflush(nil)  // the result first, also when stdout is a pipe
        if let hint = RangeHint(scan.inventory, range: scan.range) { Terminal.note(words(hint)) }
        guard fileTimes else { return }
        for note in words(FileTimeDating(scan.inventory), zone: zone) { Terminal.note(note) }
    }

    /// "This range holds 3 of your 331 photo files. Most are from 2025 (293): try --year 2025."
    /// Files, not photos: the deck of that year sets some aside (copies, bursts, screenshots),
    /// which only reading its files' details tells (`LibraryInventory.photosByYear`).
    static func words(_ hint: RangeHint) -> String {
        let held = hint.inRange == 0 ? "none" : hint.inRange.grouped
        let holds = "This range holds \(held) of your \(hint.total.grouped) \(hint.total == 1 ? "photo file" : "photo files")."
        let year = "\(hint.year) (\(hint.photosThatYear.grouped))"
        let which = hint.yearHoldsMost
            ? "Most are from \(year)"
            : "They are from \(hint.years.lowerBound) to \(hint.years.upperBound), the most from \(year)"
        return "\(holds) \(which): try --year \(hint.year)."
    }

    /// The notes on dating that apply, each one line.
    static func words(_ dating: FileTimeDating, zone: String) -> [String] {
        var notes: [String] = []
        if dating.copied > 0 {
            let they = dating.copied == 1 ? "it counts" : "they count"
            notes.append("\(dating.copied.counted("photo is", "photos are")) dated only by the moment a folder was copied "
                         + "(dozens of files written within minutes): \(they) in your total, not in your days or hours.")
        }
        if dating.fileTimesAreNotable {
            notes.append("\(dating.fileTimed.grouped) of \(dating.inRange.grouped) photos were dated only by their file time; "
                         + "if the folder was copied without keeping file times, they pile onto the copy day.")
        }
        if dating.fallbackClockIsNotable {
            notes.append("\(dating.onFallbackClock.counted("photo", "photos")) had no location or nearby photo to tell "
                         + "where \(dating.onFallbackClock == 1 ? "it was" : "they were") taken: their file, sidecar or GPS "
                         + "times are on \(zone)'s clock; pass --tz with yours if you live elsewhere.")
        }
        return notes
    }
}
