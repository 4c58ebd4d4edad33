import Testing
@testable import Model
@testable import Moments
@testable import Store

/// One moment is one photo, as the phone's own gallery shows it: the files iPhones, Pixels and
/// Samsung phones write for one moment, named and tagged as they write them.
@Suite("A phone's moments counted once")
struct PhoneMomentsTests {
    static let noon = PhotoSelectionTests.noon

    static func at(_ seconds: Int64) -> LocalDateTime {
        LocalDateTime(secondsSinceEpoch: noon.secondsSinceEpoch + seconds)
    }

    static func file(_ path: String, _ kind: AssetKind = .jpeg, at time: LocalDateTime = noon, size: Int64 = 5000,
                     contentID: String? = nil, burstID: String? = nil, durationMs: Int? = nil,
                     location: GeoPoint? = nil) -> AssetRecord {
        var record = PhotoSelectionTests.file(path, kind, at: time, size: size)
        record.contentID = contentID
        record.burstID = burstID
        record.durationMs = durationMs
        record.location = location
        return record
    }

    static func selection(_ records: [AssetRecord], _ options: PhotoSelection.Options = .init()) -> PhotoSelection {
        PhotoSelection(from: records, options: options)
    }

    static func counted(_ records: [AssetRecord], _ options: PhotoSelection.Options = .init())
        -> (paths: [String], aside: [PhotoSelection.SetAside: Int]) {
        PhotoSelectionTests.counted(records, options)
    }

    static let everyOption: [PhotoSelection.Options] = [.init(), .init(includeVideos: true), .init(includeScreenshots: true),
                                                         .init(includeVideos: true, includeScreenshots: true)]

    @Test("a Live Photo's still and movie are one photo, paired by Apple's content identifier", arguments: everyOption)
    func livePhotoByContentID(options: PhotoSelection.Options) {
        let result = Self.counted([
            Self.file("DCIM/100APPLE/IMG_1234.HEIC", .heif, contentID: "A1"),
            // Renamed by an export: only the identifier ties them.
            Self.file("Export/live-movie.MOV", .video, at: Self.at(-1), contentID: "A1", durationMs: 2_900),
        ], options)
        #expect(result.paths == ["DCIM/100APPLE/IMG_1234.HEIC"])
        #expect(result.aside == [.livePhotoMovie: 1])
    }

    @Test("iCloud's name for a Live Photo's movie, IMG_1234_HEVC.MOV, ties it to its still")
    func iCloudLiveMovie() {
        let result = Self.counted([Self.file("iCloud/IMG_4001.HEIC", .heif), Self.file("iCloud/IMG_4001_HEVC.MOV", .video, at: Self.at(30)),
                                   Self.file("iCloud/IMG_4002_HEVC.MOV", .video)], .init(includeVideos: true))
        #expect(result.paths == ["iCloud/IMG_4001.HEIC", "iCloud/IMG_4002_HEVC.MOV"])
        #expect(result.aside == [.livePhotoMovie: 1])
    }

    @Test("without identifiers, a movie of a few seconds with the still's name and moment is its Live Photo")
    func livePhotoByName() {
        let records = [
            Self.file("DCIM/IMG_0001.JPG"), Self.file("DCIM/IMG_0001.MOV", .video, at: Self.at(1), durationMs: 3_000),
            // A real video that happens to share a stem: a minute long.
            Self.file("DCIM/IMG_0002.JPG"), Self.file("DCIM/IMG_0002.MOV", .video, durationMs: 60_000),
            // A short movie made an hour later is not this still's.
            Self.file("DCIM/IMG_0003.JPG"), Self.file("DCIM/IMG_0003.MOV", .video, at: Self.at(3600), durationMs: 3_000),
        ]
        let videos = Self.counted(records, .init(includeVideos: true))
        #expect(videos.paths == ["DCIM/IMG_0001.JPG", "DCIM/IMG_0002.JPG", "DCIM/IMG_0002.MOV", "DCIM/IMG_0003.JPG", "DCIM/IMG_0003.MOV"])
        #expect(videos.aside == [.livePhotoMovie: 1])
        #expect(Self.counted(records).aside == [.livePhotoMovie: 1, .video: 2])
    }

    @Test("an iPhone edit and its original are one photo: the edit is drawn, dated and placed by the original")
    func iPhoneEdits() {
        let place = GeoPoint(latitude: 51.5, longitude: -0.12)!
        var edit = Self.file("DCIM/IMG_E1234.JPG", at: Self.at(7200))
        edit.timeSource = .mtime
        var original = Self.file("DCIM/IMG_1234.HEIC", .heif, contentID: "B2", location: place)
        original.timeSource = .exif
        let selection = Self.selection([
            original, edit, Self.file("DCIM/IMG_1234.MOV", .video, contentID: "B2", durationMs: 2_500),
            Self.file("DCIM/IMG_E1234.MOV", .video, durationMs: 2_500), Self.file("DCIM/IMG_1234.AAE", .other),
        ])
        #expect(selection.photos.map(\.path.description) == ["DCIM/IMG_E1234.JPG"])
        #expect(selection.photos[0].location == place)
        #expect(selection.photos[0].localTime == Self.noon)
        #expect(selection.setAside == [.edit: 1, .livePhotoMovie: 2])
    }

