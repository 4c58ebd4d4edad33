import Foundation
import Testing
import Metadata
@testable import Pipeline
import TestSupport

@Suite("Fuzzing seeds and crashers")
struct FuzzRegressionTests {
    static let fuzz = TestFiles.repository.appendingPathComponent("Fuzz")

    /// Every seed and every crasher the fuzzers ever found, with the parser it was for.
    static let inputs: [String] = ["seeds", "crashers"].flatMap { folder in
        let root = fuzz.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { !$0.hasDirectoryPath && !$0.lastPathComponent.hasPrefix("LICENSE") }
            .map { String($0.path.dropFirst(fuzz.path.count + 1)) }
            // Requests to the review server, not files: ReviewTests replays them.
            .filter { !$0.hasPrefix("\(folder)/review-request/") }
    }.sorted()

    @Test("there is a seed for every parser of untrusted bytes", arguments: UntrustedBytes.allCases)
    func seeded(parser: UntrustedBytes) {
        #expect(Self.inputs.contains { $0.hasPrefix("seeds/\(parser.rawValue)/") })
    }

    @Test("each is parsed by every parser without a crash", arguments: inputs)
    func parses(path: String) throws {
        let data = try Data(contentsOf: Self.fuzz.appendingPathComponent(path))
        #expect(UntrustedBytes(rawValue: path.split(separator: "/")[1].description) != nil, "a folder per parser")
        for parser in UntrustedBytes.allCases {
            #expect(!data.withUnsafeBytes { parser.parse(ByteView($0)) }.isEmpty)
        }
    }
}
