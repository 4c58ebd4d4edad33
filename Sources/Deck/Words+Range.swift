import Model

/// The range's own words, in both languages: "your July", "tus últimos 30 días", "these two
/// days". Only a year is called a year.
extension Words {
    /// "your July" / "tu julio": the range as the person's own.
    var yourRange: String {
        switch rangeKind {
        case .year: pick("your year", "tu año")
        case .yearSoFar: pick("your year so far", "tu año hasta ahora")
        case let .month(year, month): pick("your \(monthName(month, year: year))", "tu \(monthName(month, year: year))")
        case let .season(season): pick("your \(seasonName(season))", "tu \(seasonName(season))")
        case let .lastDays(n): pick("your last \(number(n)) days", "tus últimos \(number(n)) días")
        case .week: pick("your week", "tu semana")
        case .weekend: pick("your weekend", "tu fin de semana")
        case .twoDays: pick("these two days", "estos dos días")
        case .day: pick("your day", "tu día")
        case .span: pick("your days", "tus días")
        }
    }

    /// "Your July in photos", "These two days in moments".
    func yourRange(in what: (en: String, es: String)) -> String {
        "\(yourRange.capitalizedFirst) " + pick("in \(what.en)", "en \(what.es)")
    }

    /// The finale's farewell: "That was your year", "Those were your last 30 days", "Esa fue tu semana".
    var thatWasYourRange: String {
        switch rangeKind {
        case .lastDays, .span: pick("Those were \(yourRange)", "Esos fueron \(yourRange)")
        case .twoDays: pick("Those were your two days", "Esos fueron tus dos días")
        case .week, .season(.spring): pick("That was \(yourRange)", "Esa fue \(yourRange)")
        default: pick("That was \(yourRange)", "Ese fue \(yourRange)")
        }
    }

    /// When something happened, at the end of a sentence: "this year", "in July", "that day",
    /// "from 1 January to 22 November".
    var duringRange: String {
        switch rangeKind {
        case .year, .yearSoFar: pick("this year", "este año")
        case let .month(year, month): pick("in \(monthName(month, year: year))", "en \(monthName(month, year: year))")
        case let .season(season): pick("this \(seasonName(season))", season == .spring ? "esta primavera" : "este \(seasonName(season))")
        case let .lastDays(n): pick("in the last \(number(n)) days", "en los últimos \(number(n)) días")
        case .week: pick("this week", "esta semana")
        case .weekend: pick("this weekend", "este fin de semana")
        case .twoDays: pick("in these two days", "en estos dos días")
        case .day: pick("that day", "ese día")
        case .span:
            rangeDates.map { pick("from \(dayMonth($0.start)) to \(dayMonth($0.end))", "del \(dayMonth($0.start)) al \(dayMonth($0.end))") }
                ?? pick("in these days", "en estos días")
        }
    }

    /// The whole range as a thing photos are spread across: "the year", "July", "the two days".
    var acrossRange: String {
        switch rangeKind {
        case .year: pick("the year", "el año")
        case .yearSoFar: pick("the year so far", "lo que va de año")
        case let .month(year, month): monthName(month, year: year)
        case let .season(season): pick("the \(seasonName(season))", season == .spring ? "la primavera" : "el \(seasonName(season))")
        case let .lastDays(n): pick("the last \(number(n)) days", "los últimos \(number(n)) días")
        case .week: pick("the week", "la semana")
        case .weekend: pick("the weekend", "el fin de semana")
        case .twoDays: pick("the two days", "los dos días")
        case .day: pick("the day", "el día")
        case .span: pick("these days", "estos días")
        }
    }

    func seasonName(_ season: RangeKind.Season) -> String {
        switch season {
        case .spring: pick("spring", "primavera")
        case .summer: pick("summer", "verano")
        case .autumn: pick("autumn", "otoño")
        case .winter: pick("winter", "invierno")
        }
    }

    /// This copy, or, made without a range, one for the title's own days: a title always says
    /// its range.
    func titled(_ p: CardPayload.Title) -> Words {
        guard rangeDates == nil, let range = try? DateRange(start: p.start, end: p.end) else { return self }
        return Words(language: language, range: range)
    }

    /// The title's headline: "Your 2025 in photos", "Your year so far", "Your July in photos".
    var titleHeadline: String {
        switch rangeKind {
        case let .year(year): pick("Your \(year) in photos", "Tu \(year) en fotos")
        case .yearSoFar: yourRange.capitalizedFirst
        default: yourRange(in: ("photos", "fotos"))
        }
    }

    /// The title's date line beneath the headline, with no break inside a date: "1 January –
    /// 22 November 2026", "July 2025"; none for a year, whose headline says it.
    func titleDateLine(_ range: DateRange) -> String? {
        switch rangeKind {
        case .year: nil
        case .month: dateText("MMMMy", range.start).capitalizedFirst.unbroken
        case .day: weekdayFullDate(range.start).capitalizedFirst.unbroken
        default: dateSpan(range)
        }
    }

    /// "1 January – 22 November 2026", or with both years when they differ; each date unbroken.
    func dateSpan(_ range: DateRange) -> String {
        let start = range.start.year == range.end.year ? dayMonth(range.start) : fullDate(range.start)
        return "\(start.unbroken) – \(fullDate(range.end).unbroken)"
    }
}

extension String {
    /// The same words joined by no-break spaces, so that a line never breaks inside them.
    var unbroken: String { replacingOccurrences(of: " ", with: "\u{00A0}") }
}