    @Test("a HEIC and a JPEG of one shot are one photo; of two shots, two")
    func twins() {
        let result = Self.counted([
            Self.file("DCIM/IMG_2001.HEIC", .heif), Self.file("DCIM/IMG_2001.JPG", size: 9000),
            Self.file("DCIM/IMG_2002.HEIC", .heif), Self.file("DCIM/IMG_2002.JPG", at: Self.at(600)),
        ])
        #expect(result.paths == ["DCIM/IMG_2001.HEIC", "DCIM/IMG_2002.HEIC", "DCIM/IMG_2002.JPG"])
        #expect(result.aside == [.twin: 1])
    }

    @Test("a plain TIFF beside its JPEG is a twin, not a RAW")
    func plainTIFF() {
        let result = Self.counted([Self.file("Scans/page.tif", .rawTIFF), Self.file("Scans/page.jpg")])
        #expect(result.paths == ["Scans/page.jpg"])
        #expect(result.aside == [.twin: 1])
    }

    @Test("an iPhone burst is one moment, drawn from its first frame")
    func appleBurst() {
        let result = Self.counted((0 ..< 5).map { Self.file("DCIM/IMG_30\($0)0.JPG", at: Self.at(Int64($0 / 3)), burstID: "BURST-1") }
            + [Self.file("DCIM/IMG_3100.JPG", burstID: "BURST-2")])
        #expect(result.paths == ["DCIM/IMG_3000.JPG", "DCIM/IMG_3100.JPG"])
        #expect(result.aside == [.burstFrame: 4])
    }

