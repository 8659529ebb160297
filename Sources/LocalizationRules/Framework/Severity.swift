/// How bad a finding is, from what a user of the app would experience.
public enum Severity: Int, Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// Worth knowing; nothing visibly wrong for users (e.g. an unused entry).
    case info = 0
    /// Users see something wrong but readable (an English sentence in a German screen).
    case warning = 1
    /// Users see a raw key, garbage or a crash.
    case error = 2

    /// Orders by badness: `info < warning < error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The word Xcode and compilers print: `error`, `warning`, `note` for info.
    public var description: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "info"
        }
    }

    /// Parses `error`, `warning` or `info`/`note`.
    public init?(name: String) {
        switch name {
        case "error": self = .error
        case "warning": self = .warning
        case "info", "note": self = .info
        default: return nil
        }
    }
}
