import Foundation
import TestScratch
@testable import Model

extension SyntheticLibrary {
    /// A year with places: evenings at home in London on many days, a burst day in Paris,
    /// a week in Tokyo.
    package static func richYear() throws -> SyntheticLibrary {
        var library = try SyntheticLibrary()
        for day in stride(from: 0, to: 300, by: 6) {
            let date = CivilDate(year: 2025, month: 1, day: 3).adding(days: day)
            try library.add(LocalDateTime(secondsSinceEpoch: date.startOfDay.secondsSinceEpoch + 20 * 3600), at: SyntheticLibrary.london)
        }
        for i in 0 ..< 20 { try library.add(SyntheticLibrary.at(2025, 6, 14, 10 + i / 4, i), at: SyntheticLibrary.paris) }
        for d in 0 ..< 6 { for h in 0 ..< 3 { try library.add(SyntheticLibrary.at(2025, 10, 4 + d, 10 + h), at: SyntheticLibrary.tokyo) } }
        return library
    }
}

extension TestFiles {
    /// Three photos of 2025 in two folders of one library.
    package static func threePhotoLibrary() throws -> URL {
        let root = try Scratch.folder()
        for (name, time) in [("a/IMG_1.JPG", "2025:03:04 11:00:00"), ("a/IMG_2.JPG", "2025:03:05 11:00:00"), ("b/IMG_3.JPG", "2025:07:01 09:30:00")] {
            try TestFiles.write(JPEGFixture.photo(time), to: root.appendingPathComponent(name))
        }
        return root
    }
}

extension LocalDateTime {
    package func plus(hours: Int) -> LocalDateTime {
        LocalDateTime(secondsSinceEpoch: secondsSinceEpoch + Int64(hours) * 3600)
    }
}
