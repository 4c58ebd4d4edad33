import Foundation

/// A CSV file as exiftool writes it: a header row, fields quoted when they hold commas or quotes.
package struct CSVTable {
    package let rows: [[String: String]]

    package init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        var records: [[String]] = []
        var field = "", record: [String] = [], quoted = false
        var chars = text.makeIterator()
        while let c = chars.next() {
            if quoted {
                if c == "\"" {
                    quoted = false
                } else {
                    field.append(c)
                }
                continue
            }
            switch c {
            case "\"": if !field.isEmpty { field.append(c) }; quoted = true
            case ",": record.append(field); field = ""
            case "\n", "\r\n": record.append(field); records.append(record); record = []; field = ""
            default: field.append(c)
            }
        }
        if !field.isEmpty || !record.isEmpty { record.append(field); records.append(record) }
        guard let header = records.first else { rows = []; return }
        rows = records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0 + Array(repeating: "", count: max(0, header.count - $0.count)))) }
    }
}
