import LocalizationAnalysis
import LocalizationIndex

/// Renders a `KeyHover` as the markdown shown in the editor.
enum HoverRendering {
    /// The hover text: key and table, comment, one row per locale with its state (missing ones
    /// marked), variations, template expansions, and usages for a catalog entry.
    static func markdown(for hover: KeyHover, context: RequestContext) -> String {
        var lines: [String] = []
        var title = "**\(code(hover.key))** — table \(code(hover.table))"
        if !hover.catalogs.isEmpty { title += " (\(hover.catalogs.map(code).joined(separator: ", ")))" }
        lines.append(title)
        if hover.catalogs.isEmpty { lines += ["", "No catalog defines this table."] }
        if let comment = hover.comment, !comment.isEmpty { lines += ["", "_\(escape(comment))_"] }
        if !hover.translations.isEmpty || !hover.missingLocales.isEmpty {
            lines += ["", "| Locale | Value | State |", "|---|---|---|"]
            for value in hover.translations {
                lines.append("| \(value.locale) | \(cell(value.value)) | \(value.state) |")
                for variation in value.variations {
                    lines.append("| | \(escape(variation.name)): \(cell(variation.value)) | |")
                }
            }
            let present = Set(hover.translations.map(\.locale))
            for locale in hover.missingLocales where !present.contains(locale) {
                lines.append("| \(locale) | — | **missing** |")
            }
        }
        if !hover.expansions.isEmpty {
            lines += ["", "Expansions:"]
            for expansion in hover.expansions {
                lines.append("- \(code(expansion.key)) \(expansion.exists ? "✓" : "✗ missing")")
            }
        }
        if !hover.usages.isEmpty {
            lines += ["", "Used in code (\(hover.usages.count)):"]
            for usage in hover.usages.prefix(20) {
                lines.append("- [\(escape(usage.description))](\(context.uri(forPath: usage.path))#L\(usage.start.line))")
            }
            if hover.usages.count > 20 { lines.append("- … \(hover.usages.count - 20) more") }
        } else if hover.translations.isEmpty && hover.expansions.isEmpty {
            lines += ["", "Not used in code."]
        }
        return lines.joined(separator: "\n")
    }

    private static func code(_ text: String) -> String {
        text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }

    private static func cell(_ text: String) -> String {
        escape(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "↵")
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\*_[]<>#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
