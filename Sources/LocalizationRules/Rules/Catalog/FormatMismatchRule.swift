import LocalizationIndex
import StringCatalog

/// Reports translations whose format specifiers differ from the source in count, type or order.
public struct FormatMismatchRule: Rule {
    public static let description = RuleDescription(
        id: "format-mismatch",
        name: "Format Mismatch",
        defaultSeverity: .error,
        summary: "Format specifiers differ in count, type or order between code, source and translations.",
        rationale: """
            `String(format:)` reads its arguments by the translation's specifiers: a `%@` where the code \
            passes an integer crashes, `%d` for a 64-bit `Int` prints garbage, a specifier the source does \
            not have reads random memory. The source is the development-language value, or the key the \
            compiler built from code (`Text("\\(count) items")` → `%lld items`). Width and precision may \
            differ; a plural variant may leave the number out.
            """,
        triggering: [
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld items" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : 1️⃣"translated", "value" : "%@ Elemente" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld éléments" } }
                      }
                    },
                    "Uploaded to %@" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : 2️⃣"translated", "value" : "Hochgeladen nach %@ (%lld)" } }
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
                    "%@ has %lld items" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$lld Elemente in %1$@" } }
                      }
                    },
                    "Progress: %.1f%%" : {
                      "localizations" : {
                        "ar" : { "stringUnit" : { "state" : "translated", "value" : "التقدم: %.2f٪" } }
                      }
                    },
                    "100% sure" : {
                      "localizations" : {
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Sûr à 100 %" } }
                      }
                    },
                    "notifications.label.favorite %lld" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld-mal favorisiert" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "starred" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
        ],
        fixes: [
            "Use the source's specifiers in the translation (same type per argument).",
            "To reorder arguments, use positional specifiers (`%2$@`, `%1$lld`).",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for pair in FormatComparison.pairs(in: context) {
            if FormatComparison.isReordering(pair) { continue }
            let mismatches = FormatCompatibility.check(
                source: Self.passedArguments(pair), translation: pair.translationArguments, isVariant: pair.isVariant)
            guard let first = mismatches.first(where: { $0.severity == .error }) ?? mismatches.first else { continue }
            // A dropped argument is often deliberate (a plural suffix `%@` Korean does not need):
            // worth knowing, not a defect users see.
            var severity: Severity = first.severity == .error ? .error : .warning
            if case .missingArgument = first.kind { severity = .info }
            findings.append(
                Finding(
                    ruleID: Self.id, severity: severity,
                    message: "'\(pair.entry.key)' in \(pair.locale): \(Self.describe(first.kind)) (source \"\(pair.source)\", translation \"\(pair.translation)\")",
                    location: context.location(pair.file.path, pair.unit.range), key: pair.entry.key, table: pair.file.table,
                    locale: pair.locale))
        }
        return findings
    }

    /// The arguments code passes for this unit. A key that carries specifiers was built by the
    /// compiler from an interpolation (`"notifications.label.favorite \(count)"`), so code passes
    /// the key's arguments even when the source value leaves them out ("starred"): comparing with
    /// the source value alone would call a translation that uses the count an error.
    static func passedArguments(_ pair: FormatComparison.Pair) -> FormatArguments {
        let keyArguments = FormatArguments(pair.entry.key)
        return keyArguments.slots.count > pair.sourceArguments.slots.count ? keyArguments : pair.sourceArguments
    }

    /// A sentence fragment for a mismatch.
    static func describe(_ kind: FormatMismatch.Kind) -> String {
        switch kind {
        case .typeMismatch(let position, let source, let translation):
            return "argument \(position) is read as \(translation) but passed as \(source)"
        case .signednessMismatch(let position):
            return "argument \(position) differs in signedness"
        case .longWidthMismatch(let position):
            return "argument \(position) uses a different integer width (%ld vs %lld)"
        case .extraArgument(let position):
            return "reads argument \(position), which the source does not pass"
        case .missingArgument(let position):
            return "drops argument \(position)"
        case .mixedPositionalAndSequential:
            return "mixes positional and sequential specifiers"
        case .invalidPercent(let text):
            return "'\(text)' is not a valid specifier in a string that takes arguments"
        }
    }
}
