import Foundation
import Metadata
import Pipeline
#if FUZZING
import CFuzzDriver
#endif

/// photo-wrapped-fuzz <target> [files…]
///
/// Built by `make fuzz` with `-sanitize=fuzzer,address -DFUZZING`, it is a libFuzzer binary
/// for one target (a parser of untrusted bytes, or the review server's requests): every
/// argument after its name goes to libFuzzer. Built plainly, it replays files through the
/// target and prints what it made of each, to reproduce a crasher without the sanitizers.
@main
struct FuzzMain {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let target = FuzzTarget(arguments[1]) else {
            let names = FuzzTarget.names.joined(separator: "|")
            FileHandle.standardError.write(Data("usage: photo-wrapped-fuzz \(names) [files or libFuzzer options…]\n".utf8))
            exit(64)
        }
        #if FUZZING
        precondition(target == selected)
        fuzz()
        #else
        replay(target, Array(arguments.dropFirst(2)))
        #endif
    }

    static func replay(_ target: FuzzTarget, _ paths: [String]) {
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("photo-wrapped-fuzz: cannot read \(path)\n".utf8))
                failed = true
                continue
            }
            print("\(path): " + data.withUnsafeBytes { target.run($0) })
        }
        exit(failed ? 1 : 0)
    }
}

#if FUZZING
/// The target under test, named by the first argument.
let selected = FuzzTarget(CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "") ?? .parser(.jpeg)

extension FuzzMain {
    static func fuzz() -> Never {
        // libFuzzer reads its own options and corpus folders; the parser's name is ours.
        var kept = [CommandLine.unsafeArgv[0]] + (2 ..< Int(CommandLine.argc)).map { CommandLine.unsafeArgv[$0] } + [nil]
        var argc = Int32(kept.count - 1)
        let status = kept.withUnsafeMutableBufferPointer { buffer in
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                let bytes = UnsafeRawBufferPointer(start: size == 0 ? nil : data, count: size)
                _ = selected.run(bytes)
                return 0
            }
        }
        exit(status)
    }
}
#endif
