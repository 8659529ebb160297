import Foundation

/// What a `Connection` delivers to its handler, in arrival order, from its reader thread.
public enum ConnectionEvent: Sendable {
    /// A valid message.
    case message(Message)
    /// Input that was skipped or rejected (already answered when it needed an answer); for logs.
    case protocolError(String)
    /// The input ended (the client went away or closed our stdin).
    case closed
}

/// A JSON-RPC connection over a `ByteStream`: one serial reader thread that frames and decodes
/// incoming bytes, and a locked writer any thread may use.
///
/// The reader never reorders: a `didChange` followed by a hover reaches the handler in that order,
/// which is what keeps documents correct. Malformed input is answered right here, as JSON-RPC
/// requires (`ParseError` / `InvalidRequest`, with the id when it could be read), and the reader
/// resynchronizes on the next header (see `MessageFramer`); the handler sees only valid messages.
public final class Connection: @unchecked Sendable {
    private let stream: any ByteStream
    private let writeLock = NSLock()
    private var isOutputClosed = false

    /// Creates a value from its members.
    public init(stream: any ByteStream) {
        self.stream = stream
    }

    /// A connection over this process's standard input and output.
    public static func standardIO() -> Connection {
        Connection(stream: FileDescriptorStream(input: 0, output: 1))
    }

    /// Two connections wired to each other in memory, for tests: (client, server).
    public static func memoryPair() -> (Connection, Connection) {
        let (first, second) = MemoryStream.pair()
        return (Connection(stream: first), Connection(stream: second))
    }

    /// Starts the reader thread; `handler` is called on it for every event, `.closed` last.
    public func start(handler: @escaping @Sendable (ConnectionEvent) -> Void) {
        let thread = Thread { [self] in
            self.readLoop(handler: handler)
        }
        thread.name = "jsonrpc-reader"
        // The JSON reader recurses once per nesting level (bounded by `JSONParser.maximumDepth`).
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func readLoop(handler: @Sendable (ConnectionEvent) -> Void) {
        var framer = MessageFramer()
        while true {
            let chunk = stream.read()
            if chunk.isEmpty { break }
            framer.append(chunk)
            while let event = framer.next() {
                switch event {
                case .skipped(let count, let reason):
                    handler(.protocolError("skipped \(count) bytes: \(reason)"))
                case .body(let body):
                    handleBody(body, framer: &framer, handler: handler)
                }
            }
        }
        handler(.closed)
    }

    private func handleBody(_ body: [UInt8], framer: inout MessageFramer, handler: @Sendable (ConnectionEvent) -> Void) {
        let value: JSONValue
        do {
            let (parsed, end) = try JSONParser.parsePrefix(body)
            if end < body.count {
                // A complete value followed by stray bytes: the length was too long and swallowed
                // the start of what follows. Keep the value and re-read the rest as stream input.
                framer.unread(lastBytes: body.count - end)
                handler(.protocolError("Content-Length was \(body.count - end) bytes too long"))
            }
            value = parsed
        } catch {
            let response = ResponseError.parseError(error.description)
            send(.response(id: nil, result: .failure(response)))
            handler(.protocolError(response.message))
            return
        }
        switch Message.decode(json: value) {
        case .message(let message):
            handler(.message(message))
        case .invalid(let id, let reply):
            if let reply {
                send(.response(id: id, result: .failure(reply)))
                handler(.protocolError(reply.message))
            } else {
                handler(.protocolError("dropped a malformed message: \(String(describing: value).prefix(200))"))
            }
        }
    }

    /// Serializes, frames and writes `message`; safe from any thread. Returns `false` when the
    /// other side is gone.
    @discardableResult
    public func send(_ message: Message) -> Bool {
        sendRaw(Self.framed(message))
    }

    /// `message` serialized with its `Content-Length` header, as `send` writes it (to prepare a
    /// message off the thread that will send it).
    public static func framed(_ message: Message) -> [UInt8] {
        var body = message.json.serialized()
        let header = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        body.insert(contentsOf: header, at: 0)
        return body
    }

    /// Writes raw bytes (tests use it to send broken framing).
    @discardableResult
    public func sendRaw(_ bytes: [UInt8]) -> Bool {
        writeLock.lock()
        defer { writeLock.unlock() }
        guard !isOutputClosed else { return false }
        return stream.write(bytes)
    }

    /// Closes the output side (the peer's reader then sees the end of input).
    public func closeOutput() {
        writeLock.lock()
        defer { writeLock.unlock() }
        guard !isOutputClosed else { return }
        isOutputClosed = true
        stream.closeOutput()
    }
}
