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
            The old translation still ships, so users read a text that no longer says what the app means. \
            More than five in one catalog and locale (a rewording pass, an import) are one finding listing \
            every key; one entry marked in more than five locales (its source text edited once) is one \
            finding listing the locales. A key and translation made only of specifiers and punctuation \
            (`%@`, `%lld`) read the same whatever the source became: nothing to review.
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
                """),
            // The source texts were reworded at once: one finding for French, listing the keys.
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Archive" : { "localizations" : { "fr" : { "stringUnit" : { "state" : 1️⃣"needs_review", "value" : "Archiver" } } } },
                    "Compose" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Écrire" } } } },
                    "Delete" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Supprimer" } } } },
                    "Forward" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Transférer" } } } },
                    "Reply" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Répondre" } } } },
                    "Search" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Rechercher" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            // One source text edited (the copyright's year) flips every locale of its entry: one
            // finding for the entry, listing the locales (Privileges' helper bundles, Trio).
            Example(
                """
                //- /App/InfoPlist.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "NSHumanReadableCopyright" : {
                      "localizations" : {
                        "ar" : { "stringUnit" : { "state" : 1️⃣"needs_review", "value" : "© 2026 SAP SE. جميع الحقوق محفوظة." } },
                        "ca" : { "stringUnit" : { "state" : "needs_review", "value" : "© 2026 SAP SE. Tots els drets reservats." } },
                        "de" : { "stringUnit" : { "state" : "needs_review", "value" : "© 2026 SAP SE. Alle Rechte vorbehalten." } },
                        "es" : { "stringUnit" : { "state" : "needs_review", "value" : "© 2026 SAP SE. Todos los derechos reservados." } },
                        "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "© 2026 SAP SE. Tous droits réservés." } },
                        "it" : { "stringUnit" : { "state" : "needs_review", "value" : "© 2026 SAP SE. Tutti i diritti riservati." } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        nonTriggering: [
            // A text made only of a specifier reads the same whatever its source became (Loop marks
            // its `%@` and `%lld` entries in every locale).
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld" } }
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

    /// A locale with more translations to review in one catalog than this gets one finding.
    static let keysReportedOneByOne = MessageText.itemsReportedOneByOne

    /// An entry marked in more locales than this (outside locales reported as a whole) gets one
    /// finding listing them.
    static let localesReportedOneByOne = MessageText.itemsReportedOneByOne

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in context.model.tableFiles where file.format == .stringCatalog {
            let source = file.sourceLanguage ?? "en"
            var byLocale: [String: [(key: String, location: SourceLocation)]] = [:]
            for entry in file.entries where !entry.isStale && entry.isTranslatable {
                for (locale, translation) in entry.translations where locale != source {
                    // `needsReview` reads the packed states; the units are made only when one is marked.
                    guard translation.needsReview, let unit = translation.units.first(where: { $0.state == "needs_review" }) else { continue }
                    // Specifiers and punctuation only (`%@`, `%lld`) read the same whatever the source became.
                    if KeyStyle.isOnlySpecifiersAndPunctuation(entry.key), KeyStyle.isOnlySpecifiersAndPunctuation(unit.value ?? "") { continue }
                    guard !context.isDebt(key: entry.key, locale: locale) else { continue }
                    byLocale[locale, default: []].append((entry.key, context.location(file.path, unit.range)))
                }
            }
            // Locales with few marked keys report them one by one, unless one entry is marked in
            // many locales: the finding for it stands where its first one would.
            var fewByKey: [String: [(locale: String, location: SourceLocation)]] = [:]
            for (locale, marked) in byLocale where marked.count <= Self.keysReportedOneByOne {
                for item in marked { fewByKey[item.key, default: []].append((locale, item.location)) }
            }
            for (locale, marked) in byLocale.sorted(by: { $0.key < $1.key }) {
                guard marked.count > Self.keysReportedOneByOne else {
                    for item in marked {
                        let locales = fewByKey[item.key] ?? []
                        guard locales.count > Self.localesReportedOneByOne else {
                            findings.append(
                                Finding(
                                    ruleID: Self.id, severity: Self.description.defaultSeverity,
                                    message: "'\(item.key)' needs review in \(locale): its source text changed after it was translated",
                                    location: item.location, key: item.key, table: file.table, locale: locale))
                            continue
                        }
                        // Reported once, at the entry's first locale (locales are visited in order).
                        guard locales.map(\.locale).min() == locale else { continue }
                        let ordered = locales.sorted { $0.location < $1.location }
                        findings.append(
                            Finding(
                                ruleID: Self.id, severity: Self.description.defaultSeverity,
                                message: "'\(item.key)' needs review in \(ordered.count) locales (\(MessageText.list(ordered.map(\.locale)))): "
                                    + "its source text changed after it was translated",
                                location: ordered[0].location,
                                related: ordered.dropFirst().map { RelatedLocation(location: $0.location, note: "'\(item.key)' needs review in \($0.locale)") },
                                key: item.key, table: file.table))
                    }
                    continue
                }
                // A bulk change of the source (or an import) marks many at once: one finding for
                // the locale, listing every key.
                let ordered = marked.sorted { $0.location < $1.location }
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: Self.description.defaultSeverity,
                        message: "\(ordered.count) translations of \(file.table) in \(locale) need review (\(MessageText.examples(ordered.map(\.key)))): their source texts changed after they were translated",
                        location: ordered[0].location,
                        related: ordered.dropFirst().map { RelatedLocation(location: $0.location, note: "'\($0.key)' needs review in \(locale)") },
                        table: file.table, locale: locale, keys: ordered.map(\.key)))
            }
        }
        return findings
    }
}
