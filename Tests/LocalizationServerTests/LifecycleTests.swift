import JSONRPC
import LanguageServerProtocol
import LocalizationServer
import Testing
import TestSupport

/// The error code a failed call carried, or `nil` when it succeeded.
func errorCode(_ call: () throws -> Any) -> Int? {
    do {
        _ = try call()
        return nil
    } catch TestClient.Failure.response(let error) {
        return error.code
    } catch {
        Issue.record("unexpected failure \(error)")
        return nil
    }
}

@Suite struct LifecycleTests {
    @Test func refusesRequestsBeforeInitializeAndDropsNotifications() throws {
        let client = TestClient()
        client.open(uri: "file:///early.swift", text: "x")
        #expect(errorCode { try client.send(HoverRequest(textDocument: .init(uri: "file:///early.swift"), position: .init(line: 0, character: 0))) as Any } == -32002)
        try client.initialize()
        #expect(try client.send(HoverRequest(textDocument: .init(uri: "file:///early.swift"), position: .init(line: 0, character: 0))) == nil)
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func negotiatesUTF8PositionsWhenOfferedAndUTF16Otherwise() throws {
        let utf8Client = TestClient()
        let utf8 = try utf8Client.initialize(capabilities: ["general": ["positionEncodings": ["utf-16", "utf-8"]]])
        #expect(utf8.capabilities["positionEncoding"] == "utf-8")
        let utf16Client = TestClient()
        let utf16 = try utf16Client.initialize(capabilities: [:])
        #expect(utf16.capabilities["positionEncoding"] == "utf-16")
        #expect(utf16.capabilities["textDocumentSync"]?["change"] == 2)
        #expect(utf16.serverName == "swift-l10n")
    }

    @Test func offersPullDiagnosticsOnlyToClientsThatPull() throws {
        let pushing = try TestClient().initialize(capabilities: [:])
        #expect(pushing.capabilities["diagnosticProvider"] == nil)
        let pulling = try TestClient().initialize(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
        #expect(pulling.capabilities["diagnosticProvider"]?["workspaceDiagnostics"] == true)
    }

    @Test func answersTheSpecErrorCodes() throws {
        let client = TestClient()
        try client.initialize()
        #expect(errorCode { try client.sendRaw(method: "$/unknown", params: nil) } == -32601)
        #expect(errorCode { try client.sendRaw(method: "custom/unknown", params: [:]) } == -32601)
        #expect(errorCode { try client.sendRaw(method: HoverRequest.method, params: nil) } == -32602)
        #expect(errorCode { try client.sendRaw(method: HoverRequest.method, params: ["textDocument": 42, "position": "zero"]) } == -32602)
        #expect(errorCode { try client.sendRaw(method: InitializeRequest.method, params: ["capabilities": [:]]) } == -32600)
        client.send(CancelRequestNotification(id: .number(424242)))
        client.sendRaw(bytes: Array("Content-Length: 5\r\n\r\n{oops".utf8))
        #expect(try client.send(WorkspaceSymbolRequest(query: "x")).isEmpty)
    }

    @Test func refusesRequestsAfterShutdownAndExitsWithZero() throws {
        let client = TestClient()
        try client.initialize()
        try client.sendRaw(method: ShutdownRequest.method, params: nil)
        #expect(errorCode { try client.send(WorkspaceSymbolRequest(query: "")) } == -32600)
        #expect(try client.exit() == 0)
    }

    @Test func exitsWithOneWithoutShutdownOrWhenInputCloses() throws {
        let exiting = TestClient()
        try exiting.initialize()
        #expect(try exiting.exit() == 1)
        let closing = TestClient()
        try closing.initialize()
        #expect(try closing.closeInput() == 1)
    }

    @Test func takesSettingsFromInitializationOptionsAndConfiguration() throws {
        let client = TestClient()
        client.settings = ["debounceMilliseconds": 5]
        try client.initialize(
            capabilities: ["workspace": ["configuration": true]], initializationOptions: ["swift-l10n": ["logLevel": "error"]])
        let asked = try client.waitForServerRequest(ConfigurationRequest.method)
        #expect(asked["items"] == [["section": "swift-l10n"]])
    }
}
