import Foundation
import Model

/// Writes the fixture library to disk: photos, the awkward files, real camera samples and
/// the ground truth.
struct FixtureLibraryWriter {
    /// Stand-in photos are small: they only need to look like photos in a collage tile.
    static let photoSize = (width: 480, height: 360)
    static let quality: Int32 = 82
    /// Real-camera samples from ../shared/corpora (exifr, MIT), copied with their licence.
    static let cameraSamples = ["issue-exifr-13.jpg", "issue-exifr-59.jpg", "issue-exifr-36.jpg"]

    let output: URL
    let corpora: URL
    let seed: UInt64
    /// The photos' pixels: crops of real photographs.
    let crops: RealPhotoCrops

    func write() throws {
        let fm = FileManager.default
        try? fm.removeItem(at: output)
        try fm.createDirectory(at: output, withIntermediateDirectories: true)
        var random = SeededRandom(seed: seed ^ 0xF1C7)
        let year = FixtureYear(seed: seed)
        // Each photo's pixels come from its own seed, so adding photos changes no other file.
        func pixels(for path: String) -> SeededRandom {
            SeededRandom(seed: path.utf8.reduce(seed ^ 0xF1C7) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
        }

        for photo in year.photos where photo.copyOf == nil {
            let url = output.appendingPathComponent(photo.path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var photoRandom = pixels(for: photo.path)
            let bytes = try render(photo, random: &photoRandom)
            if photo.container != .png { try Data(bytes).write(to: url) }  // render writes PNGs itself
            try setModificationTime(url, instant: photo.instant)
            if let sidecar = photo.sidecar, photo.ownsSidecar { try writeSidecar(sidecar, beside: url) }
        }
        // Copies last, byte for byte, with their own sidecars (as album folders hold them).
        for photo in year.photos {
            guard let original = photo.copyOf else { continue }
            let url = output.appendingPathComponent(photo.path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fm.copyItem(at: output.appendingPathComponent(original), to: url)
            try setModificationTime(url, instant: photo.instant)
            if let sidecar = photo.sidecar { try writeSidecar(sidecar, beside: url) }
        }
        // Takeout writes album metadata beside the album's photos.
        try Data("{\n  \"title\": \"Brighton Day\",\n  \"description\": \"\",\n  \"access\": \"protected\"\n}\n".utf8)
            .write(to: output.appendingPathComponent("\(FixtureYear.album)/metadata.json"))

        // Files that are not photos, or not whole ones.
        var others: [SkipReason] = []
        try Data().write(to: output.appendingPathComponent("DCIM/2025-02/IMG_0000.JPG"))
        others.append(.zeroByte)
        let whole = ImageFiles.jpeg(Scenery.paint(width: 64, height: 48, style: .city, hour: 12, random: &random),
                                    quality: Self.quality, exif: ExifBlock.make(ExifFields(dateTimeOriginal: LocalDateTime(year: 2025, month: 2, day: 2))))
        try Data(whole.prefix(40)).write(to: output.appendingPathComponent("DCIM/2025-02/IMG_9999.JPG"))  // cut inside APP1
        others.append(.corrupt)
        try (Self.readme + "\n" + crops.credits).write(to: output.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        others.append(.notAPhoto)

        // Junk that the walk must not enter: a Synology thumbnail folder and a hidden cache.
        for junk in ["@eaDir/IMG_1001.JPG/SYNOFILE_THUMB_M.jpg", ".thumbnails/normal/abc.jpg"] {
            let url = output.appendingPathComponent(junk)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(whole).write(to: url)
        }

        // Real camera files, with their licence.
        let camera = output.appendingPathComponent("Camera")
        try fm.createDirectory(at: camera, withIntermediateDirectories: true)
        for name in Self.cameraSamples {
            try fm.copyItem(at: corpora.appendingPathComponent("exifr/fixtures/\(name)"), to: camera.appendingPathComponent(name))
        }
        try fm.copyItem(at: corpora.appendingPathComponent("exifr/LICENSE"), to: camera.appendingPathComponent("LICENSE-exifr.txt"))
        others.append(.notAPhoto)

        // A phone's own folders, as an iPhone, a Pixel and a Samsung phone write them.
        let phones = PhoneFolders()
        try PhoneFolderWriter(phones: phones, output: output, seed: seed, crops: crops).write()
        others += phones.editSidecars.map { _ in .notAPhoto }

        var truth = GroundTruth(year: FixtureYear.year, seed: seed, photos: year.photos + phones.photos, movies: phones.movies, otherFiles: others,
                                outOfRangePhotos: Self.cameraSamples.count,
                                sidecars: year.photos.filter { $0.sidecar != nil && $0.ownsSidecar }.count + 1)
        truth.phones = [PhoneFolders.iPhoneRoot, PhoneFolders.pixelRoot, PhoneFolders.samsungRoot].map { folder in
            GroundTruth.Phone(folder: folder, photos: phones.photos, movies: phones.movies,
                              otherFiles: phones.editSidecars.filter { $0.path.hasPrefix(folder + "/") }.count)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(truth).write(to: output.appendingPathComponent(".ground-truth.json"))
    }

    private func render(_ photo: FixturePhoto, random: inout SeededRandom) throws -> [UInt8] {
        let size = photo.portrait ? (Self.photoSize.height, Self.photoSize.width) : (Self.photoSize.width, Self.photoSize.height)
        if photo.container == .png {
            let screen = Scenery.paint(width: 270, height: 600, style: .office, hour: photo.time.hour, random: &random)
            ImageFiles.writePNG(screen, to: output.appendingPathComponent(photo.path).path)
            return []
        }
        var image = try crops.image(for: photo.path, style: photo.place?.style ?? .city, hour: photo.time.hour, width: size.0, height: size.1)
        if photo.orientation == 6 { image = image.storedForOrientation6() }
        guard photo.hasExif else { return ImageFiles.jpeg(image, quality: Self.quality, exif: nil) }
        if photo.container == .dng { return Array(ExifBlock.make(fields(photo, image)).dropFirst(6)) }  // a TIFF: IFDs, no pixels
        return ImageFiles.jpeg(image, quality: Self.quality, exif: ExifBlock.make(fields(photo, image)))
    }

    private func fields(_ photo: FixturePhoto, _ image: RGBImage) -> ExifFields {
        var fields = ExifFields(dateTimeOriginal: photo.time, make: photo.make, model: photo.model,
                                orientation: photo.orientation ?? 1, pixelSize: (image.width, image.height))
        fields.bigEndian = photo.make == "FUJIFILM" || photo.time.date.day % 2 == 0
        if photo.writesOffset { fields.offsetTimeOriginal = Self.offsetText(photo.utcOffset) }
        fields.subsecond = String(photo.time.second * 7 % 1000)
        switch photo.gps {
        case let .fix(lat, lon): (fields.latitude, fields.longitude) = (lat, lon)
        case .nullIsland: (fields.latitude, fields.longitude) = (0, 0)
        case let .latitudeOnly(lat): fields.latitude = lat
        case .none: break
        }
        return fields
    }

    private func writeSidecar(_ sidecar: FixturePhoto.Sidecar, beside photo: URL) throws {
        let json = """
            {
              "title": "\(photo.lastPathComponent)",
              "photoTakenTime": { "timestamp": "\(sidecar.takenInstant)", "formatted": "" },
              "geoData": { "latitude": \(sidecar.geoData.0), "longitude": \(sidecar.geoData.1), "altitude": 0.0 },
              "geoDataExif": { "latitude": \(sidecar.geoDataExif.0), "longitude": \(sidecar.geoDataExif.1), "altitude": 0.0 }
            }

            """
        try Data(json.utf8).write(to: photo.deletingLastPathComponent().appendingPathComponent(sidecar.name))
    }

    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let m = abs(seconds) / 60
        return "\(sign)\((m / 60).padded2):\((m % 60).padded2)"
    }

    private func setModificationTime(_ url: URL, instant: Int64) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(instant))],
                                              ofItemAtPath: url.path)
    }

