import LocalizationIndex
import StringCatalog
import TextPositions

/// Reports translations that put several sequential arguments in another order than the source:
/// only positional specifiers can reorder arguments.
public struct PositionalSpecifiersRule: Rule {
    public static let description = RuleDescription(
        id: "positional-specifiers",
        name: "Positional Specifiers",
        defaultSeverity: .error,
        summary: "Several arguments without positions where a translation reorders them.",
        rationale: """
            Code passes `(Double, String)`; a translation written as `In %@ the temperature changed by \
            %.1f°` reads the double as an object and the string as a double: garbage or a crash, \
            depending on the locale. Languages need other word orders, so the translation must say which \
            argument goes where: `%2$@ … %1$.1f`.
            """,
        triggering: [
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "notification.temperature_jump" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Temperature changed by %.1f° in %@" } },
                        "es" : { "stringUnit" : { "state" : 1️⃣"translated", "value" : "En %@ la temperatura cambió %.1f°" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
        ],
        nonTriggering: [
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "notification.temperature_jump" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Temperature changed by %1$.1f° in %2$@" } },
                        "es" : { "stringUnit" : { "state" : "translated", "value" : "En %2$@ la temperatura cambió %1$.1f°" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
        ],
        fixes: [
            "Number the arguments in the translation: `%2$@ … %1$.1f` (code action when each type occurs once).",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for pair in FormatComparison.pairs(in: context) {
            guard pair.isReordering else { continue }
            var fixes: [Fix] = []
            if let rewrite = FormatComparison.positionalRewrite(source: pair.source, translation: pair.translation),
                let valueRange = Self.valueRange(of: pair, in: context)
            {
                fixes.append(
                    Fix(
                        title: "Use positional specifiers: \"\(rewrite)\"",
                        edits: [FileEdit(path: pair.file.path, range: valueRange, replacement: Self.quoted(rewrite))],
                        isPreferred: true))
            }
            findings.append(
                Finding(
                    ruleID: Self.id, severity: Self.description.defaultSeverity,
                    message: "'\(pair.entry.key)' in \(pair.locale) reorders the arguments of \"\(pair.source)\" without positions: \"\(pair.translation)\"",
                    location: context.location(pair.file.path, pair.unit.range), key: pair.entry.key,
                    table: pair.file.table, locale: pair.locale, fixes: fixes))
        }
        return findings
    }

    /// The byte range of a catalog's simple unit's `value` string (quotes included).
    static func valueRange(of pair: FormatComparison.Pair, in context: RuleContext) -> ByteRange? {
        guard pair.file.format == .stringCatalog, pair.unit.path.isEmpty else { return nil }
        return pair.unit.valueRange
    }

    /// `text` as a JSON string literal, escaped exactly as Xcode writes catalogs.
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONWriter.writeString(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
