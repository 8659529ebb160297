import Foundation
import JSONRPC
import LanguageServerProtocol
import LocalizationServer
import Testing
import TestSupport

/// A project on disk whose view uses a key its catalog lacks.
private func makeProject() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-l10n-server-\(UUID().uuidString)")
    let sources = root.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "import SwiftUI\nlet title = Text(\"missing.key\")\n".write(to: sources.appendingPathComponent("View.swift"), atomically: true, encoding: .utf8)
    try catalog(keys: []).write(to: sources.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
    return root
}

/// A catalog defining `keys` in English.
private func catalog(keys: [String]) -> String {
    let entries = keys.map { #""\#($0)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } }"# }
    return #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ", ")) }, "version" : "1.0" }"# + "\n"
}

@Suite struct WorkspaceOnDiskTests {
    @Test func reportsClosedFilesAfterIndexingAndFollowsWatchedChanges() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let client = TestClient(options: ServerOptions(logLevel: .error, debounceMilliseconds: 0))
        try client.initialize(capabilities: ["window": ["workDoneProgress": true]], rootURI: "file://" + root.path)
        _ = try client.waitForNotification(ProgressNotification.method) { $0["value"]?["kind"] == "end" }
        let viewURI = "file://" + root.appendingPathComponent("Sources/App/View.swift").path
        let closed = try client.waitForDiagnostics(uri: viewURI, version: nil)
        #expect(closed.version == nil)
        #expect(closed.diagnostics.contains { $0.code == "missing-key" })

        let catalogURL = root.appendingPathComponent("Sources/App/Localizable.xcstrings")
        try catalog(keys: ["missing.key"]).write(to: catalogURL, atomically: true, encoding: .utf8)
        let since = client.notificationCount
        client.send(DidChangeWatchedFilesNotification(changes: [FileEvent(uri: "file://" + catalogURL.path, type: .changed)]))
        let fixed = try client.waitForNotification(PublishDiagnosticsNotification.method, since: since) {
            $0["uri"]?.stringValue == viewURI && $0["diagnostics"]?.arrayValue?.contains { $0["code"] == "missing-key" } == false
        }
        #expect(fixed["version"] == nil)
        #expect(try client.shutdownAndExit() == 0)
    }

    @Test func pullsWorkspaceDiagnosticsForFilesThatAreNotOpen() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let client = TestClient(options: ServerOptions(logLevel: .error, debounceMilliseconds: 0))
        try client.initialize(
            capabilities: ["window": ["workDoneProgress": true], "textDocument": ["diagnostic": [:]]], rootURI: "file://" + root.path)
        _ = try client.waitForNotification(ProgressNotification.method) { $0["value"]?["kind"] == "end" }
        let viewURI = "file://" + root.appendingPathComponent("Sources/App/View.swift").path
        let reports = try client.send(WorkspaceDiagnosticRequest())
        let view = try #require(reports.first { $0.uri == viewURI })
        #expect(view.report.items?.contains { $0.code == "missing-key" } == true)
        let again = try client.send(WorkspaceDiagnosticRequest(previousResultIds: [viewURI: view.report.resultId ?? ""]))
        #expect(again.first { $0.uri == viewURI }?.report.items == nil)
    }
}
