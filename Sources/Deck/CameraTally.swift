import Store

/// The devices a range was shot on, as people name them (`CameraName`): photos per device,
/// most first, and how many came from a phone.
struct CameraTally {
    /// Counted photos.
    package let photos: Int
    /// … of which carry a make and a model.
    package let known: Int
    let devices: [(device: CameraName, photos: Int)]
    /// Photos of `known` taken on a phone.
    package let phonePhotos: Int

    /// Counts each raw make and model first and names each pair once: a library of 500,000
    /// photos holds a few dozen pairs, and naming one is string work worth doing once. The rows
    /// of one camera share its make and model (`CameraMakeModel`), so they are counted by that
    /// first, read where they lie, and their strings are hashed once a camera, not once a photo.
    init(_ records: [AssetRecord]) {
        // A row without one has neither a make nor a model, which names no device.
        var byCamera: [ObjectIdentifier: (camera: CameraMakeModel, photos: Int)] = [:]
        records.forEachInPlace { _, record in
            if let camera = record.camera { byCamera[ObjectIdentifier(camera), default: (camera, 0)].photos += 1 }
        }
        var raw: [RawDevice: Int] = [:]
        for (camera, photos) in byCamera.values {
            raw[RawDevice(make: camera.make, model: camera.model), default: 0] += photos
        }
        var counts: [CameraName: Int] = [:]
        for (pair, photos) in raw {
            guard let device = CameraName(make: pair.make, model: pair.model) else { continue }
            counts[device, default: 0] += photos
        }
        photos = records.count
        known = counts.values.reduce(0, +)
        devices = counts.map { (device: $0.key, photos: $0.value) }.sorted { a, b in (a.photos, b.device.name) > (b.photos, a.device.name) }
        phonePhotos = counts.filter(\.key.isPhone).values.reduce(0, +)
    }
}

/// A make and a model as EXIF gives them.
private struct RawDevice: Hashable {
    let make: String?
    let model: String?
}
