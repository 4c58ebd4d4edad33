import Deck
import Foundation
import Looks
import Model
import Places
import Render
import Scan
import Store
import Video

/// How the cards are drawn, and whether the story video is made beside them.
public struct Drawing: Sendable {
    public var skin: Skin
    public var format: CardFormat
    /// Whether the video is made: asked for, or music given for it.
    public var video: Bool
    public var music: String?

    public init(skin: Skin, format: CardFormat, video: Bool, music: String?) {
        self.skin = skin
        self.format = format
        self.video = video
        self.music = music
    }

    /// Fails on music that cannot be played, before any work is done.
    public func checkMusic() throws {
        if let music { try VideoWriter.checkMusic(music) }
    }
}

/// What the drawing, video and writing stages share: the deck, the folder it goes to, and what
/// each stage leaves for the next.
public struct DeckWriteContext: Sendable {
    package let document: DeckDocument
    let deckJSON: @Sendable () throws -> Data
    package let target: DeckFolder
    package let drawing: Drawing
    package let renderer: CardRenderer
    package let database: AppDatabase
    package let cancellation: Cancellation
    package let progress: DeckWrite.Progress

    package var kept: KeptCards?
    var staging: DeckFolder.Staging?
    package var output: DeckRenderer.Output?
    package var json: Data?
    /// Set when the folder turned out to hold this very deck: nothing more is written.
    var upToDate = false
}

/// The stages after the deck is made: draw the cards the folder does not hold already, make the
/// story video if asked, then write them with the deck's shared form (deck.json, no paths) and
/// index.html, unless the folder already holds this very deck.
public enum DeckWrite {
    /// How the stages report their work as it goes.
    public struct Progress: Sendable {
        public var drawn: @Sendable (_ done: Int, _ total: Int) -> Void
        public var filmed: @Sendable (_ seconds: Double, _ total: Double) -> Void

        public init(drawn: @escaping @Sendable (Int, Int) -> Void, filmed: @escaping @Sendable (Double, Double) -> Void) {
            self.drawn = drawn
            self.filmed = filmed
        }
    }

    public static func stages(video: Bool) -> [Stage<DeckWriteContext>] {
        [draw] + (video ? [film] : []) + [write]
    }

    package static let draw = Stage<DeckWriteContext>(DeckRenderer.stageName) { context in
        let document = context.document
        // The run's writes are done: the cache's log is copied into its file while the cards
        // are drawn (`AppDatabase.checkpoint`), not when the cache closes.
        let database = context.database
        let checkpoint = Concurrently.Later { _ = try? database.checkpoint() }
        defer { checkpoint.value() }
        var kept = try KeptCards(document, renderer: context.renderer, folder: context.target)
        if !kept.keepable.isEmpty || document.video != nil {
            let opened = try context.target.stage(making: kept.keepable + (document.video.map { [$0.file] } ?? []))
            kept.link(from: context.target, into: opened)
            context.staging = opened
        }
        context.kept = kept
        let output = try DeckRenderer(renderer: context.renderer).render(document, keeping: kept.positions,
                                                                         cancellation: context.cancellation,
                                                                         drawn: context.progress.drawn)
        let json = try context.deckJSON()
        if context.target.holds([("deck.json", json), DeckRenderer.viewer(document)]) {
            context.upToDate = true
            return
        }
        (context.output, context.json) = (output, json)
    }

    package static let film = Stage<DeckWriteContext>(DeckFilm.stageName) { context in
        guard !context.upToDate, let video = context.document.video, let opened = context.staging else { return }
        let renderer = context.renderer, progress = context.progress
        let writer = try VideoWriter(path: opened.file(video.file), width: renderer.format.width, height: renderer.format.height,
                                     title: context.document.cards.first?.title ?? "Photo Wrapped", music: context.drawing.music)
        _ = try DeckFilm(renderer: renderer).play(context.document.cards, into: writer, cancellation: context.cancellation) { done, total in
            progress.filmed(VideoTimeline.seconds(done), VideoTimeline.seconds(total))
        }
        _ = try writer.finish()
    }

