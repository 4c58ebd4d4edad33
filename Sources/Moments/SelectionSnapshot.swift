import Foundation
import GRDB
import Model
import Store

/// A range's counted photos (`PhotoSelection`) as the cache keeps them beside the range's
/// summary, for the next run of the same folder and range to take whole instead of reading
/// every row and applying the counting rules again in every regenerate after a hide
/// (docs/PERFORMANCE.md). Every field of each row is kept, and the files set aside
/// with their reasons, so that what is taken back equals what the rows give.
///
/// Little-endian, in order: the header (`magic`, `formatVersion`, `casesDigest`, the counting
/// rules' version, the options, and the counts of cameras, rows and files set aside); each camera's
/// make and model; each row (`RowLayout`); each file set aside (its reason and path). A text is
/// its byte count (`UInt32`, `absent` for none) and its bytes. Anything that does not read
/// back exactly, to the last byte, is no snapshot.
package enum SelectionSnapshot {
    static let magic: UInt32 = 0x5057_5350  // "PSWP"
    static let formatVersion: UInt32 = 2
    package static let absent = UInt32.max
    /// The kinds, problems, time sources, precisions, clocks and reasons are kept as their
    /// positions among their enum's cases: a digest of every case's name, in order, so that a
    /// case added or moved makes every snapshot kept before none.
    static let casesDigest: UInt64 = {
        let names = [AssetKind.allCases.map(\.rawValue), SkipReason.allCases.map(\.rawValue), TimeSource.allCases.map(\.rawValue),
                     TimePrecision.allCases.map(\.rawValue), ZoneSource.allCases.map(\.rawValue),
                     PhotoSelection.SetAside.allCases.map(\.rawValue)]
        // FNV-1a over the names, each ended by a zero byte and each enum by another.
        let bytes: [UInt8] = names.flatMap { enumNames in enumNames.flatMap { Array($0.utf8) + [0] } + [0] }
        return StableHash.fnv1a64(bytes: bytes)
    }()

    package static func encode(_ selection: PhotoSelection, options: PhotoSelection.Options) -> Data {
        var out = SnapshotWriter()
        // Each camera once, by make and model: its rows read back sharing one object. Rows read
        // together share their camera's object already, so each object is looked up once.
        var cameraIndex: [ObjectIdentifier: UInt32] = [:], cameras: [CameraMakeModel] = []
        selection.photos.forEachRow { _, row in
            guard let camera = row.camera, cameraIndex[ObjectIdentifier(camera)] == nil else { return }
            let index = cameras.firstIndex(of: camera) ?? cameras.count
            if index == cameras.count { cameras.append(camera) }
            cameraIndex[ObjectIdentifier(camera)] = UInt32(index)
        }
        out.reserve(64 + selection.photos.count * (RowLayout.fixedBytes + 56))
        out.put(magic)
        out.put(formatVersion)
        out.put(casesDigest)
        out.put(Int64(InsightRules.algorithmVersion))
        out.put(optionBits(options))
        out.put(UInt32(cameras.count))
        out.put(UInt32(selection.photos.count))
        out.put(UInt32(selection.setAsideFiles.count))
        for camera in cameras {
            out.put(text: camera.make)
            out.put(text: camera.model)
        }
        selection.photos.forEachRow { _, row in
            RowLayout.write(row, camera: row.camera.map { cameraIndex[ObjectIdentifier($0)]! } ?? absent, to: &out)
        }
        for file in selection.setAsideFiles {
            out.put(RowLayout.reasons.code(file.reason))
            out.put(bytes: file.path.bytes)
        }
        return out.data
    }

    /// The selection kept in a row's column, decoded from SQLite's own buffer: a copy of it
    /// came at the start of a regenerate's critical path (docs/PERFORMANCE.md).
    package static func decode(column: Int, of row: Row, options: PhotoSelection.Options) throws -> PhotoSelection? {
        try row.withUnsafeData(atIndex: column) { kept in kept.flatMap { decode($0, options: options) } }
    }

    /// The selection kept in `data`, or nil when it was kept under other options or counting
    /// rules, or does not read back whole.
    package static func decode(_ data: Data, options: PhotoSelection.Options) -> PhotoSelection? {
        data.withUnsafeBytes { bytes -> PhotoSelection? in
            var input = SnapshotReader(bytes)
            guard input.uint32() == magic, input.uint32() == formatVersion, input.uint64() == casesDigest,
                  input.int64() == Int64(InsightRules.algorithmVersion), input.uint8() == optionBits(options),
                  let cameraCount = input.count(of: 8), let rowCount = input.count(of: RowLayout.fixedBytes + RowLayout.textBytes),
                  let asideCount = input.count(of: 5)
            else { return nil }
            var cameras: [CameraMakeModel?] = []
            for _ in 0 ..< cameraCount {
                guard let make = input.text(), let model = input.text() else { return nil }
                cameras.append(CameraMakeModel.of(make: make, model: model))
            }
            var photos: [AssetRecord] = []
            photos.reserveCapacity(rowCount)
            for _ in 0 ..< rowCount {
                guard let row = RowLayout.read(from: &input, cameras: cameras) else { return nil }
                photos.append(row)
            }
            var aside: [PhotoSelection.SetAsideFile] = []
            aside.reserveCapacity(asideCount)
            for _ in 0 ..< asideCount {
                guard let reason = input.uint8().flatMap(RowLayout.reasons.value), let path = input.bytes() else { return nil }
                aside.append(PhotoSelection.SetAsideFile(path: RawPath(path), reason: reason))
            }
            guard input.isAtEnd else { return nil }
            return PhotoSelection(photos: photos, setAsideFiles: aside)
        }
    }

    private static func optionBits(_ options: PhotoSelection.Options) -> UInt8 {
        (options.includeVideos ? 1 : 0) | (options.includeScreenshots ? 2 : 0)
    }
}

