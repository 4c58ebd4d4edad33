/// Canon's CRW (EOS D30 to 300D, PowerShot Pro): the whole file is a CIFF heap, as in the APP0
/// of their JPEGs, with `HEAPCCDR` for signature. The captured-time record holds the camera
/// clock's seconds; the make and model and the image size have records of their own.
enum CanonCRWMetadata {
    static let signature = Array("HEAPCCDR".utf8)
    /// "Canon" NUL "Canon EOS D30" NUL.
    static let makeModel: UInt16 = 0x080A
    /// Width and height (32-bit), pixel aspect ratio, rotation, …
    static let imageInfo: UInt16 = 0x1810
    /// Longer make and model strings are not names.
    static let maxMakeModelBytes = 256

    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> HeaderReading? {
        guard let heap = LegacyCameraDates.ciffHeap(in: file, signature: signature) else { return nil }
        var details = PhotoDetails()
        if let range = LegacyCameraDates.ciffRecord(makeModel, in: file, heap: heap), range.count <= maxMakeModelBytes,
           let names = file.copy(at: range.offset, count: range.count) {
            let parts = names.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            details.make = parts.first.flatMap(\.nonEmpty)
            details.model = parts.dropFirst().first.flatMap(\.nonEmpty)
        }
        var reading = HeaderReading(source: .known(details))
        if let range = LegacyCameraDates.ciffRecord(imageInfo, in: file, heap: heap), range.count >= 8,
           let width = file.u32(range.offset, bigEndian: false), let height = file.u32(range.offset + 4, bigEndian: false) {
            (reading.width, reading.height) = (Int(width), Int(height))
        }
        reading.capture = LegacyCameraDates.ciffRecord(LegacyCameraDates.ciffCapturedTime, in: file, heap: heap)
            .flatMap { LegacyCameraDates.ciffCapture(in: file, at: $0.offset) }
        return reading
    }
}
