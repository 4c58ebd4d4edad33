import Foundation
import TestScratch

/// The fixture library's committed ground truth, and a copy of the library with the
/// modification times that git does not keep put back, so that scans of it match the truth.
struct FixtureTruth: Decodable {
    struct Scan: Decodable, Equatable {
        var filesSeen: Int
        var photos: Int
        var videos: Int
        var sidecars: Int
        var inRange: Int
        var timeSources: [String: Int]
        var withLocation: Int
        var skipped: [String: Int]
        var noExifReaderYet: [String: Int]
    }

    struct Place: Decodable {
        var key: String
        var name: String
        var latitude: Double
        var longitude: Double
        var photoCount: Int
        var distinctDays: Int
        var isHome: Bool
    }

    struct Time: Decodable {
        struct Day: Decodable { var date: String; var count: Int }
        struct Month: Decodable { var month: String; var count: Int }
        struct Streak: Decodable { var days: Int; var start: String; var end: String }
        struct Week: Decodable { var week: String; var count: Int }
        var photos: Int
        var withLocation: Int
        var peakDay: Day
        var peakMonth: Month
        var hourHistogram: [Int]
        var longestStreak: Streak
        var busiestWeek: Week
        var topWeekday: Int
        var setAsideScreenshots: Int
    }

    var year: Int
    var timeZone: String
    var time: Time
    var setAside: [String: Int]
    var biggestTripDays: Int
    var scan: Scan
    var mtimes: [String: Int64]
    var places: [Place]

    static func load() throws -> FixtureTruth {
        let data = try Data(contentsOf: PhotoWrappedBinary.fixtures.appendingPathComponent(".ground-truth.json"))
        return try JSONDecoder().decode(FixtureTruth.self, from: data)
    }

    /// A private copy of fixtures/ with its mtime-dated files restored to their instants.
    func libraryCopy() throws -> URL {
        try Self.restoredCopy(of: PhotoWrappedBinary.fixtures, scratch: "fixtures",
                              mtimes: mtimes.mapValues { Date(timeIntervalSince1970: TimeInterval($0)) })
    }

    /// A private copy of a committed library, `library` in a scratch folder named `scratch`,
    /// with the modification times git does not keep put back: `mtimes`, by relative path.
    /// Every other file keeps its checkout's time: a copy is stamped in the order the folder
    /// lists its files, and that order would then choose between exact duplicates.
    static func restoredCopy(of folder: URL, scratch: String, mtimes: [String: Date]) throws -> URL {
        let copy = try Scratch.folder(scratch).appendingPathComponent("library")
        let manager = FileManager.default
        try manager.copyItem(at: folder, to: copy)
        for case let path as String in manager.enumerator(atPath: folder.path)?.allObjects ?? [] {
            let original = try manager.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            guard original[.type] as? FileAttributeType == .typeRegular, let date = original[.modificationDate] else { continue }
            try manager.setAttributes([.modificationDate: date], ofItemAtPath: copy.appendingPathComponent(path).path)
        }
        for (path, date) in mtimes {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: copy.appendingPathComponent(path).path)
        }
        return copy
    }
}
