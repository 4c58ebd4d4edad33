import Foundation
import PhotoWrapped

/// index.html: a story viewer for the deck that works from `file://` with no network and no
/// outside script. Tap the right of a card or press → / space for the next, the left or ← for
/// the one before; progress segments run along the top; every image has its alt text.
enum StoryViewer {
    static func html(_ document: DeckDocument, files: [String]) -> String {
        let slides = zip(files, document.cards).map { file, card in
            "{\"src\":\(json(file)),\"alt\":\(json(card.altText))}"
        }.joined(separator: ",")
        let title = document.cards.first?.title ?? "Photo Wrapped"
        let noscript = zip(files, document.cards).map { "<img src=\"\(escape($0))\" alt=\"\(escape($1.altText))\">" }.joined()
        return """
            <!doctype html>
            <html lang="\(document.language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            html, body { margin: 0; height: 100%; background: #0b0b10; overflow: hidden; font-family: sans-serif; }
            #stage { position: fixed; inset: 0; display: flex; align-items: center; justify-content: center; }
            #card { max-width: 100vw; max-height: 100vh; aspect-ratio: auto; border-radius: 12px; user-select: none; -webkit-user-drag: none; }
            #bars { position: fixed; top: 10px; left: 10px; right: 10px; display: flex; gap: 4px; z-index: 2; }
            #bars span { flex: 1; height: 4px; border-radius: 2px; background: rgba(255,255,255,.35); }
            #bars span.seen { background: #fff; }
            .zone { position: fixed; top: 0; bottom: 0; z-index: 1; cursor: pointer; }
            #back { left: 0; width: 33%; } #next { right: 0; width: 67%; }
            noscript img { display: block; max-width: 100%; margin: 0 auto 16px; }
            </style>
            </head>
            <body data-current="0">
            <div id="bars" aria-hidden="true"></div>
            <main id="stage"><img id="card" alt=""></main>
            <div class="zone" id="back" role="button" aria-label="Previous card"></div>
            <div class="zone" id="next" role="button" aria-label="Next card"></div>
            <noscript>\(noscript)</noscript>
            <script>
            const slides = [\(slides)];
            const card = document.getElementById("card"), bars = document.getElementById("bars");
            slides.forEach(() => bars.appendChild(document.createElement("span")));
            let current = 0;
            function show(i) {
              current = Math.max(0, Math.min(slides.length - 1, i));
              card.src = slides[current].src;
              card.alt = slides[current].alt;
              document.body.dataset.current = String(current);
              [...bars.children].forEach((bar, j) => bar.classList.toggle("seen", j <= current));
            }
            document.getElementById("next").addEventListener("click", () => show(current + 1));
            document.getElementById("back").addEventListener("click", () => show(current - 1));
            document.addEventListener("keydown", (e) => {
              if (e.key === "ArrowRight" || e.key === " " || e.key === "Enter") { show(current + 1); e.preventDefault(); }
              if (e.key === "ArrowLeft") { show(current - 1); e.preventDefault(); }
            });
            let touchX = null;
            document.addEventListener("touchstart", (e) => { touchX = e.touches[0].clientX; }, { passive: true });
            document.addEventListener("touchend", (e) => {
              if (touchX === null) return;
              const dx = e.changedTouches[0].clientX - touchX;
              if (Math.abs(dx) > 40) show(current + (dx < 0 ? 1 : -1));
              touchX = null;
            });
            show(Number(new URLSearchParams(location.search).get("card") || 0));
            if (location.hash === "#press-next") {
              document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" }));
            }
            </script>
            </body>
            </html>

            """
    }

    private static func json(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
