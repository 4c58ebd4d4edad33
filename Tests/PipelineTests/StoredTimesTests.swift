import Foundation
import GRDB
import Testing
@testable import Model
@testable import Store

@Suite("Times the cache writes")
struct StoredTimesTests {
    @Test("the times SQLite writes are spelled as GRDB spells a date, and read back as now")
    func now() throws {
        let database = try AppDatabase.inMemory()
        let library = try database.libraryID(root: RawPath("/a"))
        try database.markScanned(libraryID: library, fingerprint: FileListFingerprint())
        try database.storeRun(try RunCacheTests.document(), key: RunCacheTests.stored)
        let grdb = try #require(String.fromDatabaseValue(Date().databaseValue))
        let spelled = try database.writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT createdAt FROM library UNION ALL SELECT lastScannedAt FROM library UNION ALL SELECT createdAt FROM run
                """)
        }
        #expect(spelled.count == 3)
        for text in spelled {
            #expect(text.count == grdb.count && text.replacing(/\d/, with: "0") == grdb.replacing(/\d/, with: "0"), "\(text) vs \(grdb)")
            let date = try #require(Date.fromDatabaseValue(text.databaseValue))
            #expect(abs(date.timeIntervalSinceNow) < 60)
        }
        let run = try #require(try database.storedRun(RunCacheTests.stored))
        #expect(abs(run.createdAt.timeIntervalSinceNow) < 60)
    }
}
