import LocalizationRules

/// `--format json`: a versioned document for scripts, described field by field in
/// `docs/check-output.md`. Optional fields are left out rather than written as `null`.
public enum JSONReporter {
    /// The schema version; bumped when a field changes meaning or disappears (new fields do not bump it).
    public static let schemaVersion = 1

    /// The whole document.
    public static func render(_ report: CheckReport) -> String {
        JSONText.object([
            .init("version", .int(schemaVersion)),
            .init("tool", .object([.init("name", .string("swift-l10n")), .init("version", .string(report.toolVersion))])),
            .init("findings", .array(report.findings.map(finding))),
            .init("summary", .object([
                .init("error", .int(report.count(of: .error))),
                .init("warning", .int(report.count(of: .warning))),
                .init("info", .int(report.count(of: .info))),
                .init("baselined", .int(report.baselinedCount)),
            ])),
        ]).pretty
    }

    /// One finding as a JSON object.
    static func finding(_ reported: ReportedFinding) -> JSONText {
        let finding = reported.finding
        var members: [JSONText.Member] = [
            .init("rule", .string(finding.ruleID)),
            .init("severity", .string(finding.severity.description)),
            .init("root", .string(reported.root)),
            .init("file", .string(finding.path)),
            .init("line", .int(finding.location.start.line)),
            .init("column", .int(finding.location.start.column)),
            .init("endLine", .int(finding.location.end.line)),
            .init("endColumn", .int(finding.location.end.column)),
            .init("message", .string(finding.message)),
        ]
        members.appendIfPresent("key", finding.key)
        members.appendIfPresent("table", finding.table)
        members.appendIfPresent("locale", finding.locale)
        if !finding.keys.isEmpty {
            members.append(.init("keys", .array(finding.keys.map { .string($0) })))
        }
        if !finding.related.isEmpty {
            members.append(.init("related", .array(finding.related.map { related in
                .object([
                    .init("file", .string(related.location.path)),
                    .init("line", .int(related.location.start.line)),
                    .init("column", .int(related.location.start.column)),
                    .init("message", .string(related.note)),
                ])
            })))
        }
        if !finding.fixes.isEmpty {
            members.append(.init("fixes", .array(finding.fixes.map { .string($0.title) })))
        }
        return .object(members)
    }
}
