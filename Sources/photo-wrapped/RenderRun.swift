import Deck
import Foundation
import Model
import Pipeline
import Render
import Store
import Video

/// The render stage as the commands run it: draw the cards from the full document, make the
/// story video if asked, then write them with its shared form as deck.json (no paths) and
/// index.html, unless the folder already holds this very deck.
enum RenderRun {
    static let videoStageName = DeckFilm.stageName

    static func stageNames(video: Bool) -> [String] {
        [DeckRenderer.stageName] + (video ? [videoStageName] : []) + [DeckFolder.stageName]
    }

    /// Returns false when the folder was already up to date.
    @discardableResult
    static func write(_ result: GenerateRun.Result, to folder: String, drawing: Drawing,
                      display: ProgressDisplay, database: AppDatabase) throws -> Bool {
        var document = result.document
        document.rendering = .init(skin: drawing.skin.rawValue, format: drawing.format.rawValue)
        document.video = drawing.video ? DeckVideo(cards: DeckRenderer.fileNames(document.cards), musicPath: drawing.music) : nil
        let shared = document.shared()
        let target = DeckFolder(path: folder)
        // A reused run most likely finds its deck in the folder: deck.json is made first to see.
        // A new one is drawn while deck.json is made on the other core, and looked for after.
        if result.reusedFrom != nil {
            let deckJSON = try shared.jsonData()
            if target.holds([("deck.json", deckJSON), DeckRenderer.viewer(document)]) { return false }
            return try draw(document, deckJSON: { deckJSON }, result: result, into: target, drawing: drawing, display: display,
                            database: database)
        }
        let deckJSON = Concurrently.Later { try shared.jsonData() }
        return try draw(document, deckJSON: deckJSON.value, result: result, into: target, drawing: drawing, display: display,
                        database: database)
    }

    /// Draws the cards the folder does not hold already, and the video if asked for, and writes
    /// the deck; returns false, having written nothing, when the folder held this deck after all.
    private static func draw(_ document: DeckDocument, deckJSON: () throws -> Data, result: GenerateRun.Result, into target: DeckFolder,
                             drawing: Drawing, display: ProgressDisplay, database: AppDatabase) throws -> Bool {
        var stage = result.stagesDone
        display.stage(stage + 1, of: result.stageCount, DeckRenderer.stageName)
        try interruption.check(DeckRenderer.stageName)
        // The run's writes are done: the cache's log is copied into its file while the cards
        // are drawn (`AppDatabase.checkpoint`), not when the cache closes.
        let checkpoint = Concurrently.Later { _ = try? database.checkpoint() }
        defer { checkpoint.value() }
        let paths = Array(Set(document.cards.flatMap(\.payload.photos)))
        let folders = result.scan.folderSet
        let info = try database.drawingInfo(of: folders, paths: paths).mapValues {
            PhotoInfo(kind: $0.kind, orientation: $0.orientation)
        }
        // Several folders name their photos by absolute path, which the source takes as it is.
        let source = PhotoSource(root: folders.folders[0].root.description, info: info)
        let renderer = CardRenderer(skin: drawing.skin, format: drawing.format, photos: source, yearLabel: yearLabel(document))
        var kept = try KeptCards(document, renderer: renderer, folder: target)
        var staging: DeckFolder.Staging?
        if !kept.keepable.isEmpty || document.video != nil {
            let opened = try target.stage(making: kept.keepable + (document.video.map { [$0.file] } ?? []))
            kept.link(from: target, into: opened)
            staging = opened
        }
        let output: DeckRenderer.Output
        let json: Data
        do {
            output = try DeckRenderer(renderer: renderer).render(document, keeping: kept.positions, cancellation: interruption,
                                                                  drawn: display.drawn)
            json = try deckJSON()
        } catch {
            if let staging { target.abandon(staging) }
            throw error
        }
        if target.holds([("deck.json", json), DeckRenderer.viewer(document)]) {
            if let staging { target.abandon(staging) }
            return false
        }
        stage += 1
        if let video = document.video, let opened = staging {
            stage += 1
            display.stage(stage, of: result.stageCount, videoStageName)
            do {
                try film(document, renderer: renderer, to: opened.file(video.file), music: drawing.music, display: display)
            } catch {
                target.abandon(opened)
                throw error
            }
        }
        display.stage(stage + 1, of: result.stageCount, DeckFolder.stageName)
        try target.write(output.files + [("deck.json", json), kept.list(drawn: output)],
                         made: kept.files + (document.video.map { [$0.file] } ?? []), in: staging, cancellation: interruption)
        return true
    }

    /// Plays the cards into the encoder at `path`; a stop asked for ends it with the file removed.
    private static func film(_ document: DeckDocument, renderer: CardRenderer, to path: String, music: String?,
                             display: ProgressDisplay) throws {
        let writer = try VideoWriter(path: path, width: renderer.format.width, height: renderer.format.height,
                                     title: document.cards.first?.title ?? "Photo Wrapped", music: music)
        _ = try DeckFilm(renderer: renderer).play(document.cards, into: writer, cancellation: interruption) { done, total in
            display.filmed(seconds: VideoTimeline.seconds(done), of: VideoTimeline.seconds(total))
        }
        _ = try writer.finish()
    }

    static func yearLabel(_ document: DeckDocument) -> String {
        let (start, end) = (document.range.start.prefix(4), document.range.end.prefix(4))
        return start == end ? String(start) : "\(start)–\(end)"
    }
}
