/// The range's photos as the deck counts them (`PhotoSelection`), and where each of them is
/// among them, by asset id.
public struct CountedPhotos: Sendable {
    let selection: PhotoSelection
    let indexByID: RowIndex

    init(_ selection: PhotoSelection) {
        self.selection = selection
        indexByID = selection.photos.indexByID()
    }

    /// Read from the cache. The rows are not kept: a library of 500,000 photos holds them in
    /// memory only once.
    static func load(_ set: FolderSet, in range: DateRange, options: PhotoSelection.Options, database: AppDatabase) throws -> CountedPhotos {
        CountedPhotos(PhotoSelection(from: try database.photos(of: set, in: range), options: options))
    }
}
