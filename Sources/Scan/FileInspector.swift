import Foundation
import Metadata
import Model
import Store

/// Reads one file for the scan: its kind from the signature, its capture time (tier A) and,
/// when that time falls in the detail range (`ScanRequest.detailRange`), its details (tier B).
/// Reads the head of the file once, then only the bytes a parser asks for; never the whole file.
struct FileInspector: Sendable {
    /// The first read of a file: a JPEG's EXIF block, a HEIC's `meta` box or a video's
    /// `moov` box where it comes first, and a small file whole. What lies beyond is read as a
    /// parser asks (`ReadAhead`).
    static let headLength = 16 << 10

    package let root: RawPath
    package let libraryID: Int64
    let detailRange: DateRange
    /// The scan's zone, which dates instants until `InstantDating` picks the library's.
    package let zone: TimeZone
    let zoneIsOption: Bool
    /// Seconds since the Unix epoch: a last edit after it is a clock set wrong.
    package let now: Int64
    let fileSystem: any PhotoFileSystem

    /// Per-thread buffers, reused from file to file.
    final class Buffers {
        package let head = ScratchBuffer(capacity: FileInspector.headLength)
        /// A file's bytes past its head.
        let ahead = ReadAhead()
        /// Sidecars and exports.
        package let scratch = ScratchBuffer(capacity: 64 << 10)
        /// The paths being opened, as C strings.
        package let paths = CPathBuffer()
        /// How long this thread's opens and first reads have been taking: slow ones mean the
        /// scan waits on a device, and wants more reads in flight.
        var pacing: StatPacing
        package let folder = OpenFolder()

        init(pacing: StatPacing = StatPacing()) {
            self.pacing = pacing
        }

        /// Opens `root/relative`: by name within its folder where the file system can, else
        /// (or where the folder does not open) by its absolute path.
        func open(root: RawPath, relative: RawPath, in fileSystem: any PhotoFileSystem) -> Result<any PhotoFile, FileAccessError> {
            if fileSystem.opensWithinFolders,
               let opened = folder.within(relative, openFolder: { paths.withCString(root: root, relative: $0, PosixFileSystem.openFolder) },
                                          { descriptor, name in paths.withCString(name) { fileSystem.open($0, inFolder: descriptor) } }) {
                return opened
            }
            return paths.withCString(root: root, relative: relative, fileSystem.open)
        }
    }

    /// Nil for a file the walk left unstated that is gone, or is no longer a regular file.
    package func inspect(_ walked: WalkedFile, buffers: Buffers) -> AssetRecord? {
        let start = DispatchTime.now().uptimeNanoseconds
        var opened: Result<any PhotoFile, FileAccessError>?
        let status: FileStatus
        if let stated = walked.status {
            status = stated
        } else {
            // Where it does not open, its stat by path still tells an unreadable file from one gone.
            let open = buffers.open(root: root, relative: walked.path, in: fileSystem)
            guard let found = (try? open.get())?.status()
                ?? buffers.paths.withCString(root: root, relative: walked.path, fileSystem.status)
            else { return nil }
            (status, opened) = (found, open)
        }
        var record = AssetRecord(libraryId: libraryID, path: walked.path, size: status.size, mtimeNs: status.mtimeNs,
                                 kind: .other, extractorVersion: MetadataReaders.extractorVersion)
        record.detailRead = true
        record.sidecarMtimeNs = walked.sidecar?.mtimeNs
        guard status.size > 0 else {
            record.problem = .zeroByte
            return record
        }
        let file: any PhotoFile
        switch opened ?? buffers.open(root: root, relative: walked.path, in: fileSystem) {
        case .success(let opened): file = opened
        case .failure:
            record.problem = .unreadable
            return record
        }
        ColdReads.advise(file, pacing: buffers.pacing)
        let read = buffers.head.read(file, at: 0, count: min(Self.headLength, Int(status.size)))
        buffers.pacing.observe(nanoseconds: DispatchTime.now().uptimeNanoseconds - start)
        guard case .success(let head) = read, head.count > 0 else {
            record.problem = .unreadable
            return record
        }
        record.kind = FileSignature.kind(of: head)
        if record.kind == .other, isExport(head, of: file, size: Int(status.size), buffers: buffers) {
            record.kind = .export
            return record
        }
        if record.kind == .other, LibraryWalker.isJSON(walked.path.lastComponent), head.startsJSONObject {
            record.kind = .sidecar
            return record
        }
        guard record.kind.isPhoto || record.kind == .video else {
            record.problem = .notAPhoto
            return record
        }

        let bytes = FileBytes(size: Int(status.size), head: head, read: buffers.ahead.reads(of: file, size: Int(status.size)))
        let header: HeaderReading
        do {
            header = try bytes.header(kind: record.kind)
        } catch {
            record.problem = .corrupt
            return record
        }
        if header.audioOnly {
            record.kind = .audio
            record.problem = .notAPhoto
            return record
        }
        record.exifUnread = header.exifCompressed
        let takeout = walked.sidecar.flatMap { readSidecar($0, buffers: buffers) }
        record.date(DatingEvidence(header: header, sidecarInstant: takeout?.takenInstant, fileName: walked.path.lastComponent,
                                   fileTime: status.mtimeNs.floorDivided(by: 1_000_000_000), now: now),
                    zone: zone, clock: zoneIsOption ? .option : .machine)
        if let time = record.localTime, detailRange.contains(time) {
            record.apply(bytes.details(header: header))
            if record.kind == .png, record.make == nil, ScreenSizes.matches(width: record.width, height: record.height) {
                record.isScreenshot = true
            }
        } else {
            record.detailRead = !MetadataReaders.embeddedMetadataKinds.contains(record.kind)
        }
        // The sidecar knows where when the file itself does not.
        if record.location == nil, let location = takeout?.location {
            record.location = location
            record.altitudeMeters = takeout?.altitudeMeters
            record.speedKmh = nil
        }
        return record
    }

