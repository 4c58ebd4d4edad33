import Deck
import Foundation
import Metadata
import Model
import Moments
import Places

/// What makes two decks the same deck (spec §15): the library's file list (the fingerprint
/// of its last complete scan), the range, the filters (counting options, language, home,
/// hidden areas, the person's names, the photos they left out of collages, the zone of file
/// times, and today while the range has not ended), the algorithm version, and the version of the
/// readers that dated the photos: a newer reader re-reads files whose (path, size, mtime),
/// and so the fingerprint, did not change. Change any and a new run is made.
public struct RunKey: Sendable, Equatable {
    public var libraryID: Int64
    public var range: DateRange
    public var filtersHash: String
    public var algorithmVersion: Int
    public var fingerprint: String
    /// The person's decisions that keep photos off the cards: each hidden area and left-out
    /// photo, as a line.
    public var exclusions: Set<String>

    public init(libraryID: Int64, range: DateRange, options: DeckOptions, hidden: [HiddenArea], renamed: [RenamedPlace] = [],
                leftOut: Set<RawPath> = [], timeZone: TimeZone,
                fingerprint: String, algorithmVersion: Int = InsightRules.algorithmVersion,
                extractorVersion: Int? = nil) {
        self.libraryID = libraryID
        self.range = range
        self.algorithmVersion = algorithmVersion
        self.fingerprint = fingerprint
        let areas = hidden.map { "\($0.centre.latitude),\($0.centre.longitude),\($0.radiusMeters)" }.sorted()
        exclusions = Set(areas.map { "hidden " + $0 } + leftOut.map { "left out " + $0.escaped })
        let names = renamed.map { "\($0.centre.latitude),\($0.centre.longitude),\($0.radiusMeters)=\($0.label)" }.sorted()
        let filters = [
            "videos=\(options.selection.includeVideos)", "screenshots=\(options.selection.includeScreenshots)",
            "lang=\(options.language.rawValue)", "revealHome=\(options.revealHome)", "hidden=\(areas.joined(separator: ";"))",
            "renamed=\(names.joined(separator: ";"))", "leftOut=\(leftOut.sorted().map(\.escaped).joined(separator: ";"))",
            "tz=\(timeZone.identifier)", "today=\(options.today.map { $0 <= range.end ? $0.description : "past" } ?? "")", "extractor=\(extractorVersion ?? MetadataReaders.extractorVersion)",
        ].joined(separator: "|")
        filtersHash = StableHash.fnv1a64(filters)
    }
}
