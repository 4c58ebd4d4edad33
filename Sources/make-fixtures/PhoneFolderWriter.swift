import Foundation
import Model

/// Writes `PhoneFolders` to disk with the encoders the phones use: libjpeg-turbo for JPEG,
/// libheif's `heif-enc` for HEIC (it carries the JPEG's EXIF, maker note included, into the
/// HEIC), FFmpeg's `ffmpeg` for the movies (H.264 in QuickTime or MP4, with the metadata
/// keys iPhones write). Both tools are Debian packages in debian-packages.txt; only this
/// generator needs them, as the files it writes are committed.
struct PhoneFolderWriter {
    static let size = (width: 320, height: 240)

    let phones: PhoneFolders
    let output: URL
    let seed: UInt64
    let crops: RealPhotoCrops

    func write() throws {
        let fm = FileManager.default
        let scratch = fm.temporaryDirectory.appendingPathComponent("make-fixtures-phone-\(getpid())")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: scratch) }

        for still in phones.stills {
            let url = try prepare(still.photo.path)
            switch still.format {
            case .jpeg:
                try Data(try jpeg(still)).write(to: url)
            case .heic:
                let input = scratch.appendingPathComponent("still.jpg")
                try Data(try jpeg(still)).write(to: input)
                try Self.tool("heif-enc", package: "libheif-examples", ["-q", "60", "-o", url.path, input.path])
            case .dng:
                try Data(ExifBlock.make(fields(still, image: try image(still))).dropFirst(6)).write(to: url)  // a TIFF: IFDs, no pixels
            case .screenshotPNG:
                var pixels = random(for: still)
                let screen = Scenery.paint(width: 180, height: 390, style: .office, hour: still.photo.time.hour, random: &pixels)
                ImageFiles.writePNG(screen, to: url.path, texts: [("XML:com.adobe.xmp", Self.screenshotXMP(still.photo.time))])
            case .motionPhoto:
                let movie = scratch.appendingPathComponent("motion.mp4")
                try encode(seconds: 1, to: movie, metadata: ["creation_time": Self.utcText(still.photo.instant)])
                let video = try Data(contentsOf: movie)
                try Data(try jpeg(still, segments: [Self.motionPhotoXMP(videoLength: video.count)]) + video).write(to: url)
            case .copy:
                try fm.copyItem(at: output.appendingPathComponent(still.photo.copyOf!), to: url)
            }
            try setModificationTime(url, instant: still.photo.instant)
        }
        for movie in phones.movies {
            let url = try prepare(movie.path)
            var metadata = ["creation_time": Self.utcText(movie.instant)]
            if movie.apple {
                // The local time with its offset, as `2025-02-22T11:20:05+0000`.
                metadata["com.apple.quicktime.creationdate"] = Self.isoText(movie.time)
                    + FixtureLibraryWriter.offsetText(movie.utcOffset).replacingOccurrences(of: ":", with: "")
                metadata["com.apple.quicktime.make"] = "Apple"
                metadata["com.apple.quicktime.model"] = "iPhone 15"
                if let id = movie.contentID { metadata["com.apple.quicktime.content.identifier"] = id }
            }
            try encode(seconds: movie.seconds, to: url, metadata: metadata)
            try setModificationTime(url, instant: movie.instant)
        }
        for sidecar in phones.editSidecars {
            let url = try prepare(sidecar.path)
            try Data(Self.adjustmentPlist.utf8).write(to: url)
            try setModificationTime(url, instant: sidecar.instant)
        }
    }

    // MARK: stills

    private func random(for still: PhoneFolders.Still) -> SeededRandom {
        SeededRandom(seed: still.photo.path.utf8.reduce(seed ^ 0x9403) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    }

    private func image(_ still: PhoneFolders.Still) throws -> RGBImage {
        try crops.image(for: still.photo.path, style: still.photo.place?.style ?? .city, hour: still.photo.time.hour,
                        width: Self.size.width, height: Self.size.height)
    }

    private func jpeg(_ still: PhoneFolders.Still, segments: [[UInt8]] = []) throws -> [UInt8] {
        let image = try image(still)
        return ImageFiles.jpeg(image, quality: FixtureLibraryWriter.quality, exif: still.photo.hasExif ? ExifBlock.make(fields(still, image: image)) : nil,
                               segments: segments)
    }

    private func fields(_ still: PhoneFolders.Still, image: RGBImage) -> ExifFields {
        let photo = still.photo
        var fields = ExifFields(dateTimeOriginal: photo.time, make: photo.make, model: photo.model, orientation: 1,
                                pixelSize: (image.width, image.height))
        // iPhones write big-endian EXIF; Android phones little-endian.
        fields.bigEndian = photo.make == "Apple"
        fields.offsetTimeOriginal = FixtureLibraryWriter.offsetText(photo.utcOffset)
        fields.subsecond = still.subsecond
        if case let .fix(lat, lon) = photo.gps { (fields.latitude, fields.longitude) = (lat, lon) }
        if still.contentID != nil || still.burstID != nil {
            fields.makerNote = IPhoneMakerNote.make(contentID: still.contentID, burstID: still.burstID)
        }
        return fields
    }

    /// The XMP iOS writes into a screenshot's PNG.
    static func screenshotXMP(_ time: LocalDateTime) -> String {
        """
            <x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="XMP Core 6.0.0">
               <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
                  <rdf:Description rdf:about=""
                        xmlns:exif="http://ns.adobe.com/exif/1.0/"
                        xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/">
                     <exif:PixelYDimension>390</exif:PixelYDimension>
                     <exif:PixelXDimension>180</exif:PixelXDimension>
                     <exif:UserComment>Screenshot</exif:UserComment>
                     <photoshop:DateCreated>\(isoText(time))</photoshop:DateCreated>
                  </rdf:Description>
               </rdf:RDF>
            </x:xmpmeta>

            """
    }

    /// The XMP of a Pixel motion photo: the JPEG is the primary item, the movie appended after
    /// it is the second, found by its length from the end of the file.
    static func motionPhotoXMP(videoLength: Int) -> [UInt8] {
        let packet = """
            <x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Adobe XMP Core 5.1.0-jc003">
              <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
                <rdf:Description rdf:about=""
                    xmlns:GCamera="http://ns.google.com/photos/1.0/camera/"
                    xmlns:Container="http://ns.google.com/photos/1.0/container/"
                    xmlns:Item="http://ns.google.com/photos/1.0/container/item/"
                  GCamera:MotionPhoto="1"
                  GCamera:MotionPhotoVersion="1"
                  GCamera:MotionPhotoPresentationTimestampUs="500000">
                  <Container:Directory>
                    <rdf:Seq>
                      <rdf:li rdf:parseType="Resource">
                        <Container:Item Item:Mime="image/jpeg" Item:Semantic="Primary" Item:Length="0" Item:Padding="0"/>
                      </rdf:li>
                      <rdf:li rdf:parseType="Resource">
                        <Container:Item Item:Mime="video/mp4" Item:Semantic="MotionPhoto" Item:Length="\(videoLength)" Item:Padding="0"/>
                      </rdf:li>
                    </rdf:Seq>
                  </Container:Directory>
                </rdf:Description>
              </rdf:RDF>
            </x:xmpmeta>
            """
        return MetadataSegments.segment(0xE1, Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array(packet.utf8))
    }

    /// Photos' editing instructions as iOS writes them beside an edited photo.
    static let adjustmentPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>adjustmentBaseVersion</key>
        \t<integer>0</integer>
        \t<key>adjustmentData</key>
        \t<data>
        \tTY5BDoIwEEXvMmtDQiwsOIArE5ccoKGDNqkdMqAkxLvjFIxxN++/6fRPMCHUI+1BPnUPlA==
        \t</data>
        \t<key>adjustmentEditorBundleID</key>
        \t<string>com.apple.mobileslideshow</string>
        \t<key>adjustmentFormatIdentifier</key>
        \t<string>com.apple.photo</string>
        \t<key>adjustmentFormatVersion</key>
        \t<string>1.4</string>
        \t<key>adjustmentTimestamp</key>
        \t<date>2025-04-12T15:15:44Z</date>
        </dict>
        </plist>

        """

    // MARK: movies

    /// A few seconds of FFmpeg's test pattern, tiny, in H.264; QuickTime for `.MOV`, MP4
    /// otherwise. `bitexact` keeps the encoder's version out, so the bytes are the same each run.
    private func encode(seconds: Int, to url: URL, metadata: [String: String]) throws {
        var arguments = ["-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=160x120:r=10:d=\(seconds)",
                         "-c:v", "libx264", "-preset", "veryfast", "-crf", "38", "-pix_fmt", "yuv420p", "-threads", "1",
                         "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", "-movflags", "use_metadata_tags"]
        for key in metadata.keys.sorted() { arguments += ["-metadata", "\(key)=\(metadata[key]!)"] }
        try Self.tool("ffmpeg", package: "ffmpeg", arguments + [url.path])
    }

    static func utcText(_ instant: Int64) -> String {
        isoText(LocalDateTime(secondsSinceEpoch: instant)) + "Z"
    }

    /// `2025-02-22T11:20:05`: ISO 8601 without an offset.
    static func isoText(_ time: LocalDateTime) -> String {
        let date = ExifBlock.exifText(time)
        return date.prefix(10).replacingOccurrences(of: ":", with: "-") + "T" + date.dropFirst(11)
    }

    // MARK: files

    private func prepare(_ path: String) throws -> URL {
        let url = output.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return url
    }

    private func setModificationTime(_ url: URL, instant: Int64) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(instant))], ofItemAtPath: url.path)
    }

    /// Runs a tool from a Debian package, and stops the generator if it fails.
    static func tool(_ name: String, package: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            fatalError("make-fixtures: \(name) failed (exit \(process.terminationStatus)); it comes with the Debian package \(package) (make deps)")
        }
    }
}
