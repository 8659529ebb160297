import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a command may touch of the outside world, passed in so tests can capture output and run
/// commands in-process.
public struct CommandContext: Sendable {
    /// Writes to standard output.
    public var standardOutput: @Sendable (String) -> Void
    /// Writes to standard error.
    public var standardError: @Sendable (String) -> Void
    /// The directory relative paths are resolved against.
    public var currentDirectory: String
    /// The process environment.
    public var environment: [String: String]
    /// Whether standard error is a terminal (progress is only drawn there).
    public var isStandardErrorTerminal: Bool
    /// Starts the language server; injected by the executable because the CLI must not know LSP.
    public var runLanguageServer: (@Sendable (LanguageServerOptions) -> Int32)?
    /// Takes what a command built and no longer needs when the process is about to end: the
    /// process context keeps it until exit, when the system takes the memory back at once (freeing
    /// a large project's model object by object took a tenth of a second of `check`); elsewhere
    /// (tests running commands in-process) it is let go as usual.
    public var keepUntilExit: @Sendable (any Sendable) -> Void

    public init(
        standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void,
        currentDirectory: String,
        environment: [String: String] = [:],
        isStandardErrorTerminal: Bool = false,
        runLanguageServer: (@Sendable (LanguageServerOptions) -> Int32)? = nil,
        keepUntilExit: @escaping @Sendable (any Sendable) -> Void = { _ in }
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.isStandardErrorTerminal = isStandardErrorTerminal
        self.runLanguageServer = runLanguageServer
        self.keepUntilExit = keepUntilExit
    }

    /// The context of the running process: real stdout/stderr, cwd and environment.
    public static func process(runLanguageServer: (@Sendable (LanguageServerOptions) -> Int32)? = nil) -> CommandContext {
        let process = ProcessInfo.processInfo
        let cwd = FileManager.default.currentDirectoryPath
        let environment = process.environment
        return CommandContext(
            standardOutput: { text in StandardStream.write(text, to: 1) },
            standardError: { text in StandardStream.write(text, to: 2) },
            currentDirectory: cwd,
            environment: environment,
            isStandardErrorTerminal: isatty(2) == 1,
            runLanguageServer: runLanguageServer,
            keepUntilExit: { value in KeptUntilExit.shared.keep(value) })
    }

    /// Resolves `path` against the current directory.
    public func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        if path == "." { return currentDirectory }
        return currentDirectory.hasSuffix("/") ? currentDirectory + path : currentDirectory + "/" + path
    }
}

/// Options of `swift-l10n lsp`, handed to the language server.
public struct LanguageServerOptions: Sendable {
    /// `error`, `warning`, `info`, `debug` or `trace`.
    public var logLevel: String
    /// Diagnostics debounce in milliseconds, when given on the command line.
    public var debounceMilliseconds: Int?

    public init(logLevel: String = "info", debounceMilliseconds: Int? = nil) {
        self.logLevel = logLevel
        self.debounceMilliseconds = debounceMilliseconds
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#else
private let systemWrite = Darwin.write
#endif

/// The values a process hands over to keep until it exits (`CommandContext.keepUntilExit`).
final class KeptUntilExit: @unchecked Sendable {
    /// The process' one store; never freed.
    static let shared = KeptUntilExit()
    /// Guards `values`.
    private let lock = NSLock()
    /// What was handed over.
    private var values: [any Sendable] = []

    /// Keeps `value` until the process exits.
    func keep(_ value: any Sendable) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}

/// Unbuffered writes to a file descriptor, retried until everything is written.
enum StandardStream {
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result <= 0 {
                if result < 0 && errno == EINTR { continue }
                return
            }
            written += result
        }
        bytes.removeAll()
    }
}
