import Foundation
import JSONRPC

/// A request being served: replies exactly once, whoever tries first (the handler, a
/// `$/cancelRequest`, or shutdown), and can stop its handler.
final class InFlightRequest: @unchecked Sendable {
    /// The request's id.
    let id: RequestID
    /// The request's method (for logs).
    let method: String
    private let connection: Connection
    private let lock = NSLock()
    private var hasReplied = false
    /// Shared with the handler, which stops early once it is set.
    let cancellation = CancellationFlag()

    /// Creates a value from its members.
    init(id: RequestID, method: String, connection: Connection) {
        self.id = id
        self.method = method
        self.connection = connection
    }

    /// Sends the response unless one was already sent; returns whether this call sent it.
    @discardableResult
    func reply(_ result: Result<JSONValue, ResponseError>) -> Bool {
        lock.lock()
        guard !hasReplied else {
            lock.unlock()
            return false
        }
        hasReplied = true
        lock.unlock()
        connection.send(.response(id: id, result: result))
        return true
    }

    /// Whether a response was sent.
    var isAnswered: Bool {
        lock.lock()
        defer { lock.unlock() }
        return hasReplied
    }

    /// Answers `RequestCancelled` (if not answered yet) and tells the handler to stop.
    func cancel() {
        reply(.failure(.requestCancelled))
        cancellation.cancel()
    }
}
