import Foundation
@testable import LocalizationAnalysis
import LocalizationIndex
import LocalizationRules
import TestSupport
import Testing

/// A keystroke inside one literal judges again only the usages it collected again
/// (`UsageFindingsMemory`): the file's findings must be exactly those of a fresh run after every
/// edit, and must follow what the edit changes elsewhere (a key becoming defined, a text no
/// longer hidden, a catalog or the configuration changed).
@Suite struct UsageFindingsMemoryTests {
    /// The file-first findings of `path` computed from scratch (no model or findings kept).
    static func freshFindings(_ snapshot: Snapshot, _ path: String) -> [Finding] {
        FindingEngine(model: ProjectModel(index: snapshot.index)).run(locatedInCodeFile: path)
    }

    @Test func typingInEveryLiteralGivesTheFindingsOfAFreshRun() throws {
        var derivedChecks = 0
        var edits = 0
        for (name, make) in LiteralEditTests.workspaces {
            var workspace = try make()
            let paths = workspace.snapshot.paths.filter { $0.hasSuffix(".swift") }
            for path in paths {
                guard let file = workspace.snapshot.index.files[path], let scanned = file.swift, let original = file.bytes else {
                    continue
                }
                _ = workspace.snapshot.findings(in: path)
                for literal in scanned.stringLiterals where literal.contentRange.count > 0 {
                    let (middle, texts) = LiteralEditTests.keystrokes(inMiddleOf: literal, of: original)
                    for bytes in texts {
                        let before = workspace.models.usageFindings.derivationCount
                        workspace.set(path: path, bytes: bytes)
                        let snapshot = workspace.snapshot
                        edits += 1
                        #expect(snapshot.findings(in: path) == Self.freshFindings(snapshot, path), "\(name): \(path) at \(middle)")
                        derivedChecks += workspace.models.usageFindings.derivationCount - before
                    }
                }
            }
        }
        // The test is about derived findings: most of these edits must take that path.
        #expect(derivedChecks * 2 > edits, "only \(derivedChecks) of \(edits) checks were derived")
    }

    /// Types `text` one character at a time at `offset` of `path`, checking the findings against
    /// a fresh run after each keystroke; returns the last findings.
    static func type(
        _ text: String, at offset: Int, in path: String, of workspace: inout Workspace, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Finding] {
        var bytes = workspace.snapshot.index.files[path]?.bytes ?? []
        var findings: [Finding] = []
        for (position, byte) in text.utf8.enumerated() {
            bytes.insert(byte, at: offset + position)
            workspace.set(path: path, bytes: bytes)
            let snapshot = workspace.snapshot
            findings = snapshot.findings(in: path)
            #expect(findings == freshFindings(snapshot, path), "after typing \(position + 1) of '\(text)'", sourceLocation: sourceLocation)
        }
        return findings
    }

    /// A workspace of `fixture`'s files (markers removed) and the offset of `1️⃣` in `path`.
    static func workspace(_ fixture: String, marker path: String) -> (Workspace, Int) {
        var workspace = Workspace()
        var offset = 0
        for file in FixtureParser.files(in: fixture) {
            let extracted = extractMarkers(file.text)
            if file.path == path, let marker = extracted.offsets["1️⃣"] { offset = marker }
            workspace.set(path: file.path, bytes: Array(extracted.text.utf8))
        }
        return (workspace, offset)
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Sign in to continue" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Melde dich an, um fortzufahren" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sign in to continue" } }
              }
            },
            "Title of the row" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Titel der Zeile" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Title of the row" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func aKeyTypedIntoExistenceAndOutAgain() {
        var (workspace, offset) = Self.workspace(
            """
            //- /App/LoginView.swift
            import SwiftUI

            struct LoginView: View {
                var body: some View {
                    VStack {
                        Text("Title of the row")
                        Text("Sign in to cont1️⃣")
                    }
                }
            }
            //- /App/Localizable.xcstrings
            \(Self.catalog)
            """, marker: "App/LoginView.swift")
        let path = "App/LoginView.swift"
        #expect(workspace.snapshot.findings(in: path).map(\.ruleID) == ["missing-key"])
        let derivationsBefore = workspace.models.usageFindings.derivationCount
        #expect(Self.type("inu", at: offset, in: path, of: &workspace).map(\.ruleID) == ["missing-key"])
        #expect(Self.type("e", at: offset + 3, in: path, of: &workspace).isEmpty)
        #expect(Self.type("s", at: offset + 4, in: path, of: &workspace).map(\.ruleID) == ["missing-key"])
        #expect(workspace.models.usageFindings.derivationCount - derivationsBefore == 5)
    }

    /// A text inside a view property that only a redacted view shows is hidden; typing the
    /// property's name into another literal makes another use of it appear (the byte search
    /// `HiddenText` does), and the text is no longer hidden: its usage was not edited, yet its
    /// finding must appear.
    @Test func aTextNoLongerHiddenAfterAnEditElsewhere() {
        var (workspace, offset) = Self.workspace(
            """
            //- /App/Skeleton.swift
            import SwiftUI

            struct Skeleton: View {
                var body: some View {
                    VStack { Self.details }
                        .redacted(reason: .placeholder)
                }

                static var details: some View {
                    Text("Loading the feed")
                }
            }

            struct Row: View {
                var body: some View { Text("Title of the row1️⃣") }
            }
            //- /App/Localizable.xcstrings
            \(Self.catalog)
            """, marker: "App/Skeleton.swift")
        let path = "App/Skeleton.swift"
        #expect(workspace.snapshot.findings(in: path).isEmpty)
        let findings = Self.type(" .details", at: offset, in: path, of: &workspace)
        #expect(findings.contains { $0.key == "Loading the feed" })
    }

    @Test func aCatalogOrConfigurationChangedAfterTyping() {
        var (workspace, offset) = Self.workspace(
            """
            //- /App/LoginView.swift
            import SwiftUI

            struct LoginView: View {
                var body: some View {
                    Text("Sign in now1️⃣")
                }
            }
            //- /App/Localizable.xcstrings
            \(Self.catalog)
            """, marker: "App/LoginView.swift")
        let path = "App/LoginView.swift"
        #expect(Self.type("!", at: offset, in: path, of: &workspace).map(\.key) == ["Sign in now!"])
        // The catalog now defines the typed key.
        workspace.set(path: "App/Localizable.xcstrings", text: Self.catalog.replacingOccurrences(of: "Sign in to continue", with: "Sign in now!"))
        var snapshot = workspace.snapshot
        #expect(snapshot.findings(in: path).isEmpty)
        #expect(snapshot.findings(in: path) == Self.freshFindings(snapshot, path))
        // Typing on, the key is missing again; then the configuration turns the rule off.
        #expect(Self.type("!", at: offset + 1, in: path, of: &workspace).map(\.key) == ["Sign in now!!"])
        var settings = workspace.settings
        settings.severities["missing-key"] = .off
        workspace.settings = settings
        snapshot = workspace.snapshot
        #expect(snapshot.findings(in: path).isEmpty)
        #expect(snapshot.findings(in: path) == Self.freshFindings(snapshot, path))
    }
}
