/// `shutdown`: stop work and wait for `exit`; the result is `null`.
public struct ShutdownRequest: ParameterlessRequest {
    public static let method = "shutdown"
    public init() {}
}

/// A request without params whose result is `null` (or ignored).
public protocol ParameterlessRequest: LSPRequest where Response == JSONValue {
    init()
}

extension ParameterlessRequest {
    public init(json: JSONValue) { self.init() }
    public var json: JSONValue { .null }
    public static func encode(_ response: JSONValue) -> JSONValue { .null }
    public static func decode(response: JSONValue) -> JSONValue { response }
}
