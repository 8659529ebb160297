import ProjectGenerator
import Testing

/// Planted defects used by the comparison tests.
private let planted = [
    PlantedDefect(
        rule: "missing-key", locations: [ManifestLocation(file: "App/A.swift", line: 3)], key: "a.title",
        note: "missing"),
    PlantedDefect(
        rule: "needs-review",
        locations: [ManifestLocation(file: "App/L.xcstrings", line: 40), ManifestLocation(file: "App/L.xcstrings", line: 30)],
        key: "b.title", locale: "ru", note: "review"),
]

@Suite("Findings against planted defects")
struct FindingsComparisonTests {
    @Test("Findings at the planted places (any listed line) are exact")
    func exact() {
        let comparison = FindingsComparison(source: "test", planted: planted, observed: [
            ObservedFinding(rule: "missing-key", file: "App/A.swift", line: 3),
            ObservedFinding(rule: "needs-review", file: "App/L.xcstrings", line: 30),
        ])
        #expect(comparison.isExact)
        #expect(comparison.matched == 2)
    }

    @Test("A defect reported elsewhere but naming its key and locale still matches")
    func matchesByKey() {
        let comparison = FindingsComparison(source: "test", planted: planted, observed: [
            ObservedFinding(rule: "missing-key", file: "App/A.swift", line: 3),
            ObservedFinding(rule: "needs-review", file: "App/L.xcstrings", line: 41, key: "b.title", locale: "ru"),
        ])
        #expect(comparison.isExact)
    }

    @Test("A silent checker misses defects; a noisy one has unexpected findings")
    func differences() {
        let silent = FindingsComparison(source: "test", planted: planted, observed: [
            ObservedFinding(rule: "missing-key", file: "App/A.swift", line: 3)
        ])
        #expect(!silent.isExact)
        #expect(silent.missed.map(\.rule) == ["needs-review"])

        let noisy = FindingsComparison(source: "test", planted: planted, observed: [
            ObservedFinding(rule: "missing-key", file: "App/A.swift", line: 3),
            ObservedFinding(rule: "needs-review", file: "App/L.xcstrings", line: 40),
            ObservedFinding(rule: "unused-key", file: "App/L.xcstrings", line: 90, key: "c"),
            ObservedFinding(rule: "needs-review", file: "App/L.xcstrings", line: 50, key: "other", locale: "ru"),
        ])
        #expect(noisy.missed.isEmpty)
        #expect(noisy.unexpected.map(\.line) == [90, 50])
    }

    @Test("A second finding at a planted place is counted, not called unexpected")
    func repeatedAtPlantedPlace() {
        let comparison = FindingsComparison(source: "test", planted: planted, observed: [
            ObservedFinding(rule: "missing-key", file: "App/A.swift", line: 3),
            ObservedFinding(rule: "missing-key", file: "App/A.swift", line: 3),
            ObservedFinding(rule: "needs-review", file: "App/L.xcstrings", line: 40),
        ])
        #expect(comparison.isExact)
        #expect(comparison.alsoAtPlantedPlaces == 1)
    }

    @Test("check's JSON is read as an array or under `findings`, with absolute or relative paths")
    func readsCheckOutput() throws {
        let flat = #"[{"rule":"missing-key","file":"/p/App/A.swift","line":3,"key":"a.title","message":"m"}]"#
        let flatFindings = try #require(CheckOutputReader.findings(in: Array(flat.utf8), root: "/p"))
        #expect(flatFindings == [ObservedFinding(rule: "missing-key", file: "App/A.swift", line: 3, key: "a.title", message: "m")])

        let nested = #"{"findings":[{"ruleID":"needs-review","location":{"path":"App/L.xcstrings","start":{"line":30}},"locale":"ru"}]}"#
        let nestedFindings = try #require(CheckOutputReader.findings(in: Array(nested.utf8), root: "/p"))
        #expect(nestedFindings.first?.rule == "needs-review")
        #expect(nestedFindings.first?.line == 30)
        #expect(nestedFindings.first?.locale == "ru")

        #expect(CheckOutputReader.findings(in: Array("not json".utf8), root: "/p") == nil)
    }
}
