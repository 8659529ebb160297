import LocalizationIndex
import StringCatalog

/// Reports `.strings` files the runtime cannot load (one missing `;` loses the whole table),
/// duplicate keys, lower-case `\u` escapes and questionable encodings.
public struct StringsSyntaxRule: Rule {
    public static let description = RuleDescription(
        id: "strings-syntax",
        name: "Strings Syntax",
        defaultSeverity: .error,
        summary: "A .strings file has parse errors (a missing ; loses the whole table), duplicate keys or broken escapes.",
        rationale: """
            CoreFoundation parses a `.strings` file as one property list: a single missing `;`, `=` or \
            quote and the whole table fails to load, so every key of that language falls back to the \
            key. With a duplicate key the later value silently wins; `\\u00e9` with a lower-case `u` is \
            not an escape and shows the letters `u00e9`.
            """,
        triggering: [
            Example(
                """
                //- /App/de.lproj/Localizable.strings
                "inbox.title" = "Posteingang"1️⃣
                "inbox.empty" = "Keine Nachrichten";
                """),
            Example(
                """
                //- /App/fr.lproj/Localizable.strings
                "done" = "Terminé";
                1️⃣"done" = "Fini";
                """),
            // Quotes left unescaped inside a value: one defect, one finding (not one for each
            // piece the parser trips over after it).
            Example(
                """
                //- /App/cs.lproj/Localizable.strings
                "safe_mode.hint" = "Podržte Shift pro "1️⃣Bezpečný režim" při spuštění.";
                "safe_mode.title" = "Bezpečný režim";
                """),
        ],
        nonTriggering: [
            Example(
                """
                //- /App/de.lproj/Localizable.strings
                /* Title of the inbox */
                "inbox.title" = "Posteingang";
                "quote" = "Er sagte \\"Hallo\\"\\n";
                """)
        ],
        fixes: [
            "Add the missing `;` (or `=`, or closing quote) at the reported position.",
            "Keep one entry per key; write `\\U00E9` (upper-case U) for a Unicode escape.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in context.model.tableFiles {
            guard let strings = file.strings else { continue }
            // The parser resumes after a broken entry; what it trips over next on the same line
            // (an unescaped quote ends the value early) is the same defect, reported once.
            var linesWithParseErrors: Set<Int> = []
            for problem in strings.problems {
                let severity: Severity
                let message: String
                switch problem.kind {
                case .parseError, .invalidEncoding:
                    guard linesWithParseErrors.insert(context.location(file.path, problem.range).start.line).inserted else { continue }
                    severity = .error
                    message = "\(problem.message): the runtime rejects the whole table, every key of \(file.locale ?? "this language") shows untranslated"
                case .duplicateKey:
                    severity = .warning
                    message = problem.message
                case .lowercaseUnicodeEscape, .questionableEncoding, .nonStringValue:
                    severity = .warning
                    message = problem.message
                }
                var related: [RelatedLocation] = []
                if let other = problem.relatedRange {
                    related.append(RelatedLocation(location: context.location(file.path, other), note: "first defined here"))
                }
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: severity, message: message, location: context.location(file.path, problem.range),
                        related: related, table: file.table, locale: file.locale))
            }
        }
        return findings
    }
}
