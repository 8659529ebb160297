import LocalizationAnalysis
import LocalizationIndex
import TestSupport
import Testing
import TextPositions

/// Rule ids the tests pretend are registered, with one deprecated alias.
private let ruleIDs: [String: String] = [
    "missing-key": "missing-key", "missing-translation": "missing-translation", "unused-key": "unused-key",
    "untranslated": "missing-translation",
]

/// Parses a marked configuration text and returns it with the marker offsets.
private func parse(_ marked: String) -> (ProjectConfiguration, MarkedText) {
    let text = extractMarkers(marked)
    return (ConfigurationParser.parse(text.text, knownRuleIDs: ruleIDs), text)
}

/// Asserts the configuration has exactly one problem per marker, each starting there, with
/// messages containing the given fragments in marker order.
private func expectProblems(_ marked: String, _ fragments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let (configuration, text) = parse(marked)
    let starts = configuration.problems.map(\.range.start)
    let markers = positionMarkers.prefix(fragments.count).map { text[$0] }
    #expect(starts == markers, "problems: \(configuration.problems)", sourceLocation: sourceLocation)
    for (problem, fragment) in zip(configuration.problems, fragments) {
        #expect(problem.message.contains(fragment), "\(problem.message) lacks '\(fragment)'", sourceLocation: sourceLocation)
    }
}

@Suite struct ConfigurationParserTests {
    @Test func readsEveryFieldWithOrigins() throws {
        let (configuration, text) = parse("""
            {
              "$schema": "https://example.invalid/swift-l10n.schema.json",
              "requiredLocales": ["en", "ru", "es", "zh-Hans", "ja", "ar"],
              "severity": { "unused-key": "off", "untranslated": "error" },
              "wrappers": [ 1️⃣{ "function": "L", "table": "Feature" }, { "function": "Strings.text", "argument": "key" } ],
              "verdicts": [ 2️⃣{ "pattern": "daily_snapshot.*", "reason": "UserDefaults key built from a date" } ],
              "debt": [ 3️⃣{ "key": "pregnancy.detail.baby_size", "locale": "ar", "reason": "waiting for the translator" },
                        { "key": "common.more", "reason": "new screen" } ],
              "templateLists": [ 4️⃣{ "template": "smoking.recovery.*.title", "file": "SmokingDashboardModels.swift", "symbol": "all" } ],
              "criticalTables": [5️⃣"InfoPlist", "Onboarding"],
              "exclude": ["Vendor/**", "Generated"]
            }
            """)
        #expect(configuration.problems.isEmpty, "\(configuration.problems)")
        let settings = configuration.settings
        #expect(settings.requiredLocales == ["en", "ru", "es", "zh-Hans", "ja", "ar"])
        #expect(settings.severities == ["unused-key": .off, "missing-translation": .error])
        #expect(settings.wrappers.map(\.name) == ["L", "Strings.text"])
        #expect(settings.wrappers.map(\.argumentLabel) == [nil, "key"])
        #expect(settings.wrappers.map(\.table) == ["Feature", nil])
        #expect(settings.wrappers[0].origin?.range.start == text["1️⃣"])
        #expect(settings.verdicts.map(\.pattern) == ["daily_snapshot.*"])
        #expect(settings.verdicts[0].origin == AnalysisSettings.Origin(path: ".swift-l10n.json", range: try #require(settings.verdicts[0].origin?.range)))
        #expect(settings.verdicts[0].origin?.range.start == text["2️⃣"])
        #expect(settings.debt.map(\.key) == ["pregnancy.detail.baby_size", "common.more"])
        #expect(settings.debt.map(\.locale) == ["ar", nil])
        #expect(settings.debt[0].origin?.range.start == text["3️⃣"])
        #expect(settings.templateLists.map(\.pattern) == ["smoking.recovery.*.title"])
        #expect(settings.templateLists.map(\.file) == ["SmokingDashboardModels.swift"])
        #expect(settings.templateLists.map(\.symbol) == ["all"])
        #expect(settings.templateLists[0].origin?.range.start == text["4️⃣"])
        #expect(settings.criticalTables == ["InfoPlist", "Onboarding"])
        #expect(settings.criticalTableOrigins["InfoPlist"]?.range.start == text["5️⃣"])
        #expect(configuration.excludedPaths == ["Vendor/**", "Generated"])
    }

    @Test func anEmptyObjectConfiguresNothing() {
        let configuration = ConfigurationParser.parse("{}", knownRuleIDs: ruleIDs)
        #expect(configuration.isValid)
        #expect(configuration.settings == AnalysisSettings())
        #expect(configuration.excludedPaths.isEmpty)
    }