    package static let write = Stage<DeckWriteContext>(DeckFolder.stageName) { context in
        guard !context.upToDate, let output = context.output, let json = context.json, let kept = context.kept else { return }
        try context.target.write(output.files + [("deck.json", json), kept.list(drawn: output)],
                                 made: kept.files + (context.document.video.map { [$0.file] } ?? []), in: context.staging,
                                 cancellation: context.cancellation)
        context.staging = nil
    }

    /// Draws, films and writes `document` into `folder`, reporting `[i/n]` from `first` on.
    /// Returns false, having written nothing, when the folder already held this deck.
    public static func run(_ document: DeckDocument, reused: Bool, folders: FolderSet, to folder: String, drawing: Drawing,
                           database: AppDatabase, cancellation: Cancellation, first: Int, of total: Int,
                           report: (_ index: Int, _ count: Int, _ name: String) -> Void, progress: Progress) throws -> Bool {
        var document = document
        document.rendering = .init(skin: drawing.skin.rawValue, format: drawing.format.rawValue)
        document.video = drawing.video ? DeckVideo(cards: DeckRenderer.fileNames(document.cards), musicPath: drawing.music) : nil
        let shared = document.shared()
        let target = DeckFolder(path: folder)
        let deckJSON: @Sendable () throws -> Data
        // A reused run most likely finds its deck in the folder: deck.json is made first to see.
        // A new one is drawn while deck.json is made on the other core.
        if reused {
            let json = try shared.jsonData()
            if target.holds([("deck.json", json), DeckRenderer.viewer(document)]) { return false }
            deckJSON = { json }
        } else {
            let later = Concurrently.Later { try shared.jsonData() }
            deckJSON = { try later.value() }
        }
        let renderer = try renderer(document, folders: folders, drawing: drawing, database: database)
        var context = DeckWriteContext(document: document, deckJSON: deckJSON, target: target, drawing: drawing, renderer: renderer,
                                       database: database, cancellation: cancellation, progress: progress)
        do {
            for (i, stage) in stages(video: document.video != nil).enumerated() where !context.upToDate {
                report(first + i, total, stage.name)
                try cancellation.check(stage.name)
                try stage.body(&context)
            }
        } catch {
            if let staging = context.staging { target.abandon(staging) }
            throw error
        }
        if context.upToDate, let staging = context.staging { target.abandon(staging) }
        return !context.upToDate
    }

    /// What draws `document`'s cards: the skin and format, and the photos its cards list, found
    /// with what the cache knows of each.
    public static func renderer(_ document: DeckDocument, folders: FolderSet, drawing: Drawing,
                                database: AppDatabase) throws -> CardRenderer {
        CardRenderer(skin: drawing.skin, format: drawing.format, photos: try photoSource(document.cards.flatMap(\.payload.photos),
                                                                                          folders: folders, database: database),
                     yearLabel: yearLabel(document))
    }

    /// Where `paths` (as cards list them) are, and what the cache knows of each.
    public static func photoSource(_ paths: [String], folders: FolderSet, database: AppDatabase) throws -> PhotoSource {
        let info = try database.drawingInfo(of: folders, paths: Array(Set(paths))).mapValues { info in
            let look = info.lookFigures.flatMap(PhotoLook.init(figures:))
            return PhotoInfo(kind: info.kind, orientation: info.orientation,
                             focus: look.map { PhotoInfo.Focus(x: Double($0.focusX), y: Double($0.focusY)) } ?? .centre)
        }
        // Several folders name their photos by absolute path, which the source takes as it is.
        return PhotoSource(root: folders.folders[0].root.description, info: info)
    }

    /// The deck's years as its brand line gives them: "2025", or "2024–2025".
    package static func yearLabel(_ document: DeckDocument) -> String {
        let (start, end) = (document.range.start.prefix(4), document.range.end.prefix(4))
        return start == end ? String(start) : "\(start)–\(end)"
    }
}
