import GRDB

extension AppDatabase {
    /// Copies the pages the write-ahead log holds into the cache file, as closing the cache
    /// would, without waiting for readers (SQLite's passive checkpoint). Closing then finds
    /// nothing left to copy or sync. After a regenerate the log holds the run's document and
    /// its places, copied and synced at the close
    /// while both cores were free: begun where CPU-bound work follows the last write (drawing
    /// the cards, the scan's summary), the copy and its syncs overlap that work.
    ///
    /// `emptyingLog` also truncates the log to nothing, once no reader is left on it (SQLite's
    /// truncating checkpoint): closing the cache then has neither pages to copy nor a large log
    /// to delete: deleting a first scan's large log was a cost paid at the end of the run.
    public func checkpoint(emptyingLog: Bool = false) throws {
        try writer.writeWithoutTransaction { db in _ = try db.checkpoint(emptyingLog ? .truncate : .passive) }
    }
}
