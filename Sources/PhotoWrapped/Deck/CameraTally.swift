/// The devices a range was shot on, as people name them (`CameraName`): photos per device,
/// most first, and how many came from a phone.
struct CameraTally {
    /// Counted photos.
    let photos: Int
    /// … of which carry a make and a model.
    let known: Int
    let devices: [(device: CameraName, photos: Int)]
    /// Photos of `known` taken on a phone.
    let phonePhotos: Int

    init(_ records: [AssetRecord]) {
        var counts: [CameraName: Int] = [:]
        for record in records {
            guard let device = CameraName(make: record.make, model: record.model) else { continue }
            counts[device, default: 0] += 1
        }
        photos = records.count
        known = counts.values.reduce(0, +)
        devices = counts.map { (device: $0.key, photos: $0.value) }.sorted { a, b in (a.photos, b.device.name) > (b.photos, a.device.name) }
        phonePhotos = counts.filter(\.key.isPhone).values.reduce(0, +)
    }
}
