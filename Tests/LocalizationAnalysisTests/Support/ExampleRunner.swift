import LocalizationAnalysis
import LocalizationIndex
import LocalizationRules
import TestSupport

/// A fixture loaded into a workspace, with where its markers stood.
struct LoadedFixture {
    /// The snapshot of the fixture's files.
    let snapshot: Snapshot
    /// Marker → (path, byte offset in the cleaned file).
    let markers: [String: (path: String, offset: Int)]
    /// Each file's bytes as loaded (markers removed): what a front end would read again.
    let texts: [String: [UInt8]]

    /// The bytes of `path` as loaded (the `contents` a front end gives `Snapshot.rename`).
    func contents(ofPath path: String) -> [UInt8]? { texts[path] }
}

/// Loads a `//- /path` multi-file fixture (markers removed) into a fresh workspace.
func loadFixture(_ fixture: String, settings: AnalysisSettings = AnalysisSettings()) -> LoadedFixture {
    var settings = settings
    // A fixture's own `.swift-l10n.json` configures it the way the file configures a project, so
    // examples about configuration entries can mark them.
    if let configuration = FixtureParser.files(in: fixture).first(where: { $0.path == ProjectConfiguration.fileName }) {
        settings = ConfigurationParser.parse(extractMarkers(configuration.text).text).settings
    }
    var workspace = Workspace(settings: settings)
    var markers: [String: (path: String, offset: Int)] = [:]
    var texts: [String: [UInt8]] = [:]
    for file in FixtureParser.files(in: fixture) {
        let marked = extractMarkers(file.text)
        for (marker, offset) in marked.offsets {
            markers[marker] = (file.path, offset)
        }
        workspace.set(path: file.path, text: marked.text)
        texts[file.path] = Array(marked.text.utf8)
    }
    return LoadedFixture(snapshot: workspace.snapshot, markers: markers, texts: texts)
}

/// The text of one expected-versus-actual mismatch for an example, or `nil` when they agree.
///
/// Matching is 1:1 on (path, start offset): every marker must have exactly one finding of the rule
/// starting there, and every finding of the rule must stand on a marker.
func exampleMismatch(ruleID: String, example: Example, expectFindings: Bool) -> String? {
    let loaded = loadFixture(example.fixture, settings: example.settings)
    let findings = loaded.snapshot.allFindings().filter { $0.ruleID == ruleID }
    var expected: [String: Int] = [:]
    for (_, place) in loaded.markers {
        expected["\(place.path)@\(place.offset)", default: 0] += 1
    }
    if !expectFindings { expected = [:] }
    var actual: [String: Int] = [:]
    for finding in findings {
        actual["\(finding.path)@\(finding.range.start)", default: 0] += 1
    }
    guard actual != expected else {
        if expectFindings, findings.isEmpty {
            return "\(example): a triggering example needs at least one 1️⃣ marker"
        }
        return nil
    }
    let unexpected = findings.filter { (expected["\($0.path)@\($0.range.start)"] ?? 0) == 0 }
    let missing = expected.keys.filter { (actual[$0] ?? 0) == 0 }.sorted()
    var lines = ["\(example): findings of \(ruleID) differ from the markers"]
    for finding in unexpected { lines.append("  unexpected: \(finding) @\(finding.range.start)") }
    for place in missing { lines.append("  missing at: \(place)") }
    for (place, count) in actual where count > 1 && (expected[place] ?? 0) < count {
        lines.append("  \(count) findings at \(place)")
    }
    return lines.joined(separator: "\n")
}
