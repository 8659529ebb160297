import LocalizationIndex
import TextPositions

/// What a rule sees: the project index and the settings, plus helpers that make findings.
public struct RuleContext: Sendable {
    /// The project-wide index of the snapshot being checked.
    public let index: ProjectIndex
    /// The configuration's decisions.
    public var settings: AnalysisSettings { index.settings }

    /// Creates a context over `index`.
    public init(index: ProjectIndex) {
        self.index = index
    }

    /// The location of `range` in `path`, with line and column.
    public func location(_ path: String, _ range: ByteRange) -> SourceLocation {
        index.location(path: path, range: range)
    }
}
