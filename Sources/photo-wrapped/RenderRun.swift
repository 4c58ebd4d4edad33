import Foundation
import PhotoWrapped
import PhotoWrappedRender

/// The render stage as the commands run it: draw the cards from the full document, then write
/// them with its shared form as deck.json (no paths) and index.html, unless the folder already
/// holds this very deck.
enum RenderRun {
    static let stageNames = [DeckRenderer.stageName, DeckFolder.stageName]

    /// Returns false when the folder was already up to date.
    @discardableResult
    static func write(_ result: GenerateRun.Result, to folder: String, skin: Skin, format: CardFormat,
                      display: ProgressDisplay, database: AppDatabase) throws -> Bool {
        var document = result.document
        document.rendering = .init(skin: skin.rawValue, format: format.rawValue)
        let deckJSON = try document.shared().jsonData()
        let target = DeckFolder(path: folder)
        if target.holds(deckJSON: deckJSON) { return false }
        display.stage(result.stagesDone + 1, of: result.stageCount, DeckRenderer.stageName)
        try interruption.check(DeckRenderer.stageName)
        let paths = Array(Set(document.cards.flatMap(\.payload.photos)))
        let info = try database.drawingInfo(libraryID: result.scan.libraryID, paths: paths).mapValues {
            PhotoInfo(kind: $0.kind, orientation: $0.orientation)
        }
        let source = PhotoSource(root: result.scan.root.description, info: info)
        let renderer = CardRenderer(skin: skin, format: format, photos: source, yearLabel: yearLabel(document))
        let output = try DeckRenderer(renderer: renderer).render(document, cancellation: interruption, drawn: display.drawn)
        display.stage(result.stagesDone + 2, of: result.stageCount, DeckFolder.stageName)
        try target.write(output.files + [("deck.json", deckJSON)], cancellation: interruption)
        return true
    }

    static func yearLabel(_ document: DeckDocument) -> String {
        let (start, end) = (document.range.start.prefix(4), document.range.end.prefix(4))
        return start == end ? String(start) : "\(start)–\(end)"
    }
}
