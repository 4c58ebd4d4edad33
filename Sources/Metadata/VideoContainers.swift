/// Videos that are not QuickTime or MP4: AVI's local `IDIT` or `ICRD` date and Matroska's
/// `DateUTC` instant; an MPEG transport stream (AVCHD), whose date is in its name or file time.
/// Nil for the QuickTime family, which `QuickTimeMetadata` reads.
enum VideoContainers {
    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> HeaderReading? {
        if AVIMetadata.isAVI(file) {
            return HeaderReading(capture: AVIMetadata.read(file), captureSource: .video)
        }
        if MatroskaMetadata.isMatroska(file) {
            let found = MatroskaMetadata.read(file)
            return HeaderReading(captureSource: .video, instant: found?.instant, audioOnly: found?.audioOnly ?? false)
        }
        if TransportStream.matches(file) { return HeaderReading(captureSource: .video) }
        return nil
    }
}

/// An MPEG transport stream, as AVCHD cameras write `.MTS` and `.M2TS`: 188-byte packets that
/// each start with the sync byte 0x47, or 192-byte ones with a 4-byte timecode before each.
enum TransportStream {
    static let sync: UInt8 = 0x47
    /// Packets whose sync bytes must all be there: a first byte of 0x47 is as often a GIF's "G".
    static let packetsChecked = 4

    package static func matches<Bytes: RandomAccessBytes>(_ file: Bytes) -> Bool {
        [(188, 0), (192, 4)].contains { size, first in
            (0 ..< packetsChecked).allSatisfy { file.u8(first + $0 * size) == sync }
        }
    }
}
