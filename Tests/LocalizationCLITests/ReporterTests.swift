import LocalizationIndex
import LocalizationRules
import Testing
import TextPositions
@testable import LocalizationCLI

/// Two findings and one rule, the same for every format, so the goldens below differ only by format.
private func sampleReport(root: String = ".") -> CheckReport {
    let missing = Finding(
        ruleID: "missing-translation", severity: .error,
        message: "'today.title' has no translation in de",
        location: SourceLocation(path: "App/Today View.swift", range: ByteRange(start: 40, end: 53), start: LineColumn(line: 3, column: 14), end: LineColumn(line: 3, column: 27)),
        related: [RelatedLocation(
            location: SourceLocation(path: "App/Localizable.xcstrings", range: ByteRange(start: 10, end: 23), start: LineColumn(line: 4, column: 5), end: LineColumn(line: 4, column: 18)),
            note: "entry in Localizable.xcstrings")],
        key: "today.title", table: "Localizable", locale: "de")
    let verbatim = Finding(
        ruleID: "verbatim-text", severity: .info,
        message: "Text(title) shows a String verbatim: 100% \"raw\"\nsecond line, with: colon",
        location: SourceLocation(path: "App/Other.swift", range: ByteRange(start: 0, end: 4), start: LineColumn(line: 1, column: 1), end: LineColumn(line: 1, column: 5)))
    let rule = RuleDescription(
        id: "missing-translation", name: "Missing Translation", defaultSeverity: .warning,
        summary: "A key absent in a required locale.", rationale: "Users see the key.",
        triggering: [], nonTriggering: [], fixes: ["Translate it."])
    return CheckReport(
        findings: [
            ReportedFinding(finding: missing, root: root, utf16Start: LineColumn(line: 3, column: 12), utf16End: LineColumn(line: 3, column: 25)),
            ReportedFinding(finding: verbatim, root: root),
        ],
        baselinedCount: 2, rules: [rule], toolVersion: "9.9.9")
}

