import Foundation
import Model
import Moments
import Pipeline
import Scan
import Store

/// The scan summary, as text for people and as JSON for scripts. Both carry the same facts.
struct ScanSummary: Encodable {
    /// The folder, when there is one; with several, `folders` gives each one's counts and the
    /// rest of the summary is theirs together.
    var folder: String?
    var folders: [FolderCounts]?
    var range: RangeJSON
    var filesSeen: Int
    var photos: Int
    var videos: Int
    var sidecars: Int
    var inRange: Int
    /// In-range photos the deck counts, and those the counting rules set aside, by reason.
    var counted: Int
    var setAside: [String: Int]
    /// Photos and videos dated outside the range.
    var outsideRange: Int
    var timeSources: [String: Int]
    /// In-range photos by how much of their time is known: exact, day, copied.
    var precision: [String: Int]
    /// In-range photos dated by an instant, by the clock it was put on.
    var clocks: [String: Int]
    var withLocation: Int
    var locationCoveragePct: Double
    var skipped: [String: Int]
    var noExifReaderYet: [String: Int]
    var unreadableFolders: [String]
    var filesRead: Int
    var filesReused: Int
    var filesRemoved: Int
    /// With --list-skipped: every file skipped or set aside, with its reason.
    var skippedFiles: [SkippedFile]?
    private let tally: FileTally

    struct RangeJSON: Encodable {
        var start: String
        var end: String
    }

    /// One folder of several: what its walk found and what its scan took.
    struct FolderCounts: Encodable {
        var folder: String
        var filesSeen: Int
        var photos: Int
        var videos: Int
        var skipped: Int
        var unreadableFolders: [String]
        var filesRead: Int
        var filesReused: Int
        var filesRemoved: Int

        init(_ scan: FolderScan) {
            folder = scan.root.description
            filesSeen = scan.inventory.filesSeen
            photos = scan.inventory.photos
            videos = scan.inventory.videos
            skipped = scan.inventory.skipped.values.reduce(0, +)
            unreadableFolders = scan.unreadableFolders.map { scan.root.appending($0.bytes).description }
            filesRead = scan.filesRead
            filesReused = scan.filesReused
            filesRemoved = scan.filesRemoved
        }

        var text: String {
            "\(folder): \(filesSeen.counted("file", "files")), \(photos.counted("photo", "photos")), \(videos.counted("video file", "video files")), "
                + "\(skipped.grouped) skipped; " + CacheWords.files(read: filesRead, reused: filesReused, dropped: filesRemoved)
        }
    }

    /// A file's path as JSON carries it: the path itself when it is UTF-8; otherwise `path`
    /// is its escaped form (`RawPath.escaped`) and `pathBytes` its exact bytes, in base64.
    struct SkippedFile: Encodable {
        var path: String
        var pathBytes: String?
        var reason: String
        /// The path in the text listing: escaped, so that every name is whole and exact.
        var listed: String

        init(_ path: RawPath, reason: String) {
            self.path = path.isUTF8 ? path.description : path.escaped
            pathBytes = path.isUTF8 ? nil : Data(path.bytes).base64EncodedString()
            self.reason = reason
            listed = path.escaped
        }

        enum CodingKeys: String, CodingKey {
            case path, pathBytes, reason
        }
    }

    enum CodingKeys: String, CodingKey {
        case folder, folders, range, filesSeen, photos, videos, sidecars, inRange, counted, setAside, outsideRange, timeSources,
             precision, clocks, withLocation, locationCoveragePct, skipped, noExifReaderYet, unreadableFolders, filesRead, filesReused, filesRemoved,
             skippedFiles
    }

    /// `counts` are the range's under the default counting rules; `listing`, the library's
    /// unusable files and the range's files set aside, when they are to be listed.
    init(_ report: ScanReport, counts: RangeCounts,
         listing: (unusable: [AppDatabase.SkippedFile], setAside: [PhotoSelection.SetAsideFile])? = nil) {
        let inventory = report.inventory
        if report.folders.count == 1 {
            folder = report.folders[0].root.description
        } else {
            folders = report.folders.map(FolderCounts.init)
        }
        range = RangeJSON(start: report.range.start.description, end: report.range.end.description)
        filesSeen = inventory.filesSeen
        photos = inventory.photos
        videos = inventory.videos
        sidecars = inventory.sidecars
        inRange = inventory.inRange
        timeSources = Dictionary(uniqueKeysWithValues: TimeSource.allCases.map { ($0.rawValue, inventory.inRangeByTimeSource[$0] ?? 0) })
        precision = Dictionary(uniqueKeysWithValues: TimePrecision.allCases.map { ($0.rawValue, inventory.inRangeByPrecision[$0] ?? 0) })
        clocks = Dictionary(uniqueKeysWithValues: ZoneSource.allCases.map { ($0.rawValue, inventory.inRangeByZone[$0] ?? 0) })
        withLocation = inventory.inRangeWithLocation
        locationCoveragePct = inventory.locationCoveragePct
        skipped = Dictionary(uniqueKeysWithValues: SkipReason.allCases.map { ($0.rawValue, inventory.skipped[$0] ?? 0) })
        noExifReaderYet = Dictionary(uniqueKeysWithValues: inventory.inRangeWithoutReader.map { ($0.key.rawValue, $0.value) })
        unreadableFolders = report.folders.count == 1
            ? report.folders[0].unreadableFolders.map(\.description)
            : report.folders.flatMap { folder in folder.unreadableFolders.map { folder.root.appending($0.bytes).description } }
        filesRead = report.filesRead
        filesReused = report.filesReused
        filesRemoved = report.filesRemoved
        counted = counts.counted
        setAside = Dictionary(uniqueKeysWithValues: counts.setAside.map { ($0.key.rawValue, $0.value) })
        tally = FileTally(inventory: inventory, counted: counts.counted, setAside: counts.setAside)
        outsideRange = tally.outsideRange
        skippedFiles = listing.map { listing in
            (listing.unusable.map { SkippedFile($0.path, reason: $0.reason.rawValue) }
                + listing.setAside.map { SkippedFile($0.path, reason: $0.reason.rawValue) })
                .sorted { ($0.listed, $0.reason) < ($1.listed, $1.reason) }
        }
    }

