import LocalizationRules

/// `--format github`: GitHub Actions workflow commands, which annotate the pull request's diff at
/// the finding's line: `::warning file=App/View.swift,line=3,col=5,endLine=3,endColumn=20,title=…::…`.
///
/// Paths are as printed by the Xcode format (relative to where `check` runs, the repository root
/// in a workflow). Info findings become `notice`.
public enum GitHubReporter {
    /// One command per finding.
    public static func render(_ report: CheckReport) -> String {
        report.findings.map(command).joined()
    }

    /// The workflow command for one finding, newline included.
    static func command(_ reported: ReportedFinding) -> String {
        let finding = reported.finding
        let level: String
        switch finding.severity {
        case .error: level = "error"
        case .warning: level = "warning"
        case .info: level = "notice"
        }
        let properties = [
            "file=" + escapeProperty(reported.displayPath),
            "line=\(finding.location.start.line)",
            "col=\(finding.location.start.column)",
            "endLine=\(finding.location.end.line)",
            "endColumn=\(finding.location.end.column)",
            "title=" + escapeProperty(finding.ruleID),
        ]
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
    }

    /// Escapes a message: `%`, CR and LF, as the runner decodes them.
    static func escapeData(_ text: String) -> String {
        var output = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    /// Escapes a property value: as data, plus `:` and `,`, which separate properties.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

extension String {
    /// The string with every `target` replaced (no Foundation needed).
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
