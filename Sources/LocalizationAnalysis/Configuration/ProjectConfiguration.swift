import LocalizationIndex
import TextPositions

/// The project's `.swift-l10n.json`, read: the analysis settings it gives, the paths it leaves
/// out, and what is wrong with it.
///
/// Parsing never fails: a file with errors still yields every entry that could be read, and
/// `problems` says, with positions, what could not. Front ends refuse to check with a broken
/// configuration (the CLI exits 2) because an ignored verdict or debt entry would change findings.
public struct ProjectConfiguration: Sendable, Hashable {
    /// The configuration file's name at a project root.
    public static let fileName = ".swift-l10n.json"

    /// What the analysis needs: locales, severities, wrappers, verdicts, debt, template lists,
    /// critical tables, each entry with its origin in the file.
    public var settings: AnalysisSettings
    /// Root-relative globs of files and folders discovery leaves out (`exclude`).
    public var excludedPaths: [String]
    /// Errors with positions: syntax, unknown fields, malformed values.
    public var problems: [ConfigurationProblem]

    /// Creates a configuration; the default is "nothing configured".
    public init(settings: AnalysisSettings = AnalysisSettings(), excludedPaths: [String] = [], problems: [ConfigurationProblem] = []) {
        self.settings = settings
        self.excludedPaths = excludedPaths
        self.problems = problems
    }

    /// Whether the file had no errors.
    public var isValid: Bool { problems.isEmpty }
}

/// Something wrong in a configuration file, with where it is.
public struct ConfigurationProblem: Sendable, Hashable, CustomStringConvertible {
    /// The configuration file's path as the front end named it.
    public var path: String
    /// What is wrong and, where possible, what was expected.
    public var message: String
    /// UTF-8 byte range of the offending text.
    public var range: ByteRange
    /// 1-based line and UTF-8 column of the start of `range`.
    public var start: LineColumn
    /// 1-based line and UTF-8 column of the end of `range`.
    public var end: LineColumn

    /// Creates a problem.
    public init(path: String, message: String, range: ByteRange, start: LineColumn, end: LineColumn) {
        self.path = path
        self.message = message
        self.range = range
        self.start = start
        self.end = end
    }

    /// `path:line:column: error: message`, the compiler's layout.
    public var description: String { "\(path):\(start.line):\(start.column): error: \(message)" }
}
