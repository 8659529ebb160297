import Foundation
import JSONRPC
import LanguageServerProtocol
import LocalizationServer
import Testing
import TestSupport
import TextPositions

/// The index keeps a catalog without its bytes (its summary has every position): positions in a
/// catalog with non-ASCII text must still be exact in UTF-16, and an edit that needs the catalog's
/// bytes reads the file again and refuses when it changed since it was indexed.
@Suite struct CatalogWithoutBytesTests {
    /// A view using a key with a 4-byte character (two UTF-16 units) and accents.
    static let view = extractMarkers("""
        import SwiftUI
        let title = Text("Grü1️⃣ße 😀 Welt")

        """)

    /// Its catalog in Xcode's layout: the key and the values are non-ASCII.
    static let catalog = extractMarkers("""
        {
          "sourceLanguage" : "en",
          "strings" : {
            1️⃣"Grüße 😀 Welt"2️⃣ : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Grüße 😀 Welt – schön"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hello 😀 world"
                  }
                }
              }
            },
            3️⃣"Привет 😀"4️⃣ : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hi"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """)

    static let viewPath = "Sources/App/View.swift"
    static let catalogPath = "Sources/App/Localizable.xcstrings"

    /// A server on a project on disk, with the workspace loaded (no document open).
    static func start() throws -> (client: TestClient, tree: TemporaryTree) {
        let tree = try TemporaryTree([viewPath: view.text, catalogPath: catalog.text])
        let client = TestClient(options: ServerOptions(logLevel: .error, debounceMilliseconds: 0))
        try client.initialize(
            capabilities: ["window": ["workDoneProgress": true], "workspace": ["workspaceEdit": ["documentChanges": true]]],
            rootURI: "file://" + tree.root)
        _ = try client.waitForNotification(ProgressNotification.method) { $0["value"]?["kind"] == "end" }
        return (client, tree)
    }

    /// The UTF-16 position of `marker` in `text`.
    static func position(_ marker: String, in text: MarkedText) -> Position {
        let position = LineTable(text.text).position(of: text[marker], in: .utf16)
        return Position(line: position.line, character: position.character)
    }

    @Test func positionsInACatalogWithNonASCIITextAreExactWithoutItsBytes() throws {
        let (client, tree) = try Self.start()
        defer { tree.remove() }
        let viewURI = "file://" + tree.root + "/" + Self.viewPath
        let catalogURI = "file://" + tree.root + "/" + Self.catalogPath
        let definitions = try client.send(DefinitionRequest(textDocument: .init(uri: viewURI), position: Self.position("1️⃣", in: Self.view)))
        #expect(definitions == [
            Location(uri: catalogURI, range: Range(start: Self.position("1️⃣", in: Self.catalog), end: Self.position("2️⃣", in: Self.catalog)))
        ])
        // The unused key's finding sits on its key, after a line of Cyrillic and an emoji.
        let published = try client.waitForDiagnostics(uri: catalogURI, version: nil)
        let unused = try #require(published.diagnostics.first { $0.code == "unused-key" })
        #expect(unused.range == Range(start: Self.position("3️⃣", in: Self.catalog), end: Self.position("4️⃣", in: Self.catalog)))
        // From the catalog's key (the client sends a position inside its non-ASCII text) back to the code.
        let inside = Position(line: Self.position("1️⃣", in: Self.catalog).line, character: Self.position("1️⃣", in: Self.catalog).character + 8)
        client.open(uri: catalogURI, text: Self.catalog.text, languageId: "json")
        let references = try client.send(ReferencesRequest(textDocument: .init(uri: catalogURI), position: inside, includeDeclaration: false))
        #expect(references.map(\.uri) == [viewURI])
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func renameRefusesACatalogChangedOnDiskSinceItWasIndexedAndLeavesItUntouched() throws {
        let (client, tree) = try Self.start()
        defer { tree.remove() }
        let viewURI = "file://" + tree.root + "/" + Self.viewPath
        let catalogURI = "file://" + tree.root + "/" + Self.catalogPath
        let rename = RenameRequest(textDocument: .init(uri: viewURI), position: Self.position("1️⃣", in: Self.view), newName: "Hallo Welt")
        // Unchanged: the catalog's key is replaced where it is, in UTF-16 positions.
        let edit = try #require(try client.send(rename))
        let catalogEdits = try #require(edit.documentChanges?.first { $0.textDocument.uri == catalogURI }?.edits)
        #expect(catalogEdits.map(\.range) == [Range(start: Self.position("1️⃣", in: Self.catalog), end: Self.position("2️⃣", in: Self.catalog))])
        #expect(catalogEdits.map(\.newText) == ["\"Hallo Welt\""])

        // Changed on disk, and the server not told yet: refused, and the file stays as it is.
        let changed = Self.catalog.text.replacingOccurrences(of: "\"Hi\"", with: "\"Hi there\"")
        try tree.write(Self.catalogPath, changed)
        do {
            _ = try client.send(rename)
            Issue.record("a rename against a changed catalog must be refused")
        } catch TestClient.Failure.response(let error) {
            #expect(error.message == "\(Self.catalogPath) changed since it was indexed; try again once the change is picked up")
        }
        #expect(try String(contentsOfFile: tree.root + "/" + Self.catalogPath, encoding: .utf8) == changed)
        #expect(try client.shutdownAndExit() == 0)
    }
}
