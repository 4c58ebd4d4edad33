/// Which folders the walk enters. A photo folder on a NAS or a camera card carries the
/// thumbnails, recycle bins and indexes of whatever touched it; none of them are photos.
///
/// - Hidden entries (name starts with `.`) are skipped: `.thumbnails`, `.AppleDouble`,
///   `.Trash-1000`, `._IMG_0001.JPG`, `.@__thumb`, `.DS_Store`.
/// - Junk folders by name: Synology's `@eaDir` and `#recycle`, QNAP's `@Recycle`, Windows'
///   `$RECYCLE.BIN` and `System Volume Information`, `lost+found`, and Lightroom preview
///   caches (`*.lrdata`).
/// - Our own output: a folder holding a deck marker (`.photo-wrapped-deck`) is a deck
///   photo-wrapped wrote, or one of the demo's; the walk leaves it with everything under it.
///   The staging folder a deck is written into first (`.photo-wrapped-staging`) is never entered.
/// - Inside an Apple Photos library (`*.photoslibrary`) only the originals are walked
///   (`originals/`, or `Masters/` in older libraries); its derivatives and thumbnails are
///   copies of them.
package enum FolderRules {
    static let junkFolders: Set<[UInt8]> = Set(
        ["@eaDir", "#recycle", "#snapshot", "@Recycle", "$RECYCLE.BIN", "System Volume Information", "lost+found"]
            .map { Array($0.utf8) })
    static let junkSuffixes: [[UInt8]] = [Array(".lrdata".utf8)]
    /// The file that marks a folder as a deck photo-wrapped wrote.
    public static let deckManifestName = ".photo-wrapped-deck"
    static let deckMarker = Array(deckManifestName.utf8)
    /// Where a deck's files wait before they move into place. Hidden by its name too; named
    /// here so that it stays skipped whatever becomes of the rule for hidden entries.
    package static let deckStagingName = ".photo-wrapped-staging"
    static let stagingFolder = Array(deckStagingName.utf8)
    static let photosLibrarySuffix = Array(".photoslibrary".utf8)
    static let photosLibraryOriginals: Set<[UInt8]> = [Array("originals".utf8), Array("Masters".utf8)]

    package static func isHidden(_ name: some Collection<UInt8>) -> Bool {
        name.first == 0x2E
    }

    /// Whether to enter a folder named `name`, found inside a folder named `parent`.
    static func shouldEnter(_ name: [UInt8], parent: ArraySlice<UInt8>) -> Bool {
        if name == stagingFolder || isHidden(name) || junkFolders.contains(name) { return false }
        if junkSuffixes.contains(where: { name.ends(with: $0) }) { return false }
        if Array(parent).ends(with: photosLibrarySuffix) { return photosLibraryOriginals.contains(name) }
        return true
    }
}

extension Array where Element == UInt8 {
    package func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
