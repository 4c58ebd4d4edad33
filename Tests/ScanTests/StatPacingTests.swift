import Testing
@testable import Scan

@Suite("Pacing the walk's stats")
struct StatPacingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// Each stat's time, in microseconds, in the order they were taken.
        let micros: [UInt64]
        let parallel: Bool
        var testDescription: String { name }
    }

    @Test("the median of the last stats decides", arguments: [
        Case(name: "nothing stated yet: one at a time", micros: [], parallel: false),
        Case(name: "a warm local disk stays one at a time", micros: [1, 2, 1, 3, 1, 2, 1, 1], parallel: false),
        Case(name: "one stat held up by the scheduler does not switch", micros: [1, 2, 1, 4000, 1, 2], parallel: false),
        Case(name: "two slow stats in five do not switch", micros: [2, 2000, 1, 2000, 1], parallel: false),
        Case(name: "the first round trip of a slow mount switches", micros: [2000], parallel: true),
        Case(name: "a NAS's round trips stay parallel", micros: [2000, 2100, 1900, 2500, 2000, 2200], parallel: true),
        Case(name: "a cold SSD's reads are slow too", micros: [120, 90, 150, 110, 100], parallel: true),
        Case(name: "a folder that turns out cached switches back", micros: [2000, 2000, 2000, 1, 2, 1], parallel: false),
        Case(name: "a quick stat among slow ones stays parallel", micros: [2000, 2000, 2000, 2000, 1], parallel: true),
    ])
    func decides(_ given: Case) {
        var pacing = StatPacing()
        for micro in given.micros { pacing.observe(nanoseconds: micro * 1000) }
        #expect(pacing.isParallel == given.parallel)
    }

    @Test("a reader calls its device slow only after a whole window of slow reads", arguments: [
        Case(name: "a reader's first read, slow on any disk, is not enough", micros: [900], parallel: false),
        Case(name: "four slow reads are not a window yet", micros: [120, 90, 150, 110], parallel: false),
        Case(name: "a run of three evicted files on a warm disk", micros: [6, 7, 130, 120, 126, 8, 6], parallel: false),
        Case(name: "four of five slow is not every one", micros: [175, 8, 93, 98, 120], parallel: false),
        Case(name: "a cold SSD's five reads in a row", micros: [120, 90, 150, 110, 100], parallel: true),
        Case(name: "a NAS's round trips after a warm start", micros: [6, 7, 2000, 2100, 1900, 2500, 2000], parallel: true),
    ])
    func readerDecides(_ given: Case) {
        var pacing = StatPacing()
        for micro in given.micros { pacing.observe(nanoseconds: micro * 1000) }
        #expect(pacing.isSlowThroughout == given.parallel)
    }

    @Test("the line sits between a cached stat and a device's")
    func line() {
        var pacing = StatPacing()
        pacing.observe(nanoseconds: StatPacing.slowStatNanoseconds)
        #expect(!pacing.isParallel)
        pacing.observe(nanoseconds: StatPacing.slowStatNanoseconds + 1)
        pacing.observe(nanoseconds: StatPacing.slowStatNanoseconds + 1)
        #expect(pacing.isParallel)
    }
}