/// An enum's cases by their position, one byte each.
private struct Codes<T: CaseIterable & Equatable & Sendable>: Sendable {
    let cases = Array(T.allCases)

    func code(_ value: T) -> UInt8 { UInt8(cases.firstIndex(of: value)!) }
    func value(_ code: UInt8) -> T? { Int(code) < cases.count ? cases[Int(code)] : nil }
}

/// One row of a snapshot: the numbers first, at fixed offsets, then the path, the hash, the
/// content identifier and the burst identifier. An absent number is the pattern
/// `AssetRecord` itself keeps for none.
private enum RowLayout {
    /// Where the codes start, after the numbers: 7 integers and 4 bit patterns of 8 bytes, 8
    /// numbers of 4 bytes.
    static let codes = 11 * 8 + 8 * 4
    /// The numbers, then 6 codes of one byte.
    static let fixedBytes = codes + 6
    /// The least a row's texts take: the byte count of each of its four.
    static let textBytes = 4 * 4
    static let none: UInt8 = 0xFF
    static let kinds = Codes<AssetKind>(), problems = Codes<SkipReason>(), timeSources = Codes<TimeSource>()
    static let precisions = Codes<TimePrecision>(), zoneSources = Codes<ZoneSource>(), reasons = Codes<PhotoSelection.SetAside>()

