@_exported import JSONRPC

/// Why a message's params could not be read as the type its method needs; the server answers
/// with `InvalidParams` carrying this description.
public struct LSPDecodingError: Error, Sendable, CustomStringConvertible {
    /// What was wrong, naming the member path.
    public var description: String

    /// Creates a value from its members.
    public init(_ description: String) {
        self.description = description
    }
}

/// A value with a hand-written conversion to and from its LSP JSON form.
///
/// Conversions are written out instead of derived from `Codable`: LSP has union types, optional
/// members that must be *absent* rather than `null`, and clients that reject unknown members.
public protocol LSPValue: Sendable {
    /// Reads the value, throwing on a missing member or a wrong type.
    init(json: JSONValue) throws(LSPDecodingError)
    /// The JSON form, with exactly the members the specification defines.
    var json: JSONValue { get }
}

/// A request of the protocol: its method name, params and response.
public protocol LSPRequest: LSPValue {
    /// The result type sent back (`nil` is encoded as JSON `null`).
    associatedtype Response: Sendable
    /// The JSON-RPC method name.
    static var method: String { get }
    /// The JSON form of a response.
    static func encode(_ response: Response) -> JSONValue
    /// Reads a response (used by test clients).
    static func decode(response: JSONValue) throws(LSPDecodingError) -> Response
}

/// A notification of the protocol.
public protocol LSPNotification: LSPValue {
    /// The JSON-RPC method name.
    static var method: String { get }
}

// MARK: - Member access helpers

extension JSONValue {
    /// The object's members, or an error naming `context`.
    public func members(_ context: String) throws(LSPDecodingError) -> [String: JSONValue] {
        guard case .object(let members) = self else { throw LSPDecodingError("\(context) must be an object, not \(kindName)") }
        return members
    }

    /// The required string member `key`.
    public func requiredString(_ key: String) throws(LSPDecodingError) -> String {
        guard let value = self[key] else { throw LSPDecodingError("missing '\(key)'") }
        guard let string = value.stringValue else { throw LSPDecodingError("'\(key)' must be a string") }
        return string
    }

    /// The required integer member `key`.
    public func requiredInt(_ key: String) throws(LSPDecodingError) -> Int {
        guard let value = self[key] else { throw LSPDecodingError("missing '\(key)'") }
        guard let int = value.intValue else { throw LSPDecodingError("'\(key)' must be an integer") }
        return int
    }

    /// The required member `key` converted to `T`.
    public func required<T: LSPValue>(_ key: String, as type: T.Type = T.self) throws(LSPDecodingError) -> T {
        guard let value = self[key], !value.isNull else { throw LSPDecodingError("missing '\(key)'") }
        do {
            return try T(json: value)
        } catch {
            throw LSPDecodingError("'\(key)': \(error.description)")
        }
    }

    /// The optional member `key` converted to `T` (`nil` when absent or `null`; an error when present but wrong).
    public func optional<T: LSPValue>(_ key: String, as type: T.Type = T.self) throws(LSPDecodingError) -> T? {
        guard let value = self[key], !value.isNull else { return nil }
        do {
            return try T(json: value)
        } catch {
            throw LSPDecodingError("'\(key)': \(error.description)")
        }
    }

    /// The required array member `key` with each element converted to `T`.
    public func requiredArray<T: LSPValue>(_ key: String, of type: T.Type = T.self) throws(LSPDecodingError) -> [T] {
        guard let value = self[key] else { throw LSPDecodingError("missing '\(key)'") }
        return try value.array(of: T.self, context: key)
    }

    /// This array with each element converted to `T`.
    public func array<T: LSPValue>(of type: T.Type = T.self, context: String = "value") throws(LSPDecodingError) -> [T] {
        guard case .array(let elements) = self else { throw LSPDecodingError("'\(context)' must be an array") }
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                result.append(try T(json: element))
            } catch {
                throw LSPDecodingError("'\(context)[\(index)]': \(error.description)")
            }
        }
        return result
    }

    /// A short name of this value's JSON type, for error messages.
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Builds a JSON object leaving out members whose value is `nil`, as LSP wants optional members.
public func jsonObject(_ members: KeyValuePairs<String, JSONValue?>) -> JSONValue {
    var result: [String: JSONValue] = [:]
    for (key, value) in members {
        if let value { result[key] = value }
    }
    return .object(result)
}

extension Array where Element: LSPValue {
    /// The elements as a JSON array.
    public var json: JSONValue { .array(map(\.json)) }
}

extension String: LSPValue {
    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        guard let value = json.stringValue else { throw LSPDecodingError("expected a string, not \(json.kindName)") }
        self = value
    }

    /// The JSON form.
    public var json: JSONValue { .string(self) }
}

extension JSONValue: LSPValue {
    /// Reads the value from its JSON form.
    public init(json: JSONValue) { self = json }
    /// The JSON form.
    public var json: JSONValue { self }
}
