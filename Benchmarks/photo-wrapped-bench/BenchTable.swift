import Foundation

/// Rows of (tool, files/s), printed with each row's ratio against the others measured in the
/// same run.
struct BenchTable {
    struct Row {
        let name: String
        let filesPerSecond: Double
        let medianSeconds: Double
    }

    let files: Int
    var title: String?
    private(set) var rows: [Row] = []

    init(files: Int, title: String? = nil) {
        self.files = files
        self.title = title
    }

    mutating func add(_ name: String, _ runs: [Measured], files: Int? = nil) {
        insert(name, runs, files: files, at: rows.count)
    }

    mutating func insert(_ name: String, _ runs: [Measured], files: Int? = nil, at index: Int) {
        let seconds = runs.medianSeconds
        rows.insert(Row(name: name, filesPerSecond: Double(files ?? self.files) / seconds, medianSeconds: seconds), at: index)
    }

    func print() {
        if let title { Swift.print("\n\(title)") }
        let references = rows.filter { !$0.name.hasPrefix("photo-wrapped") }
        let header = "tool".padding(toLength: 40, withPad: " ", startingAt: 0) + "     files/s   median s"
            + references.map { "  vs " + short($0.name) }.joined()
        Swift.print(header)
        for row in rows {
            var line = row.name.padding(toLength: 40, withPad: " ", startingAt: 0)
            line += String(format: "%12.0f %10.3f", row.filesPerSecond, row.medianSeconds)
            for reference in references {
                let ratio = row.filesPerSecond / reference.filesPerSecond
                line += ("×" + String(format: ratio >= 10 ? "%.0f" : "%.2f", ratio)).leftPadded(4 + short(reference.name).count)
            }
            Swift.print(line)
        }
    }

    private func short(_ name: String) -> String {
        String(name.split(separator: " ").first ?? "").trimmingCharacters(in: .punctuationCharacters)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
