import Model

/// A file whose size and capture time match another file's, not hashed yet
/// (`AppDatabase.duplicateCandidates`): what `DuplicateHasher` reads.
package struct DuplicateCandidate: Equatable {
    package let id: Int64
    package let libraryID: Int64
    package let path: RawPath
    package let size: Int64
}

/// What two copies of a photo share before their bytes are compared.
package struct CandidateKey: Comparable {
    package var size: Int64, time: Int64, millis: Int64

    package static func < (a: Self, b: Self) -> Bool { (a.size, a.time, a.millis) < (b.size, b.time, b.millis) }
}

/// A file's key, its row and whether it is hashed yet, as the candidates are found among them.
package struct CandidateRow {
    package var key: CandidateKey
    package var id: Int64
    var unhashed: Bool
}
