import LocalizationIndex

/// Reports entries without a usable translation in a locale the app ships.
public struct MissingTranslationRule: Rule {
    public static let description = RuleDescription(
        id: "missing-translation",
        name: "Missing Translation",
        defaultSeverity: .warning,
        summary: "An entry is absent, empty or still new in a locale the app ships.",
        rationale: """
            Where a translation is missing, the runtime shows the key (or the default value): an English \
            sentence in a German screen, or worse, a raw identifier such as `inbox.title`. Identifier-style \
            keys are therefore errors, sentence keys warnings. Entries marked "Don't Translate" and stale \
            entries are skipped; the shipped locales are the project's (or `requiredLocales`). Permission \
            texts (`NS…UsageDescription` in the `InfoPlist` table) belong to `usage-description`, which \
            reports each one once, naming every locale that lacks it: this rule does not report them again.
            """,
        triggering: [
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    1️⃣"inbox.title" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Posteingang" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Inbox" } }
                      }
                    },
                    "Settings" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } }
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
                    "Archive" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Archivieren" } },
                        1️⃣"fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /Roundup.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                        8A1B2C3D4E5F60718293A4B5 = {
                            isa = PBXProject;
                            developmentRegion = en;
                            knownRegions = (
                                en,
                                Base,
                                de,
                                fr,
                            );
                        };
                    };
                    rootObject = 8A1B2C3D4E5F60718293A4B5;
                }
                //- /Roundup/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    1️⃣"Done" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /App/en.lproj/Localizable.strings
                "pregnancy.detail.title" = "Week %lld";
                1️⃣"pregnancy.detail.baby_size" = "Your baby is the size of a lemon";
                //- /App/ar.lproj/Localizable.strings
                "pregnancy.detail.title" = "الأسبوع %lld";
                //- /App/es.lproj/Localizable.strings
                "pregnancy.detail.title" = "Semana %lld";
                "pregnancy.detail.baby_size" = "Tu bebé tiene el tamaño de un limón";
                """),
        ],
        nonTriggering: [
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld" : { },
                    "AppName" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Roundup" } }
                      },
                      "shouldTranslate" : false
                    },
                    "Legacy" : {
                      "extractionState" : "stale"
                    },
                    "Done" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
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
                    "Done" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
                      }
                    },
                    "Later" : { }
                  },
                  "version" : "1.0"
                }
                """,
                settings: AnalysisSettings(debt: [.init(key: "Later", locale: "de", reason: "translator is on it")])),
            // The permission text lacks German: usage-description reports it, once.
            Example(
                """
                //- /App/InfoPlist.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "CFBundleDisplayName" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Belege" } }
                      }
                    },
                    "NSCameraUsageDescription" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan receipts to add expenses." } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                //- /App/de.lproj/InfoPlist.strings
                "CFBundleDisplayName" = "Belege";
                //- /App/en.lproj/InfoPlist.strings
                "CFBundleDisplayName" = "Receipts";
                "NSCameraUsageDescription" = "Scan receipts to add expenses.";
                """),
        ],
        fixes: [
            "Translate the entry in the reported locale (Xcode: select the language in the catalog editor).",
            "If the text must not be translated (a brand name), mark it \"Don't Translate\".",
            "Accept it as known debt with a reason in `.swift-l10n.json` (`debt`).",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for file in context.model.tableFiles where file.format == .stringCatalog {
            let bundle = context.model.modules.bundle(ofPath: file.path)
            let source = file.sourceLanguage ?? context.model.sourceLanguage(ofBundle: bundle)
            let locales = context.model.shippedLocales(ofBundle: bundle).filter { $0 != source }
            for entry in file.entries where !entry.isStale && entry.isTranslatable {
                if KeyStyle.isOnlySpecifiersAndPunctuation(entry.key) { continue }
                if Self.isOwnedByUsageDescription(key: entry.key, table: file.table) { continue }
                let severity: Severity = KeyStyle.isIdentifierLike(entry.key) ? .error : .warning
                for locale in locales {
                    let translation = entry.translations[locale]
                    if let translation, translation.isUsable { continue }
                    if context.isDebt(key: entry.key, locale: locale) { continue }
                    let state = translation == nil ? "has no translation" : "has no usable translation (empty or new)"
                    findings.append(
                        Finding(
                            ruleID: Self.id, severity: severity,
                            message: "'\(entry.key)' \(state) in \(locale) (\(file.table))",
                            location: context.location(file.path, translation?.range ?? entry.keyRange), key: entry.key,
                            table: file.table, locale: locale))
                }
            }
        }
        findings += checkLegacyTables(context)
        return findings
    }

    /// `.strings` tables: every key of the development language's file must be in each shipped
    /// locale's file (or its `.stringsdict`). A locale whose files cannot be read is skipped.
    private func checkLegacyTables(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        var addresses: [ProjectModel.TableAddress: [TableFile]] = [:]
        for file in model.tableFiles where file.format != .stringCatalog && file.locale != nil {
            addresses[model.address(of: file), default: []].append(file)
        }
        for (address, files) in addresses.sorted(by: { ($0.key.bundle, $0.key.table) < ($1.key.bundle, $1.key.table) }) {
            let source = model.sourceLanguage(ofBundle: address.bundle)
            let sourceFiles = files.filter { $0.locale == source }
            guard !sourceFiles.isEmpty, !sourceFiles.contains(where: \.hasSyntaxErrors) else { continue }
            for locale in model.shippedLocales(ofBundle: address.bundle) where locale != source {
                let localeFiles = files.filter { $0.locale == locale }
                if localeFiles.contains(where: \.hasSyntaxErrors) { continue }
                var present: [String: TableEntry.Translation] = [:]
                for file in localeFiles {
                    for entry in file.entries { present[entry.key] = entry.translations[locale] }
                }
                for file in sourceFiles {
                    for entry in file.entries {
                        if KeyStyle.isOnlySpecifiersAndPunctuation(entry.key) { continue }
                        if Self.isOwnedByUsageDescription(key: entry.key, table: address.table) { continue }
                        if let translation = present[entry.key], translation.isUsable { continue }
                        if context.isDebt(key: entry.key, locale: locale) { continue }
                        let where_ = localeFiles.first.map { "\($0.path) lacks it" } ?? "no \(locale).lproj/\(address.table).strings"
                        findings.append(
                            Finding(
                                ruleID: Self.id, severity: KeyStyle.isIdentifierLike(entry.key) ? .error : .warning,
                                message: "'\(entry.key)' has no translation in \(locale) (\(where_))",
                                location: context.location(file.path, entry.keyRange), key: entry.key, table: address.table,
                                locale: locale))
                    }
                }
            }
        }
        return findings
    }

    /// Whether the entry is a permission text of the `InfoPlist` table: `usage-description` owns
    /// those (one finding per text, every missing locale named), so they are not reported twice.
    static func isOwnedByUsageDescription(key: String, table: String) -> Bool {
        table == "InfoPlist" && InfoPlist.isUsageDescriptionKey(key)
    }
}
