import Foundation
import Model

/// A library mixed as a real phone's is (`make-fixtures phone-mix`), for `make bench`: the
/// files `PhoneMixLayout` plans, each written from templates encoded once
/// (`PhoneMixTemplates`) with its own times, place and identifiers patched in, and padding of
/// random length so that sizes vary as real files' do. No encoder runs per file, so a million
/// files take minutes, not hours. `.mix-truth.json` in the folder says what a correct scan
/// counts.
struct PhoneMixLibrary {
    struct Truth: Encodable {
        var count: Int
        var seed: UInt64
        var year: Int
        var timeZone: String
        var bytes: Int
        var files: [String: Int]
        var scan: PhoneMixCounts
    }

    let output: URL
    let count: Int
    let seed: UInt64
    let crops: RealPhotoCrops?

    private struct Templates {
        var heicGPS: [PhoneMixTemplate]
        var heicNoGPS: [PhoneMixTemplate]
        var live: [PhoneMixTemplate]
        var appleMovies: [PhoneMixTemplate]
        var androidMovies: [PhoneMixTemplate]
        var jpegBodies: [[UInt8]]
        var iosScreenshot: PhoneMixTemplate
        var androidScreenshots: [[UInt8]]
    }

    func write() throws {
        let fm = FileManager.default
        try? fm.removeItem(at: output)
        try fm.createDirectory(at: output, withIntermediateDirectories: true)
        let scratch = fm.temporaryDirectory.appendingPathComponent("make-fixtures-mix-\(getpid())")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: scratch) }

        var random = SeededRandom(seed: seed)
        let templates = try makeTemplates(random: &random, scratch: scratch)
        let layout = PhoneMixLayout(count: count, seed: seed)
        var folders: Set<String> = []
        var bytesWritten = 0
        for (serial, file) in layout.files.enumerated() {
            let bytes = try contents(file, serial: serial, templates, random: &random)
            let url = output.appendingPathComponent(file.path)
            let folder = url.deletingLastPathComponent().path
            if folders.insert(folder).inserted { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            // Written in place, not through a synced temporary file, as `BenchLibrary` writes.
            try Data(bytes).write(to: url)
            var times = [timeval(tv_sec: Int(file.instant), tv_usec: 0), timeval(tv_sec: Int(file.instant), tv_usec: 0)]
            utimes(url.path, &times)
            bytesWritten += bytes.count
        }

        let truth = Truth(count: count, seed: seed, year: PhoneMixLayout.year, timeZone: PhoneMixLayout.timeZone, bytes: bytesWritten,
                          files: layout.files.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }, scan: layout.counts)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(truth).write(to: output.appendingPathComponent(".mix-truth.json"))
    }

    private func makeTemplates(random: inout SeededRandom, scratch: URL) throws -> Templates {
        let heics = try PhoneMixTemplates.heics(crops: crops, random: &random, scratch: scratch)
        let live = try [(2, 192, 144), (3, 256, 192)].map { try PhoneMixTemplates.movie(seconds: $0.0, width: $0.1, height: $0.2, apple: true, live: true, scratch: scratch) }
        let apple = try [(1, 320, 180), (3, 256, 144)].map { try PhoneMixTemplates.movie(seconds: $0.0, width: $0.1, height: $0.2, apple: true, live: false, scratch: scratch) }
        let android = try [(2, 320, 180), (1, 240, 136)].map { try PhoneMixTemplates.movie(seconds: $0.0, width: $0.1, height: $0.2, apple: false, live: false, scratch: scratch) }
        let bodies = try PhoneMixTemplates.jpegSizes.enumerated().map { n, size in
            ImageFiles.jpeg(try PhoneMixTemplates.pixels(100 + n, width: size.0, height: size.1, crops: crops, random: &random),
                            quality: Int32(40 + 4 * n), exif: nil)
        }
        let androidScreens = [(180, 400), (240, 520)].map { size in
            let url = scratch.appendingPathComponent("screen.png")
            ImageFiles.writePNG(Scenery.paint(width: size.0, height: size.1, style: .office, hour: 12, random: &random), to: url.path)
            return [UInt8]((try? Data(contentsOf: url)) ?? Data())
        }
        let url = scratch.appendingPathComponent("ios.png")
        ImageFiles.writePNG(Scenery.paint(width: 180, height: 390, style: .home, hour: 20, random: &random), to: url.path,
                            texts: [("XML:com.adobe.xmp", PhoneFolderWriter.screenshotXMP(PhoneMixTemplates.exifDate))])
        var ios = PhoneMixTemplate(bytes: [UInt8](try Data(contentsOf: url)))
        ios.localDates = PhoneMixTemplates.offsets(of: Array(PhoneFolderWriter.isoText(PhoneMixTemplates.exifDate).utf8), in: ios.bytes)
        precondition(ios.localDates.count == 1, "libpng did not keep the XMP")
        return Templates(heicGPS: heics.gps, heicNoGPS: heics.noGPS, live: live, appleMovies: apple, androidMovies: android, jpegBodies: bodies,
                         iosScreenshot: ios, androidScreenshots: androidScreens)
    }

    /// Padding of a few hundred bytes to tens of kilobytes, spread evenly on a log scale.
    private static func padding(_ random: inout SeededRandom) -> Int {
        Int(exp(random.double(log(100) ... log(24_000))))
    }

    private func contents(_ file: PhoneMixFile, serial: Int, _ templates: Templates, random: inout SeededRandom) throws -> [UInt8] {
        func pick<T>(_ list: [T]) -> T { list[random.int(0 ... list.count - 1)] }
        switch file.content {
        case let .heic(gps, contentID):
            let template = pick(gps == nil ? templates.heicNoGPS : templates.heicGPS)
            return Self.patched(template, file, gps: gps, contentID: contentID) + Self.freeBox(serial, Self.padding(&random))
        case let .movie(apple, contentID):
            let template = pick(contentID != nil ? templates.live : apple ? templates.appleMovies : templates.androidMovies)
            return Self.patched(template, file, gps: nil, contentID: contentID) + Self.freeBox(serial, Self.padding(&random))
        case let .jpeg(make, gps):
            return Self.jpeg(pick(templates.jpegBodies), file, make: make, gps: gps, serial: serial, padding: Self.padding(&random))
        case let .png(xmp):
            guard xmp else { return pick(templates.androidScreenshots) }
            return Self.withChunkChecksums(Self.patched(templates.iosScreenshot, file, gps: nil, contentID: nil, localDateLength: 19))
        case .adjustments:
            return Array(PhoneFolderWriter.adjustmentPlist.utf8)
        case let .takeoutSidecar(name, gps):
            let (lat, lon) = gps ?? (0, 0)
            return Array("""
                {
                  "title": "\(name)",
                  "photoTakenTime": { "timestamp": "\(file.instant)", "formatted": "" },
                  "geoData": { "latitude": \(lat), "longitude": \(lon), "altitude": 0.0 },
                  "geoDataExif": { "latitude": \(lat), "longitude": \(lon), "altitude": 0.0 }
                }

                """.utf8)
        case let .copy(original):
            return [UInt8](try Data(contentsOf: output.appendingPathComponent(original)))
        case .corrupt:
            // Cut inside the EXIF, as an interrupted copy leaves a file.
            return Array(Self.jpeg(templates.jpegBodies[0], file, make: ("SONY", "ILCE-7M4"), gps: nil, serial: serial, padding: 0).prefix(40))
        case .empty:
            return []
        }
    }

    /// The template with the file's times, offset, place and content identifier written over
    /// the sentinels.
    private static func patched(_ template: PhoneMixTemplate, _ file: PhoneMixFile, gps: (Double, Double)?, contentID: String?,
                                localDateLength: Int = 24) -> [UInt8] {
        var bytes = template.bytes
        func put(_ text: String, at offsets: [Int]) {
            let value = Array(text.utf8)
            for at in offsets { bytes.replaceSubrange(at ..< at + value.count, with: value) }
        }
        put(ExifBlock.exifText(file.time), at: template.exifDates)
        put(FixtureLibraryWriter.offsetText(file.utcOffset), at: template.exifOffsets)
        let local = PhoneFolderWriter.isoText(file.time) + FixtureLibraryWriter.offsetText(file.utcOffset).replacingOccurrences(of: ":", with: "")
        put(String(local.prefix(localDateLength)), at: template.localDates)
        put(String(PhoneFolderWriter.utcText(file.instant).prefix(19)), at: template.utcTexts)
        if let contentID { put(contentID, at: template.contentIDs) }
        let quickTime = PhoneMixTemplates.be32(UInt32(file.instant + PhoneMixTemplates.quickTimeEpoch))
        for at in template.movieTimes { bytes.replaceSubrange(at ..< at + 4, with: quickTime) }
        if let gps, let latitude = template.latitude, let longitude = template.longitude {
            bytes.replaceSubrange(latitude.value ..< latitude.value + 24, with: PhoneMixTemplates.dms(gps.0))
            bytes[latitude.ref] = gps.0 >= 0 ? UInt8(ascii: "N") : UInt8(ascii: "S")
            bytes.replaceSubrange(longitude.value ..< longitude.value + 24, with: PhoneMixTemplates.dms(gps.1))
            bytes[longitude.ref] = gps.1 >= 0 ? UInt8(ascii: "E") : UInt8(ascii: "W")
        }
        return bytes
    }

    /// A top-level `free` box: ISO BMFF readers pass over it, as over an editor's padding.
    /// Its serial makes every file's bytes its own.
    private static func freeBox(_ serial: Int, _ length: Int) -> [UInt8] {
        let payload = Array("mix \(serial)".utf8)
        let size = 8 + payload.count + length
        return PhoneMixTemplates.be32(UInt32(size)) + Array("free".utf8) + payload + [UInt8](repeating: 0, count: length)
    }

    /// A JPEG body with its EXIF APP1 (when it has a maker) and a comment segment of padding.
    private static func jpeg(_ body: [UInt8], _ file: PhoneMixFile, make: (String, String)?, gps: (Double, Double)?, serial: Int,
                             padding: Int) -> [UInt8] {
        let comment = Array("mix \(serial)".utf8) + [UInt8](repeating: 0x20, count: min(padding, 60_000))
        var segments = [0xFF, 0xFE, UInt8((comment.count + 2) >> 8), UInt8((comment.count + 2) & 0xFF)] + comment
        if let make {
            var fields = ExifFields(dateTimeOriginal: file.time, make: make.0, model: make.1, orientation: 1,
                                    pixelSize: ImageFiles.jpegSize(body))
            fields.bigEndian = make.0 == "Apple"
            fields.offsetTimeOriginal = FixtureLibraryWriter.offsetText(file.utcOffset)
            (fields.latitude, fields.longitude) = (gps?.0, gps?.1)
            let exif = ExifBlock.make(fields)
            segments = [0xFF, 0xE1, UInt8((exif.count + 2) >> 8), UInt8((exif.count + 2) & 0xFF)] + exif + segments
        }
        var bytes = body
        bytes.insert(contentsOf: segments, at: 2)
        return bytes
    }

    /// The PNG with each chunk's CRC-32 recomputed over its type and data, after a patch.
    private static func withChunkChecksums(_ png: [UInt8]) -> [UInt8] {
        var bytes = png
        var at = 8
        while at + 12 <= bytes.count {
            let length = Int(PhoneMixTemplates.readBE32(bytes, at))
            guard at + 12 + length <= bytes.count else { break }
            let crc = CRC32.of(bytes[at + 4 ..< at + 8 + length])
            bytes.replaceSubrange(at + 8 + length ..< at + 12 + length, with: PhoneMixTemplates.be32(crc))
            at += 12 + length
        }
        return bytes
    }
}

/// The CRC-32 of PNG chunks (ISO 3309, reflected, polynomial 0xEDB88320).
enum CRC32 {
    static let table: [UInt32] = (0 ..< 256).map { n in
        (0 ..< 8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}
