import Foundation
import TestSupport
import Testing
@testable import Metadata
@testable import Model

/// Builds an iPhone's maker note as the camera writes it: `Apple iOS\0`, version 1, `MM`, then
/// a big-endian IFD whose value offsets count from the note's first byte.
struct AppleMakerNoteFixture {
    var entries: [(tag: UInt16, type: UInt16, count: Int, value: [UInt8])]

    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v) }
    static func ascii(_ tag: UInt16, _ text: String) -> (UInt16, UInt16, Int, [UInt8]) { (tag, 2, text.utf8.count + 1, Array(text.utf8) + [0]) }
    static func slong(_ tag: UInt16, _ v: Int) -> (UInt16, UInt16, Int, [UInt8]) { (tag, 9, 1, be32(v)) }

    /// The entries an iPhone 15 writes around the two identifiers, in tag order.
    static func iPhone(contentID: String?, burstID: String?) -> AppleMakerNoteFixture {
        var entries = [slong(0x0001, 14), (0x0002, 7, 48, [UInt8](repeating: 0x62, count: 48)), slong(0x0004, 1), slong(0x0005, 190),
                       (0x0008, 10, 3, be32(-1) + be32(100) + be32(-98) + be32(100) + be32(3) + be32(100))]
        if let burstID { entries.append(ascii(0x000B, burstID)) }
        if let contentID { entries.append(ascii(0x0011, contentID)) }
        entries += [slong(0x0014, 10), slong(0x0017, 8192)]
        return AppleMakerNoteFixture(entries: entries)
    }

    func bytes() -> [UInt8] {
        let header = Array("Apple iOS".utf8) + [0, 0, 1] + Array("MM".utf8)
        var table = Self.be16(entries.count), heap: [UInt8] = []
        let heapStart = header.count + 2 + entries.count * 12 + 4
        for entry in entries {
            table += Self.be16(Int(entry.tag)) + Self.be16(Int(entry.type)) + Self.be32(entry.count)
            if entry.value.count <= 4 {
                table += entry.value + [UInt8](repeating: 0, count: 4 - entry.value.count)
            } else {
                table += Self.be32(heapStart + heap.count)
                heap += entry.value
            }
        }
        return header + table + Self.be32(0) + heap
    }

    /// An iPhone's EXIF: big-endian, capture time, make and model, and the maker note.
    static func exif(_ note: [UInt8]) -> TIFFFixture {
        var tiff = TIFFFixture(bigEndian: true)
        tiff.ifd0 = [(0x010F, .ascii("Apple")), (0x0110, .ascii("iPhone 15 Pro")), (0x0112, .short(6))]
        tiff.exif = [(0x9003, .ascii("2025:07:14 12:00:00")), (0x9011, .ascii("+01:00")), (0x927C, .undefined(note))]
        return tiff
    }
}

@Suite("what pairs a phone's files: the Live Photo and burst identifiers, and a movie's length")
struct AppleMakerNoteTests {
    static let contentID = "5A1B9C3E-7F42-4D1A-9B8E-2C6F0E4D3A21"
    static let burstID = "E3B0C442-98FC-4C14-9AFB-F4C8996FB924"
    static let note = AppleMakerNoteFixture.iPhone(contentID: contentID, burstID: burstID).bytes()

    /// Header and details, as the scan reads them.
    static func details(_ bytes: [UInt8], kind: AssetKind) -> PhotoDetails? {
        ContainerMetadataTests.read(bytes, kind: kind).details
    }

    @Test("a JPEG from an iPhone: both identifiers, from the maker note inside its EXIF")
    func jpeg() {
        let file = JPEGFixture(segments: [(0xE1, AppleMakerNoteFixture.exif(Self.note).app1Payload())]).bytes()
        let details = Self.details(file, kind: .jpeg)
        #expect(details?.contentID == Self.contentID)
        #expect(details?.burstID == Self.burstID)
        #expect(details?.make == "Apple")
    }

    @Test("a HEIC from an iPhone: both identifiers, from its Exif item", arguments: [false, true])
    func heic(inIdat: Bool) {
        let file = ContainerFixtures.heif(tiff: AppleMakerNoteFixture.exif(Self.note).bytes(), ilocVersion: 1, inIdat: inIdat,
                                          headerOffset: 6, fill: 20_000)
        let details = Self.details(file, kind: .heif)
        #expect(details?.contentID == Self.contentID)
        #expect(details?.burstID == Self.burstID)
    }

    @Test("a still that is not a burst frame has a content identifier and no burst")
    func liveNotBurst() {
        let note = AppleMakerNoteFixture.iPhone(contentID: Self.contentID, burstID: nil).bytes()
        let details = Self.details(JPEGFixture(segments: [(0xE1, AppleMakerNoteFixture.exif(note).app1Payload())]).bytes(), kind: .jpeg)
        #expect(details?.contentID == Self.contentID && details?.burstID == nil)
    }

