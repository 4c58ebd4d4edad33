import Foundation
import Model

/// The cards a deck folder holds, as drawn: beside them, `.photo-wrapped-cards` lists each
/// PNG's name, the key of everything it was drawn from, and a hash of its bytes. A later deck
/// whose card has the same key keeps that file (the same file, hard-linked into its staging
/// folder) instead of drawing it again; a file whose bytes no longer match the list is not kept.
extension DeckFolder {
    public static let drawnCardsName = ".photo-wrapped-cards"

    public struct DrawnCard: Sendable, Equatable {
        public var name: String
        /// What it was drawn from (`CardRenderer.key`).
        public var key: String
        /// `StableHash.words64` of the PNG's bytes, as written.
        public var contentHash: String

        public init(name: String, key: String, png: Data) {
            self.init(name: name, key: key, contentHash: StableHash.words64(png))
        }

        init(name: String, key: String, contentHash: String) {
            self.name = name
            self.key = key
            self.contentHash = contentHash
        }
    }

    /// The cards an earlier deck drew here that still hold the bytes it wrote, by key; none
    /// when the folder is not ours.
    public func drawnCards() -> [String: DrawnCard] {
        guard let files = try? earlierFiles(), files.contains(Self.drawnCardsName),
              let listed = try? String(contentsOfFile: path + "/" + Self.drawnCardsName, encoding: .utf8)
        else { return [:] }
        var cards: [String: DrawnCard] = [:]
        for line in listed.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3, files.contains(fields[0]),
                  let png = FileManager.default.contents(atPath: path + "/" + fields[0]),
                  StableHash.words64(png) == fields[2]
            else { continue }
            cards[fields[1]] = DrawnCard(name: fields[0], key: fields[1], contentHash: fields[2])
        }
        return cards
    }

    /// The list written beside the cards.
    public static func drawnCardsFile(_ cards: [DrawnCard]) -> (name: String, data: Data) {
        let lines = cards.map { "\($0.name)\t\($0.key)\t\($0.contentHash)\n" }
        return (name: drawnCardsName, data: Data(lines.joined().utf8))
    }

    /// Puts this folder's file `existing` into `staging` as `name`: the same file, not a copy,
    /// so that it keeps its inode and modification time when it moves into place. False where
    /// the file system cannot link (the card is then drawn again).
    public func keep(_ existing: String, as name: String, in staging: Staging) -> Bool {
        link(path + "/" + existing, staging.file(name)) == 0
    }
}
