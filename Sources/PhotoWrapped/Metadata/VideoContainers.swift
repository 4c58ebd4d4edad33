/// Videos that are not QuickTime or MP4: AVI's local `IDIT` date and Matroska's `DateUTC`
/// instant. Nil for the QuickTime family, which `QuickTimeMetadata` reads.
enum VideoContainers {
    static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> HeaderReading? {
        if AVIMetadata.isAVI(file) {
            return HeaderReading(capture: AVIMetadata.read(file).map { ExifCapture(time: $0, utcOffset: nil, subsecondMillis: nil) },
                                 captureSource: .video)
        }
        if MatroskaMetadata.isMatroska(file) {
            let found = MatroskaMetadata.read(file)
            return HeaderReading(captureSource: .video, instant: found?.instant, audioOnly: found?.audioOnly ?? false)
        }
        return nil
    }
}
