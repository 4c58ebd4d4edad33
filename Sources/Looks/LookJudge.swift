import Foundation
import Model
import Places
import Store
import Synchronization

/// The judge the deck's picks use: each photo's look from the cache when the file is the one
/// measured, else measured from a small decode (in parallel) and kept in the cache, so that
/// a rerun decodes nothing. Only the photos a pick asks about are measured, never the library.
/// A judge made `measuring: false` decodes nothing at all: it judges from the figures the cache
/// holds for the files as they are.
public final class LookJudge: PhotoJudge {
    /// The short edge a decode for measuring needs: the analysis image's long edge is
    /// `PhotoLook.analysisSize`, and a JPEG decodes at the smallest scale above this.
    static let decodeShortEdge = 160.0
    /// Candidates measured at once a core: a HEIC's decode hands its work to a thread libde265
    /// starts for it and waits, so one a core left the cores idle through each handover.
    static let decodesPerCore = 2

    /// What the judge did: how many looks it measured, and the time measuring took.
    public struct Tally: Sendable, Equatable {
        public var measured = 0
        public var fromCache = 0
        public var seconds = 0.0
    }

    private let database: AppDatabase
    private let file: @Sendable (RawPath) -> String
    private let known = Mutex<[Int64: PhotoLook?]>([:])
    private let counts = Mutex(Tally())
    private let skipped = Mutex<[Int64: PhotoFlaw]>([:])
    /// When the judge measures nothing: the photos the cache holds current figures for.
    private let cached: Set<Int64>?

    /// `file` gives where a row's photo is.
    public init(database: AppDatabase, file: @escaping @Sendable (RawPath) -> String, measuring: Bool = true) {
        self.database = database
        self.file = file
        cached = measuring ? nil : (try? database.assetsWithLooks(version: PhotoLook.version)) ?? []
    }

    public var measuresNewPhotos: Bool { cached == nil }

    public func knows(_ id: Int64) -> Bool {
        cached?.contains(id) ?? known.withLock { $0[id] != nil }
    }

    public var tally: Tally { counts.withLock { $0 } }

    public func passOver(_ id: Int64, because flaw: PhotoFlaw) {
        skipped.withLock { $0[id] = flaw }
    }

    public var passedOver: [Int64: PhotoFlaw] { skipped.withLock { $0 } }

    public func looks(at positions: [Int], of photos: [AssetRecord]) -> [PhotoLook?] {
        let rows = wanted(positions, of: photos)
        measure(rows)
        return known.withLock { known in rows.map { known[$0.id] ?? nil } }
    }

    /// Measures, all together, the photos that `picks` ask about, before the picks are made for
    /// real: `picks` runs with a judge that measures nothing and finds every photo fit
    /// (`AskedPhotos`), and notes what it is asked. The real picks then find their candidates
    /// measured; any they ask about beyond those (where a fit photo turned out flawed and the
    /// choice went otherwise) are measured then, as before. Measured one pick at a time, each
    /// pick's few photos left a core idle while the last of them decoded.
    public func measureAhead(_ picks: (any PhotoJudge) -> Void) {
        guard measuresNewPhotos else { return }
        let asked = AskedPhotos { [self] in wanted($0, of: $1) }
        picks(asked)
        measure(asked.rows)
    }

    struct Wanted { let id: Int64, size: Int64, mtimeNs: Int64, path: String, kind: AssetKind, orientation: Int }

    private func wanted(_ positions: [Int], of photos: [AssetRecord]) -> [Wanted] {
        positions.map { i in
            photos.withRow(at: i) { view in
                let row = view.row.pointee
                return Wanted(id: row.id ?? -1, size: row.size, mtimeNs: row.mtimeNs, path: file(row.path), kind: row.kind,
                              orientation: row.orientation ?? 1)
            }
        }
    }

    /// Finds the looks of `rows` not known yet: from the cache where the file is the one
    /// measured, else measured from a small decode, on every core, and kept in the cache.
    private func measure(_ rows: [Wanted]) {
        var seen = Set<Int64>()
        let missing = known.withLock { known in rows.filter { known[$0.id] == nil && seen.insert($0.id).inserted } }
        guard !missing.isEmpty else { return }
        let stored = (try? database.looks(of: missing.map(\.id))) ?? [:]
        var fresh: [Int64: PhotoLook?] = [:]
        var toMeasure: [Wanted] = []
        for row in missing {
            if let look = stored[row.id], look.size == row.size, look.mtimeNs == row.mtimeNs, look.version == PhotoLook.version {
                // No figures: a file that did not decode, not tried again until it changes.
                fresh[row.id] = .some(PhotoLook(figures: look.figures))
            } else if measuresNewPhotos {
                toMeasure.append(row)
            }
        }
        let started = Date()
        let measured = Mutex<[Int64: PhotoLook?]>([:])
        let queue = toMeasure
        Concurrently.forEach(queue.count, threadsPerCore: Self.decodesPerCore) { i in
            let row = queue[i]
            let look = DecodedPhoto.load(path: row.path, kind: row.kind, orientation: row.orientation, minimum: Self.decodeShortEdge)
                .map(PhotoLook.init(measuring:))
            measured.withLock { $0[row.id] = .some(look) }
        }
        let new = measured.withLock { $0 }
        try? database.saveLooks(toMeasure.map { row in
            AppDatabase.StoredLook(assetID: row.id, size: row.size, mtimeNs: row.mtimeNs, version: PhotoLook.version,
                                   figures: (new[row.id] ?? nil)?.figures ?? Data())
        })
        let fromCache = fresh.count
        fresh.merge(new) { a, _ in a }
        counts.withLock {
            $0.measured += toMeasure.count
            $0.fromCache += fromCache
            $0.seconds += Date().timeIntervalSince(started)
        }
        known.withLock { $0.merge(fresh) { a, _ in a } }
    }
}
