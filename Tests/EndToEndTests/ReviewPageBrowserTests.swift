import Foundation
import HeadlessBrowser
import TestScratch
import Testing

/// The review page in headless Chromium (Debian's `chromium`), against the built binary on the
/// fixtures: a person's clicks hide a place, rename one, leave a photo out and regenerate.
@Suite("the review page in Chromium", .serialized)
struct ReviewPageBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Far above what a debug build takes to make the fixtures' deck again.
    static let regenerateSeconds = 300.0

    @Test("hide, rename and leave out by clicking, then regenerate: new cards, and the settings file holds the decisions",
          .enabled(if: chromium != nil, "chromium is not installed"))
    func clicks() throws {
        let library = try PlacesCommandTests.Library()
        let server = try ReviewServerProcess(library)
        defer { _ = try? server.interrupt() }
        let profile = try Scratch.folder("chromium-profile")
        let page = try DevToolsPipe(chromium: try #require(Self.chromium), profile: profile.path, width: 1440, height: 1500, touch: false)
        try page.load(try #require(URL(string: server.address)))
        #expect(try page.wait(until: "document.body.dataset.ready === 'true'", seconds: 60))
        // The token left the address, and the page's scripts cannot read its cookie.
        #expect(try page.string("location.href") == "http://127.0.0.1:\(server.port)/")
        #expect(try page.string("document.cookie") == "")

        let rows = try page.evaluate("[...document.querySelectorAll('#places tbody tr')].filter((r) => !r.querySelector('.badge.home')).map((r) => r.dataset.id)") as? [String] ?? []
        let (hidden, renamed) = (try #require(rows.first), try #require(rows.dropFirst().first))
        let hiddenLabel = try page.string("document.querySelector('#places tr[data-id=\"\(hidden)\"] td.label').textContent")
        let cardsBefore = try page.evaluate("[...document.querySelectorAll('#cards img.card')].map((i) => i.alt)") as? [String] ?? []
        #expect(cardsBefore.contains { $0.contains(hiddenLabel) }, "\(hiddenLabel): \(cardsBefore)")

        try page.click("#places tr[data-id=\"\(hidden)\"] button.hide")
        #expect(try page.wait(until: "document.querySelector('#places tr[data-id=\"\(hidden)\"]').classList.contains('hidden')", seconds: 30))
        #expect(try page.wait(until: "document.querySelector('#map circle.hidden') !== null", seconds: 5))

        try page.click("#places tr[data-id=\"\(renamed)\"] button.rename")
        _ = try page.evaluate("document.querySelector('.rename-input').select()")
        try page.type("Grandma's")
        try page.press("Enter")
        #expect(try page.wait(until: "document.querySelector('#places tr[data-id=\"\(renamed)\"] td.label').textContent.startsWith(\"Grandma's\")",
                              seconds: 30))

        let photo = try page.string("document.querySelector('#cards .photos li').dataset.id")
        try page.click("#cards .photos li[data-id=\"\(photo)\"] button.leave-out")
        #expect(try page.wait(until: "document.querySelector('#cards .photos li[data-id=\"\(photo)\"]').classList.contains('left-out')", seconds: 30))
        #expect(try page.evaluate("!document.getElementById('pending').hidden") as? Bool == true)

        let started = Date()
        try page.click("#regenerate")
        #expect(try page.wait(until: "document.body.dataset.generation === '2' && !document.getElementById('regenerate').disabled",
                              seconds: Self.regenerateSeconds))
        print("review page: regenerate to new cards took \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
        #expect(try page.wait(until: "[...document.querySelectorAll('#cards img.card')].every((i) => i.complete && i.naturalWidth > 0)",
                              seconds: 30))
        let cardsAfter = try page.evaluate("[...document.querySelectorAll('#cards img.card')].map((i) => i.alt)") as? [String] ?? []
        #expect(cardsAfter != cardsBefore)
        #expect(!cardsAfter.contains { $0.contains(hiddenLabel) }, "\(cardsAfter)")
        #expect(cardsAfter.contains { $0.contains("Grandma's") }, "\(cardsAfter)")
        #expect(try page.evaluate("document.querySelector('#cards .photos li[data-id=\"\(photo)\"]') === null") as? Bool == true)
        #expect(try page.evaluate("document.querySelector('#left-out li[data-id=\"\(photo)\"]') !== null") as? Bool == true)
        // The README's picture of the page is taken here: PHOTO_WRAPPED_REVIEW_SCREENSHOT=docs/review.png.
        if let shot = ProcessInfo.processInfo.environment["PHOTO_WRAPPED_REVIEW_SCREENSHOT"] {
            _ = try page.evaluate("window.scrollTo(0, 0)")
            try page.screenshot().write(to: URL(fileURLWithPath: shot))
        }

        let settings = ReviewCommandTests.settings(library)
        #expect((settings["hiddenPlaces"] as? [[String: Any]])?.map { $0["placeId"] as? String } == [hidden])
        #expect((settings["renamedPlaces"] as? [[String: Any]])?.map { $0["placeId"] as? String } == [renamed])
        #expect((settings["renamedPlaces"] as? [[String: Any]])?.map { $0["label"] as? String } == ["Grandma's"])
        #expect((settings["leftOutPhotos"] as? [[String: Any]])?.count == 1)
    }
}
