import Foundation
import Metadata
import Pipeline
#if FUZZING
import CFuzzDriver
#endif

/// photo-wrapped-fuzz <parser> [files…]
///
/// Built by `make fuzz` with `-sanitize=fuzzer,address -DFUZZING`, it is a libFuzzer binary
/// for one parser of untrusted bytes: every argument after the parser's name goes to
/// libFuzzer. Built plainly, it replays files through the parser and prints what it made of
/// each, to reproduce a crasher without the sanitizers.
@main
struct FuzzMain {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let parser = UntrustedBytes(rawValue: arguments[1]) else {
            let names = UntrustedBytes.allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: photo-wrapped-fuzz \(names) [files or libFuzzer options…]\n".utf8))
            exit(64)
        }
        #if FUZZING
        precondition(parser == selected)
        fuzz()
        #else
        replay(parser, Array(arguments.dropFirst(2)))
        #endif
    }

    static func replay(_ parser: UntrustedBytes, _ paths: [String]) {
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("photo-wrapped-fuzz: cannot read \(path)\n".utf8))
                failed = true
                continue
            }
            print("\(path): " + data.withUnsafeBytes { parser.parse(ByteView($0)) })
        }
        exit(failed ? 1 : 0)
    }
}

#if FUZZING
/// The parser under test, named by the first argument.
let selected = UntrustedBytes(rawValue: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "") ?? .jpeg

extension FuzzMain {
    static func fuzz() -> Never {
        // libFuzzer reads its own options and corpus folders; the parser's name is ours.
        var kept = [CommandLine.unsafeArgv[0]] + (2 ..< Int(CommandLine.argc)).map { CommandLine.unsafeArgv[$0] } + [nil]
        var argc = Int32(kept.count - 1)
        let status = kept.withUnsafeMutableBufferPointer { buffer in
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                let bytes = UnsafeRawBufferPointer(start: size == 0 ? nil : data, count: size)
                _ = selected.parse(ByteView(bytes))
                return 0
            }
        }
        exit(status)
    }
}
#endif
