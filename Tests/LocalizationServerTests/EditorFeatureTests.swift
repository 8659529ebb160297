import JSONRPC
import LanguageServerProtocol
import LocalizationServer
import Testing
import TestSupport
import TextPositions

/// A view using one defined and one undefined key, and the catalog defining the first.
private let swiftSource = extractMarkers("""
    import SwiftUI

    struct ContentView: View {
        var body: some View {
            Text(1️⃣"gree2️⃣ting"3️⃣)
            Text(4️⃣"missing.key"5️⃣)
        }
    }

    """)

private let catalogSource = extractMarkers("""
    {
      "sourceLanguage" : "en",
      "strings" : {
        6️⃣"greeting" : {
          "comment" : "Shown on launch",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
          }
        }
      },
      "version" : "1.0"
    }

    """)

private let swiftURI = "file:///project/Sources/App/View.swift"
private let catalogURI = "file:///project/Sources/App/Localizable.xcstrings"

/// The LSP position (UTF-16) of `marker` in `source`.
private func position(_ marker: String, in source: MarkedText) -> Position {
    let position = LineTable(source.text).position(of: source[marker], in: .utf16)
    return Position(line: position.line, character: position.character)
}

/// A client with both files open, the Swift file's first diagnostics received.
private func makeClient(capabilities: JSONValue = [
    "workspace": ["workspaceEdit": ["documentChanges": true]],
    "textDocument": ["codeAction": ["resolveSupport": ["properties": ["edit"]]]],
]) throws -> TestClient {
    let client = TestClient()
    try client.initialize(capabilities: capabilities, rootURI: "file:///project")
    client.open(uri: catalogURI, text: catalogSource.text, languageId: "json")
    client.open(uri: swiftURI, text: swiftSource.text)
    _ = try client.waitForDiagnostics(uri: swiftURI, version: 1)
    return client
}

extension Position {
    /// The position `characters` further on the same line.
    fileprivate func moved(by characters: Int) -> Position { Position(line: line, character: character + characters) }
}

@Suite struct EditorFeatureTests {
    @Test func reportsTheMissingKeyWithItsRuleAndRange() throws {
        let client = TestClient()
        try client.initialize(rootURI: "file:///project")
        client.open(uri: catalogURI, text: catalogSource.text, languageId: "json")
        client.open(uri: swiftURI, text: swiftSource.text)
        let published = try client.waitForDiagnostics(uri: swiftURI, version: 1)
        let missing = try #require(published.diagnostics.first { $0.code == "missing-key" })
        #expect(missing.range.start == position("4️⃣", in: swiftSource))
        #expect(missing.message.contains("missing.key"))
        #expect(missing.codeDescriptionHref == "https://github.com/swift-l10n/swift-l10n/blob/main/docs/rules.md#missing-key")
    }

    @Test func hoversAKeyWithEveryLocaleAndTheComment() throws {
        let client = try makeClient()
        let hover = try #require(try client.send(HoverRequest(textDocument: .init(uri: swiftURI), position: position("2️⃣", in: swiftSource))))
        #expect(hover.contents.kind == "markdown")
        #expect(hover.contents.value.contains("Hallo"))
        #expect(hover.contents.value.contains("Shown on launch"))
        #expect(hover.range == Range(start: position("1️⃣", in: swiftSource), end: position("3️⃣", in: swiftSource)))
    }

    @Test func goesFromTheKeyToItsEntryAndBack() throws {
        let client = try makeClient()
        let definitions = try client.send(DefinitionRequest(textDocument: .init(uri: swiftURI), position: position("2️⃣", in: swiftSource)))
        #expect(definitions.map(\.uri) == [catalogURI])
        #expect(definitions.first?.range.start == position("6️⃣", in: catalogSource))
        let references = try client.send(ReferencesRequest(
            textDocument: .init(uri: catalogURI), position: position("6️⃣", in: catalogSource), includeDeclaration: false))
        #expect(references.map(\.uri) == [swiftURI])
    }

