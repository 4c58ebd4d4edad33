import Foundation
import Model

/// The poster words of each card: short pieces the layouts set large.
extension Copy {
    package func face(_ payload: CardPayload) -> CardFace {
        switch payload {
        case let .title(p):
            let copy = titled(p)
            return CardFace(headline: copy.titleHeadline,
                            detail: pick("\(photos(p.photoCount)). Let's look back.", "\(photos(p.photoCount)). Echemos la vista atrás."),
                            labels: copy.rangeDates.flatMap(copy.titleDateLine).map { [$0] } ?? [])
        case let .coverage(p):
            let kicker = yourRange(in: ("photos", "fotos")), headline = pick("You took \(photos(p.photos))", "Hiciste \(photos(p.photos))")
            // Low coverage has no ring: the card says kindly what the deck is about instead.
            guard !Self.aboutTime(p) else { return CardFace(kicker: kicker, headline: headline, detail: coverageSentence(p)) }
            return CardFace(kicker: kicker, headline: headline, number: "\(p.coveragePct)%",
                            unit: p.withLocation == p.photos ? coverageSentence(p) : pick("know where they were taken", "saben dónde se hicieron"))
        case let .topPlace(p):
            return CardFace(kicker: pick("Your #1 place", "Tu lugar número 1"), headline: p.label, detail: placeCaption(p))
        case let .topPlaces(p):
            return CardFace(kicker: pick("Close behind", "Muy cerca"), captions: p.places.map(placeCaption))
        case let .peakDay(p):
            let date = CivilDate(iso: p.date).map(weekdayDayMonth) ?? p.date
            return CardFace(kicker: pick("Your biggest day", "Tu gran día"), headline: date.capitalizedFirst, number: number(p.count),
                            unit: p.count == 1 ? pick("photo", "foto") : pick("photos", "fotos"),
                            detail: p.placeLabel.map { pick("at \($0)", "en \($0)") })
        case let .peakMonth(p):
            let name = monthName(Int(p.month.suffix(2)) ?? 1, year: Int(p.month.prefix(4)) ?? 0).capitalizedFirst
            return CardFace(kicker: pick("Your busiest month", "Tu mes más intenso"),
                            headline: pick("\(name) was your month", "\(name) fue tu mes"), number: number(p.count),
                            unit: unit(p.count, ("photo", "photos"), ("foto", "fotos")),
                            labels: p.months.map { monthName(Int($0.month.suffix(2)) ?? 1, year: Int($0.month.prefix(4)) ?? 0).prefix(1).uppercased() })
        case .timeOfDay:
            let words = words(payload)
            return CardFace(kicker: pick("Your hours", "Tus horas"), headline: words.title, detail: words.body,
                            labels: [0, 6, 12, 18].map { hour($0) })
        case let .distinctPlaces(p):
            return CardFace(kicker: pick("Where you went", "Dónde estuviste"), number: number(p.places),
                            unit: p.places == 1 ? pick("place", "lugar") : pick("places", "lugares"), detail: words(payload).body,
                            labels: chips(p))
        case let .newPlace(p):
            let date = CivilDate(iso: p.firstVisit).map(dayMonth) ?? p.firstVisit
            return CardFace(kicker: pick("A first", "Por primera vez"), headline: p.place.label,
                            detail: pick("First photographed on \(date)", "Fotografiado por primera vez el \(date)"))
        case let .biggestTrip(p):
            return CardFace(kicker: pick("Your biggest trip", "Tu gran viaje"), headline: tripHeadline(p),
                            detail: dotted([pick("\(number(p.distanceKm)) km from home", "a \(number(p.distanceKm)) km de casa"), photos(p.photoCount)]),
                            labels: tripAreas(p).map { [$0] } ?? [])
        case let .yearInPixels(p):
            let start = CivilDate(iso: p.start) ?? CivilDate(year: 2000, month: 1, day: 1)
            return CardFace(kicker: pick("Day by day", "Día a día"), headline: yourRange(in: ("pixels", "píxeles")),
                            detail: words(payload).body,
                            labels: (1 ... 12).map { monthName($0, year: start.year).prefix(3).capitalizedFirst },
                            captions: weekdayInitials)
        case let .streak(p):
            let (from, to) = (CivilDate(iso: p.start).map(dayMonth) ?? p.start, CivilDate(iso: p.end).map(dayMonth) ?? p.end)
            return CardFace(kicker: pick("Your longest streak", "Tu racha más larga"), number: number(p.days),
                            unit: pick("days in a row", "días seguidos"), detail: "\(from.unbroken) – \(to.unbroken)")
        case let .busiestWeek(p):
            let monday = CivilDate(iso: p.monday).map(dayMonth) ?? p.monday
            return CardFace(kicker: pick("Your busiest week", "Tu semana más intensa"),
                            headline: pick("The week of \(monday)", "La semana del \(monday)"), number: number(p.count),
                            unit: unit(p.count, ("photo", "photos"), ("foto", "fotos")), labels: weekdayInitials,
                            captions: p.dailyCounts.map(number))
        case let .weekday(p):
            return CardFace(kicker: pick("Your favourite day", "Tu día favorito"), headline: words(payload).title,
                            detail: pick("\(photos(p.counts[p.weekday - 1])) on \(weekdayName(p.weekday))s",
                                         "\(photos(p.counts[p.weekday - 1])) en \(weekdayName(p.weekday).hasSuffix("s") ? weekdayName(p.weekday) : weekdayName(p.weekday) + "s")"),
                            labels: weekdayInitials, captions: p.counts.map(number))
        case let .photosPerWeek(p):
            let n = Int(p.perWeek.rounded())
            return CardFace(kicker: pick("Week after week", "Semana tras semana"), number: number(n),
                            unit: unit(n, ("photo a week", "photos a week"), ("foto por semana", "fotos por semana")), detail: words(payload).body)
        case let .map(p):
            return mapFace(p)
        case let .yearOverYear(p):
            return yearOverYearFace(p)
        case let .camera(p):
            return cameraFace(p)
        case let .finale(p):
            return CardFace(kicker: thatWasYourRange, headline: yourRange(in: ("moments", "momentos")),
                            detail: photosAndPlaces(p.photoCount, p.placeCount, separator: CardFace.listSeparator))
        }
    }

    private func placeCaption(_ p: PlaceFace) -> String {
        dotted([photos(p.photoCount), days(p.distinctDays)])
    }

    /// "M T W T F S S" / "L M X J V S D": the language's own initials (Spanish writes
    /// Wednesday "X", so as not to be Tuesday's "M"), Monday first.
    private var weekdayInitials: [String] {
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