    static func write(_ view: RowView, camera: UInt32, to out: inout SnapshotWriter) {
        let row = view.row
        out.putFixed(fixedBytes) { numbers in
            func int64(_ i: Int, _ value: Int64?) { numbers.storeBytes(of: (value ?? .min).littleEndian, toByteOffset: i * 8, as: Int64.self) }
            func bits(_ i: Int, _ value: UInt64) { numbers.storeBytes(of: value.littleEndian, toByteOffset: i * 8, as: UInt64.self) }
            func int32(_ i: Int, _ value: Int32) { numbers.storeBytes(of: value.littleEndian, toByteOffset: 88 + i * 4, as: Int32.self) }
            func small(_ i: Int, _ value: Int?) { int32(i, value.map { Int32(clamping: $0) } ?? .min) }
            func code(_ i: Int, _ value: UInt8) { numbers[codes + i] = value }
            int64(0, row.pointee.id)
            int64(1, row.pointee.libraryId)
            int64(2, row.pointee.size)
            int64(3, row.pointee.mtimeNs)
            int64(4, row.pointee.localTime?.secondsSinceEpoch)
            int64(5, row.pointee.lastEdit?.secondsSinceEpoch)
            int64(6, row.pointee.sidecarMtimeNs)
            bits(7, (row.pointee.location?.latitude ?? 0).bitPattern)
            bits(8, (row.pointee.location?.longitude ?? 0).bitPattern)
            bits(9, row.pointee.altitudeMeters?.bitPattern ?? .max)
            bits(10, row.pointee.speedKmh?.bitPattern ?? .max)
            small(0, row.pointee.utcOffset)
            small(1, row.pointee.subsecondMillis)
            small(2, row.pointee.width)
            small(3, row.pointee.height)
            small(4, row.pointee.orientation)
            int32(5, Int32(clamping: row.pointee.extractorVersion))
            int32(6, Int32(bitPattern: camera))
            small(7, row.pointee.durationMs)
            code(0, kinds.code(row.pointee.kind))
            code(1, row.pointee.problem.map(problems.code) ?? none)
            code(2, row.pointee.timeSource.map(timeSources.code) ?? none)
            code(3, precisions.code(row.pointee.precision))
            code(4, row.pointee.zoneSource.map(zoneSources.code) ?? none)
            code(5, UInt8((row.pointee.exifUnread ? 1 : 0) | (row.pointee.isScreenshot ? 2 : 0) | (row.pointee.detailRead ? 4 : 0)))
        }
        out.put(bytes: row.pointee.path.bytes)
        out.put(text: row.pointee.headHash)
        out.put(text: row.pointee.contentID)
        out.put(text: row.pointee.burstID)
    }

    static func read(from input: inout SnapshotReader, cameras: [CameraMakeModel?]) -> AssetRecord? {
        guard let numbers = input.take(fixedBytes) else { return nil }
        func int64(_ i: Int) -> Int64? {
            let value = Int64(littleEndian: numbers.loadUnaligned(fromByteOffset: i * 8, as: Int64.self))
            return value == .min ? nil : value
        }
        func bits(_ i: Int) -> UInt64 { UInt64(littleEndian: numbers.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) }
        func int32(_ i: Int) -> Int32 { Int32(littleEndian: numbers.loadUnaligned(fromByteOffset: 88 + i * 4, as: Int32.self)) }
        func small(_ i: Int) -> Int? { int32(i) == .min ? nil : Int(int32(i)) }
        func code(_ i: Int) -> UInt8 { numbers[codes + i] }
        func optional<T>(_ i: Int, _ codes: Codes<T>) -> T?? {
            code(i) == none ? .some(nil) : codes.value(code(i)).map { .some($0) }
        }
        let cameraIndex = UInt32(bitPattern: int32(6))
        guard let libraryID = int64(1), let size = int64(2), let mtime = int64(3),
              let kind = kinds.value(code(0)), let problem = optional(1, problems), let timeSource = optional(2, timeSources),
              let precision = precisions.value(code(3)), let zoneSource = optional(4, zoneSources), code(5) < 8,
              cameraIndex == SelectionSnapshot.absent || Int(cameraIndex) < cameras.count,
              let path = input.bytes(), let headHash = input.text(), let contentID = input.text(), let burstID = input.text()
        else { return nil }
        var row = AssetRecord(libraryId: libraryID, path: RawPath(path), size: size, mtimeNs: mtime, kind: kind,
                              extractorVersion: Int(int32(5)))
        row.id = int64(0)
        row.localTime = int64(4).map(LocalDateTime.init(secondsSinceEpoch:))
        row.lastEdit = int64(5).map(LocalDateTime.init(secondsSinceEpoch:))
        row.sidecarMtimeNs = int64(6)
        let (latitude, longitude) = (Double(bitPattern: bits(7)), Double(bitPattern: bits(8)))
        row.location = latitude == 0 && longitude == 0 ? nil : GeoPoint(checkedLatitude: latitude, longitude: longitude)
        row.altitudeMeters = bits(9) == .max ? nil : Double(bitPattern: bits(9))
        row.speedKmh = bits(10) == .max ? nil : Double(bitPattern: bits(10))
        (row.utcOffset, row.subsecondMillis, row.width, row.height, row.orientation) = (small(0), small(1), small(2), small(3), small(4))
        row.camera = cameraIndex == SelectionSnapshot.absent ? nil : cameras[Int(cameraIndex)]
        (row.problem, row.timeSource, row.precision, row.zoneSource) = (problem, timeSource, precision, zoneSource)
        (row.exifUnread, row.isScreenshot, row.detailRead) = (code(5) & 1 != 0, code(5) & 2 != 0, code(5) & 4 != 0)
        row.headHash = headHash
        row.pairing = PairingFacts.of(contentID: contentID, burstID: burstID, durationMs: small(7))
        return row
    }
}

