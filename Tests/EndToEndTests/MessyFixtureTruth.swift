import Foundation

/// The messy fixture library's committed ground truth (`make-fixtures messy`), and a copy of the
/// library with its file times put back: git keeps none, and in this library they are evidence.
struct MessyFixtureTruth: Decodable {
    struct File: Decodable {
        var path: String
        var phenomenon: String
        /// The true capture on the clock where it was taken: `2025-08-23T14:10:33`.
        var localTime: String
        var zone: String
        var precision: String
        var dayKnown: Bool
        var hourKnown: Bool
        var copyBurst: Bool
        var counted: Bool

        var day: String { String(localTime.prefix(10)) }
        var hour: String { String(localTime.prefix(13)) }
    }

    struct Time: Decodable {
        var photos: Int
        var peakDay: FixtureTruth.Time.Day
        var peakMonth: FixtureTruth.Time.Month
        var longestStreak: FixtureTruth.Time.Streak
        var busiestWeek: FixtureTruth.Time.Week
        var hourHistogram: [Int]
    }

    var year: Int
    var homeZone: String
    var time: Time
    var files: [File]
    var mtimes: [String: Double]

    static let folder = PhotoWrappedBinary.repository.appendingPathComponent("fixtures-messy")

    static func load() throws -> MessyFixtureTruth {
        try JSONDecoder().decode(MessyFixtureTruth.self, from: Data(contentsOf: folder.appendingPathComponent(".ground-truth.json")))
    }

    /// The counted files the truth dates in `year`.
    func counted(in year: Int) -> [File] {
        files.filter { $0.counted && $0.localTime.hasPrefix(String(year)) }
    }

    /// A private copy of fixtures-messy/ with every file time restored, to the millisecond.
    func libraryCopy() throws -> URL {
        try FixtureTruth.restoredCopy(of: Self.folder, scratch: "messy",
                                      mtimes: mtimes.mapValues { Date(timeIntervalSince1970: ($0 * 1000).rounded() / 1000) })
    }
}

/// `export --format csv` read back: rows by path, columns by the header's names.
struct ExportedRows {
    let header: [String]
    let rows: [String: [String: String]]

    /// The export's rows hold no quoted fields here: no path in the messy library has a comma.
    init(_ csv: String) {
        let lines = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        header = lines.first ?? []
        var rows: [String: [String: String]] = [:]
        for fields in lines.dropFirst() {
            let row = Dictionary(zip(header, fields), uniquingKeysWith: { a, _ in a })
            if let path = row["path"] { rows[path] = row }
        }
        self.rows = rows
    }
}
