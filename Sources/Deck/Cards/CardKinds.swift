/// Every kind of card, in the order a deck shows them: the spec's ten (§7.1) first, the
/// time-based ones it falls back on (§7.2) and the extras after. A new kind is a file of its
/// own, one line here, and for now its case in `CardType` and `CardPayload`.
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

    package static func kind(_ type: CardType) -> any CardKind.Type {
        guard let kind = byType[type] else { preconditionFailure("\(type) is not in CardKinds.all") }
        return kind
    }
}

extension CardType {
    /// The kind as a person knows it ("Top places", not the `top-places` of deck.json).
    public var name: String { CardKinds.kind(self).name }

    /// How the kind's pictures enter in the story video.
    public var pictures: PictureMotion { CardKinds.kind(self).pictures }
}

extension Card {
    /// The blocks the card's layout stacks, top to bottom.
    public var layout: [LayoutBlock] { CardKinds.kind(type).layout(of: self) }
}
