import Model

/// Names that messengers and downloads give the photos they save: a photo someone sent, not
/// one the person took. Folder names count as well as file names: WhatsApp's `Sent` and
/// Telegram's numbered names both sit under the messenger's own folder.
enum ReceivedNames {
    static let folders: Set<String> = ["whatsapp", "whatsapp images", "whatsapp business images", "telegram", "telegram images",
                                       "signal", "messenger", "viber", "viber images", "line", "wechat", "received",
                                       "download", "downloads"]
    static let filePrefixes = ["signal-", "received_", "fb_img_", "telegram-", "photo_20"]
    /// WhatsApp's `IMG-20250714-WA0001.jpg`.
    static let whatsAppMark = "-wa"

    static func looksReceived(_ path: RawPath) -> Bool {
        let components = path.description.lowercased().split(separator: "/")
        guard let name = components.last else { return false }
        if components.dropLast().contains(where: { folders.contains(String($0)) }) { return true }
        if filePrefixes.contains(where: name.hasPrefix) { return true }
        guard let mark = name.range(of: whatsAppMark) else { return false }
        return name[mark.upperBound...].prefix(4).allSatisfy(\.isNumber) && name[mark.upperBound...].count > 4
    }
}