    /// Spaces between the longest label and its value.
    static let columnGap = 2

    func print(json: Bool) throws {
        if json {
            try Terminal.printJSON(self)
        } else {
            Terminal.say(text)
        }
    }

    var text: String {
        var lines = ["\(folder ?? (folders?.count ?? 0).counted("folder", "folders")) · \(range.start) to \(range.end)"]
        for counts in folders ?? [] { lines.append("  " + counts.text) }
        var rows: [(label: String, value: String)] = []
        func row(_ label: String, _ value: String) { rows.append((label, value)) }
        row("Files seen", filesSeen.grouped)
        row("Photos", photos.grouped)
        row("In range", inRange.grouped)
        for source in TimeSource.allCases where (timeSources[source.rawValue] ?? 0) > 0 {
            row("  dated by \(source.rawValue)", (timeSources[source.rawValue] ?? 0).grouped)
        }
        if let days = precision[TimePrecision.day.rawValue], days > 0 { row("  day known, not hour", days.grouped) }
        if let copied = precision[TimePrecision.copied.rawValue], copied > 0 { row("  copy time only", copied.grouped) }
        let clocked = ZoneSource.allCases.compactMap { zone in (clocks[zone.rawValue] ?? 0) > 0 ? "\(clocks[zone.rawValue]!.grouped) \(zone.words)" : nil }
        if !clocked.isEmpty { row("  instants on", clocked.joined(separator: ", ")) }
        row("  counted", counted.grouped)
        for reason in PhotoSelection.SetAside.allCases where (setAside[reason.rawValue] ?? 0) > 0 {
            row("  set aside", reason.counted(setAside[reason.rawValue] ?? 0))
        }
        row("With location", "\(withLocation.grouped) (\(locationCoveragePct)%)")
        let skips = SkipReason.allCases.compactMap { reason in
            (skipped[reason.rawValue] ?? 0) > 0 ? "\(skipped[reason.rawValue]!.grouped) \(reason.rawValue)" : nil
        }
        row("Skipped", skips.isEmpty ? "none" : skips.joined(separator: ", "))
        // Movie files of any kind: Live Photo movies and screen recordings are among them.
        if videos > 0 { row("Video files", "\(videos.grouped), not counted as photos") }
        if sidecars > 0 { row("Takeout sidecars", sidecars.grouped) }
        if !noExifReaderYet.isEmpty {
            let kinds = noExifReaderYet.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            row("No EXIF reader yet", "\(kinds): dated by file name or file time")
        }
        if !unreadableFolders.isEmpty {
            row("Unreadable folders", unreadableFolders.joined(separator: ", "))
        }
        row("Cache", CacheWords.files(read: filesRead, reused: filesReused, dropped: filesRemoved))
        // The values start one column after the longest label ("  dated by exif-modified"), two spaces clear of it.
        let width = (rows.map(\.label.count).max() ?? 0) + Self.columnGap
        lines += rows.map { "  " + $0.label.padding(toLength: width, withPad: " ", startingAt: 0) + $0.value }
        lines.append(tally.line)
        if let skippedFiles {
            lines.append(skippedFiles.isEmpty ? "No file was skipped or set aside." : "Skipped or set aside:")
            let width = (skippedFiles.map(\.reason.count).max() ?? 0) + 2
            for file in skippedFiles { lines.append("  " + file.reason.padding(toLength: width, withPad: " ", startingAt: 0) + file.listed) }
        }
        return lines.joined(separator: "\n")
    }
}

extension ZoneSource {
    /// Whose clock, in the summary's words.
    var words: String {
        switch self {
        case .location: "their place's zone"
        case .nearby: "a nearby photo's zone"
        case .home: "home's zone"
        case .option: "--tz"
        case .machine: "this machine's zone"
        }
    }
}

/// How every command says what came from the cache: "reused from the cache", after a count or
/// of the deck.
enum CacheWords {
    /// "12 files read, 301 reused from the cache, 0 dropped from it".
    static func files(read: Int, reused: Int, dropped: Int) -> String {
        "\(read.counted("file", "files")) read, \(reused.grouped) reused from the cache, \(dropped.grouped) dropped from it"
    }

    /// "Nothing changed since 28 Nov 2026 at 11:39: deck reused from the cache."
    static func deck(since: Date) -> String {
        "Nothing changed since \(since.formatted(date: .abbreviated, time: .shortened)): deck reused from the cache."
    }
}
