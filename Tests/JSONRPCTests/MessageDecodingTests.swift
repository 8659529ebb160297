import JSONRPC
import Testing

@Suite struct MessageDecodingTests {
    private func decode(_ text: String) -> DecodedMessage { Message.decode(Array(text.utf8)) }

    @Test func readsRequestsNotificationsAndResponses() {
        #expect(decode(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":1}}"#) == .message(.request(id: .number(1), method: "m", params: ["a": 1])))
        #expect(decode(#"{"jsonrpc":"2.0","id":"s","method":"m"}"#) == .message(.request(id: .string("s"), method: "m", params: nil)))
        #expect(decode(#"{"jsonrpc":"2.0","method":"n"}"#) == .message(.notification(method: "n", params: nil)))
        #expect(decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#) == .message(.response(id: .number(3), result: .success(nil))))
        #expect(
            decode(#"{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"x"}}"#)
                == .message(.response(id: .number(4), result: .failure(ResponseError(code: -32601, message: "x")))))
    }

    @Test func answersParseErrorForBrokenJSON() {
        guard case .invalid(nil, let reply?) = decode(#"{"id":1,"#) else {
            Issue.record("expected an invalid message with a reply")
            return
        }
        #expect(reply.code == ResponseError.parseErrorCode)
    }

    @Test(arguments: [#""just a string""#, "42", "null", #"[{"jsonrpc":"2.0","id":1,"method":"m"}]"#, #"{"jsonrpc":"2.0","id":{"a":1},"method":"m"}"#])
    func answersInvalidRequestWithANullIDForNonMessages(_ text: String) {
        guard case .invalid(nil, let reply?) = decode(text) else {
            Issue.record("expected an invalid message with a reply")
            return
        }
        #expect(reply.code == ResponseError.invalidRequestCode)
    }

    @Test func answersInvalidRequestWithTheIDWhenOnlyTheVersionIsWrong() {
        guard case .invalid(.number(7)?, let reply?) = decode(#"{"id":7,"method":"m"}"#) else {
            Issue.record("expected an invalid message echoing id 7")
            return
        }
        #expect(reply.code == ResponseError.invalidRequestCode)
    }

    @Test func dropsBrokenNotificationsSilently() {
        #expect(decode(#"{"method":"n"}"#) == .invalid(id: nil, reply: nil))
    }

    @Test func serializesResponsesWithANullIDWhenUnknown() {
        let message = Message.response(id: nil, result: .failure(.parseError("x")))
        #expect(message.json["id"] == .null)
        #expect(message.json["jsonrpc"] == "2.0")
    }
}
