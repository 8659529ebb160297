import LocalizationIndex

/// Reports translations marked `needs_review`: the source text changed after they were written.
public struct NeedsReviewRule: Rule {
    public static let description = RuleDescription(
        id: "needs-review",
        name: "Needs Review",
        defaultSeverity: .warning,
        summary: "A translation is marked needs_review: its source text changed after it was translated.",
        rationale: """
            Xcode flips a translation to `needs_review` when the development-language text changes under it. \
            The old translation still ships, so users read a text that no longer says what the app means.
            """,
        triggering: [
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Delete" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } },
                        "fr" : { "stringUnit" : { "state" : 1️⃣"needs_review", "value" : "Supprimer" } }
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
                    "Delete" : {
                      "localizations" : {
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Supprimer" } }
                      }
                    },
                    "Old" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Vieux" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
        ],
        fixes: [
            "Check the translation against the new source text and mark it reviewed (state `translated`).",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in context.model.tableFiles where file.format == .stringCatalog {
            let source = file.sourceLanguage ?? "en"
            for entry in file.entries where !entry.isStale && entry.isTranslatable {
                for (locale, translation) in entry.translations where locale != source {
                    guard let unit = translation.units.first(where: { $0.state == "needs_review" }) else { continue }
                    guard !context.isDebt(key: entry.key, locale: locale) else { continue }
                    findings.append(
                        Finding(
                            ruleID: Self.id, severity: Self.description.defaultSeverity,
                            message: "'\(entry.key)' needs review in \(locale): its source text changed after it was translated",
                            location: context.location(file.path, unit.range), key: entry.key, table: file.table,
                            locale: locale))
                }
            }
        }
        return findings
    }
}
