import Deck
import Foundation
import Model
import Scan
import Store

/// The folder a deck is written to. It is ours if it is new, empty, or made by an earlier
/// deck (it holds `.photo-wrapped-deck`, the list of files we wrote there). A file we did not
/// write is never overwritten: a folder holding other files is refused.
///
/// A deck is written whole or not at all: every file is first written into
/// `.photo-wrapped-staging` inside the folder, and only when all are there are they renamed
/// into place. A full disk or a crash while staging leaves the folder as it was; renames need
/// no space. Files of an earlier deck that this one does not write again are then removed.
public struct DeckFolder: Sendable {
    public static let manifestName = FolderRules.deckManifestName
    static let stagingName = FolderRules.deckStagingName
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Where `generate` writes when no folder is given: `photo-wrapped-2025`, with the
    /// language after it when it is not English (`photo-wrapped-2025-es`), so that a deck in
    /// another language never replaces the English one.
    public static func defaultName(range: DateRange, language: Language) -> String {
        "photo-wrapped-\(range.slug)" + (language == .en ? "" : "-\(language.rawValue)")
    }

    private var manifest: String { path + "/" + Self.manifestName }
    private var staging: String { path + "/" + Self.stagingName }

    /// The files an earlier deck wrote here, or nil if the folder is not ours.
    func earlierFiles() throws(PhotoWrappedError) -> Set<String>? {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { throw failure("is a file, not a folder; choose another with --out") }
        if let listed = try? String(contentsOfFile: manifest, encoding: .utf8) {
            return Set(listed.split(separator: "\n").map(String.init))
        }
        let contents = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).filter { $0 != Self.stagingName }
        return contents.isEmpty ? [] : nil
    }

    /// True when the folder already holds exactly these files (deck.json, and the viewer, which a
    /// newer photo-wrapped may write differently for the same deck), and every file written with them.
    public func holds(_ expected: [(name: String, data: Data)]) -> Bool {
        guard let files = try? earlierFiles(), expected.allSatisfy({ files.contains($0.name) }),
              expected.allSatisfy({ FileManager.default.contents(atPath: path + "/" + $0.name) == $0.data })
        else { return false }
        return files.allSatisfy { FileManager.default.fileExists(atPath: path + "/" + $0) }
    }

    public static let stageName = "writing the deck"

    /// The staging folder a deck is written into, opened before a file too big to hold in memory
    /// (the story video) is made straight into it.
    public struct Staging: Sendable {
        public let path: String
        /// Whether the deck folder existed before: one made for this deck is removed with the staging.
        let folderExisted: Bool

        /// Where a file named `name` is made, to be moved into place with the deck.
        public func file(_ name: String) -> String {
            path + "/" + name
        }
    }

    /// Checks that the folder is ours, and that none of the files to be `made` in it is someone
    /// else's, before they are made; then opens a fresh staging folder in it, removing one left
    /// by a run that was killed.
    public func stage(making made: [String] = []) throws(PhotoWrappedError) -> Staging {
        guard let earlier = try earlierFiles() else {
            throw failure("holds files photo-wrapped did not write; choose an empty or new folder with --out")
        }
        for name in made where !earlier.contains(name) && FileManager.default.fileExists(atPath: path + "/" + name) {
            throw failure("already holds \(name), which photo-wrapped did not write; choose another folder with --out")
        }
        let existed = FileManager.default.fileExists(atPath: path)
        try? FileManager.default.removeItem(atPath: staging)
        if let failure = Self.makeFolders(staging) {
            // The staging folder is made inside the deck folder: when that exists, it is the one that cannot be written.
            let words = existed ? "cannot write in this folder" : "cannot create it"
            throw PhotoWrappedError(.output, stage: "write", subject: path, reason: "\(words): \(String(cString: strerror(failure)))")
        }
        return Staging(path: staging, folderExisted: existed)
    }

    /// Gives up a staging folder: the deck folder is left as it was.
    public func abandon(_ staging: Staging) {
        try? FileManager.default.removeItem(atPath: staging.path)
        if !staging.folderExisted { rmdir(path) }  // made for this deck, and empty again
    }

    /// Writes the deck's files (name → bytes), and moves into place with them the files `made`
    /// already in `staging`, keeping every file that is not ours. A stop asked for through
    /// `cancellation` while files are staged leaves the folder as it was; once they start
    /// moving into place (a few renames) they all do.
    public func write(_ files: [(name: String, data: Data)], made: [String] = [], in opened: Staging? = nil,
                      cancellation: Cancellation = Cancellation()) throws(PhotoWrappedError) {
        guard let earlier = try earlierFiles() else {
            throw failure("holds files photo-wrapped did not write; choose an empty or new folder with --out")
        }
        let fm = FileManager.default
        let names = files.map(\.name) + made
        for name in names where !earlier.contains(name) && fm.fileExists(atPath: path + "/" + name) {
            if let opened { abandon(opened) }
            throw failure("already holds \(name), which photo-wrapped did not write; choose another folder with --out")
        }
        // While files move in, the list names old and new, so that a crash mid-way leaves no
        // file in the folder that the list does not claim.
        let staged = files + [
            (name: Self.manifestName + ".moving", data: Self.list(earlier.union(names))),
            (name: Self.manifestName, data: Self.list(Set(names))),
        ]
        if cancellation.isCancelled, let opened { abandon(opened) }
        try cancellation.check(Self.stageName, saved: "the folder is as it was")
        let staging: Staging
        if let opened { staging = opened } else { staging = try stage() }
        try stage(staged, in: staging, cancellation: cancellation)
        try move(Self.manifestName + ".moving", to: manifest)
        for name in names { try move(name, to: path + "/" + name) }
        for stale in earlier.subtracting(names) {
            try? fm.removeItem(atPath: path + "/" + stale)
        }
        try move(Self.manifestName, to: manifest)
        try? fm.removeItem(atPath: staging.path)
    }

    /// Renames a staged file into place: atomic, and needs no space.
    private func move(_ name: String, to target: String) throws(PhotoWrappedError) {
        guard rename(staging + "/" + name, target) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: staging)
            throw PhotoWrappedError(.output, stage: "write", subject: path, reason: "cannot move \(name) into place: \(reason)")
        }
    }

    /// Writes every file into the staging folder; on any failure, or a stop asked for, gives it
    /// up and throws.
    private func stage(_ files: [(name: String, data: Data)], in staging: Staging, cancellation: Cancellation) throws(PhotoWrappedError) {
        func stopIfAsked() throws(PhotoWrappedError) {
            guard cancellation.isCancelled else { return }
            abandon(staging)
            try cancellation.check(Self.stageName, saved: "the folder is as it was")
        }
        for file in files {
            try stopIfAsked()
            if let failure = Self.writeFile(file.data, to: staging.file(file.name), synced: file.name.hasPrefix(Self.manifestName)) {
                abandon(staging)
                throw PhotoWrappedError(.output, stage: "write", subject: path,
                                        reason: "cannot write \(file.name): \(String(cString: strerror(failure))); the folder is as it was")
            }
        }
        try stopIfAsked()
    }

    /// Writes `data` to a new file at `path`; with `synced`, waits until it is on the disk.
    /// Returns the system's error where a step fails.
    ///
    /// Only the list of our files is synced, as it decides what in the folder is ours. The cards,
    /// deck.json and index.html can always be made again, and waiting for each (as Foundation's
    /// `Data.write` does, with an fsync per file) costs a wait per file on a local disk, far
    /// more on a USB stick or a NAS: most of the time a regenerate spent writing its deck.
    private static func writeFile(_ data: Data, to path: String, synced: Bool) -> Int32? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return errno }
        var failure = FileWrite.all(fd, data) ? nil : errno
        if failure == nil, synced, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == nil { failure = errno }
        return failure
    }

    /// `mkdir -p`: creates `folder` and any missing parents. Returns the system's error where one
    /// fails (ENOTDIR for a parent that is a file, EACCES, ENOSPC), so that the message is its own.
    private static func makeFolders(_ folder: String) -> Int32? {
        var made = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            made += "/" + part
            if mkdir(made, 0o755) != 0, errno != EEXIST { return errno }
        }
        var info = stat()
        guard stat(folder, &info) == 0 else { return errno }
        return (info.st_mode & S_IFMT) == S_IFDIR ? nil : ENOTDIR
    }

    private static func list(_ names: Set<String>) -> Data {
        Data(names.sorted().joined(separator: "\n").utf8)
    }

    /// A folder that is not ours to write in: the deck is not written (exit 4), and the folder is left as it was.
    private func failure(_ reason: String) -> PhotoWrappedError {
        PhotoWrappedError(.output, stage: "write", subject: path, reason: reason)
    }
}

extension DeckDocument {
    /// deck.json: pretty, with sorted keys, so that two runs over the same data write the same bytes.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
