import LocalizationIndex
import TextPositions

/// Reports each locale in which a table the configuration marks critical is not completely
/// translated.
public struct CriticalTableRule: Rule {
    /// What the rule finds and why; its examples are its tests.
    public static let description = RuleDescription(
        id: "critical-table",
        name: "Critical Table",
        defaultSeverity: .error,
        summary: "A table listed in `criticalTables` is not 100% translated in a shipped locale.",
        rationale: """
            Some tables carry the texts a user cannot do without — onboarding, purchase and legal \
            screens, permission texts (`InfoPlist`). A project lists them in `criticalTables` of \
            `.swift-l10n.json` to hold them to complete translation: one finding per table and \
            locale says how far it is, names the first unfinished entries and points at the first \
            one. An entry counts as done when every unit is translated with a non-empty value (not \
            `new`, not `needs_review`); stale entries, "Don't Translate" entries and keys made only \
            of format specifiers do not count, and known debt is accepted.
            """,
        triggering: [
            Example(
                """
                //- /App/Onboarding.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "welcome.title" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenue" } }
                      }
                    },
                    "welcome.body" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : 1️⃣"needs_review", "value" : "Schön, dass du da bist" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ravi de vous voir" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """,
                settings: AnalysisSettings(criticalTables: ["Onboarding"])),
        ],
        nonTriggering: [
            Example(
                """
                //- /App/Onboarding.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "welcome.title" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } }
                      }
                    },
                    "%lld" : { },
                    "old.title" : { "extractionState" : "stale" }
                  },
                  "version" : "1.0"
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Settings" : { }
                  },
                  "version" : "1.0"
                }
                """,
                settings: AnalysisSettings(criticalTables: ["Onboarding"])),
            // One project builds an iOS and a macOS app, each copying its own onboarding catalog:
            // the iOS app ships no French (none of its tables has it), so its table is complete.
            Example(
                """
                //- /Notes.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, fr); mainGroup = G; targets = (I, M); };
                    I = { isa = PBXNativeTarget; name = "Notes iOS"; productType = "com.apple.product-type.application"; buildPhases = (IR); };
                    M = { isa = PBXNativeTarget; name = Notes; productType = "com.apple.product-type.application"; buildPhases = (MR); };
                    IR = { isa = PBXResourcesBuildPhase; files = (F1); };
                    MR = { isa = PBXResourcesBuildPhase; files = (F2); };
                    F1 = { isa = PBXBuildFile; fileRef = IC; };
                    F2 = { isa = PBXBuildFile; fileRef = MC; };
                    G = { isa = PBXGroup; children = (GI, GM); sourceTree = "<group>"; };
                    GI = { isa = PBXGroup; children = (IC); path = "Notes iOS"; sourceTree = "<group>"; };
                    GM = { isa = PBXGroup; children = (MC); path = Notes; sourceTree = "<group>"; };
                    IC = { isa = PBXFileReference; path = Onboarding.xcstrings; sourceTree = "<group>"; };
                    MC = { isa = PBXFileReference; path = Onboarding.xcstrings; sourceTree = "<group>"; };
                  };
                  rootObject = P;
                }
                //- /Notes iOS/Onboarding.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Swipe to archive" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Zum Archivieren wischen" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                //- /Notes/Onboarding.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Drag notes into folders" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Notizen in Ordner ziehen" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Glissez les notes dans les dossiers" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """,
                settings: AnalysisSettings(criticalTables: ["Onboarding"])),
        ],
        fixes: [
            "Translate the entries the finding names (and those it counts) in that locale.",
            "If the table is not essential after all, remove it from `criticalTables`.",
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings for the whole project.
    public func check(_ context: RuleContext) -> [Finding] {
        let critical = Set(context.settings.criticalTables)
        guard !critical.isEmpty else { return [] }
        var findings: [Finding] = []
        for file in context.model.tableFiles where file.format == .stringCatalog && critical.contains(file.table) {
            let bundle = context.model.modules.bundle(ofPath: file.path)
            let source = file.sourceLanguage ?? context.model.sourceLanguage(ofBundle: bundle)
            let counted = file.entries.filter { entry in
                !entry.isStale && entry.isTranslatable && !KeyStyle.isOnlySpecifiersAndPunctuation(entry.key)
            }
            guard !counted.isEmpty else { continue }
            // Where several applications copy tables of their own, the languages of those copying it.
            for locale in context.model.shippedLocales(ofBundle: bundle, copying: [file.path]) where locale != source {
                var unfinished: [(key: String, range: ByteRange)] = []
                for entry in counted {
                    let translation = entry.translations[locale]
                    if let translation, translation.isUsable, !translation.needsReview { continue }
                    if context.isDebt(key: entry.key, locale: locale) { continue }
                    let range = translation?.units.first { $0.state != "translated" || ($0.value ?? "").isEmpty }?.range
                        ?? translation?.range ?? entry.keyRange
                    unfinished.append((entry.key, range))
                }
                guard let first = unfinished.min(by: { $0.range < $1.range }) else { continue }
                let done = counted.count - unfinished.count
                let percent = done * 100 / counted.count
                let names = unfinished.sorted { $0.range < $1.range }.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ")
                let more = unfinished.count > 3 ? ", …" : ""
                findings.append(Finding(
                    ruleID: Self.id, severity: Self.description.defaultSeverity,
                    message: "critical table '\(file.table)' is \(percent)% translated in \(locale): \(unfinished.count) of \(counted.count) entries unfinished (\(names)\(more))",
                    location: context.location(file.path, first.range),
                    table: file.table, locale: locale))
            }
        }
        return findings
    }
}
