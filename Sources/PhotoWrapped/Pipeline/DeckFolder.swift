import Foundation

/// The folder a deck is written to. It is ours if it is new, empty, or made by an earlier
/// deck (it holds `.photo-wrapped-deck`, the list of files we wrote there). A file we did not
/// write is never overwritten: a folder holding other files is refused. Files are written
/// whole or not at all (written beside, then renamed), and files of an earlier deck that this
/// one does not write again are removed.
public struct DeckFolder: Sendable {
    public static let manifestName = ".photo-wrapped-deck"
    public let path: String

    public init(path: String) {
        self.path = path
    }

    private var manifest: String { path + "/" + Self.manifestName }

    /// The files an earlier deck wrote here, or nil if the folder is not ours.
    private func earlierFiles() throws(PhotoWrappedError) -> Set<String>? {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { throw failure("is a file, not a folder; choose another with --out") }
        if let listed = try? String(contentsOfFile: manifest, encoding: .utf8) {
            return Set(listed.split(separator: "\n").map(String.init))
        }
        let contents = (try? fm.contentsOfDirectory(atPath: path)) ?? []
        return contents.isEmpty ? [] : nil
    }

    /// True when the folder already holds exactly this deck.json, and every file written with it.
    public func holds(deckJSON: Data) -> Bool {
        guard let files = try? earlierFiles(), files.contains("deck.json"),
              FileManager.default.contents(atPath: path + "/deck.json") == deckJSON
        else { return false }
        return files.allSatisfy { FileManager.default.fileExists(atPath: path + "/" + $0) }
    }

    /// Writes the deck's files (name → bytes), keeping every file that is not ours.
    public func write(_ files: [(name: String, data: Data)]) throws(PhotoWrappedError) {
        guard let earlier = try earlierFiles() else {
            throw failure("holds files photo-wrapped did not write; choose an empty or new folder with --out")
        }
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw failure("cannot create it (\(error.localizedDescription))")
        }
        let names = files.map(\.name)
        for file in files {
            let target = path + "/" + file.name
            if fm.fileExists(atPath: target), !earlier.contains(file.name) {
                throw failure("already holds \(file.name), which photo-wrapped did not write; choose another folder with --out")
            }
            do {
                try file.data.write(to: URL(fileURLWithPath: target), options: .atomic)
            } catch {
                throw failure("cannot write \(file.name): \(error.localizedDescription)")
            }
        }
        for stale in earlier.subtracting(names) {
            try? fm.removeItem(atPath: path + "/" + stale)
        }
        do {
            try Data(names.sorted().joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: manifest), options: .atomic)
        } catch {
            throw failure("cannot write its list of files: \(error.localizedDescription)")
        }
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
