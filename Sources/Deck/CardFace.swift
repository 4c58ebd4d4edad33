/// The words a card's poster sets, already in the card's language: the renderer only lays
/// them out. `title`, `body` and `altText` say the same in sentences.
public struct CardFace: Sendable, Equatable, Codable {
    /// A short label above the headline: "YOUR #1 PLACE".
    public var kicker: String?
    public var headline: String?
    /// A big figure and what it counts: "32", "photos".
    public var number: String?
    public var unit: String?
    /// A line beneath: "at Kew, London".
    public var detail: String?
    /// Chart labels (months, weekdays, hours) or chip labels (places).
    public var labels: [String] = []
    /// One line per item of a list card: "34 photos · 2 days"; on a bar chart, each bar's
    /// figure as the language writes it ("12,324" / "12.324").
    public var captions: [String] = []

    /// Between the items of a list a card sets ("Japan · Peru"): a no-break space before the dot,
    /// so that a line breaks only after "· " and never starts with a dot.
    public static let listSeparator = "\u{00A0}· "

    /// The caption of item `i`, as a bar's figure or a list's line; nil past the last.
    package func caption(_ i: Int) -> String? {
        captions.indices.contains(i) ? captions[i] : nil
    }
}
