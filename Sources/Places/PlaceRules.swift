import Foundation

/// Every number the Best Places stage uses, named once. docs/ALGORITHMS.md quotes them.
public enum PlaceRules {
    /// Grid cell height, and width at the cell row's latitude (spec §10.4).
    public static let cellSizeMeters = 120.0
    /// A cell with at least this many photos is dense: only dense cells link to neighbours,
    /// so a lone photo never bridges two places.
    public static let denseCellMinPhotos = 2
    /// No merge may make a place whose cell centres lie further apart than this. A day's walk
    /// along a river therefore becomes several places, never one 5 km "place".
    public static let maxPlaceExtentMeters = 400.0
    /// Places with fewer photos are not places (spec §10.4).
    public static let minPhotosPerPlace = 3
    /// How many places rankings show (spec §10.4).
    public static let topPlaces = 10
    /// Representatives per place and for the whole range (spec §10.5).
    public static let representativeCount = 9

    /// Home: the place with the most distinct days that have a photo between
    /// `eveningStartHour`:00 and `eveningEndHour`:00 local time…
    public static let eveningStartHour = 18
    public static let eveningEndHour = 6
    /// …on at least this many days.
    public static let homeMinEveningDays = 5
    /// A hidden area reaches this far beyond the furthest photo of the place it hides.
    public static let hiddenAreaMarginMeters = 60.0
}
