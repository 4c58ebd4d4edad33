/// How many cards of a deck show each photo: one photo on every card would make the deck
/// one photo long.
public struct PhotoUses: Sendable {
    public static let maxCards = 2
    private var counts: [Int64: Int] = [:]

    public init() {}

    func allows(_ id: Int64) -> Bool { counts[id, default: 0] < Self.maxCards }

    mutating func record(_ ids: some Sequence<Int64>) {
        for id in Set(ids) { counts[id, default: 0] += 1 }
    }
}
