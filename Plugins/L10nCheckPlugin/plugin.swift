import Foundation
import PackagePlugin

/// `swift package l10n-check`: runs `swift-l10n check` on the package.
@main
struct L10nCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "swift-l10n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.url.path)
        process.arguments = ["check", context.package.directoryURL.path] + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("swift-l10n check found problems (exit \(process.terminationStatus))")
        }
    }
}
