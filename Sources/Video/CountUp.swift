/// A card's hero figure as the video counts it up: "12,324", "12.324", "89%" or "5 km" read
/// as a whole count, its grouping separator and its suffix, and the counts on the way written
/// in the same format. A figure that is not a plain count ("4.6", "1.5 km") does not count.
struct CountUp: Equatable {
    package let value: Int
    /// The grouping separator the figure uses, if it groups its digits at all.
    package let separator: Character?
    /// What follows the digits: "%", " km", or nothing.
    package let suffix: String

    /// The characters that group digits in the languages a deck is written in (and a few more):
    /// comma, full stop, apostrophe, the space and its no-break and narrow no-break forms.
    static let separators: Set<Character> = [",", ".", "'", " ", "\u{00A0}", "\u{202F}"]
    /// Beyond this many digits, a figure is not counted (an Int holds it, and no card shows one).
    static let maxDigits = 15

    init?(_ figure: String) {
        let characters = Array(figure)
        var groups = [""]
        var separator: Character?
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c.isASCII, c.isNumber {
                groups[groups.count - 1].append(c)
            } else if Self.separators.contains(c), separator == nil || separator == c, !groups[groups.count - 1].isEmpty,
                      i + 1 < characters.count, characters[i + 1].isASCII, characters[i + 1].isNumber {
                separator = c
                groups.append("")
            } else {
                break
            }
            i += 1
        }
        let suffix = String(characters[i...])
        let digits = groups.joined()
        guard !digits.isEmpty, digits.count <= Self.maxDigits, !suffix.contains(where: \.isNumber),
              separator == nil || (groups[0].count <= 3 && groups.dropFirst().allSatisfy { $0.count == 3 }),
              let value = Int(digits)
        else { return nil }
        self.value = value
        self.separator = separator
        self.suffix = suffix
    }

    /// `n` in the figure's format: grouped by thousands with its separator, then its suffix.
    package func text(_ n: Int) -> String {
        var digits = Array(String(n))
        if let separator {
            var i = digits.count - 3
            while i > 0 {
                digits.insert(separator, at: i)
                i -= 3
            }
        }
        return String(digits) + suffix
    }

    /// The figure counted `fraction` (0…1) of the way up from zero.
    package func text(at fraction: Double) -> String {
        text(Int((Double(value) * min(max(fraction, 0), 1)).rounded()))
    }
}