    struct DamagedNote: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let note: [UInt8]
    }

    static let damagedNotes: [DamagedNote] = {
        var wrongSignature = note
        wrongSignature[0] = UInt8(ascii: "a")
        var littleEndian = note
        littleEndian[12 ..< 14] = [0x49, 0x49]
        func entries(_ note: [UInt8], _ change: (inout [UInt8], Int) -> Void) -> [UInt8] {
            var note = note
            for i in 0 ..< Int(note[15]) where [[0, 0x0B], [0, 0x11]].contains(Array(note[16 + i * 12 ..< 16 + i * 12 + 2])) {
                change(&note, 16 + i * 12)
            }
            return note
        }
        // Each identifier's count, made huge: its text would lie far past the note.
        let pastTheEnd = entries(note) { note, at in note[at + 4 ..< at + 8] = [0xFF, 0xFF, 0xFF, 0xF0] }
        // Each identifier's offset sent past the block.
        let offsetsFar = entries(note) { note, at in note[at + 8 ..< at + 12] = [0x7F, 0xFF, 0xFF, 0xF0] }
        // Each identifier typed as a number.
        let notText = entries(note) { note, at in note[at + 2 ..< at + 4] = [0, 4] }
        var entryCount = note
        entryCount[14 ..< 16] = [0xFF, 0xFF]
        let garbageID = AppleMakerNoteFixture.iPhone(contentID: "\u{1}\u{2}\u{7F}", burstID: String(repeating: "A", count: 200)).bytes()
        return [
            DamagedNote(testDescription: "cut after its signature", note: Array(note.prefix(12))),
            DamagedNote(testDescription: "cut inside its entries", note: Array(note.prefix(60))),
            DamagedNote(testDescription: "cut before the identifiers' text", note: Array(note.prefix(note.count - 40))),
            DamagedNote(testDescription: "another maker's signature", note: wrongSignature),
            DamagedNote(testDescription: "a little-endian mark", note: littleEndian),
            DamagedNote(testDescription: "identifiers' counts far past the note", note: pastTheEnd),
            DamagedNote(testDescription: "identifiers typed as numbers", note: notText),
            DamagedNote(testDescription: "65,535 entries", note: entryCount),
            DamagedNote(testDescription: "identifiers of control bytes, or too long", note: garbageID),
            DamagedNote(testDescription: "identifiers' offsets past the block", note: offsetsFar),
            DamagedNote(testDescription: "empty", note: []),
        ]
    }()

    @Test("a truncated or damaged maker note gives no identifier, and the rest of the EXIF is read", arguments: damagedNotes)
    func damaged(_ c: DamagedNote) {
        let file = JPEGFixture(segments: [(0xE1, AppleMakerNoteFixture.exif(c.note).app1Payload())]).bytes()
        let details = Self.details(file, kind: .jpeg)
        #expect(details?.contentID == nil && details?.burstID == nil)
        #expect(details?.make == "Apple")
    }

    @Test("a MOV from an iPhone: its content identifier key, and its length from mvhd")
    func liveMovie() {
        let file = ContainerFixtures.mp4(created: 0, iso6709: nil, keys: [
            ("com.apple.quicktime.make", "Apple"),
            ("com.apple.quicktime.content.identifier", Self.contentID),
            ("com.apple.quicktime.creationdate", "2025-07-14T12:00:00+0100"),
        ], length: .init(version: 0, timescale: 600, duration: 1812), brand: "qt  ")
        #expect(file.withMemoryBytes { FileSignature.kind(of: $0.view) } == .video)
        let details = Self.details(file, kind: .video)
        #expect(details?.contentID == Self.contentID)
        #expect(details?.durationMs == 3020)
        #expect(details?.burstID == nil)
    }

    struct Length: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let length: ContainerFixtures.MovieLength
        let ms: Int?
    }

    @Test("a movie's length from mvhd, version 0 or 1; unknown or nonsense is none", arguments: [
        Length(testDescription: "version 0, 1/600 s", length: .init(version: 0, timescale: 600, duration: 1812), ms: 3020),
        Length(testDescription: "version 1, 1/90,000 s", length: .init(version: 1, timescale: 90000, duration: 5_400_000_000), ms: 60_000_000),
        Length(testDescription: "version 0, all ones", length: .init(version: 0, timescale: 1000, duration: 0xFFFF_FFFF), ms: nil),
        Length(testDescription: "a timescale of zero", length: .init(version: 0, timescale: 0, duration: 500), ms: nil),
        Length(testDescription: "version 1, longer than 24 days", length: .init(version: 1, timescale: 1, duration: 3_000_000), ms: nil),
    ])
    func movieLength(_ c: Length) {
        let file = ContainerFixtures.mp4(created: 0, iso6709: nil, length: c.length)
        #expect(Self.details(file, kind: .video)?.durationMs == c.ms)
    }

    @Test("a video cut inside its movie header, or with a garbage identifier, gives none and does not crash")
    func damagedMovie() {
        let file = ContainerFixtures.mp4(created: 0, iso6709: nil, keys: [("com.apple.quicktime.content.identifier", "\u{1}bad id")])
        #expect(Self.details(file, kind: .video)?.contentID == nil)
        for cut in stride(from: 0, to: file.count, by: 7) {
            _ = Self.details(Array(file.prefix(cut)), kind: .video)
        }
    }
}
