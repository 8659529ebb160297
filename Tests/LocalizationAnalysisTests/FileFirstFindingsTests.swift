import Foundation
import LocalizationAnalysis
import LocalizationIndex
import LocalizationRules
import TestSupport
import Testing

/// `Snapshot.findings(in:)` on a Swift or Objective-C file runs only the rules that can report in
/// code (the editor's per-keystroke path); it must give exactly what the full run gives for that file.
@Suite struct FileFirstFindingsTests {
    /// Whether `path` is a Swift or Objective-C file (one `findings(in:)` takes file first).
    static func isCode(_ path: String) -> Bool {
        ([".swift"] + FileKind.objectiveCExtensions).contains { path.hasSuffix($0) }
    }

    /// Every example of every rule, triggering or not.
    static let examples: [Example] = RuleRegistry.descriptions.flatMap { $0.triggering + $0.nonTriggering }

    @Test(arguments: examples)
    func codeFileFindingsMatchTheFullRun(_ example: Example) {
        let paths = loadFixture(example.fixture, settings: example.settings).snapshot.paths
        let full = loadFixture(example.fixture, settings: example.settings).snapshot.allFindings()
        for path in paths where Self.isCode(path) {
            // A fresh snapshot per file, so the file-first path runs before anything is cached.
            let fileFirst = loadFixture(example.fixture, settings: example.settings).snapshot.findings(in: path)
            #expect(fileFirst == full.filter { $0.path == path }, "\(example): \(path)")
        }
    }

    @Test(arguments: FixtureGoldenTests.fixtureNames)
    func fixtureProjectsAgree(_ name: String) throws {
        let root = FixtureGoldenTests.fixturesFolder.appendingPathComponent(name)
        let full = try Self.workspace(root: root).snapshot.allFindings()
        let workspace = try Self.workspace(root: root)
        for path in workspace.snapshot.paths where Self.isCode(path) {
            #expect(workspace.snapshot.findings(in: path) == full.filter { $0.path == path }, "\(name): \(path)")
        }
    }

    /// Typing in a key (the bench's keystroke) lets the next snapshot derive its model from the
    /// previous one; its findings must be those of a workspace loaded from scratch.
    @Test(arguments: FixtureGoldenTests.fixtureNames)
    func derivedModelsGiveTheFindingsOfAFreshLoad(_ name: String) throws {
        let root = FixtureGoldenTests.fixturesFolder.appendingPathComponent(name)
        var workspace = try Self.workspace(root: root)
        _ = workspace.snapshot.allFindings()
        let paths = workspace.snapshot.paths.filter(Self.isCode)
        for path in paths {
            guard let original = workspace.snapshot.index.files[path]?.bytes,
                let quote = original.firstIndex(of: UInt8(ascii: "\""))
            else { continue }
            var edited = original
            edited.insert(UInt8(ascii: "x"), at: quote + 1)
            for bytes in [edited, original] {
                workspace.set(path: path, bytes: bytes)
                let incremental = workspace.snapshot
                let fileFirst = incremental.findings(in: path)
                let derived = incremental.allFindings()
                var fresh = try Self.workspace(root: root)
                fresh.set(path: path, bytes: bytes)
                let expected = fresh.snapshot.allFindings()
                #expect(derived == expected, "\(name): \(path)")
                #expect(fileFirst == expected.filter { $0.path == path }, "\(name): \(path)")
            }
        }
    }

    /// The examples with Objective-C files.
    static let objectiveCExamples = examples.filter { example in
        FixtureParser.files(in: example.fixture).contains { FileKind(path: $0.path) == .objectiveC }
    }

    /// A workspace of `example`'s files, markers removed.
    static func workspace(of example: Example) -> Workspace {
        var workspace = Workspace(settings: example.settings)
        for file in FixtureParser.files(in: example.fixture) {
            workspace.set(path: file.path, text: extractMarkers(file.text).text)
        }
        return workspace
    }

    /// Typing in an Objective-C literal (a lookup's key, or any other) lets the next snapshot
    /// derive its model from the previous one, as in Swift; its findings, file first and in full,
    /// must be those of a workspace loaded from scratch.
    @Test func typingInObjectiveCLiteralsGivesTheFindingsOfAFreshLoad() {
        var edits = 0
        var derived = 0
        for example in Self.objectiveCExamples {
            var workspace = Self.workspace(of: example)
            for path in workspace.snapshot.paths where FileKind(path: path) == .objectiveC {
                guard let original = workspace.snapshot.index.files[path]?.bytes else { continue }
                let literalStarts = original.indices.dropFirst().filter {
                    original[$0] == UInt8(ascii: "\"") && original[$0 - 1] == UInt8(ascii: "@")
                }
                for quote in literalStarts {
                    let before = workspace.snapshot.model
                    var edited = original
                    edited.insert(UInt8(ascii: "x"), at: quote + 1)
                    for bytes in [edited, original] {
                        workspace.set(path: path, bytes: bytes)
                        let incremental = workspace.snapshot
                        let fileFirst = incremental.findings(in: path)
                        var fresh = Self.workspace(of: example)
                        fresh.set(path: path, bytes: bytes)
                        let expected = fresh.snapshot.allFindings()
                        #expect(fileFirst == expected.filter { $0.path == path }, "\(example): \(path) at \(quote)")
                        #expect(incremental.allFindings() == expected, "\(example): \(path) at \(quote)")
                        edits += 1
                        if incremental.model.tablesIdentity === before.tablesIdentity { derived += 1 }
                    }
                }
            }
        }
        // The test is about derived models: most of these edits must take that path.
        #expect(edits > 0 && derived * 2 > edits, "\(derived) of \(edits) models derived")
    }

    /// Loading every file at once (`Workspace.set(files:)`, summaries made in parallel) gives the
    /// findings of loading them one by one.
    @Test(arguments: FixtureGoldenTests.fixtureNames)
    func loadingAtOnceGivesTheFindingsOfLoadingOneByOne(_ name: String) throws {
        let root = FixtureGoldenTests.fixturesFolder.appendingPathComponent(name)
        let oneByOne = try Self.workspace(root: root).snapshot
        var atOnce = Workspace(settings: oneByOne.settings)
        // Read again: the index keeps catalogs without their bytes.
        atOnce.set(files: try oneByOne.paths.map { path in (path, try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))) })
        #expect(atOnce.snapshot.paths == oneByOne.paths)
        #expect(atOnce.snapshot.allFindings() == oneByOne.allFindings(), "\(name)")
    }

    /// A workspace holding every file under `root`, configured by its `.swift-l10n.json`.
    static func workspace(root: URL) throws -> Workspace {
        var workspace = Workspace()
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let bytes = try [UInt8](Data(contentsOf: url))
            if relative == ProjectConfiguration.fileName {
                workspace.settings = ConfigurationParser.parse(bytes, path: relative).settings
            }
            workspace.set(path: relative, bytes: bytes)
        }
        return workspace
    }
}
