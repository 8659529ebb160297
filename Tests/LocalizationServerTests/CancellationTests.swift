import Foundation
import JSONRPC
import LanguageServerProtocol
import LocalizationAnalysis
import Testing

@testable import LocalizationServer

@Suite struct CancellationTests {
    /// A project whose only finding is a missing key.
    private static func snapshot() -> Snapshot {
        var workspace = Workspace()
        workspace.set(path: "App/View.swift", text: "import SwiftUI\nlet title = Text(\"missing.key\")\n")
        workspace.set(path: "App/Localizable.xcstrings", text: #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#)
        return workspace.snapshot
    }

    private static func context(_ snapshot: Snapshot) -> RequestContext {
        RequestContext(
            snapshot: snapshot, encoding: .utf16, paths: WorkspacePaths(root: "/project"), openDocuments: [:],
            capabilities: ClientCapabilities(), ruleDocumentationBase: "https://example.org/rules#")
    }

    /// A cancelled `workspace/diagnostic` answers `RequestCancelled`, and the findings it did not
    /// finish are computed in full by the next request.
    @Test func cancelledWorkspaceDiagnosticsAnswerRequestCancelled() throws {
        let snapshot = Self.snapshot()
        let cancelled = Self.context(snapshot)
        cancelled.cancellation.cancel()
        #expect(throws: ResponseError.requestCancelled) {
            try Handlers.workspaceDiagnostics(WorkspaceDiagnosticRequest(), cancelled)
        }
        let reports = try Handlers.workspaceDiagnostics(WorkspaceDiagnosticRequest(), Self.context(snapshot))
        #expect(reports.map(\.uri) == ["file:///project/App/View.swift"])
        #expect(reports.first?.report.items?.map(\.code) == ["missing-key"])
    }

    /// The findings stop between rules once cancelled, and a stopped run caches nothing.
    @Test func findingsStopBetweenRulesWhenCancelled() {
        let snapshot = Self.snapshot()
        var asked = 0
        #expect(snapshot.allFindings(stoppingWhen: { asked += 1; return asked > 2 }) == nil)
        #expect(asked == 3)
        #expect(snapshot.allFindings(stoppingWhen: { false })?.map(\.ruleID) == ["missing-key"])
        #expect(snapshot.allFindings().map(\.ruleID) == ["missing-key"])
    }
}
