import Foundation

/// Where `export --output` writes: a new file, or one an earlier export wrote. Never another
/// file: a person's own `year.json` is not ours to replace.
public struct ExportFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public func write(_ data: Data) throws(PhotoWrappedError) {
        if let existing = FileManager.default.contents(atPath: path), !Self.isExport(existing) {
            throw PhotoWrappedError(.badInput, stage: "export", subject: path,
                                    reason: "exists and was not written by photo-wrapped export; choose another --output")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw PhotoWrappedError(.output, stage: "export", subject: path, reason: "cannot write it: \(PhotoWrappedError.systemWords(for: error))")
        }
    }

    /// A CSV with our header, or JSON that names photo-wrapped as its generator.
    static func isExport(_ data: Data) -> Bool {
        if data.starts(with: Data((PhotoTable.header + "\n").utf8)) { return true }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["generator"] as? String == "photo-wrapped"
    }
}
