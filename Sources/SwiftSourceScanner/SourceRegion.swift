import TextPositions

/// A stretch of the file whose findings are not user-facing (or are conditionally compiled).
public struct SourceRegion: Sendable, Equatable {
    /// What makes the region special.
    public enum Kind: Sendable, Equatable {
        /// One branch of `#if`/`#elseif`/`#else`: the condition as written (`DEBUG`, `os(iOS)`),
        /// `nil` for `#else`. Both branches are scanned; key usage counts everywhere.
        case conditionalBranch(condition: String?, negatedConditions: [String])
        /// A `#Preview { … }` macro.
        case preview
        /// A type conforming to `PreviewProvider`.
        case previewProvider(typeName: String)
    }

    /// What the region is.
    public var kind: Kind
    /// Its bytes (a conditional branch runs from its directive to the next directive).
    public var range: ByteRange

    public init(kind: Kind, range: ByteRange) {
        self.kind = kind
        self.range = range
    }

    /// Whether the region is absent from release builds: an `#if DEBUG` branch (also `DEBUG && …`),
    /// the `#else` of `#if !DEBUG`, or code switched off with `#if false` (`#else` of `#if true`).
    public var isDebugOnly: Bool {
        guard case .conditionalBranch(let condition, let negated) = kind else { return false }
        if let condition {
            let compact = condition.filter { !$0.isWhitespace }
            if compact == "DEBUG" || compact.hasPrefix("DEBUG&&") || compact.hasSuffix("&&DEBUG") { return true }
            if compact == "false" || compact == "0" { return true }
        }
        // `#else` after `#if !DEBUG`: the earlier condition negated is `!!DEBUG`.
        return condition == nil && negated.contains { ["!!DEBUG", "!true", "!1"].contains($0.filter { !$0.isWhitespace }) }
    }

    /// Whether the region is preview code (`#Preview`, a `PreviewProvider`).
    public var isPreview: Bool {
        switch kind {
        case .preview, .previewProvider: return true
        case .conditionalBranch: return false
        }
    }
}

/// Something the scanner noticed in broken input; scanning continued after it.
public struct ScanProblem: Sendable, Equatable {
    /// What was wrong.
    public var message: String
    /// Where.
    public var range: ByteRange

    public init(message: String, range: ByteRange) {
        self.message = message
        self.range = range
    }
}
