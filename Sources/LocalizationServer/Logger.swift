import Foundation
import JSONRPC
import LanguageServerProtocol

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How much the server logs.
public enum LogLevel: Int, Sendable, Comparable, CaseIterable {
    case error = 1
    case warning = 2
    case info = 3
    case debug = 4
    case trace = 5

    /// Parses `error`, `warning`, `info`, `debug` or `trace`.
    public init?(name: String) {
        switch name.lowercased() {
        case "error": self = .error
        case "warning", "warn": self = .warning
        case "info": self = .info
        case "debug": self = .debug
        case "trace": self = .trace
        default: return nil
        }
    }

    /// The lowercase name.
    public var name: String { String(describing: self) }

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Writes log lines to stderr and, once the client is initialized, as `window/logMessage`.
final class Logger: @unchecked Sendable {
    private let lock = NSLock()
    private var level: LogLevel
    private var connection: Connection?

    /// Creates a value from its members.
    init(level: LogLevel) {
        self.level = level
    }

    /// Starts mirroring lines to the client (after the `initialize` result is sent).
    func attach(_ connection: Connection) {
        lock.lock()
        self.connection = connection
        lock.unlock()
    }

    /// Changes the level (from settings).
    func setLevel(_ level: LogLevel) {
        lock.lock()
        self.level = level
        lock.unlock()
    }

    /// Whether lines at `level` are written (to skip building expensive messages).
    func isEnabled(_ level: LogLevel) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return level <= self.level
    }

    /// Logs `message` at level `error`.
    func error(_ message: @autoclosure () -> String) { log(.error, message()) }
    /// Logs `message` at level `warning`.
    func warning(_ message: @autoclosure () -> String) { log(.warning, message()) }
    /// Logs `message` at level `info`.
    func info(_ message: @autoclosure () -> String) { log(.info, message()) }
    /// Logs `message` at level `debug`.
    func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }
    /// Logs `message` at level `trace`.
    func trace(_ message: @autoclosure () -> String) { log(.trace, message()) }

    private func log(_ level: LogLevel, _ message: String) {
        lock.lock()
        let enabled = level <= self.level
        let connection = self.connection
        lock.unlock()
        guard enabled else { return }
        let line = "swift-l10n lsp [\(level.name)] \(message)\n"
        var bytes = Array(line.utf8)
        bytes.withUnsafeMutableBytes { raw in
            _ = write(2, raw.baseAddress, raw.count)
        }
        let type: MessageType
        switch level {
        case .error: type = .error
        case .warning: type = .warning
        case .info: type = .info
        case .debug, .trace: type = .log
        }
        connection?.send(.notification(method: LogMessageNotification.method, params: LogMessageNotification(type: type, message: message).json))
    }
}