    static let readme = """
        # The fixture library

        A small, made-up photo library: one person's 2025 in London, Tokyo, Lisbon and Paris,
        with some of 2024 before it. `photo-wrapped demo` runs on it, and the tests compare
        what the program finds with `.ground-truth.json`, which the generator wrote from its
        own script.

        Everything here except `Camera/` is written by `make fixtures`
        (`swift run make-fixtures library fixtures`), deterministically from a seed. Do not
        edit it by hand; change the generator and regenerate.

        `Camera/` holds three real camera JPEGs from the exifr project's test fixtures
        (MIT licence, `Camera/LICENSE-exifr.txt`), taken from `../shared/corpora/exifr/fixtures`.

        `Phone/` holds an iPhone's, a Pixel's and a Samsung phone's own folders, with the files
        those phones write for one moment: a Live Photo's HEIC and movie, an edit beside its
        original, HEIC and JPEG twins, bursts, RAW and portrait companions, a motion photo and
        its download copy, screenshots, screen recordings and videos. Their HEICs come from
        libheif's `heif-enc` and their movies from FFmpeg (Debian's `libheif-examples` and
        `ffmpeg`); the truth says which file stands for each moment and why the others are set
        aside.

        This file and the licence are part of the library on purpose: real folders hold
        files that are not photos, and the scan counts them as such.

        ## The photographs

        The pixels of every photo the generator writes (outside `Camera/`) are a crop of one
        of the real photographs in `Tests/Samples/RealPhotos/good`, scaled to the photo's size,
        chosen to suit the kind of place, and never the same crop twice; the times, places
        and cameras in their EXIF are the generator's. The photographs, their sources, authors
        and licences (as `Tests/Samples/RealPhotos/LICENSES.md` lists them):

        """
}
