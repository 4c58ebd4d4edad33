import Model

/// The readers for a file on disk, compiled for `FileBytes` in this module. The scan calls
/// the readers from another module, where a call to a generic reader is not specialised: every
/// byte it read would go through `RandomAccessBytes`'s witness table (docs/PERFORMANCE.md).
extension FileBytes {
    package func header(kind: AssetKind) throws(CorruptFile) -> HeaderReading {
        try MetadataReaders.header(kind: kind, file: self)
    }

    package func details(header: HeaderReading) -> PhotoDetails {
        MetadataReaders.details(file: self, header: header)
    }
}
