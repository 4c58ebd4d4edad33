import PhotoWrapped

/// The story viewer's own words (buttons, hints, announcements) in the deck's language.
/// `position` and `card` hold `{i}` and `{n}`, which the page fills in.
struct ViewerWords: Encodable {
    var previous: String
    var next: String
    var pause: String
    var play: String
    var paused: String
    var altText: String
    var playVideo: String
    var close: String
    var video: String
    var replay: String
    var end: String
    var endAnnounced: String
    var download: String
    var position: String
    var card: String
    var back: String
    var onward: String
    var tap: String
    var click: String
    var keys: String

    static func of(_ language: Language) -> ViewerWords {
        switch language {
        case .en:
            ViewerWords(previous: "Previous card", next: "Next card", pause: "Pause", play: "Play", paused: "Paused",
                        altText: "Alt text", playVideo: "Play as video", close: "Close", video: "Video",
                        replay: "Replay", end: "That’s the story", endAnnounced: "End of the story. Replay it, or download the cards.",
                        download: "Download", position: "Card {i} of {n}", card: "Card {i}",
                        back: "Back", onward: "Next", tap: "Tap", click: "Click",
                        keys: "← → to move · Space to pause · i for alt text")
        case .es:
            ViewerWords(previous: "Tarjeta anterior", next: "Tarjeta siguiente", pause: "Pausar", play: "Reanudar", paused: "En pausa",
                        altText: "Texto alternativo", playVideo: "Ver como vídeo", close: "Cerrar", video: "Vídeo",
                        replay: "Volver a ver", end: "Fin de la historia", endAnnounced: "Fin de la historia. Vuelve a verla o descarga las tarjetas.",
                        download: "Descargar", position: "Tarjeta {i} de {n}", card: "Tarjeta {i}",
                        back: "Atrás", onward: "Siguiente", tap: "Toca", click: "Haz clic",
                        keys: "← → para moverte · Espacio para pausar · i para el texto alternativo")
        }
    }
}
