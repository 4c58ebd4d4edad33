import Foundation
import Model
import Moments
import Scan
import Store

/// The range's photos as the deck counts them (`PhotoSelection`), and where each of them is
/// among them, by asset id.
public struct CountedPhotos: Sendable {
    /// The most photos whose rows are kept beside a run's file list (a kept selection, or one
    /// worked out early): above it the rows would raise a large library's peak memory.
    package static let maxKeptPhotos = 200_000

    package let selection: PhotoSelection
    package let indexByID: RowIndex
    /// Taken whole from the snapshot kept with the range's summary (`keptSelection`), not
    /// counted from the rows.
    let wasKept: Bool

    package init(_ selection: PhotoSelection, wasKept: Bool = false) {
        self.selection = selection
        indexByID = selection.photos.indexByID()
        self.wasKept = wasKept
    }

    /// Read from the cache: for one folder, as the last generate counted them while its assets
    /// are unchanged, else counted from the rows. The rows are not kept: a library of 500,000
    /// photos holds them in memory only once.
    package static func load(_ set: FolderSet, in range: DateRange, options: PhotoSelection.Options, database: AppDatabase) throws -> CountedPhotos {
        try kept(set, in: range, options: options, database: database) ?? counted(set, in: range, options: options, database: database)
    }

    /// Counted from the rows.
    package static func counted(_ set: FolderSet, in range: DateRange, options: PhotoSelection.Options, database: AppDatabase) throws -> CountedPhotos {
        let counted = CountedPhotos(PhotoSelection(from: try database.photos(of: set, in: range), options: options))
        // What the counting rules held while they worked is free now, under the insights' own.
        ReaderMemory.giveBack()
        return counted
    }

    /// As the last generate counted them, for one folder whose assets are unchanged since;
    /// nil where the cache keeps none. A kept selection holds at most `maxKeptPhotos`
    /// photos (`snapshot`).
    package static func kept(_ set: FolderSet, in range: DateRange, options: PhotoSelection.Options, database: AppDatabase) throws -> CountedPhotos? {
        guard set.folders.count == 1, let kept = try database.keptSelection(libraryID: set.id, in: range, options: options) else { return nil }
        return CountedPhotos(kept, wasKept: true)
    }

    /// Them as the cache keeps them for the next run (`AppDatabase.keep`), if they were
    /// counted from the rows of one folder, and are at most `maxKeptPhotos`: no run
    /// would take more before reading the rows. A set of several folders is counted each time:
    /// a write to one of its folders drops only that folder's summaries.
    package func snapshot(of set: FolderSet, options: PhotoSelection.Options) -> Data? {
        guard !wasKept, set.folders.count == 1, selection.photos.count <= Self.maxKeptPhotos else { return nil }
        return SelectionSnapshot.encode(selection, options: options)
    }
}
