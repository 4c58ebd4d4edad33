import TestSupport
import Testing
@testable import Deck
@testable import Model
@testable import Store

@Suite("The camera card")
struct CameraCardTests {
    typealias Device = CardPayload.Camera.Device

    static let pixel = Device(name: "Pixel 8", photos: 30, isPhone: true)
    static let fuji = Device(name: "Fujifilm X100V", photos: 10, isPhone: false)

    /// A month of photos: `phone` on a Pixel, `camera` on a Fujifilm, `bare` with no EXIF make.
    static func month(phone: Int, camera: Int, bare: Int) throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        for i in 0 ..< phone + camera + bare {
            let (make, model): (String?, String?) = i < phone ? ("Google", "Pixel 8") : i < phone + camera ? ("FUJIFILM", "X100V") : (nil, nil)
            try library.add(SyntheticLibrary.at(2025, 3, 1 + i % 28, 8 + i % 12, i % 60), make: make, model: model)
        }
        return library
    }

    @Test("the card names the top device, its runner-up, and the share from a phone")
    func split() throws {
        let insights = try Self.month(phone: 30, camera: 10, bare: 5).insights(try .year(2025))
        let payload = try #require(CameraCard.facts(from: insights))
        #expect(payload.devices.map(\.name) == ["Pixel 8", "Fujifilm X100V"])
        #expect(payload.devices.map(\.photos) == [30, 10])
        #expect(payload.photos == 45 && payload.known == 40 && payload.phonePhotos == 30)
        let copy = Words(language: .en)
        #expect(copy.cameraSplit(payload) == ["Phone 75%", "Camera 25%"])
        #expect(copy.cameraShare(payload) == "30 of your 45 photos")
        #expect(Words(language: .es).cameraSplit(payload) == ["Móvil 75%", "Cámara 25%"])
        let deck = try #require(DeckBuilder.build(insights, options: DeckOptions()))
        #expect(deck.cards.contains { $0.type == CameraCard.type && $0.title == "Your camera: Pixel 8" })
    }

    @Test("only when at least half the counted photos carry make and model",
          arguments: [(phone: 20, bare: 20, card: true), (phone: 20, bare: 21, card: false), (phone: 19, bare: 0, card: false)])
    func threshold(phone: Int, bare: Int, card: Bool) throws {
        let insights = try Self.month(phone: phone, camera: 0, bare: bare).insights(try .year(2025))
        #expect((CameraCard.facts(from: insights) != nil) == card)
    }

    @Test("it names at most `cameraDevicesShown` devices, the most used first")
    func devicesShown() throws {
        var library = try SyntheticLibrary()
        let cameras = [("Google", "Pixel 8", 12), ("FUJIFILM", "X100V", 9), ("SONY", "ILCE-7M4", 6), ("Canon", "Canon EOS R6", 3)]
        for (make, model, photos) in cameras {
            for i in 0 ..< photos { try library.add(SyntheticLibrary.at(2025, 4, 1 + i, 12), make: make, model: model) }
        }
        let card = try #require(CameraCard.facts(from: try library.insights(try .year(2025))))
        #expect(card.devices.count == DeckRules.cameraDevicesShown)
        #expect(card.devices.map(\.photos) == [12, 9, 6].prefix(DeckRules.cameraDevicesShown).map { $0 })
        #expect(card.known == 30)
    }

    @Test("no device is no fact; a top device with `cameraFullShare` of the photos is a full one")
    func strength() throws {
        let insights = try SyntheticLibrary().insights(DeckBuilderTests.year)
        let none = CardPayload.Camera(devices: [], photos: 100, known: 0, phonePhotos: 0)
        #expect(CameraCard.strength(none, insights) == 0)
        let top = Int((DeckRules.cameraFullShare * 100).rounded(.up))
        let full = CardPayload.Camera(devices: [Device(name: "Pixel 8", photos: top, isPhone: true)], photos: 100, known: top, phonePhotos: top)
        #expect(CameraCard.strength(full, insights) == 1)
        var short = full
        short.devices[0].photos = top - 1
        #expect(CameraCard.strength(short, insights) < 1)
    }

    @Test("one device for every photo: \"All\" of them, on a phone or on a camera, and no split", arguments: [
        (Language.en, true, "All 20 photos.", "All on a phone."), (.en, false, "All 20 photos.", "All on a camera."),
        (.es, true, "Las 20 fotos.", "Todas con el móvil."), (.es, false, "Las 20 fotos.", "Todas con cámara."),
    ])
    func oneDevice(language: Language, isPhone: Bool, body: String, facts: String) {
        let card = CardPayload.Camera(devices: [Device(name: "X", photos: 20, isPhone: isPhone)], photos: 20, known: 20, phonePhotos: isPhone ? 20 : 0)
        let words = CameraCard.words(card, in: Words(language: language))
        #expect(words.body == body && words.facts == facts)
        let face = CameraCard.face(card, in: Words(language: language))
        #expect(face.headline == "X" && face.labels.isEmpty && face.captions.isEmpty)
    }

    @Test("the runners-up are listed and the split drawn only when there are any")
    func layout() {
        let both = CardPayload.Camera(devices: [Self.pixel, Self.fuji], photos: 45, known: 40, phonePhotos: 30)
        let face = CameraCard.face(both, in: Words(language: .en))
        let blocks = CameraCard.layout(both, face: face)
        #expect(blocks.first == .kicker("Your camera"))
        #expect(blocks.contains(.viewfinder("Pixel 8", preferred: FormatLength(story: 520, square: 340))))
        #expect(blocks.contains(.list(face.labels)) && face.labels.count == 1)
        #expect(blocks.last == .split(["Phone 75%", "Camera 25%"], share: 0.75))
        let alone = CardPayload.Camera(devices: [Self.pixel], photos: 30, known: 30, phonePhotos: 30)
        let bare = CameraCard.layout(alone, face: CameraCard.face(alone, in: Words(language: .en)))
        #expect(!bare.contains { if case .list = $0 { true } else if case .split = $0 { true } else { false } })
    }
}
