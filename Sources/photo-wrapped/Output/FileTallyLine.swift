import Model
import Moments
import Pipeline


extension FileTally {
    /// One line whose parts add up to the files seen: "313 files: 252 counted. Not counted: 38
    /// outside the range, 3 exact duplicates, …, 13 Takeout sidecars (…), 1 corrupt file."
    var line: String {
        var parts: [String] = []
        if outsideRange > 0 { parts.append("\(outsideRange.grouped) outside the range") }
        for reason in PhotoSelection.SetAside.allCases {
            if let n = setAside[reason] { parts.append(reason.counted(n)) }
        }
        if sidecars > 0 { parts.append(sidecars.counted("Takeout sidecar", "Takeout sidecars") + " (read for dates and places)") }
        for reason in SkipReason.allCases {
            if let n = skipped[reason] { parts.append(reason.counted(n)) }
        }
        let head = "\(filesSeen.counted("file", "files")): \(counted.grouped) counted."
        return parts.isEmpty ? head : head + " Not counted: " + parts.joined(separator: ", ") + "."
    }
}

extension PhotoSelection.SetAside {
    /// "3 exact duplicates": how the summaries count the photos set aside for this reason.
    func counted(_ n: Int) -> String {
        switch self {
        case .video: n.counted("video", "videos") + " (--include-videos counts them)"
        case .screenshot: n.counted("screenshot or screen recording", "screenshots and screen recordings")
            + " (--include-screenshots counts them)"
        case .livePhotoMovie: n.counted("Live Photo movie", "Live Photo movies") + " (part of their photo)"
        case .edit: n.counted("original", "originals") + " beside their edit (the edit counts)"
        case .twin: n.counted("twin", "twins") + " of a photo in another format (HEIC and JPEG of one shot)"
        case .rawPair: n.counted("RAW file", "RAW files") + " beside a JPEG or HEIF of the same moment"
        case .burstFrame: n.counted("burst frame", "burst frames") + " (each burst counts once)"
        case .duplicate: n.counted("exact duplicate", "exact duplicates")
        }
    }
}

extension SkipReason {
    /// "1 corrupt file", "2 files that are not photos".
    func counted(_ n: Int) -> String {
        switch self {
        case .unreadable: n.counted("unreadable file", "unreadable files")
        case .corrupt: n.counted("corrupt file", "corrupt files")
        case .zeroByte: n.counted("empty file", "empty files")
        case .notAPhoto: n == 1 ? "1 file that is not a photo" : "\(n.grouped) files that are not photos"
        }
    }
}
