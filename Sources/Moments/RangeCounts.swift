import Store

/// How many photos of a range the deck counts under the default counting rules
/// (`PhotoSelection`), and how many it sets aside, by reason: what the scan summary reports.
/// The cache keeps it with the range's summary, so a rerun that changed nothing reports it
/// without reading every photo of the range again.
public struct RangeCounts: Sendable, Codable, Equatable {
    public var counted: Int
    public var setAside: [PhotoSelection.SetAside: Int]
    /// The counting rules it was made under: counts from other rules are made again.
    var rulesVersion = InsightRules.algorithmVersion

    public init(_ selection: PhotoSelection) {
        counted = selection.photos.count
        setAside = selection.setAside
    }

    /// The counts of the range's files under the default rules, set aside in place.
    package init(counting files: consuming [CountedFile]) {
        setAside = PhotoSelection.tally(PhotoSelection.removeSetAside(&files, options: .init()))
        counted = files.count
    }
}
