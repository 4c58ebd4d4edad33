import Foundation

/// Writes the messy library (`make-fixtures messy <folder>`): tiny JPEGs whose only content that
/// matters is where their dates are, their file times, and the ground truth beside them.
struct MessyLibraryWriter {
    /// Tiny: the library is committed, and no card needs more than a thumbnail of these.
    static let photoSize = (width: 64, height: 48)
    static let quality: Int32 = 40

    let output: URL
    let seed: UInt64

    func write() throws {
        let fm = FileManager.default
        try? fm.removeItem(at: output)
        try fm.createDirectory(at: output, withIntermediateDirectories: true)
        let script = MessyYear(seed: seed)
        for file in script.files {
            let url = output.appendingPathComponent(file.path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var random = SeededRandom(seed: file.path.utf8.reduce(seed ^ 0x3E55) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
            let hour = file.time.hour
            switch file.content {
            case .png:
                ImageFiles.writePNG(Scenery.paint(width: 27, height: 60, style: file.style, hour: hour, random: &random), to: url.path)
            case let .exif(fields):
                try Data(jpeg(file, hour, &random, exif: ExifBlock.make(fields))).write(to: url)
            case let .iptc(date):
                try Data(jpeg(file, hour, &random, segments: [MetadataSegments.iptc(dateCreated: date)])).write(to: url)
            case let .xmp(date):
                try Data(jpeg(file, hour, &random, segments: [MetadataSegments.xmp(dateCreated: date)])).write(to: url)
            case .bare:
                try Data(jpeg(file, hour, &random)).write(to: url)
            }
            try fm.setAttributes([.modificationDate: Date(timeIntervalSince1970: file.mtime)], ofItemAtPath: url.path)
        }
        try Self.readme.write(to: output.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(MessyTruth(script, seed: seed)).write(to: output.appendingPathComponent(".ground-truth.json"))
    }

    private func jpeg(_ file: MessyFile, _ hour: Int, _ random: inout SeededRandom, exif: [UInt8]? = nil, segments: [[UInt8]] = []) -> [UInt8] {
        let image = Scenery.paint(width: Self.photoSize.width, height: Self.photoSize.height, style: file.style, hour: hour, random: &random)
        return ImageFiles.jpeg(image, quality: Self.quality, exif: exif, segments: segments)
    }

    static let readme = """
        # The messy fixture library

        A made-up library as real ones are: someone living in Berlin in 2025, with a week in
        New York in June and a holiday at home in late August. Beside phone photos it holds
        WhatsApp images named by day and copied weeks later, Signal and Telegram images, edited
        exports with only the edit time, a folder copied in one evening, photos whose only time
        is their file time, action-camera frames dated only by GPS, a friend's exports with a
        date and no time (IPTC, XMP), and a wedding in 2024: 300 frames from one camera.

        Written by `make fixtures-messy` (`make-fixtures messy fixtures-messy`), deterministically
        from a seed; do not edit by hand. `.ground-truth.json` says, from the generator's own
        script, when each file was really taken, what the dating rules can know of it, and the
        deck's peak day, month, streak, week and hours for 2025. Git keeps no file times, and
        here they are evidence: restore them from its `mtimes` before scanning.

        """
}
