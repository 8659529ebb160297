import LocalizationIndex

/// Reports configuration entries that no longer cover anything: allowlists only shrink.
public struct StaleConfigRule: Rule {
    /// What the rule finds and why; its examples are its tests.
    public static let description = RuleDescription(
        id: "stale-config",
        name: "Stale Config",
        defaultSeverity: .warning,
        summary: "A verdict, debt entry, template list or critical table in `.swift-l10n.json` no longer covers anything.",
        rationale: """
            Every allowlist turns into a dump unless entries that stopped mattering are removed: a \
            verdict for a key family that is gone would silently accept the next, unrelated key that \
            happens to match; paid debt hides the next regression in the same key. "The list only \
            shrinks" must be checked, not promised. An entry is stale when the findings it exists to \
            silence no longer occur: a debt entry no missing translation matches, a verdict no \
            undecidable key matches, a template list whose file is gone or whose template no code \
            uses any more, a critical table no catalog defines.
            """,
        triggering: [
            Example(
                """
                //- /.swift-l10n.json
                {
                  "debt": [
                    1️⃣{ "key": "onboarding.title", "locale": "de", "reason": "translator on holiday" }
                  ],
                  "verdicts": [
                    2️⃣{ "pattern": "daily_snapshot.*", "reason": "UserDefaults key built from a date" }
                  ],
                  "criticalTables": [3️⃣"Checkout"]
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "onboarding.title" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /.swift-l10n.json
                {
                  "templateLists": [
                    1️⃣{ "template": "milestone.*.title", "file": "Milestones.swift", "symbol": "all" }
                  ]
                }
                //- /App/View.swift
                import SwiftUI
                struct V: View { var body: some View { Text("plain") } }
                """),
            Example(
                """
                //- /.swift-l10n.json
                {
                  "templateLists": [
                    1️⃣{ "template": "milestone.*.title", "file": "Milestones.swift", "symbol": "everything" }
                  ]
                }
                //- /App/Milestones.swift
                enum Milestones {
                    static let all = ["day1", "week1"]
                }
                //- /App/MilestoneView.swift
                import SwiftUI
                struct MilestoneView: View {
                    let id: String
                    var body: some View { Text(NSLocalizedString("milestone.\\(id).title", comment: "")) }
                }
                //- /App/Localizable.xcstrings
                { "sourceLanguage" : "en", "strings" : { "milestone.day1.title" : { }, "milestone.week1.title" : { } }, "version" : "1.0" }
                """),
        ],
        nonTriggering: [
            Example(
                """
                //- /.swift-l10n.json
                {
                  "debt": [
                    { "key": "onboarding.title", "locale": "de", "reason": "translator on holiday" }
                  ],
                  "criticalTables": ["Localizable"]
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "onboarding.title" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "new", "value" : "" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /.swift-l10n.json
                {
                  "templateLists": [
                    { "template": "milestone.*.title", "file": "Milestones.swift", "symbol": "all" }
                  ],
                  "verdicts": [
                    { "pattern": "weekday.*", "reason": "English weekday names from Calendar; WeekdayKeyTests checks all seven keys" }
                  ]
                }
                //- /App/Milestones.swift
                enum Milestones {
                    static let all = ["day1", "week1"]
                }
                //- /App/MilestoneView.swift
                import SwiftUI
                struct MilestoneView: View {
                    let id: String
                    let weekday: String
                    var body: some View {
                        Text(NSLocalizedString("milestone.\\(id).title", comment: ""))
                        Text(NSLocalizedString("weekday.\\(weekday)", comment: ""))
                    }
                }
                //- /App/Localizable.xcstrings
                { "sourceLanguage" : "en", "strings" : { "milestone.day1.title" : { }, "milestone.week1.title" : { } }, "version" : "1.0" }
                """),
            // Debt for one key of a partly translated locale: the locale's single finding lists
            // the key, so the entry still covers something.
            Example(
                """
                //- /.swift-l10n.json
                {
                  "debt": [
                    { "key": "settings.reset", "locale": "br", "reason": "wording under review upstream" }
                  ]
                }
                //- /App/en.lproj/Localizable.strings
                "welcome.title" = "Welcome";
                "library.title" = "Library";
                "library.empty" = "No books yet";
                "settings.title" = "Settings";
                "settings.about" = "About";
                "settings.language" = "Language";
                "settings.storage" = "Storage";
                "settings.reset" = "Reset";
                //- /App/br.lproj/Localizable.strings
                "welcome.title" = "Degemer mat";
                """),
        ],
        fixes: [
            "Delete the entry: the problem it covered is gone.",
            "If the entry was meant for something that still exists, correct its key, pattern, locale or address.",
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings for the whole project.
    public func check(_ context: RuleContext) -> [Finding] {
        let settings = context.settings
        var findings: [Finding] = []
        func report(_ origin: AnalysisSettings.Origin?, _ message: String, key: String? = nil, table: String? = nil, locale: String? = nil) {
            guard let origin else { return }  // entries made in code have no place to point at
            findings.append(Finding(
                ruleID: Self.id, severity: Self.description.defaultSeverity, message: message,
                location: context.location(origin.path, origin.range), key: key, table: table, locale: locale))
        }

        let tables = Set(context.model.tableFiles.map(\.table))
        for table in settings.criticalTables where !tables.contains(table) {
            report(settings.criticalTableOrigins[table], "critical table '\(table)' is defined by no catalog or strings file: remove it from criticalTables", table: table)
        }

        guard !settings.debt.isEmpty || !settings.verdicts.isEmpty || !settings.templateLists.isEmpty else { return findings }
        let uncovered = context.findingsWithoutAllowlists ?? Self.findingsWithoutAllowlists(context)
        // Locales of the uncovered findings by key (`nil` for a finding about several locales at
        // once, which may include any): exact debt keys are looked up, patterns scan.
        var localesByKey: [String: Set<String?>] = [:]
        for finding in uncovered {
            if let key = finding.key { localesByKey[key, default: []].insert(finding.locale) }
            for key in finding.keys { localesByKey[key, default: []].insert(finding.locale) }
        }
        for entry in settings.debt {
            func isCovered(key: String, locales: Set<String?>) -> Bool {
                locales.contains(nil) || locales.contains { entry.covers(key: key, locale: $0) }
            }
            let isUsed: Bool
            if entry.key.contains("*") {
                isUsed = localesByKey.contains { key, locales in KeyPattern.matches(entry.key, key) && isCovered(key: key, locales: locales) }
            } else {
                isUsed = localesByKey[entry.key].map { isCovered(key: entry.key, locales: $0) } ?? false
            }
            if !isUsed {
                let place = entry.locale.map { " in \($0)" } ?? ""
                report(entry.origin, "debt for '\(entry.key)'\(place) covers no finding any more (translated or removed): delete the entry", key: entry.key, locale: entry.locale)
            }
        }
        for verdict in settings.verdicts where !uncovered.contains(where: { $0.key.map(verdict.matches) ?? false }) {
            report(verdict.origin, "verdict '\(verdict.pattern)' covers no undecidable key any more: delete it", key: verdict.pattern)
        }
        // With the lists in force, a template still undecidable means its list gave no values.
        let stillDynamic = settings.templateLists.isEmpty ? [] : DynamicKeyRule().check(context)
        for list in settings.templateLists {
            let fileExists = context.index.paths.contains { $0 == list.file || $0.hasSuffix("/" + list.file) }
            if !fileExists {
                report(list.origin, "template list for '\(list.pattern)' names '\(list.file)', which is not in the project: fix the address or delete the entry", key: list.pattern)
            } else if !uncovered.contains(where: { $0.key.map { KeyPattern.matches(list.pattern, $0) } ?? false }) {
                report(list.origin, "template list for '\(list.pattern)' is not needed: no code assembles that template from values the analysis cannot enumerate; delete the entry", key: list.pattern)
            } else if stillDynamic.contains(where: { $0.key == list.pattern }) {
                report(list.origin, "template list for '\(list.pattern)' finds no values at \(list.file):\(list.symbol) (expected an array of string literals): the address is stale", key: list.pattern)
            }
        }
        return findings
    }

    /// The findings the other rules would report if the configuration had no debt, verdicts or
    /// template lists: what those entries are there to cover.
    ///
    /// `earlier` holds each rule's findings from the run with the allowlists in force and whether
    /// a debt entry or verdict matched during it; a rule with no match reports the same without
    /// them (its run took the same path), so its findings are reused instead of computed again.
    /// Template lists change the model itself, so with any of them every rule runs again.
    public static func findingsWithoutAllowlists(
        _ context: RuleContext, earlier: [String: (findings: [Finding], usedAllowlists: Bool)] = [:]
    ) -> [Finding] {
        var bareSettings = context.settings
        bareSettings.debt = []
        bareSettings.verdicts = []
        bareSettings.templateLists = []
        var earlier = earlier
        let bareModel: ProjectModel
        if context.settings.templateLists.isEmpty {
            bareModel = context.model
        } else {
            var bare = context.index
            bare.settings = bareSettings
            bareModel = ProjectModel(index: bare)
            earlier = [:]
        }
        let bareContext = RuleContext(model: bareModel, settings: bareSettings)
        let rules = RuleRegistry.all.filter { $0.id != Self.id && context.settings.severities[$0.id] != .off }
        let known = earlier
        // The rules that must run again run at the same time (they only read the model).
        return ConcurrentMap.map(rules.count) { position -> [Finding] in
            if let earlier = known[rules[position].id], !earlier.usedAllowlists { return earlier.findings }
            return rules[position].init().check(bareContext)
        }.flatMap { $0 }
    }
}
