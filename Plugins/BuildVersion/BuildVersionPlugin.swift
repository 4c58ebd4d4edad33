import Foundation
import PackagePlugin

/// Before every build, runs `scripts/version --swift` to write `BuildVersion.swift` into the
/// plugin's work folder: the version `git describe` gives the checkout. The script rewrites the
/// file only when the version changed, so a build after a commit recompiles that one file of the
/// CLI and nothing else, and a build with nothing changed recompiles nothing.
@main
struct BuildVersionPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL
        let script = context.package.directoryURL.appendingPathComponent("scripts/version")
        return [
            .prebuildCommand(displayName: "Version from git", executable: URL(fileURLWithPath: "/bin/sh"),
                             arguments: [script.path, "--swift", output.appendingPathComponent("BuildVersion.swift").path],
                             outputFilesDirectory: output),
        ]
    }
}
