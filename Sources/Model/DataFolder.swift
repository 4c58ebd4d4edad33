import Foundation

/// Where the program's own read-only data lives: the GeoNames table, the map's country
/// outlines (coarse for the world, detailed for a country or a region) and the demo library.
///
/// Two places are looked at, in order, both found from the running executable:
/// - **installed**: `<executable's folder>/../share/photo-wrapped` (`make install`, the .deb);
/// - **checkout**: the nearest folder above the executable that holds `Package.swift`, for the
///   binaries `swift build` and `swift test` leave under `.build/`; there the table is in
///   `data/` and the demo library is `fixtures/`.
public struct DataFolder: Sendable, Equatable {
    public let geoNamesTable: URL
    public let worldOutlines: URL
    public let detailedOutlines: URL
    public let demoLibrary: URL

    public static let geoNamesTableName = "geonames-cities500.tsv.gz"
    public static let worldOutlinesName = "naturalearth-countries.tsv.gz"
    public static let detailedOutlinesName = "dcw-countries.tsv.gz"
    /// The installed data, relative to the install prefix.
    public static let installedPath = "share/photo-wrapped"
    /// The demo library inside the installed data folder.
    public static let installedDemoLibraryName = "demo-library"
    /// The table's folder and the demo library in a checkout.
    public static let checkoutTableFolder = "data"
    public static let checkoutDemoLibraryName = "fixtures"
    /// What marks a folder above the executable as the checkout it was built from.
    public static let checkoutMarker = "Package.swift"

    /// The data installed under `prefix` (`/usr/local`, `/usr`).
    public static func installed(prefix: URL) -> DataFolder {
        let folder = prefix.appendingPathComponent(installedPath)
        return DataFolder(geoNamesTable: folder.appendingPathComponent(geoNamesTableName),
                          worldOutlines: folder.appendingPathComponent(worldOutlinesName),
                          detailedOutlines: folder.appendingPathComponent(detailedOutlinesName),
                          demoLibrary: folder.appendingPathComponent(installedDemoLibraryName))
    }

    /// The data in a checkout of the sources.
    public static func checkout(_ root: URL) -> DataFolder {
        let data = root.appendingPathComponent(checkoutTableFolder)
        return DataFolder(geoNamesTable: data.appendingPathComponent(geoNamesTableName),
                          worldOutlines: data.appendingPathComponent(worldOutlinesName),
                          detailedOutlines: data.appendingPathComponent(detailedOutlinesName),
                          demoLibrary: root.appendingPathComponent(checkoutDemoLibraryName))
    }

    /// The places to look for an executable at `executable` (symbolic links already resolved), in order.
    public static func candidates(executable: URL) -> [DataFolder] {
        let folder = executable.deletingLastPathComponent()
        var found = [installed(prefix: folder.deletingLastPathComponent())]
        var ancestor = folder
        while ancestor.path != "/" {
            if FileManager.default.fileExists(atPath: ancestor.appendingPathComponent(checkoutMarker).path) {
                found.append(checkout(ancestor))
                break
            }
            ancestor = ancestor.deletingLastPathComponent()
        }
        return found
    }

    /// The running executable, symbolic links resolved: `/proc/self/exe` on Linux.
    public static var runningExecutable: URL {
        #if os(Linux)
        URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        #else
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
        #endif
    }

    /// The GeoNames table: the first candidate that has it.
    public static func geoNamesTable(in candidates: [DataFolder] = candidates(executable: runningExecutable))
        throws(PhotoWrappedError) -> URL {
        try first(candidates.map(\.geoNamesTable), what: geoNamesTableName)
    }

    /// The map's country outlines: the first candidate that has them.
    public static func worldOutlines(in candidates: [DataFolder] = candidates(executable: runningExecutable))
        throws(PhotoWrappedError) -> URL {
        try first(candidates.map(\.worldOutlines), what: worldOutlinesName)
    }

    /// The map's detailed country outlines: the first candidate that has them.
    public static func detailedOutlines(in candidates: [DataFolder] = candidates(executable: runningExecutable))
        throws(PhotoWrappedError) -> URL {
        try first(candidates.map(\.detailedOutlines), what: detailedOutlinesName)
    }

    /// The demo library: the installed one, else `fixtures/` in `currentDirectory` (the README runs
    /// the demo from the checkout), else the checkout's.
    public static func demoLibrary(currentDirectory: URL,
                                   in candidates: [DataFolder] = candidates(executable: runningExecutable))
        throws(PhotoWrappedError) -> URL {
        let inCurrent = currentDirectory.appendingPathComponent(checkoutDemoLibraryName)
        var paths = candidates.map(\.demoLibrary)
        paths.insert(inCurrent, at: min(1, paths.count))
        return try first(paths, what: "the demo library")
    }

    private static func first(_ paths: [URL], what: String) throws(PhotoWrappedError) -> URL {
        var unique: [URL] = []
        for path in paths.map(\.standardizedFileURL) where !unique.contains(path) { unique.append(path) }
        guard let found = unique.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw PhotoWrappedError(.badInput, stage: "data", subject: what,
                                    reason: "not found in \(unique.map(\.path).joined(separator: " or ")); reinstall photo-wrapped (make install)")
        }
        return found
    }
}
