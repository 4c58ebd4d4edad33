import Foundation

/// Everything about a set of folders that a run must not change: every entry's path, type,
/// size, modification time to the nanosecond, permissions and a hash of its bytes.
struct LibrarySnapshot: Equatable, CustomStringConvertible {
    struct Entry: Equatable {
        var path: String
        var isDirectory: Bool
        var size: Int64
        var mtimeNs: Int64
        var mode: UInt32
        var contentHash: UInt64
    }

    let roots: [String]
    let entries: [Entry]

    init(_ roots: [String]) throws {
        self.roots = roots.sorted()
        var entries: [Entry] = []
        for root in self.roots {
            entries.append(try Self.entry(root, name: root))
            let names = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
            for name in names { entries.append(try Self.entry(root + "/" + name, name: root + "/" + name)) }
        }
        self.entries = entries
    }

    var description: String { "\(entries.count) entries under \(roots)" }

    /// The entries that differ from `other`'s, by path.
    func changes(from other: LibrarySnapshot) -> [String] {
        let mine = Dictionary(uniqueKeysWithValues: entries.map { ($0.path, $0) })
        let theirs = Dictionary(uniqueKeysWithValues: other.entries.map { ($0.path, $0) })
        return Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
    }

    private static func entry(_ path: String, name: String) throws -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        let hash = isDirectory ? 0 : fnv1a(FileManager.default.contents(atPath: path) ?? Data())
        return Entry(path: name, isDirectory: isDirectory, size: Int64(info.st_size),
                     mtimeNs: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                     mode: UInt32(info.st_mode), contentHash: hash)
    }

    private static func fnv1a(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
