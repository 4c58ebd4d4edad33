import Deck
import Foundation
import Model
import Pipeline
import Render

/// What the page's deck is of, and how it looks: the range, the deck's options (its language
/// among them), the skin and the format. The page changes them; the settings file is not
/// touched by them.
public struct ReviewChoices: Sendable, Equatable {
    public var range: DateRange
    public var options: DeckOptions
    public var skin: Skin
    public var format: CardFormat

    public init(range: DateRange, options: DeckOptions, skin: Skin, format: CardFormat) {
        self.range = range
        self.options = options
        self.skin = skin
        self.format = format
    }

    /// As `generate` draws without a video.
    var drawing: Drawing { Drawing(skin: skin, format: format, video: false, music: nil) }
}

/// Where the library is and how its instants are dated: what stays the same for a review.
public struct ReviewLibrary: Sendable {
    public var folders: [String]
    public var timeZone: TimeZone
    public var timeZoneIsOption: Bool
    public var settings: SettingsFile

    public init(folders: [String], timeZone: TimeZone, timeZoneIsOption: Bool, settings: SettingsFile) {
        self.folders = folders
        self.timeZone = timeZone
        self.timeZoneIsOption = timeZoneIsOption
        self.settings = settings
    }
}
