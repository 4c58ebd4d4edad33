import Foundation
import Model
import Scan

/// Where `export --output` writes: a new file, or one an earlier export wrote. Never another
/// file: a person's own `year.json` is not ours to replace.
public struct ExportFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public func write(_ data: Data) throws(PhotoWrappedError) {
        if let existing = FileManager.default.contents(atPath: path), !ExportSignature.isExport(existing) {
            throw PhotoWrappedError(.output, stage: "export", subject: path,
                                    reason: "exists and was not written by photo-wrapped export; choose another --output")
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw PhotoWrappedError(.output, stage: "export", subject: path, reason: "cannot write it: \(PhotoWrappedError.systemWords(for: error))")
        }
    }
}
