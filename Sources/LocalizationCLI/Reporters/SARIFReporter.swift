import LocalizationRules

/// `--format sarif`: a SARIF 2.1.0 log with one run, every rule's metadata (summary, rationale,
/// fixes as help) and one result per finding.
///
/// Columns are UTF-16 code units (`columnKind: utf16CodeUnits`, the SARIF default that code
/// scanning services assume). URIs are the printed paths, relative to where `check` ran, so a
/// workflow running at the repository root uploads repository-relative locations. Each result has a
/// `partialFingerprints` entry built from rule, file, key, table and locale — the identity the
/// baseline uses — so a finding keeps its identity when lines move.
public enum SARIFReporter {
    /// The SARIF version written.
    public static let version = "2.1.0"
    /// The schema the log declares.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The whole log.
    public static func render(_ report: CheckReport) -> String {
        let rules = report.rules
        let ruleIndex = Dictionary(rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let driver: JSONText = .object([
            .init("name", .string("swift-l10n")),
            .init("version", .string(report.toolVersion)),
            .init("semanticVersion", .string(report.toolVersion)),
            .init("rules", .array(rules.map(rule))),
        ])
        let run: JSONText = .object([
            .init("tool", .object([.init("driver", driver)])),
            .init("columnKind", .string("utf16CodeUnits")),
            .init("results", .array(report.findings.map { result($0, ruleIndex: ruleIndex[$0.finding.ruleID]) })),
        ])
        return JSONText.object([
            .init("$schema", .string(schemaURI)),
            .init("version", .string(version)),
            .init("runs", .array([run])),
        ]).pretty
    }

    /// A rule's `reportingDescriptor`.
    static func rule(_ description: RuleDescription) -> JSONText {
        .object([
            .init("id", .string(description.id)),
            .init("name", .string(description.name.split(separator: " ").joined())),
            .init("shortDescription", .object([.init("text", .string(description.summary))])),
            .init("fullDescription", .object([.init("text", .string(description.rationale))])),
            .init("help", .object([
                .init("text", .string(helpText(description))),
                .init("markdown", .string(helpMarkdown(description))),
            ])),
            .init("defaultConfiguration", .object([.init("level", .string(level(description.defaultSeverity)))])),
        ])
    }

    /// One finding as a `result`.
    static func result(_ reported: ReportedFinding, ruleIndex: Int?) -> JSONText {
        let finding = reported.finding
        var members: [JSONText.Member] = [.init("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(.init("ruleIndex", .int(ruleIndex))) }
        members += [
            .init("level", .string(level(finding.severity))),
            .init("message", .object([.init("text", .string(finding.message))])),
            .init("locations", .array([.object([.init("physicalLocation", physicalLocation(
                uri: reported.displayPath,
                startLine: reported.utf16Start.line, startColumn: reported.utf16Start.column,
                endLine: reported.utf16End.line, endColumn: reported.utf16End.column))])])),
        ]
        if !finding.related.isEmpty {
            members.append(.init("relatedLocations", .array(finding.related.enumerated().map { index, related in
                .object([
                    .init("id", .int(index + 1)),
                    .init("physicalLocation", physicalLocation(
                        uri: ReportedFinding.displayPath(root: reported.root, path: related.location.path),
                        startLine: related.location.start.line, startColumn: related.location.start.column,
                        endLine: related.location.end.line, endColumn: related.location.end.column)),
                    .init("message", .object([.init("text", .string(related.note))])),
                ])
            })))
        }
        members.append(.init("partialFingerprints", .object([
            .init("swiftL10nIdentity/v1", .string(BaselineEntry(finding).identity)),
        ])))
        return .object(members)
    }

    /// A `physicalLocation` with an artifact URI and a region.
    static func physicalLocation(uri: String, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) -> JSONText {
        .object([
            .init("artifactLocation", .object([.init("uri", .string(encodeURI(uri)))])),
            .init("region", .object([
                .init("startLine", .int(startLine)),
                .init("startColumn", .int(startColumn)),
                .init("endLine", .int(endLine)),
                .init("endColumn", .int(endColumn)),
            ])),
        ])
    }

    /// SARIF's level words.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// Help as plain text: summary, rationale, fixes.
    static func helpText(_ description: RuleDescription) -> String {
        var text = description.summary + "\n\n" + description.rationale
        if !description.fixes.isEmpty {
            text += "\n\nHow to fix:\n" + description.fixes.map { "- " + $0 }.joined(separator: "\n")
        }
        return text
    }

    /// Help as Markdown: the same parts with headings.
    static func helpMarkdown(_ description: RuleDescription) -> String {
        var text = "**\(description.name)** (`\(description.id)`): \(description.summary)\n\n\(description.rationale)"
        if !description.fixes.isEmpty {
            text += "\n\n### How to fix\n\n" + description.fixes.map { "- " + $0 }.joined(separator: "\n")
        }
        return text
    }

    /// A path as a URI reference: absolute paths become `file://` URIs; bytes outside the
    /// unreserved set (and `/`) are percent-encoded.
    static func encodeURI(_ path: String) -> String {
        var output = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"), UInt8(ascii: "+"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }
}
