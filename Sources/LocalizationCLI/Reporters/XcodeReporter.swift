import LocalizationRules

/// The default format: one compiler-style line per finding, which Xcode turns into an issue at the
/// right line when `check` runs as a build phase, and editors and terminals make clickable.
///
/// `App/View.swift:12:10: error: 'today.title' is missing in de [missing-translation]`. Xcode knows
/// `error`, `warning` and `note`; info findings are written as `note`.
public enum XcodeReporter {
    /// One line per finding, in report order.
    public static func render(_ report: CheckReport) -> String {
        report.findings.map(line).joined()
    }

    /// The line for one finding, newline included.
    public static func line(_ reported: ReportedFinding) -> String {
        let finding = reported.finding
        let start = finding.location.start
        return "\(reported.displayPath):\(start.line):\(start.column): \(word(finding.severity)): \(singleLine(finding.message)) [\(finding.ruleID)]\n"
    }

    /// The severity word Xcode recognizes.
    static func word(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A message on one line: a newline would start what Xcode reads as a new, unlocated issue.
    static func singleLine(_ message: String) -> String {
        message.contains(where: \.isNewline)
            ? message.split(whereSeparator: \.isNewline).joined(separator: " ")
            : message
    }
}
