import Model
import Store

/// The files of one moment, which a phone's gallery shows as one photo ("Counting honestly"):
/// a Live Photo's still and movie, an edit and its original, HEIC and JPEG twins of one shot, a
/// RAW beside its JPEG, a Pixel's companion files, and a burst's frames. Files are joined by
/// what they carry (Apple's content identifier and burst id), by their names (`PhoneNames`),
/// and by a stem they share with a capture time to match.
///
/// One file stands for each moment: a still before a movie, a drawable file before a RAW, the
/// edit before its original (it is what the person chose to keep) and a burst's marked cover
/// before its other frames, a camera folder's file before a copy elsewhere, then the earliest
/// frame. It takes the date and place of the others where it has none of its own.
package enum Moments {
    /// A Live Photo's movie runs about three seconds around its still.
    static let liveMovieMaxMs = 6_000
    /// Seconds between a Live Photo's still and its movie's creation time: the movie starts
    /// before the shutter, and its clock may be read a moment apart.
    static let liveMovieMaxGap: Int64 = 10
    /// Seconds between twins of one shot sharing a stem: one capture time, which an export may
    /// round.
    static let twinMaxGap: Int64 = 1

    /// A moment of more than one file: the one that stands for it, and each other with why it
    /// is set aside.
    package struct Moment {
        package let kept: Int
        package let others: [(index: Int, reason: PhotoSelection.SetAside)]
    }

    /// The moments of more than one file among `records`, in the records' order.
    package static func of<File: MomentFile>(_ records: [File], stems: StemIndex) -> [Moment] {
        var joins = SparseUnion(count: records.count)
        var ties = TieList()
        var keys = JoinIndex()
        records.forEachInPlace { i, record in
            if let id = record.pointee.contentID { keys.add(id, of: .content, at: i) }
            if let id = record.pointee.burstID { keys.add(id, of: .burst, at: i) }
            guard let tie = PhoneNames.tie(of: record.pointee.path) else { return }
            ties.append(tie, at: i)
            switch tie {
            case let .edit(original), let .copy(original), let .companion(original):
                for j in stems.indices(of: original, in: records) { joins.union(i, j) }
            case let .pixelShot(shot, _):
                keys.add(shot, of: .pixelShot, at: i)
            case let .burst(burst, _):
                keys.add(burst, of: .namedBurst, at: i)
            }
        }
        keys.forEachJoin(key: { i, kind in
            switch (kind, ties[i]) {
            case (.content, _): records[i].contentID
            case (.burst, _): records[i].burstID
            case let (.pixelShot, .pixelShot(shot, _)?): shot
            case let (.namedBurst, .burst(burst, _)?): burst
            default: nil
            }
        }) { joins.union($0, $1) }
        for group in stems.sharedStems(in: records) {
            for (n, a) in group.enumerated() {
                for b in group[(n + 1)...] where sameShot(a, b, records) { joins.union(a, b) }
            }
        }
        return joins.groups().map { moment(of: $0, records, ties) }.sorted { $0.kept < $1.kept }
    }

    /// Whether two files of one stem are one shot: stills of one capture time, or a still and
    /// a movie of a few seconds made with it. (Files are named by index: one passed by value
    /// is copied whole.)
    private static func sameShot<File: MomentFile>(_ a: Int, _ b: Int, _ records: [File]) -> Bool {
        let apart = records[a].localTime.flatMap { ta in records[b].localTime.map { abs(ta.secondsSinceEpoch - $0.secondsSinceEpoch) } }
        let (kindA, kindB) = (records[a].kind, records[b].kind)
        switch (kindA == .video, kindB == .video) {
        case (false, false):
            return kindA.isPhoto && kindB.isPhoto && (apart ?? 0) <= twinMaxGap
        case (true, false), (false, true):
            let movie = kindA == .video ? a : b
            return (records[movie].durationMs ?? 0) <= liveMovieMaxMs && (apart ?? 0) <= liveMovieMaxGap
        case (true, true):
            return false
        }
    }

    private static func moment<File: MomentFile>(of group: [Int], _ records: [File], _ ties: TieList) -> Moment {
        // Gathered once: asked of every file, a scan of the group made a burst of n frames cost n².
        let editedOriginals = Set(group.compactMap { j -> String? in
            if case let .edit(original) = ties[j] { return original }
            return nil
        })
        func role(_ i: Int) -> PhoneNames.Role {
            switch ties[i] {
            case .edit: .edit
            case .copy: .copy
            case .companion: .plain
            case let .pixelShot(_, role): role
            case .burst(_, isCover: true): .edit
            case .burst, nil: !editedOriginals.isEmpty && editedOriginals.contains(PhotoSelection.stem(records[i].path)) ? .original : .plain
            }
        }
        let roles = Dictionary(uniqueKeysWithValues: group.map { ($0, role($0)) })
        func rank(_ i: Int) -> (Int, Int, Int, Int64, Int, Int) {
            let kind = records[i].kind
            let roleRank = switch roles[i]! {
            case .edit: 0
            case .plain: 1
            case .original: 2
            case .copy: 3
            }
            return ((kind == .video ? 2 : 0) + (kind.isRaw ? 1 : 0), roleRank, CameraFolders.contains(records[i].path) ? 0 : 1,
                    records[i].localTime?.secondsSinceEpoch ?? .max, records[i].subsecondMillis ?? 0, i)
        }
        let kept = group.min { rank($0) < rank($1) }!
        let others = group.filter { $0 != kept }.map { i in (index: i, reason: reason(i, beside: kept, records, roles, ties)) }
        return Moment(kept: kept, others: others)
    }

    private static func reason<File: MomentFile>(_ i: Int, beside kept: Int, _ records: [File], _ roles: [Int: PhoneNames.Role],
                                                     _ ties: TieList) -> PhotoSelection.SetAside {
        let (kind, keeperKind) = (records[i].kind, records[kept].kind)
        if kind == .video, keeperKind != .video { return .livePhotoMovie }
        if kind.isRaw, !keeperKind.isRaw { return PlainTIFF.matches(records[i].path) ? .twin : .rawPair }
        if roles[i] == .copy { return .duplicate }
        if let burst = records[i].burstID, burst == records[kept].burstID { return .burstFrame }
        if case let .burst(a, _) = ties[i], case let .burst(b, _) = ties[kept], a == b { return .burstFrame }
        if roles[i] != .plain || roles[kept] != .plain { return .edit }
        return kind == keeperKind && records[i].size == records[kept].size && records[i].localTime == records[kept].localTime
            ? .duplicate : .twin
    }
}

