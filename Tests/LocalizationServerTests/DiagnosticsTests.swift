import Foundation
import JSONRPC
import LanguageServerProtocol
import LocalizationAnalysis
import LocalizationIndex
import LocalizationRules
import Testing
import TestSupport
import TextPositions

@testable import LocalizationServer

@Suite struct DiagnosticsTests {
    /// The default documentation link is the rule's section of docs/rules.md, which exists in this
    /// repository for every rule; a configured base places the rule id where it says.
    @Test func ruleDocumentationLinksPointWhereTheBaseSays() throws {
        let base = ServerSettings.defaultRuleDocumentationBase
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/rules.md")
        let headings = Set(try String(contentsOf: page, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3) })
        for rule in RuleRegistry.descriptions {
            let link = ServerSettings.ruleDocumentationLink(base: base, ruleID: rule.id)
            #expect(link.hasSuffix("docs/rules.md#" + rule.id))
            #expect(headings.contains(Substring(rule.id)), "docs/rules.md has no section for \(rule.id)")
        }
        #expect(ServerSettings.ruleDocumentationLink(base: "https://example.org/rules#", ruleID: "missing-key") == "https://example.org/rules#missing-key")
        #expect(ServerSettings.ruleDocumentationLink(base: "https://example.org/{rule}.html", ruleID: "unused-key") == "https://example.org/unused-key.html")
    }

    @Test func publishesForTheVersionTheEditsProduced() throws {
        let client = TestClient(options: ServerOptions(logLevel: .error, debounceMilliseconds: 20, loadsWorkspaceFromDisk: false))
        try client.initialize()
        let uri = "file:///project/View.swift"
        client.open(uri: uri, text: "Text(\"a\")\n")
        #expect(try client.waitForDiagnostics(uri: uri, version: 1).version == 1)
        for version in 2...6 {
            client.send(DidChangeTextDocumentNotification(
                textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
                contentChanges: [TextDocumentContentChangeEvent(range: Range(start: .init(line: 0, character: 7), end: .init(line: 0, character: 7)), text: "b")]))
        }
        let published = try client.waitForDiagnostics(uri: uri, version: 6)
        #expect(published.uri == uri)
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func answersPulledDiagnosticsWithResultIDs() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["textDocument": ["diagnostic": [:]]])
        let uri = "file:///project/View.swift"
        client.open(uri: uri, text: "Text(\"a\")\n")
        let full = try client.send(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: uri)))
        #expect(full.items != nil)
        let again = try client.send(DocumentDiagnosticRequest(textDocument: TextDocumentIdentifier(uri: uri), previousResultId: full.resultId))
        #expect(again.items == nil)
        #expect(again.resultId == full.resultId)
        #expect(try client.send(WorkspaceDiagnosticRequest()).allSatisfy { $0.uri != uri })
    }

    /// A context over a workspace holding `files`, with `View.swift` open at version 3.
    private func makeContext(_ files: [String: String], encoding: ColumnEncoding = .utf16, documentChanges: Bool = true) -> RequestContext {
        var workspace = Workspace()
        for (path, text) in files { workspace.set(path: path, text: text) }
        return RequestContext(
            snapshot: workspace.snapshot, encoding: encoding, paths: WorkspacePaths(root: "/project"),
            openDocuments: ["View.swift": .init(uri: "file:///project/View.swift", version: 3, bytes: Array((files["View.swift"] ?? "").utf8))],
            capabilities: ClientCapabilities(json: ["workspace": ["workspaceEdit": ["documentChanges": .bool(documentChanges)]]]),
            ruleDocumentationBase: "https://example.org/rules#")
    }

    @Test func convertsFindingsWithUTF16RangesRuleCodesAndRelatedCatalogEntries() throws {
        let swift = extractMarkers("let 😀 = Text(\"1️⃣greeting2️⃣\")\n")
        let catalog = extractMarkers("{\n  \"strings\" : {\n    3️⃣\"greeting\"4️⃣ : {}\n  }\n}\n")
        let context = makeContext(["View.swift": swift.text, "Localizable.xcstrings": catalog.text])
        let swiftTable = LineTable(swift.text)
        let catalogTable = LineTable(catalog.text)
        let finding = Finding(
            ruleID: "missing-translation", severity: .warning, message: "'greeting' has no German translation",
            location: SourceLocation(path: "View.swift", range: ByteRange(start: swift["1️⃣"], end: swift["2️⃣"]), lineTable: swiftTable),
            related: [RelatedLocation(
                location: SourceLocation(path: "Localizable.xcstrings", range: ByteRange(start: catalog["3️⃣"], end: catalog["4️⃣"]), lineTable: catalogTable),
                note: "entry in Localizable.xcstrings")])
        let diagnostic = try #require(context.diagnostic(for: finding))
        // "let 😀 = Text(\"" is 15 UTF-16 units (the emoji counts 2).
        #expect(diagnostic.range == Range(start: Position(line: 0, character: 15), end: Position(line: 0, character: 23)))
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.code == "missing-translation")
        #expect(diagnostic.codeDescriptionHref == "https://example.org/rules#missing-translation")
        #expect(diagnostic.source == "swift-l10n")
        let related = try #require(diagnostic.relatedInformation?.first)
        #expect(related.location.uri == "file:///project/Localizable.xcstrings")
        #expect(related.location.range.start == Position(line: 2, character: 4))
        #expect(related.message == "entry in Localizable.xcstrings")
    }

    @Test func turnsEditsIntoVersionedDocumentChangesOrPlainChanges() throws {
        let files = ["View.swift": "Text(\"a\")\n", "Localizable.xcstrings": "{}\n"]
        let edits = [
            FileEdit(path: "View.swift", range: ByteRange(start: 6, end: 7), replacement: "b"),
            FileEdit(path: "Localizable.xcstrings", range: ByteRange(start: 1, end: 1), replacement: "\n"),
        ]
        let versioned = try #require(makeContext(files).workspaceEdit(edits))
        #expect(versioned.documentChanges?.map(\.textDocument) == [
            OptionalVersionedTextDocumentIdentifier(uri: "file:///project/View.swift", version: 3),
            OptionalVersionedTextDocumentIdentifier(uri: "file:///project/Localizable.xcstrings", version: nil),
        ])
        #expect(versioned.json["documentChanges"]?.arrayValue?[1]["textDocument"]?["version"] == .null)
        let plain = try #require(makeContext(files, documentChanges: false).workspaceEdit(edits))
        #expect(plain.documentChanges == nil)
        #expect(plain.changes?["file:///project/View.swift"] == [TextEdit(range: Range(start: .init(line: 0, character: 6), end: .init(line: 0, character: 7)), newText: "b")])
    }
}

@Suite struct ConfigurationDiagnosticsTests {
    @Test func reportsProblemsOfAnOpenConfigurationOnItsOwnLines() throws {
        let client = TestClient()
        try client.initialize(rootURI: "file:///project")
        let uri = "file:///project/.swift-l10n.json"
        let marked = extractMarkers("{\n  1️⃣\"verdictz\": []\n}\n")
        client.open(uri: uri, text: marked.text, languageId: "json")
        let published = try client.waitForDiagnostics(uri: uri, version: 1)
        let problem = try #require(published.diagnostics.first)
        #expect(problem.code == "invalid-configuration")
        #expect(problem.severity == .error)
        #expect(problem.range.start == Position(line: 1, character: 2))
        client.send(DidChangeTextDocumentNotification(
            textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
            contentChanges: [TextDocumentContentChangeEvent(range: nil, text: "{}\n")]))
        #expect(try client.waitForDiagnostics(uri: uri, version: 2).diagnostics.isEmpty)
    }
}
