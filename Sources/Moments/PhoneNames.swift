import Model

/// What the names phones give their files say about the moment a file belongs to
/// ("Counting honestly"). Each rule reads the name alone; `Moments` decides with the metadata.
///
/// - iPhone: an edit is `IMG_E1234` beside `IMG_1234`; a screen recording is
///   `RPReplay_Final<epoch>`; iCloud names a Live Photo's movie `IMG_1234_HEVC.MOV`.
/// - Pixel: the files of one shot share `PXL_<date>_<time to the millisecond>`
///   (`….RAW-01.COVER.jpg` with `….RAW-02.ORIGINAL.dng`, `PORTRAIT`, `MOTION`, `.MP.jpg`); a
///   screen recording is `screen-YYYYMMDD-HHMMSS`; Google Camera's older bursts share
///   `BURST<digits>`.
/// - Samsung: a burst is `YYYYMMDD_HHMMSS_001`, `_002`, …; a screen recording is
///   `Screen_Recording_YYYYMMDD-HHMMSS_App`.
/// - Google Photos: a download copy is `NAME~2` beside `NAME`; Takeout's edits are
///   `NAME-edited` (`EditedCopies`).
enum PhoneNames {
    /// How a name ties its file to other files of the same moment.
    enum Tie: Equatable {
        /// An edit of the file named `original` (a stem, folder included).
        case edit(original: String)
        /// A copy of the file named `original` (a stem, folder included).
        case copy(original: String)
        /// Another file of the shot named `shot` (a stem, folder included): iCloud names a Live
        /// Photo's movie `IMG_1234_HEVC.MOV` beside `IMG_1234.HEIC`.
        case companion(of: String)
        /// One of the files a Pixel writes for one shot, all sharing `shot` (folder included):
        /// its `COVER` (an edit: what the gallery shows), its `ORIGINAL`, a `~2` copy, or plain.
        case pixelShot(shot: String, role: Role)
        /// A frame of the burst named `burst` (folder included); `isCover` for the frame the
        /// phone marks as the one to show.
        case burst(String, isCover: Bool)
    }

    /// What a file is to the others of its moment: an edit (or the cover a phone marks), a
    /// plain file, the original of an edit, or a copy.
    enum Role: Equatable {
        case edit, plain, original, copy
    }

    /// How the name of the file at `path` ties it to others, or nil (most names).
    static func tie(of path: RawPath) -> Tie? {
        let name = path.lastComponent
        guard let first = name.first else { return nil }
        let folder = path.bytes[..<name.startIndex]
        func inFolder(_ stem: some Sequence<UInt8>) -> String { String(decoding: folder + Array(stem), as: UTF8.self) }
        let stem = name.lastIndex(of: UInt8(ascii: ".")).map { name[..<$0] } ?? name
        switch first {
        case UInt8(ascii: "I"):
            // IMG_E1234 → IMG_1234.
            if stem.count > 5, stem.starts(with: "IMG_E".utf8), stem.dropFirst(5).allSatisfy(\.isDigit) {
                return .edit(original: inFolder(Array("IMG_".utf8) + stem.dropFirst(5)))
            }
        case UInt8(ascii: "P"):
            if let tie = pixelShot(name, inFolder) { return tie }
        case UInt8(ascii: "0") ... UInt8(ascii: "9"):
            if let burst = samsungBurst(stem) { return .burst(inFolder(burst), isCover: false) }
        default:
            break
        }
        if stem.count > 5, stem.reversed().starts(with: "CVEH_".utf8) {
            return .companion(of: inFolder(stem.dropLast(5)))
        }
        if let burst = googleBurst(stem) {
            return .burst(inFolder(burst), isCover: stem.count >= 6 && contains(stem.suffix(6), "_COVER"))
        }
        if let tilde = stem.lastIndex(of: UInt8(ascii: "~")), tilde > stem.startIndex,
           stem.index(after: tilde) < stem.endIndex, stem[stem.index(after: tilde)...].allSatisfy(\.isDigit) {
            return .copy(original: inFolder(stem[..<tilde]))
        }
        return EditedCopies.originalStem(of: path).map { .edit(original: $0) }
    }