    @Test("a Samsung burst (_001, _002, …) and a Google Camera burst are one moment each, drawn from the cover it marks")
    func namedBursts() {
        let result = Self.counted([
            Self.file("DCIM/Camera/20250601_120000_001.jpg"), Self.file("DCIM/Camera/20250601_120000_002.jpg"),
            Self.file("DCIM/Camera/20250601_120000_003.jpg"), Self.file("DCIM/Camera/20250601_120000.jpg"),
            Self.file("DCIM/Camera/20250601_120500_001.jpg"),
            Self.file("DCIM/Camera/00000IMG_00000_BURST20250601120000123.jpg"),
            Self.file("DCIM/Camera/00001IMG_00001_BURST20250601120000123_COVER.jpg"),
        ])
        #expect(result.paths == ["DCIM/Camera/00001IMG_00001_BURST20250601120000123_COVER.jpg", "DCIM/Camera/20250601_120000.jpg",
                                 "DCIM/Camera/20250601_120000_001.jpg", "DCIM/Camera/20250601_120500_001.jpg"])
        #expect(result.aside == [.burstFrame: 3])
    }

    @Test("a Pixel's companion files and download copies are one photo, its cover drawn")
    func pixelCompanions() {
        let result = Self.counted([
            Self.file("DCIM/Camera/PXL_20250601_120000123.RAW-01.MP.COVER.jpg"),
            Self.file("DCIM/Camera/PXL_20250601_120000123.RAW-02.ORIGINAL.dng", .rawTIFF),
            Self.file("DCIM/Camera/PXL_20250601_120100456.PORTRAIT-01.COVER.jpg"),
            Self.file("DCIM/Camera/PXL_20250601_120100456.PORTRAIT-02.ORIGINAL.jpg"),
            Self.file("DCIM/Camera/PXL_20250601_120200789.MOTION-01.COVER.jpg"),
            Self.file("DCIM/Camera/PXL_20250601_120200789.MOTION-02.ORIGINAL.jpg"),
            Self.file("DCIM/Camera/PXL_20250601_120300000.MP.jpg"), Self.file("Download/PXL_20250601_120300000.MP~2.jpg"),
            Self.file("DCIM/Camera/PXL_20250601_120400000.MP.jpg"), Self.file("DCIM/Camera/PXL_20250601_120400000.MP~2.jpg"),
            Self.file("DCIM/Camera/PXL_20250601_120500000.jpg"),
        ])
        #expect(result.paths == ["DCIM/Camera/PXL_20250601_120000123.RAW-01.MP.COVER.jpg",
                                 "DCIM/Camera/PXL_20250601_120100456.PORTRAIT-01.COVER.jpg",
                                 "DCIM/Camera/PXL_20250601_120200789.MOTION-01.COVER.jpg",
                                 "DCIM/Camera/PXL_20250601_120300000.MP.jpg", "DCIM/Camera/PXL_20250601_120400000.MP.jpg",
                                 "DCIM/Camera/PXL_20250601_120500000.jpg", "Download/PXL_20250601_120300000.MP~2.jpg"])
        #expect(result.aside == [.rawPair: 1, .edit: 2, .duplicate: 1])
    }

    @Test("a Pixel photo's -edited copy beside it is its edit, and stands for the shot")
    func pixelEditedCopy() {
        // The edit's file is listed first and last, so that no order of the two decides it.
        for original in [true, false] {
            let files = [Self.file("DCIM/Camera/PXL_20250601_120000123.jpg", size: 5000),
                         Self.file("DCIM/Camera/PXL_20250601_120000123-edited.jpg", size: 6000)]
            let result = Self.counted(original ? files : files.reversed())
            #expect(result.paths == ["DCIM/Camera/PXL_20250601_120000123-edited.jpg"])
            #expect(result.aside == [.edit: 1])
        }
    }

    @Test("screen recordings count with screenshots, not as videos", arguments: [
        "RPReplay_Final1748779200.MP4", "screen-20250601-120000.mp4", "Screen_Recording_20250601-120000_Chrome.mp4",
    ])
    func screenRecordings(_ name: String) {
        let records = [Self.file("DCIM/" + name, .video, durationMs: 30_000), Self.file("DCIM/IMG_1.JPG")]
        #expect(Self.counted(records, .init(includeVideos: true)).aside == [.screenshot: 1])
        #expect(Self.counted(records, .init(includeScreenshots: true)).paths == ["DCIM/IMG_1.JPG", "DCIM/" + name])
    }

    @Test("names like a phone's that are not are counted as they are", arguments: [
        "IMG_Edit.JPG", "PXL_2025.jpg", "20250601_1200_001.jpg", "screen-recording.mp4", "notes~draft.jpg", "IMG_E.JPG",
    ])
    func lookalikes(_ name: String) {
        #expect(PhoneNames.tie(of: RawPath("a/" + name)) == nil)
        #expect(!PhoneNames.isScreenRecording(Array(name.utf8)))
    }

    @Test("the marks in a phone's names are read in any case", arguments: [
        ("PXL_20250601_120000123.RAW-01.MP.COVER.jpg", PhoneNames.Tie.pixelShot(shot: "a/PXL_20250601_120000123", role: .edit)),
        ("PXL_20250601_120000123.raw-01.mp.cover.jpg", .pixelShot(shot: "a/PXL_20250601_120000123", role: .edit)),
        ("PXL_20250601_120000123.Portrait-02.Original.jpg", .pixelShot(shot: "a/PXL_20250601_120000123", role: .original)),
        ("PXL_20250601_120000123.MP~2.jpg", .pixelShot(shot: "a/PXL_20250601_120000123", role: .copy)),
        ("PXL_20250601_120000123-EDITED.jpg", .pixelShot(shot: "a/PXL_20250601_120000123", role: .edit)),
        ("PXL_20250601_120000123.COVERS.jpg", .pixelShot(shot: "a/PXL_20250601_120000123", role: .edit)),
        ("PXL_20250601_120000123.jpg", .pixelShot(shot: "a/PXL_20250601_120000123", role: .plain)),
        ("00001IMG_00001_BURST20250601120000123_cover.jpg", .burst("a/BURST20250601120000123", isCover: true)),
        ("00001IMG_00001_BURST20250601120000123_Cover.jpg", .burst("a/BURST20250601120000123", isCover: true)),
        ("00000IMG_00000_BURST20250601120000123.jpg", .burst("a/BURST20250601120000123", isCover: false)),
        ("IMG_BURST20250601.jpg", .burst("a/BURST20250601", isCover: false)),
    ])
    func marksInAnyCase(_ name: String, _ tie: PhoneNames.Tie) {
        #expect(PhoneNames.tie(of: RawPath("a/" + name)) == tie)
    }

    @Test("a burst's mark needs eight digits after it, and a cover's mark ends the name", arguments: [
        "IMG_BURST2025.jpg", "_BURST", "x_burst20250601120000.jpg", "00001IMG_BURST20250601120000123_COVER_2.jpg",
    ])
    func burstLookalikes(_ name: String) {
        let tie = PhoneNames.tie(of: RawPath("a/" + name))
        if case let .burst(_, isCover)? = tie { #expect(!isCover) } else { #expect(tie == nil) }
    }

    @Test("an exact duplicate keeps the copy in the camera's folder over a backup's")
    func duplicateKeepsCameraFolder() {
        var original = Self.file("Phone/DCIM/100APPLE/IMG_7.JPG")
        original.headHash = "aa"
        var backup = Self.file("Backup/IMG_7.JPG")
        backup.headHash = "aa"
        #expect(Self.counted([backup, original]).paths == ["Phone/DCIM/100APPLE/IMG_7.JPG"])
    }

    @Test("of two exact duplicates outside a camera folder, the one written first is kept")
    func duplicateKeepsEarliest() {
        var later = Self.file("a/IMG_8.JPG")
        later.mtimeNs = 2_000
        var earlier = Self.file("b/IMG_8.JPG")
        earlier.mtimeNs = 1_000
        later.headHash = "bb"
        earlier.headHash = "bb"
        #expect(Self.counted([later, earlier]).paths == ["b/IMG_8.JPG"])
    }
}
