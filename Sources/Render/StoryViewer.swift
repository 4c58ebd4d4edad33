import Deck
import Foundation

/// index.html: a story viewer for the deck, one file that works from `file://` with no network
/// and no outside script or font. The card's left third (or ←) goes back, the rest (or →)
/// goes on; it moves on by itself every `slideSeconds`; press-and-hold, Space or the pause
/// button pauses; "i" or the ALT button shows the alt text; after the last card it offers a
/// replay and each card's PNG (and the video) to download. Every card stays an `<img>` with its
/// alt text, and `<noscript>` lists them all.
enum StoryViewer {
    /// How long a card shows before the next: a story's usual pace (Instagram's is 5 s), long
    /// enough to read a card's few words, short enough that twelve cards take a minute.
    static let slideSeconds = 5.0
    /// A press on the card held this long pauses instead of moving on: longer than a quick tap
    /// or click (about 100–200 ms), short enough to feel immediate.
    static let holdMilliseconds = 300
    /// A touch that travels this far sideways is a swipe (left goes on, right goes back), not a tap.
    static let swipePixels = 40
    /// How long the first-open hints stay before they fade: time to read two words and a line of keys.
    static let hintSeconds = 3.5

    /// `files` are the cards' PNGs in order; `video` is the story video's file name beside them
    /// (e.g. "deck.mp4"), or nil when there is none.
    static func html(_ document: DeckDocument, files: [String], video: String?) -> String {
        let words = ViewerWords.of(document.language)
        let slides = zip(files, document.cards).map { file, card in
            "{\"src\":\(json(file)),\"alt\":\(json(card.altText))}"
        }.joined(separator: ",")
        let square = document.rendering?.format == "square"
        let title = document.cards.first?.title ?? "Photo Wrapped"
        let noscript = zip(files, document.cards).map { "<img src=\"\(escape($0))\" alt=\"\(escape($1.altText))\">" }.joined()
        let downloads = zip(files, document.cards).enumerated().map { i, pair in
            let label = words.card.replacingOccurrences(of: "{i}", with: "\(i + 1)")
            return "<li><a href=\"\(escape(pair.0))\" download>\(escape(label)) · \(escape(pair.1.title))</a></li>"
        }.joined() + (video.map { "<li><a href=\"\(escape($0))\" download>\(escape(words.video)) · \(escape($0))</a></li>" } ?? "")
        let videoButton = { (id: String) in
            video == nil ? "" : "<button type=\"button\" class=\"pill video-open\" id=\"\(id)\">\(Self.filmIcon)<span class=\"label\">\(escape(words.playVideo))</span></button>"
        }
        let settings = """
            {"slideMs":\(Int(slideSeconds * 1000)),"holdMs":\(holdMilliseconds),"swipePx":\(swipePixels),\
            "hintMs":\(Int(hintSeconds * 1000)),"video":\(video.map(json) ?? "null"),\
            "words":\(json(words))}
            """
        return """
            <!doctype html>
            <html lang="\(document.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
            <meta name="color-scheme" content="dark">
            <title>\(escape(title))</title>
            <script>document.documentElement.classList.add("js");</script>
            <style>
            \(style)
            </style>
            </head>
            <body data-current="0" style="--r: \(square ? "1" : "0.5625")">
            <div id="viewer" hidden>
            <main id="stage">
            <div id="frame">
            <img id="card" alt="" draggable="false">
            <div id="bars" aria-hidden="true"></div>
            <div id="hints" hidden aria-hidden="true">
            <div class="hint back"><b>‹</b><span class="how"></span><span>\(escape(words.back))</span></div>
            <div class="hint onward"><b>›</b><span class="how"></span><span>\(escape(words.onward))</span></div>
            <p class="keys">\(escape(words.keys))</p>
            </div>
            <div id="tools">
            <span id="paused-badge" hidden>\(escape(words.paused))</span>
            <button type="button" class="pill" id="alt-toggle" aria-pressed="false" aria-controls="alt" title="\(escape(words.altText)) (i)"><span aria-hidden="true">ALT</span><span class="sr-only">\(escape(words.altText))</span></button>
            \(videoButton("video-button"))
            <button type="button" class="round" id="pause" title="\(escape(words.pause)) (Space)" aria-label="\(escape(words.pause))">\(Self.pauseIcon)\(Self.playIcon)</button>
            </div>
            <p id="alt" hidden></p>
            <section id="end" hidden aria-labelledby="end-title">
            <h2 id="end-title">\(escape(words.end))</h2>
            <div class="actions">
            <button type="button" class="pill big" id="replay">\(Self.replayIcon)\(escape(words.replay))</button>
            \(videoButton("end-video-button"))
            </div>
            <h3>\(escape(words.download))</h3>
            <ul>\(downloads)</ul>
            </section>
            <button type="button" class="step" id="prev" aria-label="\(escape(words.previous))">‹</button>
            <button type="button" class="step" id="next" aria-label="\(escape(words.next))">›</button>
            </div>
            </main>
            <p id="live" class="sr-only" aria-live="polite"></p>
            <dialog id="player" aria-label="\(escape(words.video))">
            <video controls playsinline preload="none"></video>
            <button type="button" class="pill" id="video-close">\(escape(words.close))</button>
            </dialog>
            </div>
            <noscript>\(noscript)</noscript>
            <script>
            const settings = \(settings);
            const slides = [\(slides)];
            \(script)
            </script>
            </body>
            </html>

            """
    }

    private static let pauseIcon = "<svg class=\"icon pause-icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M7 5h3v14H7zM14 5h3v14h-3z\"/></svg>"
    private static let playIcon = "<svg class=\"icon play-icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M8 5v14l11-7z\"/></svg>"
    private static let filmIcon = "<svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path fill-rule=\"evenodd\" d=\"M3 5h18v14H3zM5 7v2h2V7zm0 4v2h2v-2zm0 4v2h2v-2zm12-8v2h2V7zm0 4v2h2v-2zm0 4v2h2v-2zM9 7v10h6V7z\"/></svg>"
    private static let replayIcon = "<svg class=\"icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z\"/></svg>"

    /// JSON for the page's script: keys sorted, so that the same deck writes the same page in
    /// every run, and no "</" that would end the script early.
    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
