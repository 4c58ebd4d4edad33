import Foundation

/// The poster words of each card (`CardKind.face`): short pieces the layouts set large.
extension Words {
    package func face(_ payload: CardPayload) -> CardFace {
        CardKinds.kind(payload.type).face(of: payload, in: self)
    }

    /// A place's photos and days, as its panel or line under it says them.
    func placeCaption(_ p: PlaceFace) -> String {
        dotted([photos(p.photoCount), days(p.distinctDays)])
    }

    /// "M T W T F S S" / "L M X J V S D": the language's own initials (Spanish writes
    /// Wednesday "X", so as not to be Tuesday's "M"), Monday first.
    var weekdayInitials: [String] {
        let f = DateFormatter()
        f.locale = language.locale
        let sundayFirst: [String] = f.veryShortStandaloneWeekdaySymbols
        return Array(sundayFirst.dropFirst() + sundayFirst.prefix(1))
    }
}

extension StringProtocol {
    /// "octubre" → "Octubre"; leaves the rest as it is.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