    @Test func resolvesTheAddEntryQuickFixIntoAVersionedCatalogEdit() throws {
        let client = try makeClient()
        let range = Range(start: position("4️⃣", in: swiftSource), end: position("5️⃣", in: swiftSource))
        let actions = try client.send(CodeActionRequest(textDocument: .init(uri: swiftURI), range: range, only: ["quickfix"]))
        let action = try #require(actions.first { $0.title.contains("missing.key") })
        #expect(action.edit == nil)
        let resolved = try client.send(CodeActionResolveRequest(action: action))
        let change = try #require(resolved.edit?.documentChanges?.first)
        #expect(change.textDocument == OptionalVersionedTextDocumentIdentifier(uri: catalogURI, version: 1))
        #expect(change.edits.contains { $0.newText.contains("\"missing.key\"") })
    }

    @Test func renamesAKeyInCodeAndCatalogWithVersions() throws {
        let client = try makeClient()
        let prepared = try #require(try client.send(PrepareRenameRequest(textDocument: .init(uri: swiftURI), position: position("2️⃣", in: swiftSource))))
        #expect(prepared.placeholder == "greeting")
        let edit = try #require(try client.send(RenameRequest(textDocument: .init(uri: swiftURI), position: position("2️⃣", in: swiftSource), newName: "welcome")))
        let documents = try #require(edit.documentChanges)
        #expect(Set(documents.map(\.textDocument.uri)) == [swiftURI, catalogURI])
        #expect(documents.allSatisfy { $0.textDocument.version == 1 })
        #expect(documents.allSatisfy { $0.edits.allSatisfy { $0.newText.contains("welcome") } })
    }

    @Test func completesKeysInsideALiteral() throws {
        let client = try makeClient()
        let list = try client.send(CompletionRequest(textDocument: .init(uri: swiftURI), position: position("2️⃣", in: swiftSource)))
        #expect(list.items.map(\.label).contains("greeting"))
        #expect(list.items.first { $0.label == "greeting" }?.detail == "Hello")
    }

    /// Completion is asked after each character typed: it answers for the new text (range and
    /// typed prefix), whichever model its keys come from.
    @Test func completesRightAfterAKeystrokeInTheLiteral() throws {
        let client = try makeClient()
        let document = TextDocumentIdentifier(uri: swiftURI)
        _ = try client.send(CompletionRequest(textDocument: document, position: position("2️⃣", in: swiftSource)))
        let typedAt = position("2️⃣", in: swiftSource)
        client.send(DidChangeTextDocumentNotification(
            textDocument: .init(uri: swiftURI, version: 2),
            contentChanges: [.init(range: .init(start: typedAt, end: typedAt), text: "x")]))
        let after = Position(line: typedAt.line, character: typedAt.character + 1)
        let list = try client.send(CompletionRequest(textDocument: document, position: after))
        #expect(list.items.isEmpty)  // nothing starts with "greex"
        client.send(DidChangeTextDocumentNotification(
            textDocument: .init(uri: swiftURI, version: 3),
            contentChanges: [.init(range: .init(start: typedAt, end: after), text: "")]))
        let again = try client.send(CompletionRequest(textDocument: document, position: typedAt))
        let item = try #require(again.items.first { $0.label == "greeting" })
        #expect(item.textEdit?.range == Range(start: position("1️⃣", in: swiftSource).moved(by: 1), end: position("3️⃣", in: swiftSource).moved(by: -1)))
    }

    @Test func listsKeysAsWorkspaceAndCatalogSymbols() throws {
        let client = try makeClient()
        #expect(try client.send(WorkspaceSymbolRequest(query: "gree")).map(\.name) == ["greeting"])
        let symbols = try client.send(DocumentSymbolRequest(textDocument: .init(uri: catalogURI)))
        #expect(symbols.map(\.name) == ["greeting"])
        #expect(symbols.first?.selectionRange.start == position("6️⃣", in: catalogSource))
    }
}
