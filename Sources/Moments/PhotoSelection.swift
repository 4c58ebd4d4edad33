import Model
import Store

/// Which photos a deck counts, and why the others were set aside ("Counting honestly").
///
/// - Photos only: videos count with `includeVideos`.
/// - Screenshots and screen recordings are left out unless `includeScreenshots`: by EXIF or
///   XMP (iOS writes UserComment "Screenshot") or by name (`ScreenshotNames`,
///   `PhoneNames.isScreenRecording`).
/// - One moment counts once, as the phone's gallery shows it (`Moments`): a Live Photo's
///   movie is part of its still, an edit counts with its original, HEIC and JPEG twins and a
///   RAW beside its JPEG are one shot, a Pixel's companion files one photo, a burst's frames
///   one moment.
/// - Exact duplicates (same size, capture time to the millisecond, and hash of head, tail and
///   middle) count once: the copy in a camera folder kept, then the copy in a Takeout year
///   folder over album copies, then the earliest written, then the shortest path, then the
///   first. Photos of a set of several folders are named by absolute path (`FolderSet`), so a
///   copy in another folder is met here too, and the copy kept never depends on the order the
///   folders were given in.
public struct PhotoSelection: Sendable {
    public enum SetAside: String, Sendable, Codable, CaseIterable {
        case video
        case screenshot
        case livePhotoMovie = "live-photo-movie"
        case edit
        case twin
        case rawPair = "raw-pair"
        case burstFrame = "burst-frame"
        case duplicate
    }

    public struct Options: Sendable, Hashable, Codable {
        public var includeVideos = false
        public var includeScreenshots = false

        public init(includeVideos: Bool = false, includeScreenshots: Bool = false) {
            self.includeVideos = includeVideos
            self.includeScreenshots = includeScreenshots
        }
    }

    /// A file of the range that is not counted, and why.
    public struct SetAsideFile: Sendable, Equatable {
        public let path: RawPath
        public let reason: SetAside
    }

    public let photos: [AssetRecord]
    public let setAside: [SetAside: Int]
    /// Every file set aside, in the order the rules met them.
    public let setAsideFiles: [SetAsideFile]

    /// Takes the rows and sets aside in place: a library of 500,000 photos is held once.
    public init(from records: consuming [AssetRecord], options: Options) {
        let aside = Self.removeSetAside(&records, options: options)
        SpareRoom.release(in: &records)
        photos = records
        setAsideFiles = aside
        setAside = Self.tally(aside)
    }

    /// A selection made before, as it was made (`SelectionSnapshot`).
    package init(photos: [AssetRecord], setAsideFiles: [SetAsideFile]) {
        self.photos = photos
        self.setAsideFiles = setAsideFiles
        setAside = Self.tally(setAsideFiles)
    }

    /// Removes from `records` the files the rules set aside, in place, and gives them in the
    /// order the rules met them.
    static func removeSetAside<File: MomentFile>(_ records: inout [File], options: Options) -> [SetAsideFile] {
        var aside: [SetAsideFile] = []
        records.removeAllInPlace { record in
            let kind = record.pointee.kind
            if !(kind.isPhoto || kind == .video) {
                return true
            } else if !options.includeScreenshots, isScreenImage(kind, record.pointee.path, isScreenshot: record.pointee.isScreenshot) {
                aside.append(SetAsideFile(path: record.pointee.path, reason: .screenshot))
                return true
            }
            return false
        }
        // Copies first: an album's copy of an original whose edit then stands for it is a
        // copy of that moment, not a moment of its own.
        exactDuplicatesOnce(&records, &aside)
        oneMomentOnce(&records, &aside)
        if !options.includeVideos {
            records.removeAllInPlace { record in
                guard record.pointee.kind == .video, !isScreenImage(.video, record.pointee.path, isScreenshot: record.pointee.isScreenshot)
                else { return false }
                aside.append(SetAsideFile(path: record.pointee.path, reason: .video))
                return true
            }
        }
        return aside
    }

    /// A screenshot, or a screen recording: what the screen showed, not what the camera saw.
    private static func isScreenImage(_ kind: AssetKind, _ path: RawPath, isScreenshot: Bool) -> Bool {
        let name = path.lastComponent
        return kind == .video ? PhoneNames.isScreenRecording(name) : isScreenshot || ScreenshotNames.matches(name)
    }

    /// How many files each reason set aside.
    package static func tally(_ aside: [SetAsideFile]) -> [SetAside: Int] {
        aside.reduce(into: [:]) { $0[$1.reason, default: 0] += 1 }
    }

    /// Keeps one file of each moment (`Moments`), which takes the date and place of the others
    /// where it has none.
    private static func oneMomentOnce<File: MomentFile>(_ records: inout [File], _ aside: inout [SetAsideFile]) {
        // Indices, not copies: a library of 1,000,000 photos is held once.
        let moments = Moments.of(records, stems: StemIndex(records))
        guard !moments.isEmpty else { return }
        var dropped = [Bool](repeating: false, count: records.count)
        for moment in moments {
            for other in moment.others {
                records[moment.kept].takeMissingDetails(from: records[other.index])
                dropped[other.index] = true
                aside.append(SetAsideFile(path: records[other.index].path, reason: other.reason))
            }
        }
        var kept = 0
        for i in records.indices where !dropped[i] {
            if kept != i { records.swapAt(kept, i) }
            kept += 1
        }
        records.removeLast(records.count - kept)
    }

