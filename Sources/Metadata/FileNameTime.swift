import Model

/// Capture times that phones and apps write into file names, used when a file has no EXIF.
///
/// A date with a time of day is a capture time (`parse`). A date alone (WhatsApp's
/// `IMG-20250714-WA0001`, `VID-…`, `IMG-20250714`, `2025-07-14.jpg`) is a day (`parseDay`):
/// it fixes the day and not the hour. Recognised shapes with a time, anywhere in the name and
/// with any prefix (`IMG_`, `VID_`, `PXL_`, `Screenshot_`, `signal-`, `photo_`, …):
///
/// | shape | written by |
/// |---|---|
/// | `20250714_120000`, `20250714-120000` | Android cameras, Samsung, screenshots |
/// | `20250714_120000123` (milliseconds appended) | Pixel (`PXL_`) |
/// | `20250714120000` (14 digits) | Huawei, OnePlus (`IMG20250714120000`) |
/// | `2025-07-14 12.00.00`, `2025-07-14_12-00-00`, `2025-07-14-12-00-00-123` | Dropbox, Android 10+ screenshots |
/// | `2025-07-14 at 12.00.00`, `… at 1.05.09 PM` | macOS screenshots |
/// | `2025-07-14T12:00:00`, `2025.07.14 12.00.00` | exporters, scripts |
package enum FileNameTime {
    package static func parse(_ name: some Collection<UInt8>) -> LocalDateTime? {
        let b = Array(name)
        var i = 0
        while i < b.count {
            if b[i].isDigit, i == 0 || !b[i - 1].isDigit, let time = parse(b, at: i) {
                return time
            }
            i += 1
        }
        return nil
    }

    package static func parse(_ name: String) -> LocalDateTime? {
        parse(name.utf8)
    }

    /// Years a date in a name may have: digital photos, not serial numbers.
    static let dayYears = 1990 ... 2099

    /// The first date alone in a name: eight digits `YYYYMMDD`, or `YYYY-MM-DD` with `-`, `_`
    /// or `.` between, standing apart from other digits, and a real day.
    static func parseDay(_ name: some Collection<UInt8>) -> CivilDate? {
        let b = Array(name)
        var i = 0
        while i < b.count {
            guard b[i].isDigit, i == 0 || !b[i - 1].isDigit else {
                i += 1
                continue
            }
            if let day = day(b, at: i) { return day }
            i += 1
        }
        return nil
    }

    static func parseDay(_ name: String) -> CivilDate? {
        parseDay(name.utf8)
    }

    private static func day(_ b: [UInt8], at start: Int) -> CivilDate? {
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= b.count, b[from ..< from + count].allSatisfy(\.isDigit) else { return nil }
            return b[from ..< from + count].reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        let separated = start + 4 < b.count && dateSeparators.contains(b[start + 4])
        let (monthAt, dayAt, end) = separated ? (start + 5, start + 8, start + 10) : (start + 4, start + 6, start + 8)
        if separated, !(end - 3 < b.count && b[end - 3] == b[start + 4]) { return nil }
        guard let year = number(start, 4), dayYears.contains(year), let month = number(monthAt, 2), let day = number(dayAt, 2),
              end == b.count || !b[end].isDigit, (1 ... 12).contains(month), (1 ... CivilDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    private static let dateSeparators: Set<UInt8> = Set("-_.".utf8)
    private static let timeSeparators: Set<UInt8> = Set("-_.:".utf8)

    private static func parse(_ b: [UInt8], at start: Int) -> LocalDateTime? {
        var at = start
        func digits(_ n: Int) -> Int? {
            guard at + n <= b.count else { return nil }
            var value = 0
            for k in at ..< at + n {
                guard b[k].isDigit else { return nil }
                value = value * 10 + Int(b[k] - 48)
            }
            at += n
            return value
        }
        func take(_ byte: UInt8?) -> Bool {
            guard let byte, at < b.count, b[at] == byte else { return byte == nil }
            at += 1
            return true
        }
        func takeOne(of bytes: String) -> Bool {
            guard at < b.count, bytes.utf8.contains(b[at]) else { return false }
            at += 1
            return true
        }
        func takeWord(_ word: String) -> Bool {
            let w = Array(word.utf8)
            guard at + w.count <= b.count, Array(b[at ..< at + w.count]) == w else { return false }
            at += w.count
            return true
        }

        guard let year = digits(4), (1900 ... 2099).contains(year) else { return nil }
        let dateSep: UInt8? = at < b.count && dateSeparators.contains(b[at]) ? b[at] : nil
        guard take(dateSep), let month = digits(2), take(dateSep), let day = digits(2) else { return nil }

        // Between date and time: nothing (a 14-digit run, only when the date had no
        // separator), one separator, or macOS's " at ".
        let contiguous = dateSep == nil && at < b.count && b[at].isDigit
        if !contiguous {
            guard takeWord(" at ") || takeWord("_at_") || takeOne(of: "-_ T") else { return nil }
        }

        guard var hour = digits(2) ?? digits(1) else { return nil }
        let timeSep: UInt8? = at < b.count && timeSeparators.contains(b[at]) ? b[at] : nil
        guard take(timeSep), let minute = digits(2), take(timeSep), let second = digits(2) else { return nil }

        // Fractions of a second, which are dropped: PXL_…_120000123, or …-12-00-00-123.
        if let timeSep, at + 1 < b.count, b[at] == timeSep, b[at + 1].isDigit { at += 1 }
        while at < b.count, b[at].isDigit { at += 1 }

        // A 12-hour clock, with a plain or a narrow no-break space (U+202F) before AM/PM.
        _ = take(32) || takeWord("\u{202F}")
        if takeWord("PM") || takeWord("pm") {
            guard (1 ... 12).contains(hour) else { return nil }
            hour = hour % 12 + 12
        } else if takeWord("AM") || takeWord("am") {
            guard (1 ... 12).contains(hour) else { return nil }
            hour %= 12
        }
        return LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }
}

extension UInt8 {
    package var isDigit: Bool { (48 ... 57).contains(self) }
}
