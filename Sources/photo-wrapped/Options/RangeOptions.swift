import ArgumentParser
import Foundation
import Model

/// Which days the deck is about. Default: this year, from January 1 to today.
struct RangeOptions: ParsableArguments {
    @Option(help: "A calendar year, e.g. 2025.")
    var year: Int?

    @Option(help: "First day, YYYY-MM-DD (with --to).")
    var from: String?

    @Option(help: "Last day, YYYY-MM-DD (with --from).")
    var to: String?

    @Flag(name: .customLong("last-30-days"), help: "The 30 days ending today.")
    var last30Days = false

    /// No range was asked for: the deck is of this year so far, or of the last full year when
    /// that is too thin (`YearSoFarFallback`).
    var isDefault: Bool { year == nil && from == nil && to == nil && !last30Days }

    func validate() throws {
        let chosen = [year != nil, from != nil || to != nil, last30Days].filter { $0 }.count
        guard chosen <= 1 else { throw ValidationError("choose one of --year, --from/--to and --last-30-days") }
        guard (from == nil) == (to == nil) else { throw ValidationError("--from and --to go together") }
        _ = try resolve(today: CivilDate(year: 2000, month: 1, day: 1))
    }

    /// The range asked for; an impossible one is a ValidationError naming the option and its value.
    func resolve(today: CivilDate) throws -> DateRange {
        do {
            if let year { return try .year(year) }
            if let from, let to {
                guard let start = CivilDate(iso: from) else { throw ValidationError("--from \(from) is not a date; use YYYY-MM-DD") }
                guard let end = CivilDate(iso: to) else { throw ValidationError("--to \(to) is not a date; use YYYY-MM-DD") }
                return try DateRange(start: start, end: end)
            }
            return last30Days ? .last30Days(today: today) : .thisYear(today: today)
        } catch let error as DateRangeError {
            switch error {
            case let .inverted(start, end): throw ValidationError("--to \(end) is before --from \(start)")
            case let .beforeEarliestYear(year):
                throw ValidationError("--year \(year) is before \(DateRange.earliestYear); no photo library reaches that far back")
            case let .impossibleYear(year): throw ValidationError("--year \(year) is not a calendar year we can use")
            case .unparsableDate: throw ValidationError(error.description)
            }
        }
    }
}
