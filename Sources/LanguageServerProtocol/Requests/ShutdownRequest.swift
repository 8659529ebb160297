/// `shutdown`: stop work and wait for `exit`; the result is `null`.
public struct ShutdownRequest: LSPRequest {
    public static let method = "shutdown"
    public typealias Response = JSONValue

    public init() {}
    public init(json: JSONValue) {}
    public var json: JSONValue { .null }
    public static func encode(_ response: JSONValue) -> JSONValue { .null }
    public static func decode(response: JSONValue) -> JSONValue { response }
}