@Suite struct ReporterTests {
    @Test func xcodeLinesAreCompilerStyleAndSingleLine() {
        #expect(sampleReport(root: "Fixtures/App/").rendered(as: .xcode) == """
            Fixtures/App/App/Today View.swift:3:14: error: 'today.title' has no translation in de [missing-translation]
            Fixtures/App/App/Other.swift:1:1: note: Text(title) shows a String verbatim: 100% "raw" second line, with: colon [verbatim-text]

            """)
    }

    @Test func displayPathsJoinTheRootAsTyped() {
        #expect(ReportedFinding.displayPath(root: ".", path: "A.swift") == "A.swift")
        #expect(ReportedFinding.displayPath(root: "./", path: "A.swift") == "A.swift")
        #expect(ReportedFinding.displayPath(root: "./Sub/", path: "A.swift") == "Sub/A.swift")
        #expect(ReportedFinding.displayPath(root: "/abs/root", path: "A.swift") == "/abs/root/A.swift")
        #expect(ReportedFinding.displayPath(root: "/", path: "A.swift") == "/A.swift")
        #expect(ReportedFinding.displayPath(root: "Sub", path: "/elsewhere/.swift-l10n.json") == "/elsewhere/.swift-l10n.json")
    }

    @Test func githubCommandsEscapeDataAndProperties() {
        #expect(sampleReport().rendered(as: .github) == """
            ::error file=App/Today View.swift,line=3,col=14,endLine=3,endColumn=27,title=missing-translation::'today.title' has no translation in de
            ::notice file=App/Other.swift,line=1,col=1,endLine=1,endColumn=5,title=verbatim-text::Text(title) shows a String verbatim: 100%25 "raw"%0Asecond line, with: colon

            """)
        #expect(GitHubReporter.escapeProperty("a,b:c%") == "a%2Cb%3Ac%25")
    }

    @Test func jsonDocumentHasVersionFindingsAndSummary() {
        #expect(sampleReport().rendered(as: .json) == #"""
            {
              "version": 1,
              "tool": {
                "name": "swift-l10n",
                "version": "9.9.9"
              },
              "findings": [
                {
                  "rule": "missing-translation",
                  "severity": "error",
                  "root": ".",
                  "file": "App/Today View.swift",
                  "line": 3,
                  "column": 14,
                  "endLine": 3,
                  "endColumn": 27,
                  "message": "'today.title' has no translation in de",
                  "key": "today.title",
                  "table": "Localizable",
                  "locale": "de",
                  "related": [
                    {
                      "file": "App/Localizable.xcstrings",
                      "line": 4,
                      "column": 5,
                      "message": "entry in Localizable.xcstrings"
                    }
                  ]
                },
                {
                  "rule": "verbatim-text",
                  "severity": "info",
                  "root": ".",
                  "file": "App/Other.swift",
                  "line": 1,
                  "column": 1,
                  "endLine": 1,
                  "endColumn": 5,
                  "message": "Text(title) shows a String verbatim: 100% \"raw\"\nsecond line, with: colon"
                }
              ],
              "summary": {
                "error": 1,
                "warning": 0,
                "info": 1,
                "baselined": 2
              }
            }

            """#)
    }

    @Test func sarifLogCarriesRulesResultsAndUTF16Columns() {
        #expect(sampleReport().rendered(as: .sarif) == #"""
            {
              "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
              "version": "2.1.0",
              "runs": [
                {
                  "tool": {
                    "driver": {
                      "name": "swift-l10n",
                      "version": "9.9.9",
                      "semanticVersion": "9.9.9",
                      "rules": [
                        {
                          "id": "missing-translation",
                          "name": "MissingTranslation",
                          "shortDescription": {
                            "text": "A key absent in a required locale."
                          },
                          "fullDescription": {
                            "text": "Users see the key."
                          },
                          "help": {
                            "text": "A key absent in a required locale.\n\nUsers see the key.\n\nHow to fix:\n- Translate it.",
                            "markdown": "**Missing Translation** (`missing-translation`): A key absent in a required locale.\n\nUsers see the key.\n\n### How to fix\n\n- Translate it."
                          },
                          "defaultConfiguration": {
                            "level": "warning"
                          }
                        }
                      ]
                    }
                  },
                  "columnKind": "utf16CodeUnits",
                  "results": [
                    {
                      "ruleId": "missing-translation",
                      "ruleIndex": 0,
                      "level": "error",
                      "message": {
                        "text": "'today.title' has no translation in de"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "App/Today%20View.swift"
                            },
                            "region": {
                              "startLine": 3,
                              "startColumn": 12,
                              "endLine": 3,
                              "endColumn": 25
                            }
                          }
                        }
                      ],
                      "relatedLocations": [
                        {
                          "id": 1,
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "App/Localizable.xcstrings"
                            },
                            "region": {
                              "startLine": 4,
                              "startColumn": 5,
                              "endLine": 4,
                              "endColumn": 18
                            }
                          },
                          "message": {
                            "text": "entry in Localizable.xcstrings"
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "swiftL10nIdentity/v1": "missing-translation|App/Today View.swift|today.title|Localizable|de|"
                      }
                    },
                    {
                      "ruleId": "verbatim-text",
                      "level": "note",
                      "message": {
                        "text": "Text(title) shows a String verbatim: 100% \"raw\"\nsecond line, with: colon"
                      },
                      "locations": [
                        {
                          "physicalLocation": {
                            "artifactLocation": {
                              "uri": "App/Other.swift"
                            },
                            "region": {
                              "startLine": 1,
                              "startColumn": 1,
                              "endLine": 1,
                              "endColumn": 5
                            }
                          }
                        }
                      ],
                      "partialFingerprints": {
                        "swiftL10nIdentity/v1": "verbatim-text|App/Other.swift||||Text(title) shows a String verbatim: 100% \"raw\"\nsecond line, with: colon"
                      }
                    }
                  ]
                }
              ]
            }

            """#)
    }

    @Test func absolutePathsBecomeFileURIs() {
        #expect(SARIFReporter.encodeURI("/tmp/a b/ü.swift") == "file:///tmp/a%20b/%C3%BC.swift")
    }

    @Test func jsonStringsEscapeControlCharacters() {
        #expect(JSONText.string("a\u{1}b\t\"\\é").pretty == "\"a\\u0001b\\t\\\"\\\\é\"\n")
        #expect(JSONText.object([]).pretty == "{}\n")
        #expect(JSONText.array([]).pretty == "[]\n")
    }
}
