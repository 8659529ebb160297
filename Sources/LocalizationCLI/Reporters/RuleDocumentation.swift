import LocalizationRules

/// Renders rule descriptions for people: the `rules` list, `explain`, and the README's rules
/// table. Everything comes from `RuleDescription`, so documentation cannot drift from the rules.
public enum RuleDocumentation {
    /// The line that opens the generated rules table in README.md.
    public static let readmeBeginMarker = "<!-- rules:begin -->"
    /// The line that closes it.
    public static let readmeEndMarker = "<!-- rules:end -->"

    /// The README rules table (between the markers, without them): one row per rule.
    public static func markdownTable(_ rules: [RuleDescription]) -> String {
        var lines = [
            "<!-- Generated from the rules' descriptions by `swift-l10n rules --format markdown`; a test keeps it fresh. -->",
            "| Rule | Default | Finds |",
            "|---|---|---|",
        ]
        for rule in rules {
            lines.append("| [`\(rule.id)`](\(pagePath)#\(rule.id)) | \(rule.defaultSeverity) | \(escapeCell(rule.summary)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where the page of every rule lives in the repository (`docs/rules.md`); each rule is a
    /// `## rule-id` heading there, so `docs/rules.md#missing-key` links to one rule.
    public static let pagePath = "docs/rules.md"

    /// The page of every rule, in Markdown: one `## rule-id` section per rule with what `explain`
    /// prints (summary, default severity, rationale, examples, fixes). Editors link diagnostics to
    /// these sections (`codeDescription`), so the anchors are the rule ids.
    public static func markdownPage(_ rules: [RuleDescription]) -> String {
        var lines = [
            "# Rules",
            "",
            "<!-- Generated from the rules' descriptions (the same text as `swift-l10n explain RULE`); a test keeps it fresh. -->",
            "",
            "Every rule swift-l10n checks, with its default severity, why it matters, examples that are",
            "also its tests (`↓` marks where the finding is reported) and how to fix what it finds.",
            "Severities are changed per rule in `.swift-l10n.json` (see [configuration](configuration.md)).",
            "",
        ]
        lines += rules.map { "- [`\($0.id)`](#\($0.id)): \(escapeCell($0.summary))" }
        for rule in rules {
            lines += ["", "## \(rule.id)", "", "**\(rule.name)**, default severity: \(rule.defaultSeverity).", "", rule.summary, "", rule.rationale]
            let triggering = rule.triggering.filter { !$0.isExcludedFromDocumentation }
            if !triggering.isEmpty {
                lines += ["", "Reported:"]
                lines += triggering.map { "\n" + codeBlock(exampleText($0)) }
            }
            let nonTriggering = rule.nonTriggering.filter { !$0.isExcludedFromDocumentation }
            if !nonTriggering.isEmpty {
                lines += ["", "Not reported:"]
                lines += nonTriggering.map { "\n" + codeBlock(exampleText($0)) }
            }
            if !rule.fixes.isEmpty {
                lines += ["", "How to fix:", ""]
                lines += rule.fixes.map { "- " + $0 }
            }
            if !rule.deprecatedAliases.isEmpty {
                lines += ["", "Also accepted in configuration as: " + rule.deprecatedAliases.map { "`\($0)`" }.joined(separator: ", ") + "."]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A fenced code block around an example (Swift unless it is a catalog or another file kind,
    /// which the example's own `//- /path` headers show).
    static func codeBlock(_ text: String) -> String {
        let fence = text.contains("```") ? "~~~" : "```"
        let language = text.hasPrefix("//- /") && !text.contains(".swift") ? "" : "swift"
        return fence + language + "\n" + text + "\n" + fence
    }

    /// `text` with the README's generated section replaced by `table`; `nil` when the markers are
    /// missing or out of order.
    public static func replacingGeneratedSection(in text: String, with table: String) -> String? {
        guard let begin = text.range(of: readmeBeginMarker),
            let end = text.range(of: readmeEndMarker, range: begin.upperBound..<text.endIndex)
        else { return nil }
        return String(text[..<begin.upperBound]) + "\n" + table + String(text[end.lowerBound...])
    }

    /// The plain list printed by `swift-l10n rules`: id, default severity and summary, aligned.
    public static func textList(_ rules: [RuleDescription]) -> String {
        let width = max(rules.map(\.id.count).max() ?? 0, 4)
        var lines = ["RULE".padding(to: width) + "  DEFAULT  SUMMARY"]
        for rule in rules {
            lines.append(rule.id.padding(to: width) + "  " + rule.defaultSeverity.description.padding(to: 7) + "  " + rule.summary)
        }
        lines.append("")
        lines.append("See 'swift-l10n explain RULE' for one rule's rationale, examples and fixes.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON printed by `swift-l10n rules --format json`.
    public static func json(_ rules: [RuleDescription]) -> String {
        JSONText.array(rules.map { rule in
            .object([
                .init("id", .string(rule.id)),
                .init("name", .string(rule.name)),
                .init("defaultSeverity", .string(rule.defaultSeverity.description)),
                .init("summary", .string(rule.summary)),
                .init("rationale", .string(rule.rationale)),
                .init("fixes", .array(rule.fixes.map { .string($0) })),
                .init("deprecatedAliases", .array(rule.deprecatedAliases.map { .string($0) })),
            ])
        }).pretty
    }

    /// The page printed by `swift-l10n explain RULE`.
    public static func explanation(_ rule: RuleDescription) -> String {
        var lines = [
            "\(rule.id): \(rule.name)",
            "Default severity: \(rule.defaultSeverity)",
            "",
            rule.summary,
            "",
            "Why it matters:",
            indent(rule.rationale),
        ]
        let triggering = rule.triggering.filter { !$0.isExcludedFromDocumentation }
        if !triggering.isEmpty {
            lines += ["", "Reported (↓ marks each finding):"]
            lines += triggering.map { indent(exampleText($0)) + "\n" }
        }
        let nonTriggering = rule.nonTriggering.filter { !$0.isExcludedFromDocumentation }
        if !nonTriggering.isEmpty {
            lines += ["", "Not reported:"]
            lines += nonTriggering.map { indent(exampleText($0)) + "\n" }
        }
        if !rule.fixes.isEmpty {
            lines += ["", "How to fix:"]
            lines += rule.fixes.map { "  - " + $0 }
        }
        if !rule.deprecatedAliases.isEmpty {
            lines += ["", "Also accepted in configuration as: " + rule.deprecatedAliases.joined(separator: ", ")]
        }
        lines.append("")
        lines.append("Configure in .swift-l10n.json: \"severity\": { \"\(rule.id)\": \"off\" | \"info\" | \"warning\" | \"error\" }")
        return lines.joined(separator: "\n").replacingDoubleBlankLines() + "\n"
    }

    /// An example's fixture with its position markers shown as `↓`.
    static func exampleText(_ example: Example) -> String {
        var text = example.fixture
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"] {
            text = text.split(separator: marker, omittingEmptySubsequences: false).joined(separator: "↓")
        }
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Every line of `text` indented by two spaces (empty lines stay empty).
    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  " + $0 }
            .joined(separator: "\n")
    }

    /// A table cell: pipes escaped, lines joined.
    static func escapeCell(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
            .split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}

extension String {
    /// The string padded with spaces to `width` characters (longer strings are kept whole).
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string with runs of blank lines collapsed to one.
    fileprivate func replacingDoubleBlankLines() -> String {
        var text = self
        while text.contains("\n\n\n") {
            text = text.split(separator: "\n\n\n", omittingEmptySubsequences: false).joined(separator: "\n\n")
        }
        return text
    }
}
