import Foundation
import PackagePlugin

/// `swift package l10n-check`: runs the `swift-l10n check` gate on a package (or, in Xcode, on a
/// project) and fails when the gate fails.
///
/// On the command line each finding is printed as `path:line:column: warning: message [rule]`
/// (SwiftPM prints a plugin's diagnostics without their file and line, so located lines are the
/// useful form there). Run from Xcode on an Xcode project, each finding becomes a diagnostic at its
/// file and line, which Xcode places in the issue navigator.
///
///     swift package l10n-check                          # the whole package
///     swift package l10n-check --target App             # only the App target's folder
///     swift package l10n-check --baseline l10n-baseline.json --fail-on error
///     swift package l10n-check --format sarif > l10n.sarif
///
/// Every argument other than `--target` goes to `swift-l10n check` (relative paths made absolute).
/// With `--format json`, `sarif` or `github` the report is printed as is. Writing a baseline (`--update-baseline`) writes into the package, which the macOS
/// plugin sandbox forbids: `swift package --disable-sandbox l10n-check --update-baseline …`.
@main
struct L10nCheckPlugin: CommandPlugin {
    /// Entry point for `swift package l10n-check`.
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let roots: [String]
        if targetNames.isEmpty {
            roots = [context.package.directoryURL.path]
        } else {
            roots = try context.package.targets(named: targetNames).map { $0.directoryURL.path }
        }
        let tool = try context.tool(named: "swift-l10n")
        let checkArguments = CheckInvocation.arguments(
            roots: roots, passedThrough: extractor.remainingArguments,
            relativeTo: context.package.directoryURL.path)
        try CheckInvocation.run(tool: tool.url, arguments: checkArguments, findingsAsDiagnostics: false)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension L10nCheckPlugin: XcodeCommandPlugin {
    /// Entry point for the plugin's command in Xcode's project navigator menu: checks the project
    /// folder (or, when targets are selected, each target's files are still judged with the whole
    /// project's catalogs: the folder of the project is the root).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "swift-l10n")
        let root = context.xcodeProject.directoryURL.path
        try CheckInvocation.run(
            tool: tool.url,
            arguments: CheckInvocation.arguments(roots: [root], passedThrough: arguments, relativeTo: root),
            findingsAsDiagnostics: true)
    }
}
#endif

/// Building the `swift-l10n check` command line and turning its report into plugin diagnostics.
enum CheckInvocation {
    /// `check ROOT… ARGS…`, with relative PATH arguments (words not starting with `-` and not
    /// following an option that takes a value) made absolute against `base`, so that printed paths
    /// are absolute and Xcode can open them.
    static func arguments(roots: [String], passedThrough: [String], relativeTo base: String) -> [String] {
        let optionsWithValue: Set<String> = ["--format", "--config", "--baseline", "--fail-on"]
        var explicitRoots: [String] = []
        var options: [String] = []
        var expectsValue = false
        for argument in passedThrough {
            if expectsValue {
                let option = options.last ?? ""
                options.append(absolute(argument, base: base, isPath: option != "--format" && option != "--fail-on"))
                expectsValue = false
            } else if argument.hasPrefix("-") {
                options.append(argument)
                expectsValue = optionsWithValue.contains(argument)
            } else {
                explicitRoots.append(absolute(argument, base: base, isPath: true))
            }
        }
        return ["check"] + (explicitRoots.isEmpty ? roots : explicitRoots) + options
    }

    /// `path` made absolute against `base` when it names a file.
    static func absolute(_ path: String, base: String, isPath: Bool) -> String {
        guard isPath, !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: base).appendingPathComponent(path).standardizedFileURL.path
    }

    /// Whether the user asked for a machine-readable report, which is printed unchanged.
    static func printsReportVerbatim(_ arguments: [String]) -> Bool {
        guard let index = arguments.firstIndex(of: "--format"), index + 1 < arguments.count else { return false }
        return arguments[index + 1] != "xcode"
    }

    /// Runs swift-l10n and reports its findings — as located diagnostics when
    /// `findingsAsDiagnostics` (Xcode), else as printed lines — then an error when the gate failed.
    static func run(tool: URL, arguments: [String], findingsAsDiagnostics: Bool) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes to their end before waiting, so a large report cannot fill a pipe and block.
        let errorData = ConcurrentBox()
        let errorReader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderrText = String(decoding: errorData.wait(), as: UTF8.self)
        let stdoutText = String(decoding: outputData, as: UTF8.self)

        var findings = 0
        if printsReportVerbatim(arguments) {
            print(stdoutText, terminator: "")
        } else {
            for line in stdoutText.split(separator: "\n", omittingEmptySubsequences: true) {
                guard let finding = XcodeFinding(line: String(line)) else {
                    print(line)
                    continue
                }
                findings += 1
                if findingsAsDiagnostics {
                    Diagnostics.emit(finding.severity, finding.message, file: finding.file, line: finding.line)
                } else {
                    print(line)
                }
            }
        }
        // The summary line and any configuration error, where swift-l10n put them.
        FileHandle.standardError.write(Data(stderrText.utf8))
        switch process.terminationStatus {
        case 0:
            return
        case 1:
            Diagnostics.error("swift-l10n check failed: \(findings == 0 ? "localization problems" : "\(findings) localization problem\(findings == 1 ? "" : "s")") at or above the --fail-on severity")
        default:
            Diagnostics.error("swift-l10n check could not run (exit \(process.terminationStatus))")
        }
    }
}

/// One line of `swift-l10n check --format xcode`: `path:line:column: severity: message [rule]`.
struct XcodeFinding {
    /// The file, as printed (absolute, since the plugin passes absolute roots).
    let file: String
    /// 1-based line.
    let line: Int
    /// 1-based column (UTF-8 bytes); kept in the message, as plugin diagnostics carry no column.
    let column: Int
    /// `error`, `warning`, or `remark` for swift-l10n's `note`.
    let severity: Diagnostics.Severity
    /// The finding's message with its rule id, e.g. `'Sign out' is in no catalog [missing-key]`.
    let message: String

    /// Parses a line, or returns nil for any other text.
    init?(line text: String) {
        for (marker, severity) in [(": error: ", Diagnostics.Severity.error), (": warning: ", .warning), (": note: ", .remark)] {
            guard let markerRange = text.range(of: marker) else { continue }
            let location = text[..<markerRange.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let line = Int(location[location.count - 2]),
                  let column = Int(location[location.count - 1]) else { return nil }
            file = location.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
            self.severity = severity
            message = "\(text[markerRange.upperBound...]) (column \(column))"
            return
        }
        return nil
    }
}

/// A value handed from the thread that reads standard error to the plugin's main flow.
final class ConcurrentBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    /// Stores the data read and wakes the waiter.
    func set(_ value: Data) {
        condition.lock()
        data = value
        condition.signal()
        condition.unlock()
    }

    /// Blocks until `set` was called, then returns its data.
    func wait() -> Data {
        condition.lock()
        while data == nil { condition.wait() }
        let value = data ?? Data()
        condition.unlock()
        return value
    }
}
