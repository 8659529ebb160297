import Foundation
import TestSupport
import Testing
@testable import LocalizationCLI

/// A catalog with one entry in each state for `de`, plus entries that must not be counted.
private let onboarding = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "a.translated" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "A" } } } },
        "b.review" : { "localizations" : { "de" : { "stringUnit" : { "state" : "needs_review", "value" : "B" } } } },
        "c.new" : { "localizations" : { "de" : { "stringUnit" : { "state" : "new", "value" : "" } } } },
        "d.missing" : { },
        "e.plural" : { "localizations" : { "de" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "ein" } },
          "other" : { "stringUnit" : { "state" : "new", "value" : "" } } } } } } },
        "%lld" : { },
        "old" : { "extractionState" : "stale" },
        "Brand" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }
    """

private let localizable = """
    { "sourceLanguage" : "en", "strings" : { "Done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } } } }, "version" : "1.0" }
    """

@Suite struct CoverageTests {
    @Test func countsEachStatePerLocaleWithCriticalTablesFirst() throws {
        let tree = try TemporaryTree([
            "App/Localizable.xcstrings": localizable,
            "App/Onboarding.xcstrings": onboarding,
            ".swift-l10n.json": #"{ "criticalTables": ["Onboarding"] }"#,
        ])
        defer { tree.remove() }
        let result = CapturedRun(["coverage"], currentDirectory: tree.root)
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(result.output == """
            TABLE         LOCALE       TRANSLATED  REVIEW  NEW  MISSING  DONE
            Onboarding *  en (source)           5       0    0        0  100%
                          de                    1       1    2        1   20%
            Localizable   en (source)           1       0    0        0  100%
                          de                    1       0    0        0  100%

            * critical table (criticalTables in .swift-l10n.json): must be 100% in every locale

            """)
    }

    @Test func jsonHasTheSameCounts() throws {
        let tree = try TemporaryTree(["App/Onboarding.xcstrings": onboarding])
        defer { tree.remove() }
        let result = CapturedRun(["coverage", "--format", "json", tree.root], currentDirectory: "/")
        #expect(result.exitCode == 0)
        #expect(result.output == """
            {
              "version": 1,
              "tables": [
                {
                  "table": "Onboarding",
                  "bundle": "",
                  "critical": false,
                  "complete": true,
                  "files": [
                    "App/Onboarding.xcstrings"
                  ],
                  "sourceLanguage": "en",
                  "entries": 5,
                  "locales": [
                    {
                      "locale": "en",
                      "translated": 5,
                      "needsReview": 0,
                      "new": 0,
                      "missing": 0,
                      "percent": 100
                    },
                    {
                      "locale": "de",
                      "translated": 1,
                      "needsReview": 1,
                      "new": 2,
                      "missing": 1,
                      "percent": 20
                    }
                  ]
                }
              ]
            }

            """)
    }

    @Test func tablesWithUnreadableFilesAreMarked() throws {
        let tree = try TemporaryTree([
            "App/Localizable.xcstrings": localizable,
            "App/Broken.xcstrings": "{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : { } ",
        ])
        defer { tree.remove() }
        let result = CapturedRun(["coverage"], currentDirectory: tree.root)
        #expect(result.output.contains("Broken !"))
        #expect(result.output.hasSuffix("! some files of the table could not be read completely: the counts are lower bounds\n"))
        #expect(!result.output.contains("Localizable !"))
    }

    @Test func percentagesRoundDownSoUnfinishedIsNever100() {
        let counts = CoverageReport.LocaleCounts(locale: "de", translated: 999, needsReview: 0, new: 0, missing: 1)
        #expect(counts.percent == 99)
        #expect(CoverageReport.LocaleCounts(locale: "de", translated: 0, needsReview: 0, new: 0, missing: 0).percent == 100)
    }

    @Test func anEmptyProjectSaysSoAndABrokenConfigurationIsFatal() throws {
        let tree = try TemporaryTree(["App/View.swift": ""])
        defer { tree.remove() }
        #expect(CapturedRun(["coverage"], currentDirectory: tree.root).output == "No string catalogs or .strings tables found.\n")
        try tree.write(".swift-l10n.json", "{ \"criticalTable\": [] }")
        let broken = CapturedRun(["coverage"], currentDirectory: tree.root)
        #expect(broken.exitCode == 2)
        #expect(broken.errors.contains(".swift-l10n.json:1:3: error: unknown field 'criticalTable'"))
    }
}