/// The folders a camera or phone writes its photos into (`DCIM`, `100APPLE`, `Camera`): a file
/// there is the original, and a copy of it elsewhere a backup.
enum CameraFolders {
    package static func contains(_ path: RawPath) -> Bool {
        // Read in the path's bytes, folder by folder: asked of every file of a moment and of
        // every exact copy, making a string of each folder's name was a twentieth of the counting.
        let bytes = path.bytes
        var start = bytes.startIndex
        while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
            if isCameraFolder(bytes[start ..< slash]) { return true }
            start = slash + 1
        }
        return false
    }

    private static func isCameraFolder(_ name: some Collection<UInt8>) -> Bool {
        if name.elementsEqual("DCIM".utf8) || name.elementsEqual("Camera".utf8) { return true }
        // DCF folders: three digits and five letters, such as 100APPLE or 101_PANA.
        return name.count == 8 && name.prefix(3).allSatisfy(\.isDigit) && name.dropFirst(3).allSatisfy {
            (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains($0) || $0 == UInt8(ascii: "_") || $0.isDigit
        }
    }
}

/// A TIFF saved by a scanner or an editor rather than a camera's RAW: its name says so (RAWs
/// built on TIFF carry their maker's extension, DNG, NEF, CR2, ARW…).
enum PlainTIFF {
    package static func matches(_ path: RawPath) -> Bool {
        let name = path.lastComponent
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let ext = String(decoding: name[(dot + 1)...], as: UTF8.self).lowercased()
        return ext == "tif" || ext == "tiff"
    }
}

/// Disjoint sets over the files' indices: a file never joined to another has no set.
private struct SparseUnion {
    /// Each joined index's parent, itself for a root; `none` for an index never joined.
    private var parent: [Int32]
    private static let none: Int32 = -1

    init(count: Int) {
        parent = [Int32](repeating: Self.none, count: count)
    }

    mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != Self.none, case let p = Int(parent[x]), p != x {
            let grand = Int(parent[p])
            parent[x] = Int32(grand)
            x = grand
        }
        return x
    }

    mutating func union(_ a: Int, _ b: Int) {
        let (ra, rb) = (find(a), find(b))
        // The lower index is the root, so that groups come out the same in any order of joins.
        let (low, high) = (min(ra, rb), max(ra, rb))
        if parent[low] == Self.none { parent[low] = Int32(low) }
        guard low != high else { return }
        parent[high] = Int32(low)
    }

    /// The sets of more than one index, each in ascending order, the sets in order of their
    /// lowest index.
    mutating func groups() -> [[Int]] {
        var members: [(root: Int32, index: Int32)] = []
        for x in parent.indices where parent[x] != Self.none { members.append((Int32(find(x)), Int32(x))) }
        members.sort { ($0.root, $0.index) < ($1.root, $1.index) }
        var groups: [[Int]] = []
        var start = 0
        while start < members.count {
            var end = start + 1
            while end < members.count, members[end].root == members[start].root { end += 1 }
            if end - start > 1 { groups.append(members[start ..< end].map { Int($0.index) }) }
            start = end
        }
        return groups
    }
}

/// The ties the files' names make (`PhoneNames.tie`), by file index: in index order, as the
/// files are met, and found by a binary search.
struct TieList {
    private var indices: [Int32] = []
    private var ties: [PhoneNames.Tie] = []

    mutating func append(_ tie: PhoneNames.Tie, at index: Int) {
        indices.append(Int32(index))
        ties.append(tie)
    }

    subscript(index: Int) -> PhoneNames.Tie? {
        let at = indices.partitionPoint { $0 >= Int32(index) }
        return at < indices.count && indices[at] == Int32(index) ? ties[at] : nil
    }
}
