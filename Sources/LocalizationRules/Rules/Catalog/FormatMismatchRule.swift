import LocalizationIndex
import StringCatalog
import TextPositions

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
            differ; a plural variant may leave the number out. The development-language text is also \
            compared with what code passes: the key's specifiers for a key built from interpolations, and \
            the arguments of `String(format:)` (or `localizedStringWithFormat`) whose types are evident \
            (literals, declared types); an argument of unknown type is not judged. A text mixing \
            positional and sequential specifiers (`%2$@ … %d`) leaves to the formatter which argument the \
            sequential one reads: reported once at the development-language text when its translations \
            copy it, at the translation when only the translation mixes them.
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
                """),
            // Code passes (Double, String); the English text reads them the other way round (and
            // every translation follows it): the seed's temperature notification.
            Example(
                """
                //- /Weather/TemperatureAlert.swift
                import SwiftUI

                struct TemperatureAlert {
                    let delta: Double
                    let city: String

                    func body() -> String {
                        String(format: NSLocalizedString("notification.temperature_jump", comment: "Delta, then city"), delta, city)
                    }

                    func summary() -> String {
                        let format = String(localized: "notification.temperature_summary")
                        return String(format: format, city, 3)
                    }
                }

                struct TemperatureRow: View {
                    let delta: Double
                    let city: String
                    var body: some View {
                        Text("temperature.row \\(delta) \\(city)")
                    }
                }
                //- /Weather/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "notification.temperature_jump" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : 1️⃣"translated", "value" : "In %@ the temperature changed by %.1f°" } },
                        "es" : { "stringUnit" : { "state" : "translated", "value" : "En %@ la temperatura cambió %.1f°" } }
                      }
                    },
                    "notification.temperature_summary" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : 2️⃣"translated", "value" : "%@: %lld alerts, %lld cleared" } }
                      }
                    },
                    "temperature.row %lf %@" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : 3️⃣"translated", "value" : "%@: %.1f°" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // A translation platform's placeholder where the source has a specifier: shown as written.
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Report this post as %@?" : {
                      "localizations" : {
                        "sv" : { "stringUnit" : { "state" : 1️⃣"translated", "value" : "Rapportera inlägget som {{ reason }}?" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // The development language mixes positional and sequential specifiers, and the
            // translation copies it: one finding, at the source text.
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "onboarding.trackers.blocked" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ und weitere (%d) wurden blockiert" } },
                        "en" : { "stringUnit" : { "state" : 1️⃣"translated", "value" : "%2$@ and others (%d) were blocked" } },
                        "fr" : { "stringUnit" : { "state" : 2️⃣"translated", "value" : "%@ et d'autres (%2$d) ont été bloqués" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // The Arabic percent sign (U+066A) typed for '%': not a specifier, so the text shows
            // "٪@" and the name is lost.
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Remove %@ from the list?" : {
                      "localizations" : {
                        "ar" : { "stringUnit" : { "state" : 1️⃣"translated", "value" : "إزالة ٪@ من القائمة؟" } }
                      }
                    }
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
                """),
            // Positions make the order explicit; arguments of unknown type are not judged.
            Example(
                """
                //- /Weather/TemperatureAlert.swift
                import Foundation

                struct TemperatureAlert {
                    let delta: Double
                    let city: String
                    let reading: Reading

                    func body() -> String {
                        String(format: NSLocalizedString("notification.temperature_jump", comment: ""), delta, city)
                    }

                    func detail() -> String {
                        String(format: NSLocalizedString("notification.temperature_detail", comment: ""), reading.delta, reading.city)
                    }
                }
                //- /Weather/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "notification.temperature_detail" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "In %@: %.1f°" } }
                      }
                    },
                    "notification.temperature_jump" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "In %2$@ the temperature changed by %1$.1f°" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        fixes: [
            "Use the source's specifiers in the translation (same type per argument).",
            "To reorder arguments, use positional specifiers (`%2$@`, `%1$lld`).",
            "Where the text reads the arguments code passes in another order, use positions in the text or pass the arguments in the text's order.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // The pairs come compared with what code passes (`FormatComparison.Pair.mismatches`); a
        // reordering is `positional-specifiers`' finding.
        for pair in FormatComparison.pairs(in: context) where !pair.isReordering {
            let mismatches = pair.mismatches
            guard let first = mismatches.first(where: { $0.severity == .error }) ?? mismatches.first else { continue }
            // Something written where the specifier belongs, which String(format:) does not read:
            // users see it as written instead of the value.
            let shownAsWritten: (text: String, what: String)?
            if let written = Self.arabicPercentSpecifier(in: pair) {
                shownAsWritten = (written, "with the Arabic percent sign (U+066A), which String(format:) does not read")
            } else if case .missingArgument = first.kind, let token = Self.foreignPlaceholder(in: pair) {
                shownAsWritten = (token, "a translation tool's placeholder, which String(format:) does not fill")
            } else {
                shownAsWritten = nil
            }
            if let shownAsWritten {
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: .warning,
                        message: "'\(pair.entry.key)' in \(pair.locale) writes '\(shownAsWritten.text)' where the source has a specifier, "
                            + "\(shownAsWritten.what): users see '\(shownAsWritten.text)' instead of the value "
                            + "(source \"\(pair.source)\", translation \"\(pair.translation)\")",
                        location: context.location(pair.file.path, pair.unit.range), key: pair.entry.key, table: pair.file.table,
                        locale: pair.locale))
                continue
            }
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
        // A development-language text mixing positional and sequential specifiers: one finding at
        // the text, as its translations copy it (DuckDuckGo's "%2$@, %3$@ and others (%d)", eight
        // locales alike).
        for mixed in FormatComparison.sourcesMixingSpecifiers(in: context) {
            findings.append(
                Finding(
                    ruleID: Self.id, severity: .warning,
                    message: "'\(mixed.entry.key)' in \(mixed.locale), the development language, mixes positional and sequential "
                        + "specifiers (\"\(mixed.text)\"): which argument a sequential one reads after positional ones is up to "
                        + "the formatter, and translations copy the pattern; give every specifier its position (%1$d, %2$@)",
                    location: context.location(mixed.file.path, mixed.range), key: mixed.entry.key, table: mixed.file.table,
                    locale: mixed.locale))
        }
        return findings + Self.codeArgumentFindings(context)
    }

    // MARK: - What code passes

    /// The broad kind of a format argument, as far as a mismatch is certain to crash or print
    /// garbage; widths and signedness are left to the translation comparison.
    enum ArgumentKind: String {
        case object = "an object"
        case integer = "an integer"
        case floatingPoint = "a floating-point number"

        /// The kind of a Swift type passed by code; `nil` for a type whose kind is not evident
        /// (a type alias, a custom type, an optional).
        init?(swiftType: String) {
            switch swiftType {
            case "String", "Substring", "NSString", "NSAttributedString": self = .object
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": self = .integer
            case "Double", "Float", "CGFloat", "Float80": self = .floatingPoint
            default: return nil
            }
        }

        /// The kind a specifier reads; `nil` for characters, C strings, pointers and plural variables.
        init?(_ argumentClass: FormatArgumentClass) {
            switch argumentClass {
            case .object: self = .object
            case .signed32, .signed64, .signedLong, .unsigned32, .unsigned64, .unsignedLong: self = .integer
            case .double, .longDouble: self = .floatingPoint
            case .character16, .cString, .pointer, .variable: return nil
            }
        }
    }

    /// What code passes for one use of a key: each argument's kind (`nil`: unknown), where, and how
    /// it reads in a message.
    struct PassedArguments {
        var kinds: [ArgumentKind?]
        /// Whether every argument is listed (a `String(format:)` call), so a specifier beyond them
        /// reads memory nobody passed; `false` for a compiler key, whose count the key already fixes.
        var isCountKnown: Bool
        var descriptions: [String]
        var codeRange: ByteRange
        var codeNote: String
    }

    /// The development-language text of a key formatted with arguments of evident types
    /// (`String(format: NSLocalizedString("k", …), delta, city)`), or looked up through a key the
    /// compiler built from interpolations (`String(localized: "k \(delta) \(city)")`: its
    /// specifiers are what code passes), compared with those arguments. Reported at the text, with
    /// the code as related location.
    static func codeArgumentFindings(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        // One finding per text and problem; each call passing the arguments is a related location.
        var findingIndex: [String: Int] = [:]
        // By position: most usages pass nothing to compare, and are skipped before being copied.
        let usages = model.usages
        for position in usages.indices where usages[position].isShipping {
            let key: String
            var calls: [PassedArguments?] = []
            switch usages[position].lookup {
            case .key(let exactKey):
                guard usages[position].formatCalls.contains(where: { call in call.arguments.contains { $0.type != nil } }) else { continue }
                key = exactKey
                for call in usages[position].formatCalls where call.arguments.contains(where: { $0.type != nil }) {
                    calls.append(PassedArguments(
                        kinds: call.arguments.map { $0.type.flatMap(ArgumentKind.init(swiftType:)) }, isCountKnown: true,
                        descriptions: call.arguments.map { $0.type ?? "?" }, codeRange: call.range,
                        codeNote: "the arguments are passed here"))
                }
            case .compilerTemplate(let compilerKey, _):
                // Read from the entry found (maybe under an alternative key): its key is what was compiled.
                key = compilerKey
                calls = [nil]
            case .runtimeTemplate:
                continue
            }
            let usage = usages[position]
            for call in calls {
                for reference in model.entries(forKey: key, reachableBy: usage) {
                    guard let passed = call ?? passedByCompilerKey(reference.entry.key, usage: usage),
                        let source = sourceText(of: reference, model: model),
                        let problem = mismatch(between: passed, and: FormatArguments(source.text))
                    else { continue }
                    let related = RelatedLocation(location: context.location(usage.path, passed.codeRange), note: passed.codeNote)
                    let identity = "\(reference.file.path):\(source.range.start):\(problem)"
                    if let index = findingIndex[identity] {
                        if !findings[index].related.contains(related) { findings[index].related.append(related) }
                        continue
                    }
                    findingIndex[identity] = findings.count
                    findings.append(
                        Finding(
                            ruleID: Self.id, severity: .error,
                            message: "'\(reference.entry.key)' in \(source.locale) \(problem): code passes (\(passed.descriptions.joined(separator: ", "))), the text is \"\(source.text)\"",
                            location: context.location(reference.file.path, source.range), related: [related],
                            key: reference.entry.key, table: reference.file.table, locale: source.locale))
                }
            }
        }
        return findings
    }

    /// What the interpolations of a compiler-built key pass: the key's specifiers; `nil` when the key has none.
    static func passedByCompilerKey(_ key: String, usage: KeyUsage) -> PassedArguments? {
        let keyArguments = FormatArguments(key)
        guard let last = keyArguments.slots.keys.max(), !keyArguments.mixesPositionalAndSequential else { return nil }
        let positions = 1...last
        return PassedArguments(
            kinds: positions.map { keyArguments.slots[$0].flatMap { ArgumentKind($0.argumentClass) } }, isCountKnown: false,
            descriptions: positions.map { keyArguments.slots[$0]?.specifier.text ?? "?" }, codeRange: usage.range,
            codeNote: "the interpolations pass the key's specifiers")
    }

    /// The development-language text of an entry (a catalog's source unit, or the entry of the
    /// source language's `.strings` file); `nil` when the entry has none or is stale.
    static func sourceText(of reference: ProjectModel.EntryReference, model: ProjectModel)
        -> (text: String, range: ByteRange, locale: String)?
    {
        let file = reference.file
        let entry = reference.entry
        guard !entry.isStale else { return nil }
        let locale = file.sourceLanguage ?? model.sourceLanguage(ofBundle: model.modules.bundle(ofPath: file.path))
        if let fileLocale = file.locale, fileLocale != locale { return nil }
        guard let translation = entry.translations[locale] else { return nil }
        let unit = translation.units.first { $0.path.isEmpty }
        guard let text = unit?.value ?? translation.value, text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        return (text, unit?.range ?? translation.range, locale)
    }

    /// Why `text`'s specifiers cannot read `passed`, or `nil` when they can (or it cannot be told).
    static func mismatch(between passed: PassedArguments, and text: FormatArguments) -> String? {
        guard !text.mixesPositionalAndSequential else { return nil }
        for position in text.slots.keys.sorted() {
            guard let slot = text.slots[position] else { continue }
            guard position <= passed.kinds.count else {
                if passed.isCountKnown {
                    return "reads argument \(position) with \(slot.specifier.text) where code passes only \(passed.kinds.count)"
                }
                continue
            }
            guard let passedKind = passed.kinds[position - 1], let readKind = ArgumentKind(slot.argumentClass),
                passedKind != readKind
            else { continue }
            return "reads argument \(position) with \(slot.specifier.text) (\(readKind.rawValue)) where code passes \(passed.descriptions[position - 1]) (\(passedKind.rawValue))"
        }
        return nil
    }

    /// The first specifier a translation writes with the Arabic percent sign (`٪@`, U+066A) instead
    /// of `%`, when that sign is all that makes it differ from the source; `nil` otherwise. A sign
    /// after a number (`%.1f٪`) is a percent sign, and is left alone.
    static func arabicPercentSpecifier(in pair: FormatComparison.Pair) -> String? {
        let arabicPercent: Character = "\u{066A}"
        guard pair.translation.contains(arabicPercent) else { return nil }
        let repaired = FormatArguments(String(pair.translation.map { $0 == arabicPercent ? "%" : $0 }))
        guard repaired.slots.count > pair.translationArguments.slots.count,
            FormatCompatibility.check(source: pair.passedArguments, translation: repaired, isVariant: pair.isVariant).isEmpty
        else { return nil }
        var written = pair.translationArguments.specifiers.map(\.text)
        for specifier in repaired.specifiers {
            if let index = written.firstIndex(of: specifier.text) {
                written.remove(at: index)
                continue
            }
            return "\u{066A}" + specifier.text.dropFirst()
        }
        return nil
    }

    /// A template placeholder of a translation platform (`{{ report_type }}`) that the translation
    /// writes and the source does not: it stands where the dropped specifier was, and shows as
    /// written. `nil` when there is none.
    static func foreignPlaceholder(in pair: FormatComparison.Pair) -> String? {
        guard let open = pair.translation.range(of: "{{"), let close = pair.translation.range(of: "}}", range: open.upperBound..<pair.translation.endIndex)
        else { return nil }
        let token = String(pair.translation[open.lowerBound..<close.upperBound])
        return pair.source.contains(token) ? nil : token
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
