import Foundation

/// Reads one file for the scan: its kind from the signature, its capture time (tier A) and,
/// when that time falls in the range, its details (tier B). Reads the head of the file once,
/// then only the bytes a parser asks for; never the whole file.
struct FileInspector: Sendable {
    /// One read covers a small file whole and the EXIF block of nearly every camera JPEG.
    static let headLength = 64 << 10

    let root: RawPath
    let libraryID: Int64
    let range: DateRange
    let zone: TimeZone
    let fileSystem: any PhotoFileSystem

    /// Per-thread buffers, reused from file to file.
    final class Buffers {
        let head = UnsafeMutableRawBufferPointer.allocate(byteCount: FileInspector.headLength, alignment: 16)
        let scratch = ScratchBuffer(capacity: 64 << 10)
        /// The absolute path being opened, NUL-terminated.
        var path: [CChar] = []

        deinit {
            head.deallocate()
        }

        /// Runs `body` with `root/relative` as a C string, built in a buffer reused across files.
        func withAbsolutePath<R>(root: RawPath, relative: RawPath, _ body: (UnsafePointer<CChar>) -> R) -> R {
            path.removeAll(keepingCapacity: true)
            for byte in root.bytes { path.append(CChar(bitPattern: byte)) }
            path.append(0x2F)
            for byte in relative.bytes { path.append(CChar(bitPattern: byte)) }
            path.append(0)
            return path.withUnsafeBufferPointer { body($0.baseAddress!) }
        }
    }

    func inspect(_ walked: WalkedFile, buffers: Buffers) -> AssetRecord {
        var record = AssetRecord(libraryId: libraryID, path: walked.path, size: walked.size, mtimeNs: walked.mtimeNs,
                                 kind: .other, extractorVersion: MetadataReaders.extractorVersion)
        record.detailRead = true
        guard walked.size > 0 else {
            record.problem = .zeroByte
            return record
        }
        let file: any PhotoFile
        switch buffers.withAbsolutePath(root: root, relative: walked.path, fileSystem.open) {
        case .success(let opened): file = opened
        case .failure:
            record.problem = .unreadable
            return record
        }
        let want = UnsafeMutableRawBufferPointer(rebasing: buffers.head[0 ..< min(Self.headLength, Int(walked.size))])
        guard case .success(let count) = file.read(into: want, at: 0), count > 0 else {
            record.problem = .unreadable
            return record
        }
        let head = ByteView(UnsafeRawBufferPointer(rebasing: want[0 ..< count]))
        record.kind = FileSignature.kind(of: head)
        guard record.kind.isPhoto || record.kind == .video else {
            record.problem = .notAPhoto
            return record
        }

        let bytes = FileBytes(file: file, size: Int(walked.size), head: head, scratch: buffers.scratch)
        let header: HeaderReading
        do {
            header = try MetadataReaders.header(kind: record.kind, file: bytes)
        } catch {
            record.problem = .corrupt
            return record
        }
        let capture = CaptureTime.resolve(exif: header.capture, fileName: walked.path.lastComponent,
                                          mtime: walked.mtimeNs.floorDivided(by: 1_000_000_000), zone: zone)
        record.localTime = capture.time
        record.utcOffset = capture.utcOffset
        record.subsecondMillis = capture.subsecondMillis
        record.timeSource = capture.source
        if range.contains(capture.time) {
            record.apply(MetadataReaders.details(file: bytes, header: header))
        } else {
            record.detailRead = !MetadataReaders.embeddedMetadataKinds.contains(record.kind)
        }
        return record
    }
}

extension AssetRecord {
    mutating func apply(_ details: PhotoDetails) {
        location = details.location
        utcOffset = utcOffset ?? details.utcOffset
        subsecondMillis = subsecondMillis ?? details.subsecondMillis
        width = details.width
        height = details.height
        orientation = details.orientation
        make = details.make
        model = details.model
        isScreenshot = details.isScreenshot
        detailRead = true
    }
}
