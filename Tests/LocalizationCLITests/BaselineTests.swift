import LocalizationIndex
import LocalizationRules
import Testing
import TextPositions
@testable import LocalizationCLI

/// A finding at `line` with the given identity parts.
private func finding(_ rule: String, _ file: String, line: Int, key: String? = nil, locale: String? = nil, message: String = "m") -> Finding {
    Finding(
        ruleID: rule, severity: .warning, message: message,
        location: SourceLocation(path: file, range: ByteRange(at: line * 10), start: LineColumn(line: line, column: 1), end: LineColumn(line: line, column: 1)),
        key: key, table: key == nil ? nil : "Localizable", locale: locale)
}

@Suite struct BaselineTests {
    @Test func matchesByRuleFileKeyAndLocaleNotByLine() {
        let baseline = Baseline(findings: [finding("missing-translation", "A.swift", line: 3, key: "k", locale: "de")])
        let moved = finding("missing-translation", "A.swift", line: 30, key: "k", locale: "de")
        let otherLocale = finding("missing-translation", "A.swift", line: 3, key: "k", locale: "fr")
        let otherFile = finding("missing-translation", "B.swift", line: 3, key: "k", locale: "de")
        let match = baseline.match([moved, otherLocale, otherFile])
        #expect(match.new == [otherLocale, otherFile])
        #expect(match.newIndices == [1, 2])
        #expect(match.baselinedCount == 1)
        #expect(match.unusedEntries.isEmpty)
    }

    @Test func findingsWithoutKeysMatchByMessage() {
        let baseline = Baseline(findings: [finding("verbatim-text", "A.swift", line: 1, message: "Text(name) is verbatim")])
        let match = baseline.match([
            finding("verbatim-text", "A.swift", line: 9, message: "Text(name) is verbatim"),
            finding("verbatim-text", "A.swift", line: 1, message: "Text(title) is verbatim"),
        ])
        #expect(match.newIndices == [1])
    }

    @Test func countsAreAMultisetAndFixedEntriesAreReported() {
        let recorded = [
            finding("missing-key", "A.swift", line: 1, key: "k"), finding("missing-key", "A.swift", line: 2, key: "k"),
            finding("missing-key", "A.swift", line: 3, key: "gone"),
        ]
        let baseline = Baseline(findings: recorded)
        let three = (1...3).map { finding("missing-key", "A.swift", line: $0, key: "k") }
        let match = baseline.match(three)
        #expect(match.newIndices == [2])
        #expect(match.unusedEntries == [BaselineEntry(rule: "missing-key", file: "A.swift", key: "gone", table: "Localizable"): 1])
    }

    @Test func writesSortedJSONAndReadsItBack() throws {
        let baseline = Baseline(findings: [
            finding("missing-translation", "B.swift", line: 1, key: "k", locale: "de"),
            finding("verbatim-text", "A.swift", line: 1, message: "x"),
            finding("verbatim-text", "A.swift", line: 2, message: "x"),
        ])
        #expect(baseline.rendered == """
            {
              "version": 1,
              "findings": [
                {
                  "rule": "verbatim-text",
                  "file": "A.swift",
                  "message": "x",
                  "count": 2
                },
                {
                  "rule": "missing-translation",
                  "file": "B.swift",
                  "key": "k",
                  "table": "Localizable",
                  "locale": "de"
                }
              ]
            }

            """)
        let read = try Baseline.read(Array(baseline.rendered.utf8), path: "b.json").get()
        #expect(read == baseline)
    }

    @Test func malformedBaselinesNameLineAndColumn() {
        #expect(Baseline.read(Array("{\n  \"findings\": [ 3 ]\n}".utf8), path: "b.json") == .failure(BaselineError(message: "b.json:2:17: a baseline finding must be an object")))
        #expect(Baseline.read(Array("{\"version\": 2, \"findings\": []}".utf8), path: "b.json") == .failure(BaselineError(message: "b.json:1:13: unsupported baseline version (expected 1)")))
        #expect(Baseline.read(Array("{\"findings\": [{\"rule\": \"r\"}]}".utf8), path: "b.json") == .failure(BaselineError(message: "b.json:1:15: a baseline finding needs 'rule' and 'file'")))
        #expect(Baseline.read(Array("{".utf8), path: "b.json").map { _ in true } != .success(true))
    }
}
