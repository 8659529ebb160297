import JSONRPC
import Testing

/// Feeds `input` (split into chunks of `chunkSize`) and collects what the framer yields.
private func frame(_ input: [UInt8], chunkSize: Int = .max) -> (bodies: [String], skipped: Int) {
    var framer = MessageFramer()
    var bodies: [String] = []
    var skipped = 0
    var index = 0
    while index < input.count {
        let end = min(input.count, index + chunkSize)
        framer.append(input[index..<end])
        index = end
        while let event = framer.next() {
            switch event {
            case .body(let body): bodies.append(String(decoding: body, as: UTF8.self))
            case .skipped: skipped += 1
            }
        }
    }
    return (bodies, skipped)
}

private func framed(_ body: String) -> [UInt8] {
    Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
}

@Suite struct MessageFramerTests {
    @Test func splitsBackToBackMessagesEvenByteByByte() {
        let input = framed(#"{"a":1}"#) + framed(#"{"b":"é"}"#)
        #expect(frame(input).bodies == [#"{"a":1}"#, #"{"b":"é"}"#])
        #expect(frame(input, chunkSize: 1).bodies == [#"{"a":1}"#, #"{"b":"é"}"#])
    }

    @Test func acceptsLFOnlyHeadersExtraHeadersAndAnyCase() {
        let input = Array("content-length: 2\nContent-Type: application/vscode-jsonrpc; charset=utf-8\n\n{}".utf8)
        #expect(frame(input).bodies == ["{}"])
    }

    @Test(arguments: ["Content-Length: -5", "Content-Length: abc", "Content-Length: ", "Content-Type: x", "Content-Length: 99999999999999"])
    func dropsHeaderBlocksWithoutAUsableLengthAndResynchronizes(_ header: String) {
        let input = Array("\(header)\r\n\r\n{\"junk\":1}\r\n".utf8) + framed("{}")
        let result = frame(input)
        #expect(result.bodies == ["{}"])
        #expect(result.skipped >= 1)
    }

    @Test func resynchronizesOnAHeaderGluedToTheEndOfGarbage() {
        let input = Array("this is not a header line\r\nng\"}".utf8) + framed("[1]")
        #expect(frame(input).bodies == ["[1]"])
    }

    @Test func survivesRandomBinaryGarbage() {
        var generator = SystemRandomNumberGenerator()
        let garbage = (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let result = frame(garbage + Array("\r\n\r\n".utf8) + framed(#"{"ok":true}"#), chunkSize: 997)
        #expect(result.bodies.last == #"{"ok":true}"#)
    }

    @Test func unreadHandsBackTheTailOfAnOverlongBody() {
        var framer = MessageFramer()
        let next = framed("{}")
        framer.append(Array("Content-Length: 5\r\n\r\n[1]".utf8) + next)
        guard case .body(let body) = framer.next() else {
            Issue.record("expected a body")
            return
        }
        #expect(body == Array("[1]Co".utf8))
        framer.unread(lastBytes: 2)
        #expect(framer.next() == .body(Array("{}".utf8)))
    }

    @Test func buffersHugeBodiesWithoutQuadraticCopying() {
        let blob = String(repeating: "x", count: 8 << 20)
        let body = #"{"blob":""# + blob + #""}"#
        let result = frame(framed(body) + framed("{}"), chunkSize: 64 * 1024)
        #expect(result.bodies.count == 2)
        #expect(result.bodies.first?.utf8.count == body.utf8.count)
    }
}
