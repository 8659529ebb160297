/// `shutdown`: stop work and wait for `exit`; the result is `null`.
public struct ShutdownRequest: ParameterlessRequest {
    public static let method = "shutdown"
    /// Creates the message (it has no members).
    public init() {}
}

/// A request without params whose result is `null` (or ignored).
public protocol ParameterlessRequest: LSPRequest where Response == JSONValue {
    /// Creates the message (it has no members).
    init()
}

extension ParameterlessRequest {
    /// Reads the value from its JSON form.
    public init(json: JSONValue) { self.init() }
    /// The JSON form.
    public var json: JSONValue { .null }
    /// The JSON form of a response.
    public static func encode(_ response: JSONValue) -> JSONValue { .null }
    /// Reads a response.
    public static func decode(response: JSONValue) -> JSONValue { response }
}
