/// The `id` of a JSON-RPC request: an integer or a string, echoed unchanged in its response.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    /// A numeric id (what most clients send).
    case number(Int)
    /// A string id.
    case string(String)

    /// Reads an id; `nil` for anything JSON-RPC does not allow as an id (objects, arrays,
    /// Booleans, fractions, `null`).
    public init?(json: JSONValue) {
        switch json {
        case .int(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .double(let value) where value.rounded() == value && abs(value) < 9.0e15: self = .number(Int(value))
        default: return nil
        }
    }

    /// The id as JSON.
    public var json: JSONValue {
        switch self {
        case .number(let value): return .int(value)
        case .string(let value): return .string(value)
        }
    }

    /// A readable form, for logs and test failures.
    public var description: String {
        switch self {
        case .number(let value): return String(value)
        case .string(let value): return "\"\(value)\""
        }
    }
}
