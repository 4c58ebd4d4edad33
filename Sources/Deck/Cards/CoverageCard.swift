/// How many photos know where they were taken: what the deck can be about.
enum CoverageCard: CardKind {
    package static let type = CardType.coverage
    package static let name = "Coverage"
    // It frames the deck (how much of it can be about places), so it always counts fully.
    static let rule = CardRule(decks: .both, weight: 0.9, look: .ring)
    package static let pictures = PictureMotion.sweep
    package static let subject = CardSubject.range
    package static let colours = CardColours(poster: .init(stops: [0x061A4A, 0x0D3B8C, 0x1A237E], accent: 0x7CF2C8),
                                             pastel: .init(stops: [0xE8F4FF, 0xE6EEFF, 0xF3EBFF], accent: 0x1F4FA8))

    package static func payload(from deck: DeckFacts, mentions: inout PlaceMentions) -> CardPayload? {
        deck.payload(Self.self, mentions: &mentions)
    }

    package static func words(_ facts: CardPayload.Coverage, in copy: Words) -> CardWords { copy.words(facts) }

    package static func face(_ facts: CardPayload.Coverage, in copy: Words) -> CardFace { copy.face(facts) }

    package static func layout(_ p: CardPayload.Coverage, face: CardFace) -> [LayoutBlock] {
        let top: [LayoutBlock] = [.kicker(face.kicker), .headline(face.headline, size: 104, lines: 2), .gap(40)]
        // No figure: location was off, and the card says what the deck is about instead of a ring.
        guard let figure = face.number else {
            return top + [.bigText(face.detail ?? "", size: 72, minimum: 40, lines: 5)]
        }
        return top + [.ring(percent: p.coveragePct, figure: figure, preferred: 600), .gap(24), .note(face.unit, size: 56, lines: 2)]
    }
}

private extension DeckFacts {
    func payload(_: CoverageCard.Type, mentions: inout PlaceMentions) -> CardPayload? {
        return .coverage(.init(photos: insights.total, withLocation: insights.withLocation,
                               coveragePct: Int(insights.coveragePct.rounded())))
    }
}

private extension Words {
    func words(_ p: CardPayload.Coverage) -> CardWords {
        let have = p.withLocation == 0 ? pick("None has", "Ninguna tiene")
            : "\(number(p.withLocation)) " + unit(p.withLocation, ("has", "have"), ("tiene", "tienen"))
        return (pick("You took \(photos(p.photos))", "Hiciste \(photos(p.photos))"), coverageSentence(p) + ".",
                pick("\(have) a location.", "\(have) ubicación."))
    }

    func face(_ p: CardPayload.Coverage) -> CardFace {
        let kicker = yourRange(in: ("photos", "fotos")), headline = pick("You took \(photos(p.photos))", "Hiciste \(photos(p.photos))")
        // Low coverage has no ring: the card says kindly what the deck is about instead.
        guard !Self.aboutTime(p) else { return CardFace(kicker: kicker, headline: headline, detail: coverageSentence(p)) }
        return CardFace(kicker: kicker, headline: headline, number: "\(p.coveragePct)%",
                        unit: p.withLocation == p.photos ? coverageSentence(p) : pick("know where they were taken", "saben dónde se hicieron"))
    }
}

extension CardPayload {
    package static func coverage(_ facts: Coverage) -> CardPayload { CoverageCard.payload(facts) }

    public struct Coverage: Sendable, Equatable, Codable {
        public var photos: Int
        public var withLocation: Int
        public var coveragePct: Int
        /// Whether the deck holds a card about time: a deck of a few photos holds none, and is
        /// then not said to be about time. Nil in decks written before it was kept.
        public var deckHasTimeCards: Bool?

        public init(photos: Int, withLocation: Int, coveragePct: Int) {
            self.photos = photos
            self.withLocation = withLocation
            self.coveragePct = coveragePct
        }
    }
}

extension CardType {
    public static let coverage = CardType("coverage")
}

extension CardPayload.Coverage: CardFacts {}