    /// What makes two files the same photo.
    private struct DuplicateKey: Hashable {
        let size: Int64
        let seconds: Int64
        let millis: Int
        let hash: String
    }

    private static func exactDuplicatesOnce<File: MomentFile>(_ records: inout [File], _ aside: inout [SetAsideFile]) {
        // The first row of each key, and the rows of keys met more than once: most keys are
        // met once, and hold no list. Only hashed rows have a key (those whose size and time
        // match another's): room for every row would grow with the library.
        var first: [DuplicateKey: Int] = [:], groups: [DuplicateKey: [Int]] = [:]
        var hashed = 0
        records.forEachInPlace { _, record in if record.pointee.headHash != nil { hashed += 1 } }
        first.reserveCapacity(hashed)
        records.forEachInPlace { i, record in
            guard let hash = record.pointee.headHash, let time = record.pointee.localTime else { return }
            let key = DuplicateKey(size: record.pointee.size, seconds: time.secondsSinceEpoch, millis: record.pointee.subsecondMillis ?? -1, hash: hash)
            if let earlier = first[key] {
                groups[key, default: [earlier]].append(i)
            } else {
                first[key] = i
            }
        }
        var drop: Set<RawPath> = []
        for group in groups.values {
            let keep = group.min { i, j in
                let (a, b) = (records[i].path, records[j].path)
                let (ca, cb) = (CameraFolders.contains(a), CameraFolders.contains(b))
                if ca != cb { return ca }
                let (ya, yb) = (a.description.contains("Photos from "), b.description.contains("Photos from "))
                if ya != yb { return ya }
                if records[i].mtimeNs != records[j].mtimeNs { return records[i].mtimeNs < records[j].mtimeNs }
                if a.bytes.count != b.bytes.count { return a.bytes.count < b.bytes.count }
                return a < b
            }!
            for i in group where i != keep {
                drop.insert(records[i].path)
                aside.append(SetAsideFile(path: records[i].path, reason: .duplicate))
            }
        }
        if !drop.isEmpty { records.removeAllInPlace { drop.contains($0.pointee.path) } }
    }

    /// The path without its extension: `DCIM/100/IMG_1234`.
    /// (Found in the UTF-8 bytes: a dot and a slash are one byte each, and this runs for
    /// every photo of the range.)
    package static func stem(_ path: RawPath) -> String {
        let bytes = path.bytes
        guard let dot = bytes.lastIndex(of: 0x2E), !bytes[dot...].contains(0x2F) else { return path.description }
        return String(decoding: bytes[..<dot], as: UTF8.self)
    }
}

/// Names that phones and computers give screenshots.
public enum ScreenshotNames {
    static let prefixes = ["screenshot", "screen shot", "bildschirmfoto", "capture d’écran", "capture d'écran",
                           "captura de pantalla", "schermafbeelding", "istantanea", "skärmavbild", "スクリーンショット"]

    /// The first two bytes of each prefix, ASCII letters in lower case: most names start with
    /// none of them and are never lowercased. This runs for every photo of the range, and the
    /// first byte alone let every `IMG_` name through, to "istantanea".
    private static let heads = prefixes.compactMap { head(of: $0.utf8) }

    private static func head(of name: some Collection<UInt8>) -> UInt16? {
        var bytes = name.makeIterator()
        guard let first = bytes.next(), let second = bytes.next() else { return nil }
        func lower(_ byte: UInt8) -> UInt16 { UInt16((0x41 ... 0x5A).contains(byte) ? byte | 0x20 : byte) }
        return lower(first) << 8 | lower(second)
    }

    public static func matches(_ name: some Collection<UInt8>) -> Bool {
        guard let head = head(of: name), heads.contains(head) else { return false }
        let lower = String(decoding: name, as: UTF8.self).lowercased()
        return prefixes.contains { lower.hasPrefix($0) }
    }
}

/// Edited copies that editors and Google Photos leave beside the original.
public enum EditedCopies {
    /// `-edited` and its translations in Google Takeout exports.
    static let suffixes = ["-edited", "-bearbeitet", "-modifié", "-editado", "-modificato", "-bewerkt", "-redigeret",
                           "-muokattu", "-redigerad", "-edytowane", "-upraveno", "-編集済み", "-编辑"]

    /// The stem of the original an edited copy was made from, or nil if it is not one.
    static func originalStem(of path: RawPath) -> String? {
        // Every suffix starts with a hyphen: most names have none, and make no string.
        guard path.lastComponent.contains(UInt8(ascii: "-")) else { return nil }
        return withoutSuffix(PhotoSelection.stem(path))
    }

    /// `IMG_1-edited.jpg` → `IMG_1.jpg`; nil if the name is not an edited copy's.
    package static func original(ofName name: String) -> String? {
        guard name.utf8.contains(UInt8(ascii: "-")) else { return nil }
        let (base, ext) = name.lastIndex(of: ".").map { (String(name[..<$0]), String(name[$0...])) } ?? (name, "")
        return withoutSuffix(base).map { $0 + ext }
    }

    private static let suffixSet = Set(suffixes)

    /// `stem` without the suffix it ends with, or nil. No suffix holds a second hyphen, so
    /// only what follows the stem's last hyphen can be one.
    private static func withoutSuffix(_ stem: String) -> String? {
        guard let hyphen = stem.utf8.lastIndex(of: UInt8(ascii: "-")), suffixSet.contains(stem[hyphen...].lowercased()) else { return nil }
        return String(stem[..<hyphen])
    }
}
