import Foundation
import Testing
@testable import Metadata
@testable import Scan

@Suite("Copy bursts")
struct CopyBurstsTests {
    /// 2025-07-12T20:00:00Z.
    static let evening: Int64 = 1_752_350_400

    @Test("a folder copied in one go is a burst, however its files are ordered, up to one file every 20 s", arguments: [1, 2, 5, 19, 20])
    func copy(spacing: Int64) {
        let times = (0 ..< 40).map { Self.evening + Int64(($0 * 7) % 40) * spacing }
        #expect(CopyBursts.members(of: times) == Set(times.indices))
    }

    @Test("too few files, or files too far apart, are no burst")
    func notBursts() {
        #expect(CopyBursts.members(of: (0 ..< CopyBursts.minFiles - 1).map { Self.evening + Int64($0) }).isEmpty)
        #expect(CopyBursts.members(of: (0 ..< 60).map { Self.evening + Int64($0) * (CopyBursts.maxMeanGap + 1) }).isEmpty)
        #expect(CopyBursts.members(of: []).isEmpty)
    }

    @Test("two copies an hour apart are two bursts; a photo between them is in neither")
    func twoCopies() {
        let first = (0 ..< 25).map { Self.evening + Int64($0) }
        let lone = Self.evening + 1800
        let second = (0 ..< 30).map { Self.evening + 3600 + Int64($0) * 3 }
        let members = CopyBursts.members(of: first + [lone] + second)
        #expect(members.count == 55)
        #expect(!members.contains(25))
    }

    /// A real day from one camera, its file times the moments it wrote each photo: 300 photos
    /// from 8:00 to 22:00, most a few minutes apart, some in quick succession, and a handful
    /// of short bursts of 3 to 6 frames half a second to a second apart.
    static func cameraDay(seed: UInt64) -> [Int64] {
        var random = SplitMix(seed: seed)
        var times: [Int64] = []
        var t = Self.evening - 12 * 3600
        while times.count < 300 {
            if random.next(100) < 6 {
                for _ in 0 ..< 3 + random.next(4) where times.count < 300 {
                    times.append(t)
                    t += 1
                }
            } else {
                times.append(t)
            }
            t += random.next(100) < 30 ? 5 + Int64(random.next(40)) : 60 + Int64(random.next(300))
        }
        return times
    }

    @Test("a day of 300 photos from one camera is never a copy", arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func cameraDayIsNoCopy(seed: UInt64) {
        let times = Self.cameraDay(seed: seed)
        #expect(times.count == 300)
        #expect(CopyBursts.members(of: times).isEmpty)
    }
}

/// A small seeded generator, so each day is the same on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

@Suite("Whose clock an instant goes on")
struct ZoneChoiceTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    static let utc = TimeZone(identifier: "UTC")!
    /// 2025-07-12T20:00:00Z.
    static let t: Int64 = 1_752_350_400

    @Test("the photo nearest in time within 12 hours gives its zone; the earlier of two as near")
    func nearby() {
        let choice = ZoneChoice(anchors: [.init(instant: Self.t - 3600, clock: .offset(9 * 3600)),
                                          .init(instant: Self.t + 3600, clock: .zone(Self.berlin)),
                                          .init(instant: Self.t + 5 * 3600, clock: .offset(-5 * 3600))],
                                home: Self.berlin, fallback: Self.utc, fallbackIsOption: false)
        #expect(choice.clock(at: Self.t) == Clock(utcOffset: 9 * 3600, source: .nearby))
        #expect(choice.clock(at: Self.t + 1800) == Clock(utcOffset: 2 * 3600, source: .nearby))
        #expect(choice.clock(at: Self.t + 16 * 3600) == Clock(utcOffset: -5 * 3600, source: .nearby))
    }

    @Test("beyond 12 hours, home; without a home, --tz; without --tz, the machine's zone")
    func fallbacks() {
        let anchors: [ZoneChoice.Anchor] = [.init(instant: Self.t - ZoneChoice.nearbyWindow - 1, clock: .offset(9 * 3600))]
        #expect(ZoneChoice(anchors: anchors, home: Self.tokyo, fallback: Self.utc, fallbackIsOption: true).clock(at: Self.t)
            == Clock(utcOffset: 9 * 3600, source: .home))
        #expect(ZoneChoice(anchors: anchors, home: nil, fallback: Self.berlin, fallbackIsOption: true).clock(at: Self.t)
            == Clock(utcOffset: 2 * 3600, source: .option))
        #expect(ZoneChoice(anchors: [], home: nil, fallback: Self.utc, fallbackIsOption: false).clock(at: Self.t)
            == Clock(utcOffset: 0, source: .machine))
    }
}
