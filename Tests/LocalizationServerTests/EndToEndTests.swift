import Foundation
import JSONRPC
import LanguageServerProtocol
import Testing
import TestSupport

/// The built `swift-l10n` next to the test bundle (`swift build --build-tests` builds both).
private func builtExecutable() -> String? {
    var candidates: [URL] = []
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
    candidates.append(testBinary.deletingLastPathComponent().appendingPathComponent("swift-l10n"))
    candidates.append(testBinary.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("swift-l10n"))
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug/swift-l10n"))
    return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// A scratch project on disk: a Swift file and a catalog.
private func makeProject() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-l10n-e2e-\(UUID().uuidString)")
    let sources = root.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "import SwiftUI\nlet a = Text(\"greeting\")\n".write(to: sources.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
    try #"{"sourceLanguage":"en","strings":{"greeting":{}},"version":"1.0"}"#.write(
        to: sources.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
    return root
}

@Suite(.serialized) struct EndToEndTests {
    @Test func theBinaryServesAHandshakeSurvivesGarbageAndExitsCleanly() throws {
        let executable = try #require(builtExecutable(), "build swift-l10n first (swift build --build-tests)")
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let client = try TestClient(spawning: executable, arguments: ["lsp", "--log-level", "error"], currentDirectory: root.path)
        client.timeout = 30
        let result = try client.initialize(
            capabilities: ["window": ["workDoneProgress": true], "general": ["positionEncodings": ["utf-8"]]],
            rootURI: "file://" + root.path)
        #expect(result.capabilities["positionEncoding"] == "utf-8")
        let uri = "file://" + root.appendingPathComponent("Sources/App/View.swift").path
        client.open(uri: uri, text: "import SwiftUI\nlet a = Text(\"greeting\")\n")
        _ = try client.waitForDiagnostics(uri: uri, version: 1)
        // Indexing reports progress: a token is created, then begun and ended.
        #expect(try client.waitForServerRequest(WorkDoneProgressCreateRequest.method)["token"] != nil)
        _ = try client.waitForNotification(ProgressNotification.method) { $0["value"]?["kind"] == "end" }

        client.sendRaw(bytes: Array("Content-Length: abc\r\n\r\ngarbage\r\nContent-Length: 3\r\n\r\n{x}".utf8))
        _ = try client.send(HoverRequest(textDocument: TextDocumentIdentifier(uri: uri), position: Position(line: 1, character: 15)))
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func theBinaryExitsWhenItsInputCloses() throws {
        let executable = try #require(builtExecutable(), "build swift-l10n first (swift build --build-tests)")
        let client = try TestClient(spawning: executable, arguments: ["lsp", "--log-level", "error"])
        client.timeout = 30
        try client.initialize()
        #expect(try client.closeInput() == 1)
    }
}
