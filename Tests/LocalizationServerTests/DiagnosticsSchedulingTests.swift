import Foundation
import JSONRPC
import LanguageServerProtocol
import Testing
import TestSupport

@testable import LocalizationServer

/// How publications are ordered when the loop, the open-documents passes and the workspace parts
/// all send, and when the workspace-wide part runs while someone types.
@Suite struct DiagnosticsSchedulingTests {
    /// A board and the messages its sends produce, read from the other end of an in-memory pair.
    private final class Recorder: @unchecked Sendable {
        let board = DiagnosticsBoard()
        let connection: Connection
        private let peer: Connection
        private let condition = NSCondition()
        private var received: [PublishDiagnosticsNotification] = []

        init() {
            (connection, peer) = Connection.memoryPair()
            peer.start { [self] event in
                guard case .message(.notification(_, let params)) = event, let params,
                    let notification = try? PublishDiagnosticsNotification(json: params)
                else { return }
                condition.lock()
                received.append(notification)
                condition.broadcast()
                condition.unlock()
            }
        }

        /// The notifications received once `count` arrived (or after a second, whatever came).
        func notifications(count: Int) -> [PublishDiagnosticsNotification] {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date().addingTimeInterval(1)
            while received.count < count, condition.wait(until: deadline) {}
            return received
        }
    }

    private static let uri = "file:///project/View.swift"

    @Test func anOlderVersionIsNeverSentAfterANewerOneWasSeen() {
        let recorder = Recorder()
        recorder.board.noteVersion(4, of: Self.uri)
        recorder.board.noteVersion(5, of: Self.uri)
        recorder.board.send(Publication(uri: Self.uri, version: 4, diagnostics: []), ofVersion: 4, through: recorder.connection)
        recorder.board.send(Publication(uri: Self.uri, version: 5, diagnostics: []), ofVersion: 5, through: recorder.connection)
        // A repeat of the last publication is not sent either.
        recorder.board.send(Publication(uri: Self.uri, version: 5, diagnostics: []), ofVersion: 5, through: recorder.connection)
        #expect(recorder.notifications(count: 2).map(\.version) == [5])
    }

    @Test func preparedDiagnosticsAreSentOnlyForTheirTextAndWorkspace() {
        let recorder = Recorder()
        recorder.board.noteVersion(2, of: Self.uri)
        let prepared = PreparedPublication(publication: Publication(uri: Self.uri, version: 2, diagnostics: []), version: 2, revision: 7)
        recorder.board.store(prepared, through: recorder.connection)
        // Another file changed meanwhile (a new workspace revision): not sent, the pass computes anew.
        #expect(!recorder.board.sendPrepared(uri: Self.uri, version: 2, revision: 8, through: recorder.connection))
        recorder.board.store(prepared, through: recorder.connection)
        #expect(recorder.board.sendPrepared(uri: Self.uri, version: 2, revision: 7, through: recorder.connection))
        // The settings changed (a documentation link, a severity): what was prepared is dropped.
        recorder.board.store(prepared, through: recorder.connection)
        recorder.board.dropPrepared()
        #expect(!recorder.board.sendPrepared(uri: Self.uri, version: 2, revision: 7, through: recorder.connection))
        // Prepared for a version the document has already left: dropped when stored.
        recorder.board.noteVersion(3, of: Self.uri)
        recorder.board.store(prepared, through: recorder.connection)
        #expect(!recorder.board.sendPrepared(uri: Self.uri, version: 2, revision: 7, through: recorder.connection))
        #expect(recorder.notifications(count: 2).map(\.version) == [2])
    }

    /// When the debounce ends while a document's diagnostics are still being prepared, the pass
    /// leaves them to the preparation, which sends them when done (once): the pass does not
    /// compute them again meanwhile. Only for the text and workspace the preparation is for.
    @Test func aPreparationStillRunningWhenTheDebounceEndsSendsItsDiagnostics() {
        let recorder = Recorder()
        recorder.board.noteVersion(2, of: Self.uri)
        recorder.board.notePreparing(Self.uri, version: 2, revision: 7)
        // Another workspace revision, or another version: the pass computes them itself.
        #expect(!recorder.board.sendPrepared(uri: Self.uri, version: 2, revision: 8, through: recorder.connection))
        #expect(!recorder.board.sendPrepared(uri: Self.uri, version: 1, revision: 7, through: recorder.connection))
        #expect(recorder.board.sendPrepared(uri: Self.uri, version: 2, revision: 7, through: recorder.connection))
        let prepared = PreparedPublication(publication: Publication(uri: Self.uri, version: 2, diagnostics: []), version: 2, revision: 7)
        recorder.board.store(prepared, through: recorder.connection)
        #expect(recorder.notifications(count: 1).map(\.version) == [2])
        // Sent, not kept: the next pass finds nothing prepared.
        #expect(!recorder.board.sendPrepared(uri: Self.uri, version: 2, revision: 7, through: recorder.connection))
        // A preparation overtaken by a newer version sends nothing.
        recorder.board.notePreparing(Self.uri, version: 3, revision: 8)
        recorder.board.noteVersion(3, of: Self.uri)
        #expect(recorder.board.sendPrepared(uri: Self.uri, version: 3, revision: 8, through: recorder.connection))
        recorder.board.noteVersion(4, of: Self.uri)
        recorder.board.store(
            PreparedPublication(publication: Publication(uri: Self.uri, version: 3, diagnostics: []), version: 3, revision: 8),
            through: recorder.connection)
        #expect(recorder.notifications(count: 2).map(\.version) == [2])
    }

    @Test func aSupersededWorkspacePartCannotPublishAfterTheNewerPass() {
        let recorder = Recorder()
        let closed = "file:///project/Other.swift"
        recorder.board.noteGeneration(1)
        #expect(recorder.board.send(Publication(uri: closed, version: nil, diagnostics: []), unlessSupersededAfter: 1, through: recorder.connection))
        recorder.board.noteGeneration(2)
        #expect(!recorder.board.send(Publication(uri: "file:///project/Third.swift", version: nil, diagnostics: []), unlessSupersededAfter: 1, through: recorder.connection))
        #expect(recorder.notifications(count: 2).map(\.uri) == [closed])
    }

    /// Typing supersedes the workspace-wide part; it is owed again only once typing pauses (its
    /// deadline), never carried by the next keystroke's pass, which would make the keystroke after
    /// that wait for it.
    @Test func aSkippedWorkspacePartWaitsForThePauseInsteadOfTheNextKeystroke() throws {
        let (serverSide, _) = Connection.memoryPair()
        let server = LanguageServer(connection: serverSide, options: ServerOptions(logLevel: .error, loadsWorkspaceFromDisk: false))
        server.phase = .running
        server.diagnostics.workspacePassGenerations = [3]
        server.diagnostics.workspaceDeadline = nil
        server.diagnosticsDidPublish(generation: 3, workspace: nil)
        #expect(!server.diagnostics.needsWorkspacePass)
        let deadline = try #require(server.diagnostics.workspaceDeadline)
        #expect(deadline > Date())
        // Stopped midway: the files it published stay on the list to clear later.
        server.diagnostics.workspacePassGenerations = [4]
        server.diagnostics.publishedWorkspaceURIs = ["file:///project/A.swift"]
        server.diagnosticsDidPublish(generation: 4, workspace: WorkspacePublication(uris: ["file:///project/B.swift"], isComplete: false))
        #expect(server.diagnostics.publishedWorkspaceURIs == ["file:///project/A.swift", "file:///project/B.swift"])
        #expect(!server.diagnostics.needsWorkspacePass)
    }
}