    /// `PXL_20250714_120000123` and whatever follows it: the prefix is the shot.
    private static func pixelShot(_ name: ArraySlice<UInt8>, _ inFolder: (ArraySlice<UInt8>) -> String) -> Tie? {
        let prefixLength = 22  // PXL_ + 8 digits + _ + 9 digits
        guard name.count > prefixLength, name.starts(with: "PXL_".utf8) else { return nil }
        let shot = name.prefix(prefixLength)
        let digits = shot.dropFirst(4)
        guard digits.prefix(8).allSatisfy(\.isDigit), digits.dropFirst(8).first == UInt8(ascii: "_"),
              digits.dropFirst(9).allSatisfy(\.isDigit)
        else { return nil }
        let rest = name.dropFirst(prefixLength)
        // Google Photos' `-edited` copy beside the shot is its edit, as a COVER is.
        let edited = contains(rest, ".COVER") || EditedCopies.original(ofName: String(decoding: name, as: UTF8.self)) != nil
        let role: Role = edited ? .edit : contains(rest, ".ORIGINAL") ? .original : rest.contains(UInt8(ascii: "~")) ? .copy : .plain
        return .pixelShot(shot: inFolder(shot), role: role)
    }

    /// `20250714_120000_001` → `20250714_120000_`: Samsung's burst frames share the second.
    private static func samsungBurst(_ stem: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard stem.count == 19 else { return nil }
        let b = Array(stem)
        let digitsAt = [0 ..< 8, 9 ..< 15, 16 ..< 19]
        guard b[8] == UInt8(ascii: "_"), b[15] == UInt8(ascii: "_"), digitsAt.allSatisfy({ b[$0].allSatisfy(\.isDigit) }) else { return nil }
        return stem.prefix(16)
    }

    /// `00001IMG_00001_BURST20190114120000123.jpg`, `…_COVER.jpg`: Google Camera's frames
    /// share `BURST` and the time that follows it.
    private static func googleBurst(_ stem: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let marker = "_BURST".utf8
        guard stem.count > marker.count,
              let start = stem.indices.dropLast(marker.count - 1).first(where: { stem[$0...].starts(with: marker) })
        else { return nil }
        let digits = stem[(start + marker.count)...].prefix(while: \.isDigit)
        guard digits.count >= 8 else { return nil }
        return stem[(start + 1) ..< digits.endIndex]
    }

    /// Whether `bytes` hold `word` (ASCII, upper case) in any case.
    private static func contains(_ bytes: ArraySlice<UInt8>, _ word: String) -> Bool {
        let letters = word.utf8
        guard bytes.count >= letters.count else { return false }
        return bytes.indices.dropLast(letters.count - 1).contains { start in
            zip(bytes[start...], letters).allSatisfy { byte, letter in byte & 0xDF == letter || byte == letter }
        }
    }

    /// Screen recordings, which count with screenshots and not as videos: iPhone's
    /// `RPReplay_Final1735689600.MP4`, Pixel's `screen-20250714-120000.mp4`, Samsung's
    /// `Screen_Recording_20250714-120000_Chrome.mp4`.
    package static func isScreenRecording(_ name: some Collection<UInt8>) -> Bool {
        guard let first = name.first, first == UInt8(ascii: "R") || first == UInt8(ascii: "s") || first == UInt8(ascii: "S") else {
            return false
        }
        let text = String(decoding: name, as: UTF8.self)
        if text.hasPrefix("RPReplay_Final") { return true }
        let lower = text.lowercased()
        for prefix in ["screen-", "screen_recording_"] where lower.hasPrefix(prefix) {
            let date = lower.dropFirst(prefix.count).prefix(15)
            return date.count == 15 && date.enumerated().allSatisfy { i, c in i == 8 ? c == "-" : c.isASCII && c.isNumber }
        }
        return false
    }
}
