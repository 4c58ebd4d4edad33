/// The make and model a file's EXIF gave, held once and shared by the rows of one camera: a
/// row keeps one reference where two optional strings took four times the room. A library
/// holds a few dozen of them.
@usableFromInline package final class CameraMakeModel: Sendable, Equatable {
    @usableFromInline package let make: String?
    @usableFromInline package let model: String?

    /// Nil when neither is known.
    package static func of(make: String?, model: String?) -> CameraMakeModel? {
        make == nil && model == nil ? nil : CameraMakeModel(make: make, model: model)
    }

    private init(make: String?, model: String?) {
        self.make = make
        self.model = model
    }

    @usableFromInline package static func == (a: CameraMakeModel, b: CameraMakeModel) -> Bool {
        a.make == b.make && a.model == b.model
    }
}

extension AssetRecord {
    public var make: String? {
        @inlinable get { camera?.make }
        set { camera = .of(make: newValue, model: model) }
    }

    public var model: String? {
        @inlinable get { camera?.model }
        set { camera = .of(make: make, model: newValue) }
    }

    package mutating func setCamera(make: String?, model: String?) {
        camera = .of(make: make, model: model)
    }
}
