import Testing
@testable import Model
@testable import Moments
@testable import Store

@Suite("Counting each photo once")
struct PhotoSelectionTests {
    static let noon = LocalDateTime(year: 2025, month: 6, day: 1, hour: 12)!
    static let later = LocalDateTime(year: 2025, month: 6, day: 1, hour: 12, minute: 1)!

    static func file(_ path: String, _ kind: AssetKind = .jpeg, at time: LocalDateTime = noon, size: Int64 = 5000,
                     hash: String? = nil, screenshot: Bool = false) -> AssetRecord {
        var record = AssetRecord(libraryId: 1, path: RawPath(path), size: size, mtimeNs: 0, kind: kind, extractorVersion: 1)
        record.localTime = time
        record.headHash = hash
        record.isScreenshot = screenshot
        return record
    }

    static func counted(_ records: [AssetRecord], _ options: PhotoSelection.Options = .init()) -> (paths: [String], aside: [PhotoSelection.SetAside: Int]) {
        let selection = PhotoSelection(from: records, options: options)
        return (selection.photos.map(\.path.description).sorted(), selection.setAside)
    }

    @Test("a RAW beside a JPEG of the same name, folder and time is one photo, the JPEG kept")
    func rawPairs() {
        let result = Self.counted([
            Self.file("DCIM/DSC_0001.NEF", .rawTIFF), Self.file("DCIM/DSC_0001.JPG"),
            Self.file("DCIM/DSC_0002.NEF", .rawTIFF, at: Self.later), Self.file("DCIM/DSC_0002.JPG"),
            Self.file("DCIM/DSC_0003.DNG", .rawTIFF), Self.file("Other/DSC_0003.JPG"),
            Self.file("DCIM/DSC_0004.CR2", .rawTIFF), Self.file("DCIM/DSC_0004.HEIC", .heif),
        ])
        #expect(result.paths == ["DCIM/DSC_0001.JPG", "DCIM/DSC_0002.JPG", "DCIM/DSC_0002.NEF", "DCIM/DSC_0003.DNG",
                                 "DCIM/DSC_0004.HEIC", "Other/DSC_0003.JPG"])
        #expect(result.aside == [.rawPair: 2])
    }

    @Test("an edited copy counts with its original, in any language Takeout writes it, and is the one drawn")
    func editedCopies() {
        let result = Self.counted([
            Self.file("a/IMG_1.jpg"), Self.file("a/IMG_1-edited.jpg", at: Self.later),
            Self.file("a/IMG_2.jpg"), Self.file("a/IMG_2-bearbeitet.JPG"),
            Self.file("a/IMG_3-edited.jpg"), Self.file("b/IMG_1-edited.jpg"),
        ])
        #expect(result.paths == ["a/IMG_1-edited.jpg", "a/IMG_2-bearbeitet.JPG", "a/IMG_3-edited.jpg", "b/IMG_1-edited.jpg"])
        #expect(result.aside == [.edit: 2])
    }

    @Test("an edited copy's name gives its original's, whatever else the name holds", arguments: [
        ("IMG_1-edited.jpg", "IMG_1.jpg"), ("IMG_1-EDITED.jpg", "IMG_1.jpg"), ("IMG_1-edited-edited.jpg", "IMG_1-edited.jpg"),
        ("IMG-20250601-WA0001-edited.jpg", "IMG-20250601-WA0001.jpg"), ("Foto-Bearbeitet.JPG", "Foto.JPG"),
        ("photo-modifie\u{301}.jpg", "photo.jpg"), ("写真-編集済み.jpg", "写真.jpg"), ("IMG_1-edited", "IMG_1"),
    ])
    func editedNames(_ name: String, _ original: String) {
        #expect(EditedCopies.original(ofName: name) == original)
        #expect(EditedCopies.originalStem(of: RawPath("a-b/" + name)) == "a-b/" + original.split(separator: ".")[0])
    }

    @Test("names with a hyphen that are not edited copies' are not", arguments: [
        "IMG-20250601-WA0001.jpg", "IMG_1-editedx.jpg", "IMG_1-edit.jpg", "IMG_1.jpg", "my-edited/IMG_1.jpg", "-",
    ])
    func notEditedNames(_ name: String) {
        #expect(EditedCopies.original(ofName: name) == nil)
        #expect(EditedCopies.originalStem(of: RawPath("a/" + name)) == nil)
    }

    @Test("exact duplicates count once, the Takeout year folder's copy kept over an album's")
    func exactDuplicates() {
        let album = "Takeout/Google Photos/Brighton day/IMG_5001.jpg"
        let year = "Takeout/Google Photos/Photos from 2025/IMG_5001.jpg"
        let result = Self.counted([
            Self.file(album, hash: "aa"), Self.file(year, hash: "aa"),
            Self.file("Backup/IMG_7.jpg", hash: "bb"), Self.file("IMG_7.jpg", hash: "bb"),
            Self.file("x/same-size-time.jpg", hash: "cc"), Self.file("y/same-size-time.jpg", hash: "dd"),
            Self.file("x/other-size.jpg", size: 6000, hash: "ee"), Self.file("y/other-size.jpg", size: 7000, hash: "ee"),
            Self.file("x/never-hashed.jpg"), Self.file("y/never-hashed.jpg"),
        ])
        #expect(result.paths == ["IMG_7.jpg", year, "x/never-hashed.jpg", "x/other-size.jpg", "x/same-size-time.jpg",
                                 "y/never-hashed.jpg", "y/other-size.jpg", "y/same-size-time.jpg"].sorted())
        #expect(result.aside == [.duplicate: 2])
    }

    /// Files that every rule sets aside, or keeps, together.
    static let mixed: [AssetRecord] = [
        file("DCIM/DSC_0001.NEF", .rawTIFF), file("DCIM/DSC_0001.JPG"), file("DCIM/DSC_0002.NEF", .rawTIFF, at: later),
        file("DCIM/DSC_0002.JPG"), file("a/IMG_1.jpg"), file("a/IMG_1-edited.jpg", at: later), file("b/IMG_1-edited.jpg"),
        file("Takeout/Google Photos/Brighton day/IMG_5001.jpg", hash: "aa"),
        file("Takeout/Google Photos/Photos from 2025/IMG_5001.jpg", hash: "aa"),
        file("Backup/IMG_7.jpg", hash: "bb"), file("IMG_7.jpg", hash: "bb"), file("Copies/IMG_7.jpg", hash: "bb"),
        file("Screenshot 2025-06-01.png", .png), file("clip.mov", .video),
    ]

    /// The scan summary counts the range's rows as they come, unsorted: the rules must not
    /// depend on their order.
    @Test("the same files are counted and set aside in any order", arguments: 0 ..< 14)
    func anyOrder(rotation: Int) {
        let rotated = Array(Self.mixed[rotation...] + Self.mixed[..<rotation])
        let expected = Self.counted(Self.mixed)
        #expect(Self.counted(rotated) == expected)
        #expect(Self.counted(rotated.reversed()) == expected)
        #expect(expected.aside == [.rawPair: 1, .edit: 1, .duplicate: 3, .screenshot: 1, .video: 1])
    }

    @Test("screenshots are known by name", arguments: [
        "Screenshot_20250601-120000.png", "Screen Shot 2025-06-01 at 12.00.00.png", "Bildschirmfoto 2025-06-01 um 12.00.00.png",
        "Capture d’écran 2025-06-01 à 12.00.00.png", "Captura de pantalla 2025-06-01.png", "Schermafbeelding 2025-06-01.png",
        "Skärmavbild 2025-06-01.png", "スクリーンショット 2025-06-01.png", "screenshot.jpg", "ISTANTANEA 2025-06-01.PNG",
    ])
    func screenshotNames(_ name: String) {
        #expect(ScreenshotNames.matches(Array(name.utf8)))
        #expect(Self.counted([Self.file("Pictures/" + name, .png)]).aside == [.screenshot: 1])
    }

    @Test("names that only mention screens are photos", arguments: ["IMG_1234.png", "my screenshot.png", "Screens.jpg", "Shot 1.jpg"])
    func notScreenshots(_ name: String) {
        #expect(!ScreenshotNames.matches(Array(name.utf8)))
    }

    @Test("screenshots known by EXIF or screen size are set aside, and kept with --include-screenshots")
    func includeScreenshots() {
        let records = [Self.file("a/IMG_1.PNG", .png, screenshot: true), Self.file("a/IMG_2.jpg"), Self.file("a/Screenshot_1.jpg")]
        #expect(Self.counted(records).paths == ["a/IMG_2.jpg"])
        #expect(Self.counted(records).aside == [.screenshot: 2])
        #expect(Self.counted(records, .init(includeScreenshots: true)).paths.count == 3)
    }

    @Test("videos count only when asked for")
    func videos() {
        let records = [Self.file("a/VID_1.MP4", .video), Self.file("a/IMG_2.jpg")]
        #expect(Self.counted(records).aside == [.video: 1])
        #expect(Self.counted(records, .init(includeVideos: true)).paths == ["a/IMG_2.jpg", "a/VID_1.MP4"])
    }
}