    @Test func problemsCarryLineAndColumn() throws {
        let configuration = ConfigurationParser.parse("{\n  \"requiredLocales\": [\"en\"],\n  \"verdict\": []\n}", path: "App/.swift-l10n.json", knownRuleIDs: ruleIDs)
        let problem = try #require(configuration.problems.first)
        #expect(configuration.problems.count == 1)
        #expect(problem.start == LineColumn(line: 3, column: 3))
        #expect(problem.end == LineColumn(line: 3, column: 12))
        #expect(problem.description == "App/.swift-l10n.json:3:3: error: unknown field 'verdict' in the configuration; did you mean 'verdicts'?")
    }

    @Test func unknownFieldsAreErrorsAtTheirKey() {
        expectProblems("""
            { 1️⃣"requiredLocale": ["en"], "debt": [ { "key": "a", "reason": "r", 2️⃣"rule": "x" } ], 3️⃣"colour": 1 }
            """, ["did you mean 'requiredLocales'?", "unknown field 'rule' in a debt entry", "expected one of:"])
    }

    @Test func wrongTypesAreErrorsAtTheValue() {
        expectProblems("""
            { "requiredLocales": 1️⃣"en", "severity": 2️⃣[], "verdicts": [ 3️⃣"daily.*" ], "criticalTables": [4️⃣7] }
            """, [
                "'requiredLocales' must be an array, not a string",
                "'severity' must be an object, not an array",
                "a verdict must be an object, not a string",
                "a table name must be a string, not a number",
            ])
    }

    @Test func reasonsMustNotBeEmptyAndRequiredFieldsMustBeThere() {
        expectProblems("""
            { "verdicts": [ { "pattern": "daily_snapshot.*", "reason": 1️⃣"  " }, 2️⃣{ "pattern": "x.*" } ],
              "debt": [ 3️⃣{ "locale": "ar", "reason": "later" } ] }
            """, ["'reason' must not be empty", "a verdict needs a 'reason'", "a debt entry needs a 'key'"])
    }

    @Test func patternsThatCoverEverythingAreRefused() {
        expectProblems("""
            { "verdicts": [ { "pattern": 1️⃣"*", "reason": "silence" } ], "debt": [ { "key": 2️⃣"**", "reason": "all" } ],
              "templateLists": [ { "template": 3️⃣"no.star", "file": "A.swift", "symbol": "all" } ] }
            """, ["would cover every key", "would cover every key", "has no '*'"])
    }

    @Test func severitiesNameKnownRulesAndLevels() {
        expectProblems("""
            { "severity": { 1️⃣"missing-kye": "error", "unused-key": 2️⃣"fatal", "missing-key": 3️⃣true } }
            """, ["unknown rule 'missing-kye'; did you mean 'missing-key'?", "'fatal' is not a severity", "must be a string, not a boolean"])
    }

    @Test func localesAndTablesAreChecked() {
        expectProblems("""
            { "requiredLocales": ["en", 1️⃣"en", 2️⃣"English (UK)"], "criticalTables": [3️⃣"Localizable.xcstrings", "A", 4️⃣"A"],
              "debt": [ { "key": "k", "locale": 5️⃣"", "reason": "r" } ] }
            """, ["listed twice", "not a locale identifier", "a table is named without extension (e.g. \"Localizable\")", "listed twice", "'locale' must not be empty"])
    }

    @Test func duplicateFieldsAreErrors() {
        expectProblems("""
            { "exclude": [], 1️⃣"exclude": ["A"] }
            """, ["field 'exclude' appears twice"])
    }

    @Test func syntaxErrorsArePositionedAndTheRestIsStillRead() {
        let (configuration, text) = parse("""
            { "requiredLocales": ["en", "de"] 1️⃣"exclude": ["Vendor"] }
            """)
        #expect(configuration.problems.map(\.range.start) == [text["1️⃣"]])
        #expect(configuration.problems.first?.message.hasPrefix("invalid JSON:") == true)
        #expect(configuration.settings.requiredLocales == ["en", "de"])
    }

    @Test func aNonObjectOrEmptyFileIsAnError() {
        #expect(ConfigurationParser.parse("[]", knownRuleIDs: ruleIDs).problems.map(\.message) == ["the configuration must be an object, not an array"])
        #expect(ConfigurationParser.parse("", knownRuleIDs: ruleIDs).problems.count == 1)
    }
}
