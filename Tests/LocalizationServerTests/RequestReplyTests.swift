import Foundation
import JSONRPC
import LanguageServerProtocol
import Testing
import TestSupport

@testable import LocalizationServer

@Suite struct RequestReplyTests {
    @Test func repliesExactlyOnceWhenCancelAndAnswerRace() throws {
        let (client, server) = Connection.memoryPair()
        let responses = ResponseCounter()
        client.start { event in
            if case .message(.response(let id, _)) = event { responses.add(id) }
        }
        for number in 0..<50 {
            let request = InFlightRequest(id: .number(number), method: "m", connection: server)
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                if index == 0 { request.cancel() } else { request.reply(.success(.null)) }
            }
        }
        server.send(.response(id: .string("end"), result: .success(.null)))
        let counts = responses.waitFor(.string("end"))
        #expect(counts.count == 51)
        #expect(counts.values.allSatisfy { $0 == 1 })
    }

    @Test func answersEveryRequestOfAFloodInAnyOrder() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri: "file:///a.swift", text: "Text(\"x\")")
        let ids = (0..<200).map { _ in
            client.startRequest(method: HoverRequest.method, params: HoverRequest(textDocument: .init(uri: "file:///a.swift"), position: .init(line: 0, character: 6)).json)
        }
        for id in ids { _ = try client.waitForResponse(id) }
        #expect(ids.allSatisfy(client.hasResponse))
    }
}

/// Counts responses per id.
private final class ResponseCounter: @unchecked Sendable {
    private let condition = NSCondition()
    private var counts: [RequestID: Int] = [:]

    func add(_ id: RequestID?) {
        guard let id else { return }
        condition.lock()
        counts[id, default: 0] += 1
        condition.broadcast()
        condition.unlock()
    }

    func waitFor(_ id: RequestID) -> [RequestID: Int] {
        let deadline = Date().addingTimeInterval(5)
        condition.lock()
        defer { condition.unlock() }
        while counts[id] == nil, condition.wait(until: deadline) {}
        return counts
    }
}
