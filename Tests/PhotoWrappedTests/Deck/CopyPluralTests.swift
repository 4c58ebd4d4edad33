import Testing
@testable import PhotoWrapped

/// Counts in the copy agree with their number, in both languages: never "1 places" or "1 lugares".
@Suite("Plurals in the copy")
struct CopyPluralTests {
    static func finale(photos: Int, places: Int) -> CardPayload {
        .finale(.init(photos: ["a.jpg"], photoCount: photos, placeCount: places))
    }

    @Test("the finale counts its places as a person would say them", arguments: [
        (Language.en, 4, 1, "4 photos, 1 place. Here's to the next one.", "4 photos · 1 place"),
        (.en, 1, 2, "1 photo, 2 places. Here's to the next one.", "1 photo · 2 places"),
        (.en, 12, 0, "12 photos. Here's to the next one.", "12 photos"),
        (.es, 4, 1, "4 fotos, 1 lugar. Por el siguiente.", "4 fotos · 1 lugar"),
        (.es, 1, 3, "1 foto, 3 lugares. Por el siguiente.", "1 foto · 3 lugares"),
        (.es, 12, 0, "12 fotos. Por el siguiente.", "12 fotos"),
    ])
    func finale(language: Language, photos: Int, places: Int, body: String, detail: String) {
        let copy = Copy(language: language)
        #expect(copy.words(Self.finale(photos: photos, places: places)).body == body)
        #expect(copy.face(Self.finale(photos: photos, places: places)).detail == detail)
    }
}
