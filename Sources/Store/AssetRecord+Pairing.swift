/// What pairs a file with others into one moment (`contentID`, `burstID`, `durationMs`), in one
/// reference that most rows leave nil: a photo from anything but an iPhone has none of them,
/// and the three inline would add 40 bytes to every row where the reference adds 8.
@usableFromInline package final class PairingFacts: Sendable, Equatable {
    @usableFromInline package let contentID: String?
    @usableFromInline package let burstID: String?
    @usableFromInline package let durationMs: Int?

    /// Nil when none is known.
    package static func of(contentID: String?, burstID: String?, durationMs: Int?) -> PairingFacts? {
        contentID == nil && burstID == nil && durationMs == nil
            ? nil : PairingFacts(contentID: contentID, burstID: burstID, durationMs: durationMs)
    }

    private init(contentID: String?, burstID: String?, durationMs: Int?) {
        self.contentID = contentID
        self.burstID = burstID
        self.durationMs = durationMs
    }

    @usableFromInline package static func == (a: PairingFacts, b: PairingFacts) -> Bool {
        a.contentID == b.contentID && a.burstID == b.burstID && a.durationMs == b.durationMs
    }
}

extension AssetRecord {
    /// Apple's Live Photo content identifier (MakerNote 0x0011 in a still, the QuickTime
    /// content identifier key in its movie): a Live Photo's two files share it.
    public var contentID: String? {
        @inlinable get { pairing?.contentID }
        set { pairing = PairingFacts.of(contentID: newValue, burstID: burstID, durationMs: durationMs) }
    }

    /// Apple's burst identifier (MakerNote 0x000B): the frames of one burst share it.
    public var burstID: String? {
        @inlinable get { pairing?.burstID }
        set { pairing = PairingFacts.of(contentID: contentID, burstID: newValue, durationMs: durationMs) }
    }

    /// A video's length in milliseconds, from its movie header.
    public var durationMs: Int? {
        @inlinable get { pairing?.durationMs }
        set { pairing = PairingFacts.of(contentID: contentID, burstID: burstID, durationMs: newValue) }
    }
}
