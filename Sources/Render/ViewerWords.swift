import Model


/// The story viewer's own words (buttons, hints, announcements) in the deck's language.
/// `position` and `card` hold `{i}` and `{n}`, which the page fills in.
struct ViewerWords: Encodable {
    package var previous: String
    package var next: String
    var pause: String
    package var play: String
    var paused: String
    package var altText: String
    var playVideo: String
    package var close: String
    package var video: String
    package var replay: String
    package var end: String
    var endAnnounced: String
    var download: String
    package var position: String
    package var card: String
    package var back: String
    var onward: String
    var tap: String
    var click: String
    package var keys: String

    package static func of(_ language: Language) -> ViewerWords {
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
