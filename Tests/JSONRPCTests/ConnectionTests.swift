import Foundation
import JSONRPC
import Testing

/// Collects what a connection delivers.
private final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var messages: [Message] = []
    private var isClosed = false

    func add(_ event: ConnectionEvent) {
        condition.lock()
        switch event {
        case .message(let message): messages.append(message)
        case .closed: isClosed = true
        case .protocolError: break
        }
        condition.broadcast()
        condition.unlock()
    }

    func wait(count: Int) -> [Message] {
        let deadline = Date().addingTimeInterval(5)
        condition.lock()
        defer { condition.unlock() }
        while messages.count < count, condition.wait(until: deadline) {}
        return messages
    }

    func waitClosed() -> Bool {
        let deadline = Date().addingTimeInterval(5)
        condition.lock()
        defer { condition.unlock() }
        while !isClosed, condition.wait(until: deadline) {}
        return isClosed
    }
}

@Suite struct ConnectionTests {
    @Test func deliversMessagesInOrderAndAnswersBrokenInputItself() {
        let (client, server) = Connection.memoryPair()
        let serverInbox = Inbox()
        let clientInbox = Inbox()
        server.start { serverInbox.add($0) }
        client.start { clientInbox.add($0) }
        client.send(.notification(method: "first", params: nil))
        client.sendRaw(Array("Content-Length: 3\r\n\r\n{x}garbage\r\n".utf8))
        client.send(.request(id: .number(1), method: "second", params: ["a": "é"]))

        let received = serverInbox.wait(count: 2)
        #expect(received == [.notification(method: "first", params: nil), .request(id: .number(1), method: "second", params: ["a": "é"])])
        let answers = clientInbox.wait(count: 1)
        guard case .response(nil, .failure(let error))? = answers.first else {
            Issue.record("expected a ParseError response, got \(answers)")
            return
        }
        #expect(error.code == ResponseError.parseErrorCode)
    }

    @Test func keepsAValueWhoseLengthWasTooLongAndReadsTheNextMessage() {
        let (client, server) = Connection.memoryPair()
        let inbox = Inbox()
        server.start { inbox.add($0) }
        let body = Array(#"{"jsonrpc":"2.0","method":"a"}"#.utf8)
        client.sendRaw(Array("Content-Length: \(body.count + 10)\r\n\r\n".utf8) + body)
        client.send(.notification(method: "b", params: nil))
        #expect(inbox.wait(count: 2) == [.notification(method: "a", params: nil), .notification(method: "b", params: nil)])
    }

    @Test func reportsTheEndOfInput() {
        let (client, server) = Connection.memoryPair()
        let inbox = Inbox()
        server.start { inbox.add($0) }
        client.closeOutput()
        #expect(inbox.waitClosed())
    }
}
