import LocalizationIndex
import StringCatalog
import TextPositions

/// Reports plural variations that lack a category the locale's numbers select (CLDR), or carry
/// categories the locale never uses.
public struct PluralCategoriesRule: Rule {
    public static let description = RuleDescription(
        id: "plural-categories",
        name: "Plural Categories",
        defaultSeverity: .error,
        summary: "A plural variation is missing a category the locale needs (CLDR), or carries impossible ones.",
        rationale: """
            Russian needs `one`, `few` and `many` for whole numbers: a variation with only `one` and \
            `other` shows "5 файла" where "5 файлов" is right — or nothing at all where `other` is \
            missing. Categories are required only when a number can select them: for an integer \
            argument, Russian's `other` (fractions only) is not missing. French, Spanish, Italian, \
            Portuguese and Catalan `many` (exact millions, which falls back to `other`) is information only. \
            A missing category falls back to the `other` text, a wrong word form at worst: a warning; \
            without `other` nothing shows: an error. A category the language never uses (`few` in \
            German) is dead text, information only. `zero` is always allowed. Vietnamese `one` (0 and 1) \
            came with a recent CLDR: systems and catalogs from before it know only `other`, so a \
            Vietnamese variation without `one` is undecided (information). So is a category the \
            development language's own variation of the text leaves out too (a message shown only \
            for several items, `"%lld replaced"`): the code may never pass such numbers, which only \
            the code can tell.
            """,
        triggering: [
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld files" : {
                      "localizations" : {
                        1️⃣"ru" : {
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } }
                            }
                          }
                        },
                        "de" : {
                          "variations" : {
                            "plural" : {
                              2️⃣"few" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } },
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // The English text itself has no `one` (the alert is shown for several items only):
            // whether a translation needs it is undecided, for English too (information).
            Example(
                """
                //- /App/Document.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "MoveToTrash.title.many" : {
                      "localizations" : {
                        1️⃣"de" : {
                          "variations" : {
                            "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Objekte in den Papierkorb legen?" } }
                            }
                          }
                        },
                        2️⃣"en" : {
                          "variations" : {
                            "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "Move %lld items to the Trash?" } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // Variations converted from English: `one` in every Japanese plural, one finding.
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld albums" : { "localizations" : { "ja" : { "variations" : { "plural" : { 1️⃣"one" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } } } } } } },
                    "%lld files" : { "localizations" : { "ja" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } } } } } } },
                    "%lld photos" : { "localizations" : { "ja" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } } } } } } },
                    "%lld songs" : { "localizations" : { "ja" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } } } } } } },
                    "%lld videos" : { "localizations" : { "ja" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } } } } } } },
                    "%lld voices" : { "localizations" : { "ja" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 件" } } } } } } }
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
                    "%lld files" : {
                      "localizations" : {
                        "ru" : {
                          "variations" : {
                            "plural" : {
                              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
                              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } }
                            }
                          }
                        },
                        "ja" : {
                          "variations" : {
                            "plural" : {
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個のファイル" } }
                            }
                          }
                        },
                        "en" : {
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } },
                              "zero" : { "stringUnit" : { "state" : "translated", "value" : "No files" } }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
        ],
        fixes: [
            "Add the missing categories for the locale (Xcode adds them when you choose \"Vary by Plural\").",
            "Remove categories the language does not use.",
        ])

    /// Languages whose `many` (exact millions) real catalogs rarely fill: a warning only.
    static let millionsManyLanguages: Set<String> = ["fr", "es", "it", "pt", "ca"]

    /// Categories a recent CLDR gave a language that older systems do not select (formats.md §6:
    /// Vietnamese was `other` only). Catalogs translated for those systems lack them: whether a
    /// user's system asks for them depends on its CLDR version, which the analysis cannot know.
    static let recentlyAddedCategories: [String: Set<PluralCategory>] = ["vi": [.one]]

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var categoriesByLocale: [String: LocaleCategories?] = [:]
        for file in context.model.tableFiles where file.format == .stringCatalog {
            for entry in file.entries where !entry.isStale && entry.isTranslatable {
                for (locale, translation) in entry.translations {
                    let plural = translation.pluralCases
                    let substitutions = translation.substitutions
                    guard plural != nil || substitutions != nil else { continue }
                    if categoriesByLocale[locale] == nil { categoriesByLocale[locale] = PluralRules.for(locale).map(LocaleCategories.init) }
                    guard let categories = categoriesByLocale[locale] ?? nil else { continue }
                    if let plural {
                        // Whether the variation formats a fractional number matters only where
                        // fractions need other categories than integers; the texts are parsed
                        // only then.
                        let isFractional = categories.dependsOnFractions && plural.contains { variation in
                            // Parsed only when it has a `%`: a text without one reads no argument.
                            guard let value = variation.value, value.utf8.contains(UInt8(ascii: "%")) else { return false }
                            return FormatArguments(value).slots.values.contains {
                                $0.argumentClass == .double || $0.argumentClass == .longDouble
                            }
                        }
                        findings += check(
                            plural, categories: categories, isFractional: isFractional, anchor: translation.range,
                            entry: entry.key, locale: locale, file: file, context: context,
                            sourceLeftOut: { Self.leftOut(entry.translations[file.sourceLanguage ?? ""]?.pluralCases, language: file.sourceLanguage) })
                    }
                    for substitution in substitutions ?? [] {
                        guard let plural = substitution.pluralCases else { continue }
                        let argumentClass = substitution.formatSpecifier.flatMap(FormatArgumentClass.init(specifier:))
                        let isFractional = argumentClass == .double || argumentClass == .longDouble
                        findings += check(
                            plural, categories: categories, isFractional: isFractional, anchor: substitution.nameRange,
                            entry: entry.key, locale: locale, file: file, context: context,
                            sourceLeftOut: {
                                Self.leftOut(
                                    entry.translations[file.sourceLanguage ?? ""]?.substitutions?.first { $0.name == substitution.name }?.pluralCases,
                                    language: file.sourceLanguage)
                            })
                    }
                }
            }
        }
        return Self.groupingDeadCategories(findings)
    }

    /// Plural categories as bits, one per `PluralCategory` in CLDR order: a variation's
    /// categories are compared with its locale's as masks (every plural variation of every
    /// catalog is checked, and sets of categories were most of that cost).
    struct CategoryMask: OptionSet {
        let rawValue: UInt8

        /// A mask of `rawValue`'s bits.
        init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The mask of one category.
        init(_ category: PluralCategory) {
            switch category {
            case .zero: rawValue = 1
            case .one: rawValue = 1 << 1
            case .two: rawValue = 1 << 2
            case .few: rawValue = 1 << 3
            case .many: rawValue = 1 << 4
            case .other: rawValue = 1 << 5
            }
        }

        /// The mask of `categories`.
        init<Categories: Sequence<PluralCategory>>(_ categories: Categories) {
            self = categories.reduce(into: CategoryMask()) { $0.insert(CategoryMask($1)) }
        }

        /// The categories of the mask, in CLDR order (`PluralCategory.allCases` is in that order).
        var categories: [PluralCategory] {
            PluralCategory.allCases.filter { contains(CategoryMask($0)) }
        }
    }

    /// A locale's plural rules as masks.
    struct LocaleCategories {
        /// Every category the locale's numbers select.
        let required: CategoryMask
        /// The categories integers select.
        let integers: CategoryMask
        /// Whether fractional numbers need categories integers do not (then a variation's
        /// format decides which it needs).
        var dependsOnFractions: Bool { required != integers }

        /// The masks of `rules`.
        init(_ rules: PluralRules) {
            required = CategoryMask(rules.requiredCategories)
            integers = CategoryMask(rules.integerCategories)
        }
    }

    /// Dead categories (info) of one catalog, locale and category, when more than five entries
    /// carry them (a catalog converted from English plurals: `one` in every Japanese variation),
    /// become one finding listing the keys.
    static func groupingDeadCategories(_ findings: [Finding]) -> [Finding] {
        var groups: [String: [Finding]] = [:]
        var kept: [Finding] = []
        for finding in findings {
            guard finding.severity == .info, finding.message.hasSuffix("never selects"), let locale = finding.locale else {
                kept.append(finding)
                continue
            }
            let category = Self.deadCategory(in: finding.message)
            groups["\(finding.path)|\(locale)|\(category)", default: []].append(finding)
        }
        for (_, group) in groups.sorted(by: { $0.key < $1.key }) {
            guard group.count > MessageText.itemsReportedOneByOne, let first = group.first, let locale = first.locale else {
                kept += group
                continue
            }
            let category = Self.deadCategory(in: first.message)
            let keys = group.compactMap(\.key)
            kept.append(
                Finding(
                    ruleID: id, severity: .info,
                    message: "\(group.count) plural variations in \(locale) have category '\(category)', which \(locale) never selects (\(MessageText.examples(keys)))",
                    location: first.location,
                    related: group.dropFirst().map { RelatedLocation(location: $0.location, note: $0.message) },
                    table: first.table, locale: locale, keys: keys))
        }
        return kept
    }

    /// The category named by a "never selects" message (`… has plural category 'one', which …`).
    static func deadCategory(in message: String) -> String {
        guard let start = message.range(of: "has plural category '", options: .backwards),
            let end = message.range(of: "', which", range: start.upperBound..<message.endIndex)
        else { return "" }
        return String(message[start.upperBound..<end.lowerBound])
    }

    /// The categories whole numbers select in `language` that its variation `plural` (of the
    /// development language) leaves out: `one` of an English `"%lld replaced"` with `other` and
    /// `zero` only. Empty without a variation or known rules.
    static func leftOut(_ plural: [TranslationStore.PluralCase]?, language: String?) -> Set<PluralCategory> {
        guard let plural, let language, let rules = PluralRules.for(language) else { return [] }
        let present = Set(plural.compactMap { PluralCategory(rawValue: $0.name) })
        guard present.contains(.other) else { return [] }
        return rules.integerCategories.subtracting(present).subtracting([.other, .zero])
    }

    /// The findings of one plural variation; `sourceLeftOut` gives the categories the development
    /// language's variation of the same text leaves out, asked only when a category is missing.
    private func check(
        _ plural: [TranslationStore.PluralCase], categories: LocaleCategories, isFractional: Bool, anchor: ByteRange, entry key: String,
        locale: String, file: TableFile, context: RuleContext, sourceLeftOut: () -> Set<PluralCategory>
    ) -> [Finding] {
        var present = CategoryMask()
        var hasUnselected = false
        for variation in plural {
            guard let category = PluralCategory(rawValue: variation.name) else {
                hasUnselected = true
                continue
            }
            present.insert(CategoryMask(category))
            if category != .zero, !categories.required.contains(CategoryMask(category)) { hasUnselected = true }
        }
        let needed = isFractional ? categories.required : categories.integers
        var findings: [Finding] = []
        let allMissingMask = needed.subtracting(present).subtracting(CategoryMask(.zero))
        // Most variations have every category they need: the sets below are made only when not.
        guard !allMissingMask.isEmpty else {
            return hasUnselected ? deadCategories(plural, categories: categories, entry: key, locale: locale, file: file, context: context) : []
        }
        let allMissing = Set(allMissingMask.categories)
        let hasOther = present.contains(CategoryMask(.other))
        // Categories the development language's own text leaves out too (`one` of a message
        // shown only for several items, `"%lld replaced"`): the code may never pass such numbers,
        // or the text reads right for them; only the code can tell.
        let leftOut = !hasOther ? [] : sourceLeftOut().intersection(allMissing)
        let missing = allMissing.subtracting(leftOut).sorted()
        if missing.isEmpty, !leftOut.isEmpty, !context.isDebt(key: key, locale: locale) {
            let names = leftOut.sorted().map(\.rawValue).joined(separator: ", ")
            let them = leftOut.count == 1 ? "it" : "them"
            findings.append(
                Finding(
                    ruleID: Self.id, severity: .info,
                    message: "cannot decide whether '\(key)' in \(locale) needs plural \(leftOut.count == 1 ? "category" : "categories") \(names): "
                        + (locale == file.sourceLanguage ? "the development language's own text leaves \(them) out" : "the development language's text leaves \(them) out too")
                        + ", as if the code never passed such numbers; if it does, they show the 'other' text",
                    location: context.location(file.path, anchor), key: key, table: file.table, locale: locale))
        }
        if !missing.isEmpty, !context.isDebt(key: key, locale: locale) {
            let language = String(locale.split(separator: "-").first ?? "")
            let onlyMillions = missing == [.many] && Self.millionsManyLanguages.contains(language)
            // Numbers of a missing category take the `other` text: a wrong word form at worst
            // ("5 файла"), unless `other` itself is missing and nothing shows.
            let severity: Severity = onlyMillions ? .info : (hasOther ? .warning : .error)
            let names = missing.map(\.rawValue).joined(separator: ", ")
            // Vietnamese `one`: whether the user's system selects it depends on its CLDR version.
            let isUndecided = severity == .warning && Self.recentlyAddedCategories[language].map { Set(missing).isSubset(of: $0) } == true
            findings.append(
                Finding(
                    ruleID: Self.id, severity: isUndecided ? .info : severity,
                    message: isUndecided
                        ? "cannot decide whether '\(key)' in \(locale) needs plural category \(names): a recent CLDR gives \(language) "
                            + "that category, older systems select only 'other' (whose text numbers of it show otherwise)"
                        : "'\(key)' in \(locale) lacks plural \(missing.count == 1 ? "category" : "categories") \(names)",
                    location: context.location(file.path, anchor), key: key, table: file.table, locale: locale))
        }
        // Most variations name only categories the locale selects: nothing more to report.
        guard hasUnselected else { return findings }
        return findings + deadCategories(plural, categories: categories, entry: key, locale: locale, file: file, context: context)
    }

    /// Variations whose name is no plural category (an error) or a category the locale never
    /// selects (dead text, information).
    private func deadCategories(
        _ plural: [TranslationStore.PluralCase], categories: LocaleCategories, entry key: String, locale: String, file: TableFile,
        context: RuleContext
    ) -> [Finding] {
        var findings: [Finding] = []
        for variation in plural {
            guard let category = PluralCategory(rawValue: variation.name) else {
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: .error,
                        message: "'\(key)' in \(locale) has '\(variation.name)', which is not a plural category",
                        location: context.location(file.path, variation.nameRange), key: key, table: file.table, locale: locale))
                continue
            }
            guard category != .zero, !categories.required.contains(CategoryMask(category)) else { continue }
            // Dead text, harmless to users (Xcode keeps such variations after a language change).
            findings.append(
                Finding(
                    ruleID: Self.id, severity: .info,
                    message: "'\(key)' in \(locale) has plural category '\(variation.name)', which \(locale) never selects",
                    location: context.location(file.path, variation.nameRange), key: key, table: file.table, locale: locale))
        }
        return findings
    }
}
