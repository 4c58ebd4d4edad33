import Deck
import Foundation
import Insights
import Model
import Scan

/// With no range asked for, the deck is of this year so far. On a first run early in a year, or
/// on a library of last year's photos, that deck is a few cards of a few photos, where the
/// person meant their last full year. So when this year so far makes no deck, fewer than
/// `DeckRules.minCards` cards, or holds few of the library's photos (`RangeHint`, naming an
/// earlier year), the deck is of the last full year that has photos instead, said on stderr.
/// A range asked for (`--year`, `--from`/`--to`, `--last-30-days`) is never overridden.
struct YearSoFarFallback {
    /// The year to make instead.
    let year: Int
    /// Why, in the words of the note.
    let reason: String

    /// The year to make instead of `scan`'s range, this year so far, which made `cards` cards
    /// (nil: no deck); nil when that deck will do, or the library has no earlier year.
    init?(scan: ScanReport, cards: Int?, today: CivilDate) {
        let hint = RangeHint(scan.inventory, range: scan.range)
        let earlier = hint.map { $0.year < today.year } ?? false
        if let cards, cards >= DeckRules.minCards, !earlier { return nil }
        let years = scan.inventory.photosByYear.filter { $0.value > 0 && (RangeHint.firstTrustedYear ..< today.year).contains($0.key) }
        guard let year = years.keys.max() else { return nil }
        self.year = year
        reason = if let hint, hint.year == year, hint.yearHoldsMost {
            "\(year) holds most of your photos"
        } else if let cards, cards >= DeckRules.minCards {
            "this year so far holds few of your photos"
        } else {
            "this year so far makes \(cards.map { "only \($0.counted("card", "cards"))" } ?? "no deck")"
        }
    }

    /// "No range given: 2025 holds most of your photos, so this is your 2025. Use --year 2026 for this year."
    func note(today: CivilDate) -> String {
        "No range given: \(reason), so this is your \(year). Use --year \(today.year) for this year."
    }
}
