import Foundation

/// Opens the review page in the person's browser with xdg-open. A machine without it (a
/// server, a container) is not an error: the printed address is there to open by hand.
enum BrowserOpen {
    static func open(_ address: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", address]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}
