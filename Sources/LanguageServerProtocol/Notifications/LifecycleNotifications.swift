/// `initialized`: the client received the `initialize` result.
public struct InitializedNotification: LSPNotification {
    public static let method = "initialized"
    /// Creates the message (it has no members).
    public init() {}
    /// Reads the value from its JSON form.
    public init(json: JSONValue) {}
    /// The JSON form.
    public var json: JSONValue { .object([:]) }
}

/// `exit`: the process must end (code 0 after `shutdown`, 1 otherwise).
public struct ExitNotification: LSPNotification {
    public static let method = "exit"
    /// Creates the message (it has no members).
    public init() {}
    /// Reads the value from its JSON form.
    public init(json: JSONValue) {}
    /// The JSON form.
    public var json: JSONValue { .null }
}

/// `$/cancelRequest`: the client no longer wants the answer to a request.
public struct CancelRequestNotification: LSPNotification {
    public static let method = "$/cancelRequest"

    /// The request to cancel.
    public var id: RequestID

    /// Creates a value from its members.
    public init(id: RequestID) { self.id = id }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        guard let raw = json["id"], let id = RequestID(json: raw) else { throw LSPDecodingError("missing 'id'") }
        self.id = id
    }

    /// The JSON form.
    public var json: JSONValue { ["id": id.json] }
}
