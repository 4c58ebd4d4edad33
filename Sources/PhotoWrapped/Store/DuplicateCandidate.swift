/// A file whose size and capture time match another file's, not hashed yet
/// (`AppDatabase.duplicateCandidates`): what `DuplicateHasher` reads.
struct DuplicateCandidate: Equatable {
    let id: Int64
    let libraryID: Int64
    let path: RawPath
    let size: Int64
}

/// What two copies of a photo share before their bytes are compared.
struct CandidateKey: Comparable {
    var size: Int64, time: Int64, millis: Int64

    static func < (a: Self, b: Self) -> Bool { (a.size, a.time, a.millis) < (b.size, b.time, b.millis) }
}

/// A file's key, its row and whether it is hashed yet, as the candidates are found among them.
struct CandidateRow {
    var key: CandidateKey
    var id: Int64
    var unhashed: Bool
}