    /// Whether the file is one of our exports: a CSV's head says so, and a JSON's generator
    /// line lies within its first `ExportSignature.searchLength` bytes, read again past the head.
    private func isExport(_ head: ByteView, of file: any PhotoFile, size: Int, buffers: Buffers) -> Bool {
        if ExportSignature.isExport(head: head.base) { return true }
        guard head.count < size, head.base.first == UInt8(ascii: "{"),
              case .success(let more) = buffers.scratch.read(file, at: 0, count: min(size, ExportSignature.searchLength))
        else { return false }
        return ExportSignature.isExport(head: more.base)
    }

    private func readSidecar(_ sidecar: WalkedFile.Sidecar, buffers: Buffers) -> TakeoutSidecar? {
        guard case .success(let file) = buffers.open(root: root, relative: sidecar.path, in: fileSystem) else { return nil }
        guard case .success(let json) = buffers.scratch.read(file, at: 0, count: TakeoutSidecar.maxBytes),
              json.count < TakeoutSidecar.maxBytes
        else { return nil }
        return TakeoutSidecar(json: Data(json.base))
    }
}

extension ByteView {
    /// True when the first byte that is not white space opens a JSON object.
    var startsJSONObject: Bool {
        for i in 0 ..< min(count, 64) {
            switch base[i] {
            case 0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF: continue  // white space, a UTF-8 byte-order mark
            case 0x7B: return true
            default: return false
            }
        }
        return false
    }
}

/// Screenshots saved as PNG without camera EXIF are told by their size: the pixel sizes of
/// common phone, tablet and computer screens, either way up.
enum ScreenSizes {
    package static let known: Set<[Int]> = [
        [750, 1334], [828, 1792], [1125, 2436], [1242, 2208], [1242, 2688], [1170, 2532], [1179, 2556], [1284, 2778],
        [1290, 2796], [1206, 2622], [1320, 2868], [1080, 1920], [1080, 2340], [1080, 2400], [1080, 2408], [1440, 3200],
        [1440, 3088], [1440, 2960], [1440, 3120], [1344, 2992], [1280, 2856], [1536, 2048], [1620, 2160], [1668, 2388],
        [2048, 2732], [1366, 768], [1920, 1080], [2560, 1440], [3840, 2160], [2560, 1600], [2880, 1800], [3024, 1964],
        [3456, 2234], [1440, 900], [1680, 1050], [2736, 1824], [2880, 1920],
    ]

    package static func matches(width: Int?, height: Int?) -> Bool {
        guard let width, let height else { return false }
        return known.contains([width, height]) || known.contains([height, width])
    }
}

extension AssetRecord {
    /// Dates the record from its evidence; what hangs on a clock goes on `zone`'s for now.
    package mutating func date(_ evidence: DatingEvidence, zone: TimeZone, clock: ZoneSource) {
        let capture = evidence.captureTime(zone: zone, zoneSource: clock)
        // Dated by the file time, the last edit is kept to be weighed again on another clock.
        if capture.source == .mtime || capture.source == .exifModified { lastEdit = evidence.lastEdit }
        localTime = capture.time
        utcOffset = capture.utcOffset
        subsecondMillis = capture.subsecondMillis
        timeSource = capture.source
        precision = capture.precision
        zoneSource = capture.zone
    }

    mutating func apply(_ details: PhotoDetails) {
        location = details.location
        altitudeMeters = details.altitudeMeters
        speedKmh = details.speedKmh
        if zoneSource == nil {
            utcOffset = utcOffset ?? details.utcOffset
        }
        subsecondMillis = subsecondMillis ?? details.subsecondMillis
        width = details.width
        height = details.height
        orientation = details.orientation
        setCamera(make: details.make, model: details.model)
        isScreenshot = details.isScreenshot
        pairing = PairingFacts.of(contentID: details.contentID, burstID: details.burstID, durationMs: details.durationMs)
        detailRead = true
    }
}
