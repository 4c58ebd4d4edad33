import CCairo
import Foundation
import TestScratch
import Testing
@testable import Deck
@testable import Pipeline
@testable import Render
import TestSupport
import HeadlessBrowser

/// index.html in a real browser: headless Chromium (Debian's `chromium`) loads it from disk, at
/// a phone's size (touch) and a desktop window's (mouse), and is clicked, tapped and typed at
/// through the DevTools protocol. The page's clock is virtual, so five seconds pass at once.
@Suite("The story viewer in Chromium", .serialized)
struct StoryViewerBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    struct Screen: Sendable, CustomStringConvertible {
        var width: Int
        var height: Int
        var touch: Bool
        var description: String { "\(width)×\(height)\(touch ? " touch" : " mouse")" }
    }

    static let screens = [Screen(width: 390, height: 844, touch: true), Screen(width: 1440, height: 900, touch: false)]
    /// A little over one card's time, in the page's milliseconds.
    static let oneCard = Int(StoryViewer.slideSeconds * 1000) + 300

    /// Writes a three-card deck (distinct colours), with index.html naming `video` if given.
    static func deck(video: String? = nil) throws -> (folder: URL, files: [String]) {
        let folder = try Scratch.folder("viewer")
        var document = try JSONDecoder().decode(DeckDocument.self, from: PhotoAndFileTests.minimalDocument)
        document.cards = Array(SampleCards.all.prefix(3))
        var output = try DeckRenderer(renderer: CardRenderer(skin: .poster, format: .story, photos: SampleCards.source, yearLabel: "2025"))
            .render(document)
        let cards = output.files.map(\.name).filter { $0.hasSuffix(".png") }
        if let video {
            output.files.removeAll { $0.name == "index.html" }
            output.files.append((name: "index.html", data: Data(StoryViewer.html(document, files: cards, video: video).utf8)))
        }
        try DeckFolder(path: folder.path).write(output.files)
        return (folder, cards)
    }

    /// A browser at `screen`'s size showing the deck's index.html, its clock held still.
    static func open(_ folder: URL, _ screen: Screen, reducedMotion: Bool = false) throws -> DevToolsPipe {
        let profile = try Scratch.folder("chromium-profile")
        let page = try DevToolsPipe(chromium: try #require(chromium), profile: profile.path, width: screen.width, height: screen.height,
                                    touch: screen.touch, reducedMotion: reducedMotion)
        try page.open(folder.appendingPathComponent("index.html"))
        return page
    }

    static func current(_ page: DevToolsPipe) throws -> String { try page.string("document.body.dataset.current") }

    /// A tap (touch screen) or a click (mouse) at a fraction of the card's width, halfway down.
    static func press(_ page: DevToolsPipe, _ screen: Screen, atCardWidth fraction: Double) throws {
        let card = try page.rect("#frame")
        let (x, y) = (card.x + card.width * fraction, card.y + card.height / 2)
        if screen.touch { try page.tap(x: x, y: y) } else { try page.click(x: x, y: y) }
    }

    /// Mean colour of a PNG over a window given in fractions of its width and height (the
    /// middle tenth unless told).
    static func meanColour(_ path: String, x across: ClosedRange<Double> = 0.45 ... 0.55,
                           y down: ClosedRange<Double> = 0.45 ... 0.55) -> (Double, Double, Double) {
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        let (w, h) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        func pixels(_ range: ClosedRange<Double>, _ size: Int) -> Range<Int> {
            let start = min(max(Int(range.lowerBound * Double(size)), 0), size - 1)
            return start ..< max(start + 1, min(Int(range.upperBound * Double(size)), size))
        }
        var sum = (0.0, 0.0, 0.0), n = 0.0
        for y in pixels(down, h) {
            for x in pixels(across, w) {
                let p = UnsafeRawPointer(data + y * stride + x * 4).load(as: UInt32.self)
                sum = (sum.0 + Double(p >> 16 & 0xFF), sum.1 + Double(p >> 8 & 0xFF), sum.2 + Double(p & 0xFF))
                n += 1
            }
        }
        return (sum.0 / n, sum.1 / n, sum.2 / n)
    }

    @Test("the page shows the first card, once the hints are gone", .enabled(if: chromium != nil, "chromium is not installed"),
          arguments: screens)
    func firstCard(screen: Screen) throws {
        let (folder, files) = try Self.deck()
        let page = try Self.open(folder, screen)
        #expect(try page.evaluate("!document.getElementById('hints').hidden") as? Bool == true)
        try page.advance(milliseconds: Int(StoryViewer.hintSeconds * 1000) + 700)
        #expect(try page.evaluate("document.getElementById('hints').hidden") as? Bool == true)
        let shot = folder.appendingPathComponent("shot.png")
        try page.screenshot().write(to: shot)
        let shown = Self.meanColour(shot.path)
        // The cards' pixels under the screen's middle tenth: on a wide screen the card is
        // narrower than the screen, so that tenth spans more of the card's width than its own.
        let card = try page.rect("#card")
        let across = (0.45 * Double(screen.width) - card.x) / card.width ... (0.55 * Double(screen.width) - card.x) / card.width
        let down = (0.45 * Double(screen.height) - card.y) / card.height ... (0.55 * Double(screen.height) - card.y) / card.height
        let first = Self.meanColour(folder.appendingPathComponent(files[0]).path, x: across, y: down)
        let second = Self.meanColour(folder.appendingPathComponent(files[1]).path, x: across, y: down)
        func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
            abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2)
        }
        #expect(distance(shown, first) < 40, "page \(shown), first card \(first)")
        #expect(distance(shown, first) < distance(shown, second))
        #expect(try page.string("document.getElementById('card').alt") == SampleCards.all[0].altText)
    }

    @Test("the hints show on the first open only", .enabled(if: chromium != nil, "chromium is not installed"))
    func hintsOnce() throws {
        let (folder, _) = try Self.deck()
        let page = try Self.open(folder, Self.screens[1])
        #expect(try page.evaluate("!document.getElementById('hints').hidden") as? Bool == true)
        try page.newPage()
        try page.open(folder.appendingPathComponent("index.html"))
        #expect(try page.evaluate("document.getElementById('hints').hidden") as? Bool == true)
    }

    @Test("the card's left third goes back, the rest goes on", .enabled(if: chromium != nil, "chromium is not installed"),
          arguments: screens)
    func zones(screen: Screen) throws {
        let (folder, _) = try Self.deck()
        let page = try Self.open(folder, screen)
        try Self.press(page, screen, atCardWidth: 0.8)
        #expect(try Self.current(page) == "1")
        try Self.press(page, screen, atCardWidth: 0.45)
        #expect(try Self.current(page) == "2")
        try Self.press(page, screen, atCardWidth: 0.25)
        #expect(try Self.current(page) == "1")
        try Self.press(page, screen, atCardWidth: 0.05)
        #expect(try Self.current(page) == "0")
        #expect(try page.string("document.getElementById('card').getAttribute('src')") == "01-title.png")
    }

    @Test("it moves on by itself; Space pauses and resumes", .enabled(if: chromium != nil, "chromium is not installed"),
          arguments: screens)
    func spacePauses(screen: Screen) throws {
        let (folder, _) = try Self.deck()
        let page = try Self.open(folder, screen)
        try page.advance(milliseconds: Self.oneCard)
        #expect(try Self.current(page) == "1")
        try page.press(" ")
        #expect(try page.string("document.body.dataset.paused") == "true")
        #expect(try page.evaluate("document.getElementById('paused-badge').hidden") as? Bool == false)
        try page.advance(milliseconds: 3 * Self.oneCard)
        #expect(try Self.current(page) == "1")
        try page.press(" ")
        #expect(try page.string("document.body.dataset.paused") == "false")
        try page.advance(milliseconds: Self.oneCard)
        #expect(try Self.current(page) == "2")
    }

    @Test("with reduced motion it waits for the person", .enabled(if: chromium != nil, "chromium is not installed"))
    func reducedMotion() throws {
        let (folder, _) = try Self.deck()
        let page = try Self.open(folder, Self.screens[0], reducedMotion: true)
        try page.advance(milliseconds: 3 * Self.oneCard)
        #expect(try Self.current(page) == "0")
        #expect(try page.string("getComputedStyle(document.querySelector('#bars .current i')).animationName") == "none")
        try page.press("ArrowRight")
        #expect(try Self.current(page) == "1")
    }

    @Test("after the last card: replay and each card to download", .enabled(if: chromium != nil, "chromium is not installed"),
          arguments: screens)
    func endState(screen: Screen) throws {
        let (folder, files) = try Self.deck()
        let page = try Self.open(folder, screen)
        try page.press("End")
        #expect(try Self.current(page) == "2")
        #expect(try page.evaluate("document.getElementById('end').hidden") as? Bool == true)
        try page.advance(milliseconds: Self.oneCard)
        #expect(try Self.current(page) == "3")
        #expect(try page.evaluate("document.getElementById('end').hidden") as? Bool == false)
        let links = try page.evaluate("[...document.querySelectorAll('#end a[download]')].map(a => a.getAttribute('href'))") as? [String]
        #expect(links == files)
        #expect(try page.evaluate("document.querySelector('.video-open') === null") as? Bool == true)
        try page.press("ArrowLeft")
        #expect(try Self.current(page) == "2")
        try page.press("ArrowRight")
        #expect(try Self.current(page) == "3")
        let replay = try page.rect("#replay")
        if screen.touch { try page.tap(x: replay.x + replay.width / 2, y: replay.y + replay.height / 2) }
        else { try page.click(x: replay.x + replay.width / 2, y: replay.y + replay.height / 2) }
        #expect(try Self.current(page) == "0")
        #expect(try page.evaluate("document.getElementById('end').hidden") as? Bool == true)
    }

    @Test("each slide change is announced", .enabled(if: chromium != nil, "chromium is not installed"), arguments: screens)
    func announced(screen: Screen) throws {
        let (folder, _) = try Self.deck()
        let page = try Self.open(folder, screen)
        #expect(try page.string("document.querySelector('[aria-live=polite]').id") == "live")
        var heard: [String] = [try page.string("document.getElementById('live').textContent")]
        for _ in 0 ..< 3 {
            try page.press("ArrowRight")
            heard.append(try page.string("document.getElementById('live').textContent"))
        }
        for i in 0 ..< 3 {
            #expect(heard[i].hasPrefix("Card \(i + 1) of 3. "), "\(heard[i])")
            #expect(heard[i].hasSuffix(SampleCards.all[i].altText))
        }
        #expect(heard[3].hasPrefix("End of the story"))
        try page.press("Home")
        try page.press("i")
        #expect(try page.string("document.getElementById('alt').textContent") == SampleCards.all[0].altText)
        #expect(try page.evaluate("document.getElementById('alt').hidden") as? Bool == false)
        try page.press("Escape")
        #expect(try page.evaluate("document.getElementById('alt').hidden") as? Bool == true)
    }

    @Test("a deck with a video offers to play it", .enabled(if: chromium != nil, "chromium is not installed"), arguments: screens)
    func video(screen: Screen) throws {
        let (folder, _) = try Self.deck(video: "deck.mp4")
        let page = try Self.open(folder, screen)
        let button = try page.rect("#video-button")
        #expect(button.width > 0 && button.height > 0)
        if screen.touch { try page.tap(x: button.x + button.width / 2, y: button.y + button.height / 2) }
        else { try page.click(x: button.x + button.width / 2, y: button.y + button.height / 2) }
        #expect(try page.evaluate("document.getElementById('player').open") as? Bool == true)
        #expect(try page.string("document.querySelector('#player video').getAttribute('src')") == "deck.mp4")
        #expect(try page.evaluate("(v => v.controls && v.hasAttribute('playsinline'))(document.querySelector('#player video'))") as? Bool == true)
        try page.advance(milliseconds: Self.oneCard)
        #expect(try Self.current(page) == "0")
        try page.press("Escape")
        #expect(try page.evaluate("document.getElementById('player').open") as? Bool == false)
        #expect(try page.evaluate("document.querySelectorAll('#end a[download]')[3].getAttribute('href')") as? String == "deck.mp4")
    }
}
