import Testing
@testable import Atlas
import Model

/// The table's columns read back place by place, whichever rows share a zone, a country or a
/// region with the row before (the parse reuses a neighbour's entries for those).
@Suite("The GeoNames table read column by column")
struct GeoNamesTableTests {
    static let rows = [
        "1\t40.73\t-74.17\t280000\tUS\tNJ\tAmerica/New_York\tNewark\t\t\t",
        "2\t40.72\t-74.04\t290000\tUS\tNJ\tAmerica/New_York\tJersey City\t\t\t",
        "3\t40.71\t-74.00\t8000000\tUS\tNY\tAmerica/New_York\tNew York\t\t\tNueva York",
        "4\t43.65\t-79.38\t2700000\tCA\t08\tAmerica/Toronto\tToronto\t\t\t",
        "5\t45.50\t-73.57\t1700000\tCA\t10\tAmerica/Toronto\tMontréal\tMontreal\t\t",
        "6\tbad\t-73.57\t1\tCA\t10\tAmerica/Toronto\tNowhere\t\t\t",
        "7\t40.22\t-74.76\t90000\tUS\tNJ\tAmerica/New_York\tTrenton\t\t\t",
        "11\t55.95\t-3.19\t500000\tGB\t\tEurope/London\tEdinburgh\t\t\t",
        "8\t51.5\t-0.12\t9000000\tGB\t\tEurope/London\tLondon\t\t\t",
        "9\t51.45\t-0.97\t230000\tGB\t\tEurope/London\tReading\t\t\t",
        "10\t48.85\t2.35\t2100000\tFR\t11\tEurope/Paris\tParis\t\t\t",
    ]

    /// name, country, region and zone of every place, in order.
    static func columns(_ table: GeoNamesTable) -> [[String]] {
        (0 ..< table.count).map { [table.name($0).local, table.country($0), table.region($0), table.zone($0)] }
    }

    @Test("every place keeps its own country, region and zone")
    func everyPlace() {
        let table = GeoNamesTable(tsv: Array(Self.rows.joined(separator: "\n").utf8))
        #expect(Self.columns(table) == [
            ["Newark", "US", "US|NJ", "America/New_York"], ["Jersey City", "US", "US|NJ", "America/New_York"],
            ["New York", "US", "US|NY", "America/New_York"], ["Toronto", "CA", "CA|08", "America/Toronto"],
            ["Montréal", "CA", "CA|10", "America/Toronto"], ["Trenton", "US", "US|NJ", "America/New_York"],
            ["Edinburgh", "GB", "", "Europe/London"], ["London", "GB", "", "Europe/London"], ["Reading", "GB", "", "Europe/London"],
            ["Paris", "FR", "FR|11", "Europe/Paris"],
        ])
        #expect(table.name(2).es == "Nueva York")
        #expect(table.name(4).ascii == "Montreal")
    }

    @Test("rows left out by a reach do not lend their columns to the next row kept")
    func reachSkipsRows() throws {
        let near = try #require(GeoPoint(latitude: 40.72, longitude: -74.1))
        let london = try #require(GeoPoint(latitude: 51.5, longitude: -0.5))
        let table = GeoNamesTable(tsv: Array(Self.rows.joined(separator: "\n").utf8),
                                  keeping: .init(around: [near, london], meters: 40_000))
        #expect(Self.columns(table) == [
            ["Newark", "US", "US|NJ", "America/New_York"], ["Jersey City", "US", "US|NJ", "America/New_York"],
            ["New York", "US", "US|NY", "America/New_York"], ["London", "GB", "", "Europe/London"],
            ["Reading", "GB", "", "Europe/London"],
        ])
    }
}
