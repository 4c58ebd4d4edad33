/// The make and model a file's EXIF gave, held once and shared by the rows of one camera: a
/// row keeps one reference (8 bytes) where two optional strings took 32. A library holds a few
/// dozen of them.
package final class CameraMakeModel: Sendable, Equatable {
    package let make: String?
    package let model: String?

    /// Nil when neither is known.
    package static func of(make: String?, model: String?) -> CameraMakeModel? {
        make == nil && model == nil ? nil : CameraMakeModel(make: make, model: model)
    }

    private init(make: String?, model: String?) {
        self.make = make
        self.model = model
    }

    package static func == (a: CameraMakeModel, b: CameraMakeModel) -> Bool {
        a.make == b.make && a.model == b.model
    }

    /// Whether it holds these bytes, as a statement's columns give them.
    package func holds(make makeBytes: UnsafeRawBufferPointer?, model modelBytes: UnsafeRawBufferPointer?) -> Bool {
        Self.same(make, makeBytes) && Self.same(model, modelBytes)
    }

    private static func same(_ text: String?, _ bytes: UnsafeRawBufferPointer?) -> Bool {
        switch (text, bytes) {
        case (nil, nil): true
        case let (text?, bytes?): text.utf8.elementsEqual(bytes)
        default: false
        }
    }
}

extension AssetRecord {
    public var make: String? {
        get { camera?.make }
        set { camera = .of(make: newValue, model: model) }
    }

    public var model: String? {
        get { camera?.model }
        set { camera = .of(make: make, model: newValue) }
    }

    package mutating func setCamera(make: String?, model: String?) {
        camera = .of(make: make, model: model)
    }
}
