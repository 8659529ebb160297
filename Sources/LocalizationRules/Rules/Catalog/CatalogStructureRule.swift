import LocalizationIndex
import StringCatalog

/// Reports String Catalogs that Xcode cannot read as written: invalid JSON, unknown states, fields
/// in the wrong place or of the wrong type, duplicate keys.
public struct CatalogStructureRule: Rule {
    public static let description = RuleDescription(
        id: "catalog-structure",
        name: "Catalog Structure",
        defaultSeverity: .error,
        summary: "A String Catalog has invalid JSON, unknown states, misplaced or mistyped fields, or duplicate keys.",
        rationale: """
            A catalog that is not valid JSON fails the build or loses every string of its table; an unknown \
            `state` or a key outside `strings` is silently ignored by Xcode, and with duplicate keys only the \
            last one counts.
            """,
        triggering: [
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : 1️⃣"done", "value" : "Fertig" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : { }
                    1️⃣"Open" : { }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        nonTriggering: [
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
        ],
        fixes: [
            "Fix the JSON at the reported position (a missing comma or brace usually).",
            "Use one of the states Xcode writes: `new`, `translated`, `needs_review`.",
            "Keep one entry per key; move stray fields inside `strings`.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in context.model.tableFiles {
            for problem in file.catalogProblems {
                let severity: Severity
                switch problem.kind {
                case .invalidJSON, .duplicateKey, .wrongType, .missingField: severity = .error
                case .unknownState, .unexpectedField, .unknownExtractionState, .unknownVersion: severity = .warning
                }
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: severity, message: "\(file.table).xcstrings: \(problem.message)",
                        location: context.location(file.path, problem.range), table: file.table))
            }
        }
        return findings
    }
}
