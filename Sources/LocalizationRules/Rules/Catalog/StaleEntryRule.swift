import LocalizationIndex

/// Reports entries Xcode marked stale: a warning when code still uses them (the mark is wrong and
/// the next clean-up deletes a live string), information when nothing uses them.
public struct StaleEntryRule: Rule {
    public static let description = RuleDescription(
        id: "stale-entry",
        name: "Stale Entry",
        defaultSeverity: .warning,
        summary: "An entry is marked stale although shipping code still uses it, or (info) stale and unused by it.",
        rationale: """
            Xcode marks an entry stale when its last extraction did not see the key — also for keys used \
            only in disabled `#if` branches, other platforms or runtime-assembled keys. Deleting such an \
            entry puts raw keys on screen; an entry that really is unused can go. An entry only developer code uses (`#if DEBUG`, previews, \
            tests) is stale for the builds users get: information, not a warning. More than five unused stale \
            entries in one catalog (a clean-up not yet done) are one finding listing them. Entries a key assembled at \
            run time may reach, from values the analysis cannot enumerate (`dynamic-key` asks about that lookup), are \
            neither used nor unused as far as the analysis knows: one finding per lookup says so, naming them. A key made \
            only of specifiers and punctuation (`%@`) reads the same whether the entry exists or not: its mark changes \
            nothing for users.
            """,
        triggering: [
            Example(
                """
                //- /App/ContentView.swift
                import SwiftUI

                struct ContentView: View {
                    var body: some View {
                        Text("Welcome back")
                        #if DEBUG
                        Text("Debug overlay")
                        #endif
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    1️⃣"Welcome back" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen zurück" } }
                      }
                    },
                    3️⃣"Debug overlay" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Debug-Overlay" } }
                      }
                    },
                    2️⃣"Goodbye" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Tschüss" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // A catalog keeps many entries nothing uses any more (keys renamed in code): one
            // finding for the catalog, listing them (quotio: 618).
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    1️⃣"menu.about" : { "extractionState" : "stale" },
                    "menu.check" : { "extractionState" : "stale" },
                    "menu.help" : { "extractionState" : "stale" },
                    "menu.preferences" : { "extractionState" : "stale" },
                    "menu.quit" : { "extractionState" : "stale" },
                    "menu.update" : { "extractionState" : "stale" }
                  },
                  "version" : "1.0"
                }
                """),
            // Xcode cannot extract a key assembled at run time, so it marks every entry it reaches
            // stale; the index is a random number the analysis cannot enumerate.
            Example(
                """
                //- /App/AccountFactory.swift
                import Foundation

                func generatedAccountName() -> String {
                    let index = Int.random(in: 1...3)
                    return NSLocalizedString("wallet_name.\\(index)", comment: "")
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    1️⃣"wallet_name.1" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sparbuch" } }
                      }
                    },
                    "wallet_name.2" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Kapital" } }
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
                    "Welcome back" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen zurück" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // Code shows the number alone: however the key is spelled, the text is the same.
            Example(
                """
                //- /App/PointsView.swift
                import SwiftUI

                struct PointsView: View {
                    let state: TraceState
                    var body: some View {
                        Text("\\(state.pointCount)")
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%@" : {
                      "extractionState" : "stale",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "%@" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        fixes: [
            "If code uses the key, build once so Xcode clears the mark (or remove `\"extractionState\" : \"stale\"`).",
            "If nothing uses it, delete the entry.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let openLookups = Self.openLookups(context.model)
        for file in context.model.tableFiles {
            let address = ProjectModel.TableAddress(bundle: context.model.modules.bundle(ofPath: file.path), table: file.table)
            var unused: [TableEntry] = []
            // The stale entries each open lookup may reach, by the lookup's position in `openLookups`.
            var reachedByOpenLookup: [Int: [TableEntry]] = [:]
            for entry in file.entries where entry.isStale {
                if KeyStyle.isOnlySpecifiersAndPunctuation(entry.key) { continue }
                let users = context.model.usages(reaching: entry.key, at: address)
                // A key only developer code uses (`#if DEBUG`, previews, tests) is stale for the
                // builds users get, and a developer build re-extracts it: nothing is wrong.
                if let user = users.first, !users.contains(where: \.isShipping) {
                    findings.append(
                        Finding(
                            ruleID: Self.id, severity: .info,
                            message: "'\(entry.key)' is marked stale and only code that does not ship uses it (`#if DEBUG`, previews or tests: \(user.path)): "
                                + "users never see it; delete it with that code",
                            location: context.location(file.path, entry.keyRange),
                            related: users.prefix(5).map { RelatedLocation(location: context.location($0.path, $0.range), note: "used here") },
                            key: entry.key, table: file.table))
                } else if let user = users.first {
                    findings.append(
                        Finding(
                            ruleID: Self.id, severity: .warning,
                            message: "'\(entry.key)' is marked stale but code uses it (\(user.path))",
                            location: context.location(file.path, entry.keyRange),
                            related: users.prefix(5).map { RelatedLocation(location: context.location($0.path, $0.range), note: "used here") },
                            key: entry.key, table: file.table))
                } else if let lookup = openLookups.firstIndex(where: { $0.reaches(entry.key, at: address) }) {
                    reachedByOpenLookup[lookup, default: []].append(entry)
                } else {
                    unused.append(entry)
                }
            }
            for (position, entries) in reachedByOpenLookup.sorted(by: { $0.key < $1.key }) {
                let lookup = openLookups[position]
                let keys = entries.map(\.key)
                let subject = keys.count == 1 ? "'\(keys[0])' is" : "\(keys.count) entries (\(MessageText.examples(keys))) are"
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: .info,
                        message: "cannot decide whether \(subject) used: marked stale, but '\(lookup.pattern)' (\(lookup.usage.path)) assembles keys "
                            + "at run time from values that cannot be enumerated, which Xcode cannot extract either: keep \(keys.count == 1 ? "it" : "them") "
                            + "unless that lookup never produces \(keys.count == 1 ? "it" : "them")",
                        location: context.location(file.path, entries[0].keyRange),
                        related: [RelatedLocation(location: context.location(lookup.usage.path, lookup.usage.range), note: "key assembled here")],
                        key: keys.count == 1 ? keys[0] : nil, table: file.table, keys: keys))
            }
            guard unused.count > Self.unusedReportedOneByOne else {
                findings += unused.map { entry in
                    Finding(
                        ruleID: Self.id, severity: .info, message: "'\(entry.key)' is stale and no code uses it: it can be deleted",
                        location: context.location(file.path, entry.keyRange), key: entry.key, table: file.table)
                }
                continue
            }
            // A clean-up not yet done leaves many at once: one finding for the catalog.
            findings.append(
                Finding(
                    ruleID: Self.id, severity: .info,
                    message: "\(unused.count) entries of \(file.table) are stale and no code uses them "
                        + "(\(MessageText.examples(unused.map(\.key)))): they can be deleted",
                    location: context.location(file.path, unused[0].keyRange),
                    related: unused.dropFirst().map { RelatedLocation(location: context.location(file.path, $0.keyRange), note: "'\($0.key)' is stale and unused") },
                    table: file.table, keys: unused.map(\.key)))
        }
        return findings
    }

    /// A catalog with more stale entries nothing uses than this gets one finding for them.
    static let unusedReportedOneByOne = MessageText.itemsReportedOneByOne

    /// A shipping lookup of a key assembled at run time from values the analysis cannot
    /// enumerate, with the pattern of the keys it may produce.
    struct OpenLookup {
        /// The lookup.
        var usage: KeyUsage
        /// Its keys as a pattern (`wallet_name.*`).
        var pattern: String
        /// The pattern, compiled once.
        var compiled: KeyPattern.Compiled

        /// Whether the lookup may produce `key` in the table at `address`.
        func reaches(_ key: String, at address: ProjectModel.TableAddress) -> Bool {
            usage.table == address.table && (usage.bundle == nil || usage.bundle == address.bundle) && compiled.matches(key)
        }
    }

    /// The model's open lookups, in usage order.
    static func openLookups(_ model: ProjectModel) -> [OpenLookup] {
        var lookups: [OpenLookup] = []
        let usages = model.usages
        // By position: a `for usage in` loop copies every usage to read one field.
        for position in usages.indices where usages[position].isShipping {
            guard case .runtimeTemplate(let pattern, nil) = usages[position].lookup, UnusedKeyRule.hasWords(pattern) else { continue }
            lookups.append(OpenLookup(usage: usages[position], pattern: pattern, compiled: KeyPattern.Compiled(pattern)))
        }
        return lookups
    }
}
