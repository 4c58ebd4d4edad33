import Foundation
import GRDB
import Testing
@testable import Metadata
@testable import Model
@testable import Store

/// Cache rows of a library, saved as a scan saves them: a file set aside for every reason, and
/// files that look like it and are not.
package enum SampleRecords {
    package static let noon = LocalDateTime(year: 2025, month: 6, day: 1, hour: 12)!

    package static func file(_ libraryID: Int64, _ path: String, _ kind: AssetKind = .jpeg, at time: LocalDateTime = noon,
                             size: Int64 = 5000, millis: Int? = nil, hash: String? = nil, screenshot: Bool = false) -> AssetRecord {
        var record = AssetRecord(libraryId: libraryID, path: RawPath(path), size: size, mtimeNs: 0, kind: kind,
                                 extractorVersion: MetadataReaders.extractorVersion)
        record.localTime = time
        record.subsecondMillis = millis
        record.headHash = hash
        record.isScreenshot = screenshot
        record.detailRead = true
        return record
    }

    /// A file set aside for every reason, and files that look like it and are not.
    package static func library(_ id: Int64) -> [AssetRecord] {
        [
            file(id, "DCIM/IMG_1.JPG"), file(id, "DCIM/IMG_1.CR2", .rawTIFF),
            file(id, "DCIM/IMG_2.JPG"), file(id, "DCIM/IMG_2.CR2", .rawTIFF, at: LocalDateTime(year: 2025, month: 6, day: 2, hour: 9)!),
            file(id, "DCIM/IMG_3.jpg"), file(id, "DCIM/IMG_3-edited.jpg"), file(id, "DCIM/IMG_9-edited.jpg"),
            file(id, "Backup/IMG_4.jpg", size: 9000, millis: 250, hash: "aa"), file(id, "IMG_4.jpg", size: 9000, millis: 250, hash: "aa"),
            file(id, "x/IMG_5.jpg", size: 9000, millis: 250, hash: "bb"), file(id, "y/IMG_5.jpg", size: 9000, millis: 251, hash: "bb"),
            file(id, "Screenshots/Screenshot_2025-06-01.png", .png), file(id, "flagged.png", .png, screenshot: true),
            file(id, "VID_1.mp4", .video), file(id, "notes.xmp", .sidecar),
            file(id, "2024/IMG_6.jpg", at: LocalDateTime(year: 2024, month: 12, day: 31, hour: 23)!),
        ]
    }

    /// Saves the records as a scan does: the rows first, then the hashes of the files whose
    /// size and time match another's (`DuplicateHasher`).
    package static func save(_ records: [AssetRecord], _ database: AppDatabase, libraryID: Int64) throws {
        try database.save(records, libraryID: libraryID)
        let hashes = try records.compactMap { record -> (Int64, String)? in
            guard let hash = record.headHash else { return nil }
            let id = try database.writer.read { db in
                try Int64.fetchOne(db, sql: "SELECT id FROM asset WHERE libraryId = ? AND path = ?",
                                   arguments: [libraryID, Data(record.path.bytes)])
            }
            return (try #require(id), hash)
        }
        try database.setHeadHashes(hashes)
    }
}
