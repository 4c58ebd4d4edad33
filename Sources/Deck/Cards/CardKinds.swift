/// Every kind of card, in the order a deck shows them: the spec's ten (§7.1) first, the
/// time-based ones it falls back on (§7.2) and the extras after. A new kind is a file of its
/// own (its id, facts, rule, words, face and layout) and one line here.
enum CardKinds {
    package static let all: [any CardKind.Type] = [
        TitleCard.self,
        CoverageCard.self,
        TopPlaceCard.self,
        TopPlacesCard.self,
        PeakDayCard.self,
        PeakMonthCard.self,
        TimeOfDayCard.self,
        DistinctPlacesCard.self,
        NewPlaceCard.self,
        BiggestTripCard.self,
        YearInPixelsCard.self,
        StreakCard.self,
        BusiestWeekCard.self,
        WeekdayCard.self,
        PhotosPerWeekCard.self,
        MapCard.self,
        YearOverYearCard.self,
        CameraCard.self,
        FinaleCard.self,
    ]

    private static let byType = Dictionary(uniqueKeysWithValues: all.map { ($0.type, $0) })
    fileprivate static let positions = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.type, $0) })

    package static func kind(_ type: CardType) -> any CardKind.Type {
        guard let kind = byType[type] else { preconditionFailure("\(type) is not in CardKinds.all") }
        return kind
    }

    /// The kind of an id read from outside, as deck.json: nil when no kind has it.
    package static func kind(id: CardType) -> (any CardKind.Type)? {
        byType[id]
    }

    /// The ids of every kind, in deck order.
    package static var types: [CardType] { all.map { $0.type } }
}

extension CardType {
    /// The kind as a person knows it ("Top places", not the `top-places` of deck.json).
    public var name: String { CardKinds.kind(self).name }

    /// How the kind's pictures enter in the story video.
    public var pictures: PictureMotion { CardKinds.kind(self).pictures }

    /// The kind's background and accent in each skin.
    public var colours: CardColours { CardKinds.kind(self).colours }

    /// The kind's place in deck order (`CardKinds.all`): the story order, and a seed that sets
    /// each kind's background a little apart.
    public var position: Int { CardKinds.positions[self] ?? 0 }
}

extension Card {
    /// The blocks the card's layout stacks, top to bottom.
    public var layout: [LayoutBlock] { CardKinds.kind(type).layout(of: self) }
}
