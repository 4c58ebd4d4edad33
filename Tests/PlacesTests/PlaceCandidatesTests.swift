import Foundation
import Testing
@testable import Model
@testable import Places

/// The places `hide`, `unhide` and `rename` choose among, made from many records of several
/// listings: the same as measuring every record against every place before it.
@Suite("The places a command points at, among thousands")
struct PlaceCandidatesTests {
    /// A small, fixed generator (Knuth's MMIX LCG, high bits folded in): the same records on
    /// every machine.
    struct Congruential: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    /// Records of three listings around a few towns (near one another and far apart, one far
    /// north, one across the antimeridian), some sharing an id across listings, and only those
    /// widening their place's reach, by a large radius; then places only the settings know.
    static func records(seed: UInt64, count: Int) -> (records: [RecordedPlace], extra: [RecordedPlace]) {
        var random = Congruential(state: seed)
        let towns = [(51.5, -0.12), (51.52, -0.1), (35.66, 139.7), (-33.87, 151.2), (78.22, 15.65), (0.0, 179.99)]
        func record(_ i: Int) -> RecordedPlace {
            let town = towns[Int.random(in: 0 ..< towns.count, using: &random)]
            let spread = [0.001, 0.01, 0.2][Int.random(in: 0 ..< 3, using: &random)]
            let longitude = town.1 + Double.random(in: -spread ... spread, using: &random)
            let point = GeoPoint(latitude: town.0 + Double.random(in: -spread ... spread, using: &random),
                                 longitude: longitude > 180 ? longitude - 360 : longitude)!
            let shared = Int.random(in: 0 ..< 10, using: &random) == 0
            return RecordedPlace(placeID: shared ? "shared\(i % 7)" : "p\(i)", label: "Place \(i % 50)", centroid: point,
                                 radiusMeters: shared && Bool.random(using: &random) ? 30_000 : Double.random(in: 20 ... 900, using: &random),
                                 photoCount: Int.random(in: 3 ... 400, using: &random), isHome: i == 3,
                                 spellings: ["Town \(i % 13)"], listing: "listing\(i % 3)")
        }
        return ((0 ..< count).map(record), (count ..< count + 20).map { var r = record($0); r.photoCount = 0; return r })
    }

    /// Every record measured against every place before it: the rule as `PlaceTarget.candidates` states it.
    static func measuredAgainstAll(_ records: [RecordedPlace], extra: [RecordedPlace]) -> [(ids: Set<String>, listings: Set<String>, radius: Double, home: Bool)] {
        var places: [(place: RecordedPlace, ids: Set<String>, listings: Set<String>)] = []
        for record in records.sorted(by: { $0.photoCount > $1.photoCount }) + extra {
            let reach = { (i: Int) in places[i].place.radiusMeters + PlaceRules.hiddenAreaMarginMeters }
            let holding = places.indices.filter {
                Earth.distance(places[$0].place.centroid, record.centroid) <= reach($0) && !places[$0].listings.contains(record.listing)
            }
            let nearest = holding.min { Earth.distance(places[$0].place.centroid, record.centroid) < Earth.distance(places[$1].place.centroid, record.centroid) }
            if let i = places.firstIndex(where: { $0.ids.contains(record.placeID) }) ?? nearest {
                places[i].ids.insert(record.placeID)
                places[i].listings.insert(record.listing)
                if places[i].place.placeID == record.placeID { places[i].place.radiusMeters = max(places[i].place.radiusMeters, record.radiusMeters) }
                places[i].place.isHome = places[i].place.isHome || record.isHome
            } else {
                places.append((record, [record.placeID], [record.listing]))
            }
        }
        return places.map { ($0.ids, $0.listings, $0.place.radiusMeters, $0.place.isHome) }
    }

    @Test("a place widened by a record of another range holds what lies within its new reach")
    func widenedPlaceHoldsFurther() {
        let centre = GeoPoint(latitude: 48.85, longitude: 2.35)!
        let north = GeoPoint(latitude: 48.85 + 20_000 / Earth.metersPerDegree, longitude: 2.35)!
        let records = [
            RecordedPlace(placeID: "paris", label: "Paris", centroid: centre, radiusMeters: 100, photoCount: 30, listing: "2024"),
            RecordedPlace(placeID: "paris", label: "Paris", centroid: centre, radiusMeters: 30_000, photoCount: 20, listing: "2025"),
            RecordedPlace(placeID: "north", label: "North", centroid: north, radiusMeters: 100, photoCount: 10, listing: "2023"),
        ]
        let found = PlaceTarget.candidates(records, extra: [], names: [])
        #expect(found.map(\.ids) == [["paris", "north"]])
        #expect(found.first?.listings == ["2023", "2024", "2025"])
    }

    @Test("the same places, in the same order, as measuring every record against every place", arguments: [1, 2, 3] as [UInt64])
    func sameAsMeasuringAll(seed: UInt64) {
        let (records, extra) = Self.records(seed: seed, count: 1_500)
        let found = PlaceTarget.candidates(records, extra: extra, names: [])
        let expected = Self.measuredAgainstAll(records, extra: extra)
        #expect(found.count == expected.count)
        for (candidate, place) in zip(found, expected) {
            #expect(candidate.ids == place.ids)
            #expect(candidate.listings == place.listings)
            #expect(candidate.place.radiusMeters == place.radius)
            #expect(candidate.place.isHome == place.home)
        }
        // Records of other listings were joined to places, and places of one town kept apart.
        #expect(found.count < records.count + extra.count)
        #expect(found.contains { $0.listings.count > 1 })
        #expect(found.count > 100)
    }
}
