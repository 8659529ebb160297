import Foundation
import JSONRPC
import LanguageServerProtocol
import Testing
import TestSupport

@testable import LocalizationServer

/// The view of `makeProject`, with `1️⃣` on the defined key and `2️⃣` on the missing one.
private let markedView = extractMarkers("import SwiftUI\nlet title = Text(\"wel1️⃣come\")\nlet body = Text(\"2️⃣missing.key\")\n")

/// The LSP position of a byte offset in an ASCII text.
private func position(of offset: Int, in text: String) -> Position {
    let lines = String(decoding: Array(text.utf8.prefix(offset)), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    return Position(line: lines.count - 1, character: lines.last?.utf8.count ?? 0)
}

/// A project on disk: a view using a key its catalog defines and one it lacks.
private func makeProject() throws -> (root: URL, viewURI: String, viewText: String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-l10n-load-\(UUID().uuidString)")
    let sources = root.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let text = markedView.text
    try text.write(to: sources.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
    let catalog = #"{ "sourceLanguage" : "en", "strings" : { "welcome" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome back" } } } } }, "version" : "1.0" }"#
    try (catalog + "\n").write(to: sources.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
    return (root, "file://" + sources.appendingPathComponent("View.swift").path, text)
}

/// Holds the server's workspace load back until the test opens it.
private final class LoadGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false

    /// Blocks until `open()`.
    func wait() {
        condition.lock()
        while !isOpen { condition.wait() }
        condition.unlock()
    }

    /// Lets the load finish.
    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    /// Server options whose workspace load waits for this gate.
    var options: ServerOptions {
        var options = ServerOptions(logLevel: .error, debounceMilliseconds: 0)
        options.workspaceLoader = { [self] roots, primaryRoot, configuration in
            wait()
            return LanguageServer.loadWorkspace(roots: roots, primaryRoot: primaryRoot, openConfiguration: configuration)
        }
        return options
    }
}

/// A server whose initial load of `makeProject` is held back by `gate`, with the view open.
private struct ServerDuringLoad {
    var root: URL
    var viewURI: String
    var text: String
    var gate: LoadGate
    var client: TestClient

    init(capabilities: JSONValue = [:]) throws {
        (root, viewURI, text) = try makeProject()
        let gate = LoadGate()
        self.gate = gate
        client = TestClient(options: gate.options)
        try client.initialize(capabilities: capabilities, rootURI: "file://" + root.path)
        client.open(uri: viewURI, text: text)
    }

    /// Removes the project.
    func removeProject() { try? FileManager.default.removeItem(at: root) }
}

/// The error code of a response, if it failed.
private func errorCode(_ result: Result<JSONValue, ResponseError>) -> Int? {
    if case .failure(let error) = result { return error.code }
    return nil
}

@Suite struct InitialLoadTests {
    /// Neovim 0.11 pulls diagnostics and may hover before the workspace is read; both must wait
    /// for the catalogs instead of reporting every key missing (or nothing, never asked again).
    @Test func requestsDuringTheInitialLoadAreAnsweredFromTheWholeProject() throws {
        let server = try ServerDuringLoad(capabilities: ["textDocument": ["diagnostic": [:], "hover": ["contentFormat": ["markdown"]]]])
        defer { server.removeProject() }
        let (client, gate, viewURI, text) = (server.client, server.gate, server.viewURI, server.text)
        let welcome = position(of: markedView["1️⃣"], in: text)
        let document = TextDocumentIdentifier(uri: viewURI)
        let pull = client.startRequest(method: DocumentDiagnosticRequest.method, params: DocumentDiagnosticRequest(textDocument: document).json)
        let hover = client.startRequest(method: HoverRequest.method, params: HoverRequest(textDocument: document, position: welcome).json)
        let cancelled = client.startRequest(method: HoverRequest.method, params: HoverRequest(textDocument: document, position: welcome).json)
        client.send(CancelRequestNotification(id: cancelled))
        #expect(errorCode(try client.waitForResponse(cancelled)) == ResponseError.requestCancelledCode)
        #expect(!client.hasResponse(pull))
        #expect(!client.hasResponse(hover))

        gate.open()
        let report = try DocumentDiagnosticReport(json: try client.waitForResponse(pull).get())
        #expect(report.items?.map(\.code) == ["missing-key"])
        #expect(report.items?.first?.range.start.line == position(of: markedView["2️⃣"], in: text).line)
        let answer = try Hover(json: try client.waitForResponse(hover).get())
        #expect(answer.contents.value.contains("Welcome back"))
        #expect(!answer.contents.value.contains("No catalog"))
        #expect(try client.shutdownAndExit() == 0)
    }

    /// Push clients get no diagnostics computed without the catalogs either (they would call
    /// every key missing until the next pass).
    @Test func pushedDiagnosticsWaitForTheInitialLoad() throws {
        let server = try ServerDuringLoad()
        defer { server.removeProject() }
        let (client, gate, viewURI) = (server.client, server.gate, server.viewURI)
        // Gives a pass (0 ms debounce) every chance to run early, were it allowed to.
        Thread.sleep(forTimeInterval: 0.3)
        gate.open()
        let first = try client.waitForDiagnostics(uri: viewURI, version: 1)
        #expect(first.diagnostics.map(\.code) == ["missing-key"])
        #expect(try client.shutdownAndExit() == 0)
    }

    /// `shutdown` during the load answers the held requests as cancelled, each exactly once.
    @Test func shutdownDuringTheInitialLoadCancelsHeldRequests() throws {
        let server = try ServerDuringLoad()
        defer { server.removeProject() }
        let (client, gate, viewURI) = (server.client, server.gate, server.viewURI)
        let held = client.startRequest(
            method: DefinitionRequest.method,
            params: DefinitionRequest(textDocument: .init(uri: viewURI), position: .init(line: 1, character: 20)).json)
        _ = try client.sendRaw(method: ShutdownRequest.method, params: nil)
        #expect(errorCode(try client.waitForResponse(held)) == ResponseError.requestCancelledCode)
        gate.open()
        #expect(try client.exit() == 0)
    }

    /// Lua clients (Neovim) send an empty table, `[]`, for "no settings".
    @Test func emptyArraySettingsAreNoSettings() throws {
        var settings = ServerSettings(debounceMilliseconds: 50, logLevel: .info)
        #expect(settings.apply([]).isEmpty)
        #expect(settings.apply(.null).isEmpty)
        #expect(settings.apply([1]) == ["settings must be an object"])
        #expect(settings.apply(["debounceMilliseconds": 7]).isEmpty)
        #expect(settings.debounceMilliseconds == 7)

        let client = TestClient(options: ServerOptions(logLevel: .warning, debounceMilliseconds: 0, loadsWorkspaceFromDisk: false))
        client.settings = []
        try client.initialize(capabilities: ["workspace": ["configuration": true]], initializationOptions: [])
        _ = try client.waitForServerRequest(ConfigurationRequest.method)
        client.send(DidChangeConfigurationNotification(settings: []))
        // The client answers `workspace/configuration` as it arrives, before the response to
        // the first request; the server reads that answer before the second request.
        _ = try client.sendRaw(method: WorkspaceSymbolRequest.method, params: ["query": ""])
        _ = try client.sendRaw(method: WorkspaceSymbolRequest.method, params: ["query": ""])
        #expect(client.serverRequestMethods.filter { $0 == ConfigurationRequest.method }.count == 2)
        client.timeout = 0.2
        #expect(throws: TestClient.Failure.self) {
            try client.waitForNotification("window/logMessage") { $0["message"]?.stringValue?.contains("settings") == true }
        }
    }
}
