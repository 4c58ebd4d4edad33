/// The camera card's payload: the devices, most used first, and the phone share; nil when
/// fewer than `cameraMinKnownShare` of the counted photos (or fewer than `cameraMinPhotos`)
/// carry a make and a model.
enum CameraFacts {
    package static func payload(_ tally: CameraTally) -> CardPayload.Camera? {
        guard tally.known >= DeckRules.cameraMinPhotos, Double(tally.known) >= DeckRules.cameraMinKnownShare * Double(tally.photos)
        else { return nil }
        return .init(devices: tally.devices.prefix(DeckRules.cameraDevicesShown).map { .init(name: $0.device.name, photos: $0.photos, isPhone: $0.device.isPhone) },
                     photos: tally.photos, known: tally.known, phonePhotos: tally.phonePhotos)
    }
}
