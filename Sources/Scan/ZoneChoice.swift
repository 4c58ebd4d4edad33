import Foundation
import Metadata

/// Puts an instant on the clock of where the person was (docs/ALGORITHMS.md, "Whose clock"),
/// trying in order: the photo's own location; the photo nearest in time within
/// `nearbyWindow` whose zone is known (an EXIF offset, or a location); the home zone; `--tz`;
/// the machine's zone. A run on a UTC server then dates a library as the person's laptop does.
struct ZoneChoice {
    /// A photo this close in time was taken in the same zone: a day's travel rarely crosses
    /// more than one border, and 12 hours reaches across a night to the evening or morning
    /// photos of the same trip.
    static let nearbyWindow: Int64 = 12 * 3600

    /// A photo whose zone is known, at the instant it was taken.
    struct Anchor {
        package var instant: Int64
        package var clock: Anchored
    }

    /// What an anchor knows of its zone.
    enum Anchored: Equatable {
        case offset(Int)
        case zone(TimeZone)
    }

    /// Sorted by instant.
    package let anchors: [Anchor]
    package let home: TimeZone?
    package let fallback: TimeZone
    /// Whether `fallback` is `--tz` rather than the machine's zone.
    let fallbackIsOption: Bool

    init(anchors: [Anchor], home: TimeZone?, fallback: TimeZone, fallbackIsOption: Bool) {
        self.anchors = anchors.sorted { $0.instant < $1.instant }
        self.home = home
        self.fallback = fallback
        self.fallbackIsOption = fallbackIsOption
    }

    /// The clock for `instant`, for a photo with no location of its own (one with a location
    /// is on its zone's clock).
    package func clock(at instant: Int64) -> Clock {
        if let anchor = nearest(to: instant) {
            switch anchor.clock {
            case let .offset(offset): return Clock(utcOffset: offset, source: .nearby)
            case let .zone(zone): return Clock(zone: zone, at: instant, source: .nearby)
            }
        }
        if let home { return Clock(zone: home, at: instant, source: .home) }
        return Clock(zone: fallback, at: instant, source: fallbackIsOption ? .option : .machine)
    }

    /// The anchor nearest in time within the window; the earlier of two as near.
    package func nearest(to instant: Int64) -> Anchor? {
        let low = anchors.partitionPoint { $0.instant >= instant }
        let candidates = [low - 1, low].filter(anchors.indices.contains).map { anchors[$0] }
        return candidates.filter { abs($0.instant - instant) <= Self.nearbyWindow }
            .min { abs($0.instant - instant) < abs($1.instant - instant) }
    }
}
