extension CoverageReport {
    /// The readable table printed by `swift-l10n coverage`: one row per table and locale, critical
    /// tables first and marked `*`.
    public var text: String {
        guard !tables.isEmpty else { return "No string catalogs or .strings tables found.\n" }
        var rows: [[String]] = [["TABLE", "LOCALE", "TRANSLATED", "REVIEW", "NEW", "MISSING", "DONE"]]
        for table in tables {
            var name = table.table + (table.isCritical ? " *" : "") + (table.isComplete ? "" : " !")
            if !table.bundle.isEmpty { name += " (\(table.bundle))" }
            for (index, counts) in table.locales.enumerated() {
                let locale = counts.locale + (counts.locale == table.sourceLanguage ? " (source)" : "")
                rows.append([
                    index == 0 ? name : "", locale, String(counts.translated), String(counts.needsReview), String(counts.new),
                    String(counts.missing), "\(counts.percent)%",
                ])
            }
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            row.enumerated().map { column, cell in
                // Names left-aligned, numbers right-aligned.
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        if tables.contains(where: \.isCritical) || tables.contains(where: { !$0.isComplete }) { lines.append("") }
        if tables.contains(where: \.isCritical) {
            lines.append("* critical table (criticalTables in .swift-l10n.json): must be 100% in every locale")
        }
        if tables.contains(where: { !$0.isComplete }) {
            lines.append("! some files of the table could not be read completely: the counts are lower bounds")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON printed by `swift-l10n coverage --format json` (documented in docs/check-output.md).
    public var json: String {
        JSONText.object([
            .init("version", .int(1)),
            .init("tables", .array(tables.map { table in
                .object([
                    .init("table", .string(table.table)),
                    .init("bundle", .string(table.bundle)),
                    .init("critical", .bool(table.isCritical)),
                    .init("complete", .bool(table.isComplete)),
                    .init("files", .array(table.files.map { .string($0) })),
                    .init("sourceLanguage", .string(table.sourceLanguage)),
                    .init("entries", .int(table.entryCount)),
                    .init("locales", .array(table.locales.map { counts in
                        .object([
                            .init("locale", .string(counts.locale)),
                            .init("translated", .int(counts.translated)),
                            .init("needsReview", .int(counts.needsReview)),
                            .init("new", .int(counts.new)),
                            .init("missing", .int(counts.missing)),
                            .init("percent", .int(counts.percent)),
                        ])
                    })),
                ])
            })),
        ]).pretty
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
