import Foundation
import Store

extension SettingsFile {
    /// Moves the hides that earlier versions kept in the cache into this file, then empties the
    /// cache's table, so that they move once and a deleted cache loses nothing. Returns how many
    /// moved. A settings file that cannot be read stops the move with the rows left in place.
    public func moveHiddenAreas(from database: AppDatabase) throws -> Int {
        let legacy = try database.legacyHiddenAreas()
        guard !legacy.isEmpty else { return 0 }
        var settings = try load()
        for area in legacy { settings.hide(area) }
        try save(settings)
        try database.forgetLegacyHiddenAreas()
        return legacy.count
    }
}
