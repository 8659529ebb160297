import LocalizationRules
import TextPositions

/// A finding ready to print: the analysis' finding plus how to name its file for the reader.
public struct ReportedFinding: Sendable, Hashable {
    /// The finding as the analysis produced it (path relative to `root`).
    public var finding: Finding
    /// The checked root as given on the command line (`.` when none was given).
    public var root: String
    /// The path printed for people and tools: `root` joined with the finding's path, so it opens
    /// from the directory `check` ran in.
    public var displayPath: String
    /// Start line and UTF-16 column (for SARIF, whose default column unit is UTF-16).
    public var utf16Start: LineColumn
    /// End line and UTF-16 column.
    public var utf16End: LineColumn

    /// Creates a reported finding; UTF-16 positions default to the finding's UTF-8 ones (right for
    /// ASCII lines).
    public init(finding: Finding, root: String, utf16Start: LineColumn? = nil, utf16End: LineColumn? = nil) {
        self.finding = finding
        self.root = root
        self.displayPath = Self.displayPath(root: root, path: finding.path)
        self.utf16Start = utf16Start ?? finding.location.start
        self.utf16End = utf16End ?? finding.location.end
    }

    /// `root` joined with a root-relative `path`; `.` adds nothing, absolute paths stay as they are.
    public static func displayPath(root: String, path: String) -> String {
        if path.hasPrefix("/") { return path }
        var root = root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        while root.hasPrefix("./") { root.removeFirst(2) }
        if root.isEmpty || root == "." { return path }
        return root == "/" ? "/" + path : root + "/" + path
    }
}

/// Everything a reporter prints: the findings that did not match the baseline, how many did, and
/// the rules' descriptions (SARIF's rule metadata).
public struct CheckReport: Sendable {
    /// Findings to report, in report order.
    public var findings: [ReportedFinding]
    /// Findings that the baseline let pass (not printed, only counted).
    public var baselinedCount: Int
    /// Every rule's description, by which SARIF describes its rules.
    public var rules: [RuleDescription]
    /// The version of swift-l10n, for the tool sections.
    public var toolVersion: String

    /// Creates a report.
    public init(findings: [ReportedFinding], baselinedCount: Int = 0, rules: [RuleDescription], toolVersion: String) {
        self.findings = findings
        self.baselinedCount = baselinedCount
        self.rules = rules
        self.toolVersion = toolVersion
    }

    /// How many findings of each severity are reported.
    public func count(of severity: Severity) -> Int {
        findings.count { $0.finding.severity == severity }
    }

    /// The report in `format`.
    public func rendered(as format: ReportFormat) -> String {
        switch format {
        case .xcode: return XcodeReporter.render(self)
        case .json: return JSONReporter.render(self)
        case .sarif: return SARIFReporter.render(self)
        case .github: return GitHubReporter.render(self)
        }
    }
}

/// The output formats of `swift-l10n check`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `path:line:column: warning: message [rule-id]`, one line per finding: Xcode, compilers, editors.
    case xcode
    /// A versioned JSON document (`docs/check-output.md`).
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…::message`), annotating pull requests.
    case github
}