/// Bytes appended little-endian.
private struct SnapshotWriter {
    private var bytes: [UInt8] = []

    var data: Data { Data(bytes) }

    mutating func reserve(_ count: Int) { bytes.reserveCapacity(count) }

    mutating func put<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// `count` bytes that `fill` sets in place: a row's numbers in one append, not one each.
    mutating func putFixed(_ count: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Void) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: count))
        bytes.withUnsafeMutableBytes { fill(UnsafeMutableRawBufferPointer(rebasing: $0[start ..< start + count])) }
    }

    mutating func put(bytes more: [UInt8]) {
        put(UInt32(more.count))
        bytes.append(contentsOf: more)
    }

    mutating func put(text: String?) {
        guard let text else { return put(SelectionSnapshot.absent) }
        put(bytes: Array(text.utf8))
    }
}

/// Reads a snapshot front to back; every read is checked against the end.
private struct SnapshotReader {
    private let all: UnsafeRawBufferPointer
    private var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { all = bytes }

    var isAtEnd: Bool { offset == all.count }

    mutating func take(_ count: Int) -> UnsafeRawBufferPointer? {
        guard count >= 0, count <= all.count - offset else { return nil }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: all[offset ..< offset + count])
    }

    private mutating func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
        take(MemoryLayout<T>.size).map { T(littleEndian: $0.loadUnaligned(as: T.self)) }
    }

    mutating func uint8() -> UInt8? { integer(UInt8.self) }
    mutating func uint32() -> UInt32? { integer(UInt32.self) }
    mutating func uint64() -> UInt64? { integer(UInt64.self) }
    mutating func int64() -> Int64? { integer(Int64.self) }

    /// A count of items that follow, each of at least `bytes` bytes: no more than the bytes
    /// left hold, so that a damaged count never reserves room for more.
    mutating func count(of bytes: Int) -> Int? {
        uint32().map(Int.init).flatMap { $0 <= (all.count - offset) / bytes ? $0 : nil }
    }

    mutating func bytes() -> [UInt8]? {
        guard let length = uint32(), length != SelectionSnapshot.absent else { return nil }
        return take(Int(length)).map(Array.init)
    }

    /// A text: nil if the snapshot ends or is not UTF-8; `.some(nil)` for none.
    mutating func text() -> String?? {
        guard let length = uint32() else { return nil }
        if length == SelectionSnapshot.absent { return .some(nil) }
        guard let raw = take(Int(length)), let text = String(validating: raw, as: UTF8.self) else { return nil }
        return .some(text)
    }
}
