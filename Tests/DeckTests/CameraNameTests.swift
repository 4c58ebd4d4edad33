import Testing
@testable import Deck
@testable import Model
@testable import Store
import TestSupport

@Suite("Camera names: devices as people say them, and their photos tallied")
struct CameraNameTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let make: String
        let model: String
        let name: String
        let isPhone: Bool
        var testDescription: String { "\(make) / \(model) → \(name)" }
    }

    /// Make and model as real files write them: most from the exiftool readings of the
    /// corpora in /work/shared/corpora, the rest as the makers' own EXIF gives them.
    static let cases: [Case] = [
        Case(make: "Apple", model: "iPhone 15 Pro", name: "iPhone 15 Pro", isPhone: true),
        Case(make: "Apple", model: "iPhone XS Max", name: "iPhone XS Max", isPhone: true),
        Case(make: "Google", model: "Pixel 8", name: "Pixel 8", isPhone: true),
        Case(make: "Google", model: "Pixel", name: "Pixel", isPhone: true),
        Case(make: "samsung", model: "SM-S911B", name: "Galaxy S23", isPhone: true),
        Case(make: "samsung", model: "SM-G930F", name: "Galaxy S7", isPhone: true),
        Case(make: "samsung", model: "SM-X999Z", name: "Samsung SM-X999Z", isPhone: true),
        Case(make: "Samsung Techwin", model: "<Digimax i50 MP3, Samsung #1 MP3>", name: "Samsung Digimax i50 MP3", isPhone: false),
        Case(make: "SONY", model: "ILCE-7M4", name: "Sony α7 IV", isPhone: false),
        Case(make: "SONY", model: "ILCE-7RM5", name: "Sony α7R V", isPhone: false),
        Case(make: "SONY", model: "ILCE-6700", name: "Sony α6700", isPhone: false),
        Case(make: "SONY", model: "DSC-RX100M7", name: "Sony RX100 VII", isPhone: false),
        Case(make: "SONY", model: "CYBERSHOT", name: "Sony Cyber-shot", isPhone: false),
        Case(make: "Sony", model: "XQ-DQ54", name: "Sony XQ-DQ54", isPhone: true),
        Case(make: "Canon", model: "Canon EOS R6", name: "Canon EOS R6", isPhone: false),
        Case(make: "Canon", model: "Canon EOS 5D Mark III", name: "Canon EOS 5D Mark III", isPhone: false),
        Case(make: "Canon", model: "Canon DIGITAL IXUS 40", name: "Canon Digital IXUS 40", isPhone: false),
        Case(make: "NIKON CORPORATION", model: "NIKON D700", name: "Nikon D700", isPhone: false),
        Case(make: "NIKON", model: "COOLPIX P6000", name: "Nikon Coolpix P6000", isPhone: false),
        Case(make: "FUJIFILM", model: "X100V", name: "Fujifilm X100V", isPhone: false),
        Case(make: "FUJIFILM", model: "X-T5", name: "Fujifilm X-T5", isPhone: false),
        Case(make: "EASTMAN KODAK COMPANY", model: "KODAK CX7530 ZOOM DIGITAL CAMERA", name: "Kodak CX7530 Zoom", isPhone: false),
        Case(make: "Eastman Kodak Company", model: "DC210 Zoom (V05.00)", name: "Kodak DC210 Zoom", isPhone: false),
        Case(make: "CASIO COMPUTER CO.,LTD", model: "EX-Z750", name: "Casio EX-Z750", isPhone: false),
        Case(make: "OLYMPUS IMAGING CORP.", model: "E-M10", name: "Olympus E-M10", isPhone: false),
        Case(make: "OLYMPUS OPTICAL CO.,LTD", model: "C960Z,D460Z", name: "Olympus C960Z", isPhone: false),
        Case(make: "PENTAX Corporation", model: "PENTAX K10D", name: "Pentax K10D", isPhone: false),
        Case(make: "Hasselblad", model: "L1D-20c", name: "DJI Mavic 2 Pro", isPhone: false),
        Case(make: "HMD Global", model: "Nokia 8.3 5G", name: "Nokia 8.3 5G", isPhone: true),
        Case(make: "Motorola", model: "XT912", name: "Motorola XT912", isPhone: true),
        Case(make: "Jolla", model: "Jolla", name: "Jolla", isPhone: true),
        Case(make: "Xiaomi", model: "Redmi Note 8 Pro", name: "Redmi Note 8 Pro", isPhone: true),
        Case(make: "SANYO Electric Co.,Ltd.", model: "SR6", name: "Sanyo SR6", isPhone: false),
        Case(make: "Canon\0\0", model: "Canon PowerShot G9 ", name: "Canon PowerShot G9", isPhone: false),
    ]

    @Test("a make and model become the name people say", arguments: cases)
    func names(_ c: Case) {
        let device = CameraName(make: c.make, model: c.model)
        #expect(device?.name == c.name)
        #expect(device?.isPhone == c.isPhone)
    }

    @Test("no name without both a make and a model", arguments: [(nil, "X100V"), ("FUJIFILM", nil), ("", "X100V"), ("Canon", " ")] as [(String?, String?)])
    func missing(make: String?, model: String?) {
        #expect(CameraName(make: make, model: model) == nil)
    }

    /// Rows read together share one camera; rows made one by one each hold their own.
    @Test("rows count by make and model, whether or not they share one camera")
    func sharedAndSeparateCameras() {
        func row(_ i: Int, make: String?, model: String?) -> AssetRecord {
            var record = AssetRecord(libraryId: 1, path: RawPath("IMG_\(i).JPG"), size: 1, mtimeNs: 0, kind: .jpeg, extractorVersion: 1)
            record.setCamera(make: make, model: model)
            return record
        }
        let pixel = row(0, make: "Google", model: "Pixel 8")
        let sharing = (1 ... 3).map { i in
            var copy = pixel
            copy.path = RawPath("IMG_\(i).JPG")
            return copy
        }
        let rows = [pixel] + sharing + (4 ... 5).map { row($0, make: "Google", model: "Pixel 8") }
            + [row(6, make: "FUJIFILM", model: "X100V"), row(7, make: "Canon", model: nil), row(8, make: nil, model: nil)]
        #expect(rows[1].camera === rows[0].camera && rows[4].camera !== rows[0].camera)
        let tally = CameraTally(rows)
        #expect(tally.devices.map(\.device.name) == ["Pixel 8", "Fujifilm X100V"])
        #expect(tally.devices.map(\.photos) == [6, 1])
        #expect(tally.photos == 9 && tally.known == 7 && tally.phonePhotos == 6)
    }
}
