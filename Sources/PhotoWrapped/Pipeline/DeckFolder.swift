import Foundation

/// The folder a deck is written to. It is ours if it is new, empty, or made by an earlier
/// deck (it holds `.photo-wrapped-deck`, the list of files we wrote there). A file we did not
/// write is never overwritten: a folder holding other files is refused.
///
/// A deck is written whole or not at all: every file is first written into
/// `.photo-wrapped-staging` inside the folder, and only when all are there are they renamed
/// into place. A full disk or a crash while staging leaves the folder as it was; renames need
/// no space. Files of an earlier deck that this one does not write again are then removed.
public struct DeckFolder: Sendable {
    public static let manifestName = ".photo-wrapped-deck"
    static let stagingName = ".photo-wrapped-staging"
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
    private func earlierFiles() throws(PhotoWrappedError) -> Set<String>? {
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

    /// True when the folder already holds exactly this deck.json, and every file written with it.
    public func holds(deckJSON: Data) -> Bool {
        guard let files = try? earlierFiles(), files.contains("deck.json"),
              FileManager.default.contents(atPath: path + "/deck.json") == deckJSON
        else { return false }
        return files.allSatisfy { FileManager.default.fileExists(atPath: path + "/" + $0) }
    }

    public static let stageName = "writing the deck"

    /// Writes the deck's files (name → bytes), keeping every file that is not ours. A stop asked
    /// for through `cancellation` while files are staged leaves the folder as it was; once they
    /// start moving into place (a few renames) they all do.
    public func write(_ files: [(name: String, data: Data)], cancellation: Cancellation = Cancellation()) throws(PhotoWrappedError) {
        guard let earlier = try earlierFiles() else {
            throw failure("holds files photo-wrapped did not write; choose an empty or new folder with --out")
        }
        let fm = FileManager.default
        for file in files where !earlier.contains(file.name) && fm.fileExists(atPath: path + "/" + file.name) {
            throw failure("already holds \(file.name), which photo-wrapped did not write; choose another folder with --out")
        }
        let names = files.map(\.name)
        // While files move in, the list names old and new, so that a crash mid-way leaves no
        // file in the folder that the list does not claim.
        let staged = files + [
            (name: Self.manifestName + ".moving", data: Self.list(earlier.union(names))),
            (name: Self.manifestName, data: Self.list(Set(names))),
        ]
        let existed = fm.fileExists(atPath: path)
        do {
            try stage(staged, cancellation: cancellation)
        } catch {
            if !existed { rmdir(path) }  // made for this deck, and empty again
            throw error
        }
        try move(Self.manifestName + ".moving", to: manifest)
        for name in names { try move(name, to: path + "/" + name) }
        for stale in earlier.subtracting(names) {
            try? fm.removeItem(atPath: path + "/" + stale)
        }
        try move(Self.manifestName, to: manifest)
        try? fm.removeItem(atPath: staging)
    }

    /// Renames a staged file into place: atomic, and needs no space.
    private func move(_ name: String, to target: String) throws(PhotoWrappedError) {
        guard rename(staging + "/" + name, target) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: staging)
            throw PhotoWrappedError(.output, stage: "write", subject: path, reason: "cannot move \(name) into place: \(reason)")
        }
    }

    /// Writes every file into a fresh staging folder; on any failure, or a stop asked for,
    /// removes it and throws.
    private func stage(_ files: [(name: String, data: Data)], cancellation: Cancellation) throws(PhotoWrappedError) {
        try cancellation.check(Self.stageName, saved: "the folder is as it was")
        let fm = FileManager.default
        try? fm.removeItem(atPath: staging)  // left by a run that was killed
        if let failure = Self.makeFolders(staging) {
            throw PhotoWrappedError(.output, stage: "write", subject: path, reason: "cannot create it: \(String(cString: strerror(failure)))")
        }
        func stopIfAsked() throws(PhotoWrappedError) {
            guard cancellation.isCancelled else { return }
            try? fm.removeItem(atPath: staging)
            try cancellation.check(Self.stageName, saved: "the folder is as it was")
        }
        for file in files {
            try stopIfAsked()
            do {
                try file.data.write(to: URL(fileURLWithPath: staging + "/" + file.name))
            } catch {
                try? fm.removeItem(atPath: staging)
                throw PhotoWrappedError(.output, stage: "write", subject: path,
                                        reason: "cannot write \(file.name): \(PhotoWrappedError.systemWords(for: error)); the folder is as it was")
            }
        }
        try stopIfAsked()
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

    private func failure(_ reason: String) -> PhotoWrappedError {
        PhotoWrappedError(.badInput, stage: "write", subject: path, reason: reason)
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
