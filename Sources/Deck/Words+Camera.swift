/// The camera card's words: the device most of the range was shot on, as people say it, the
/// runners-up, and the split between phone and camera.
extension Words {
    func cameraTitle(_ p: CardPayload.Camera) -> String {
        pick("Your camera: \(p.devices.first?.name ?? "")", "Tu cámara: \(p.devices.first?.name ?? "")")
    }

    /// "221 of your 243 photos" / "221 de tus 243 fotos".
    func cameraShare(_ p: CardPayload.Camera) -> String {
        let top = p.devices.first?.photos ?? 0
        return top == p.photos ? pick("All \(photos(top))", "Las \(photos(top))") : pick("\(number(top)) of your \(photos(p.photos))", "\(number(top)) de tus \(photos(p.photos))")
    }

    /// "Fujifilm X100V · 18 photos" for each runner-up.
    func cameraRunnersUp(_ p: CardPayload.Camera) -> [String] {
        p.devices.dropFirst().map { dotted([$0.name, photos($0.photos)]) }
    }

    /// Share of the photos with a device that came from a phone, in whole percent.
    func phonePercent(_ p: CardPayload.Camera) -> Int {
        p.known == 0 ? 0 : Int((Double(p.phonePhotos) * 100 / Double(p.known)).rounded())
    }

    /// "Phone 91%", "Camera 9%": only when both had a share.
    func cameraSplit(_ p: CardPayload.Camera) -> [String] {
        guard p.phonePhotos > 0, p.phonePhotos < p.known else { return [] }
        let phone = min(99, max(1, phonePercent(p)))
        return [pick("Phone \(phone)%", "Móvil \(phone)%"), pick("Camera \(100 - phone)%", "Cámara \(100 - phone)%")]
    }

    func cameraWords(_ p: CardPayload.Camera) -> (title: String, body: String, facts: String) {
        let also = cameraRunnersUp(p).isEmpty ? "" : pick("Also: ", "También: ") + cameraRunnersUp(p).joined(separator: "; ") + ". "
        let split = cameraSplit(p).isEmpty
            ? (p.phonePhotos == p.known ? pick("All on a phone.", "Todas con el móvil.") : pick("All on a camera.", "Todas con cámara."))
            : pick("\(min(99, max(1, phonePercent(p))))% on a phone, the rest on a camera.",
                   "\(min(99, max(1, phonePercent(p))))% con el móvil, el resto con cámara.")
        return (cameraTitle(p), "\(cameraShare(p)).", also + split)
    }

    func cameraFace(_ p: CardPayload.Camera) -> CardFace {
        CardFace(kicker: pick("Your camera", "Tu cámara"), headline: p.devices.first?.name, detail: cameraShare(p),
                 labels: cameraRunnersUp(p), captions: cameraSplit(p))
    }
}
