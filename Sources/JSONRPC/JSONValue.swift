/// A JSON document held as a plain Swift value.
///
/// The protocol layers convert their types to and from this by hand instead of going through
/// `Codable` and Foundation's `JSONSerialization`: that keeps the hot path (every keystroke is a
/// `didChange`) free of bridging, and keeps unknown or oddly typed fields an ordinary value that a
/// handler can reject with `InvalidParams` instead of a decoding crash.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without fraction or exponent that fits in 64 bits.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string (already unescaped).
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; member order is not kept (JSON does not give it meaning).
    case object([String: JSONValue])
}

// MARK: - Reading members

extension JSONValue {
    /// The member `key` of an object, or `nil` for a missing member or a non-object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, when this is an integer or a double with an integral value that fits.
    public var intValue: Int? {
        switch self {
        case .int(let value):
            return value
        case .double(let value) where value.rounded() == value && abs(value) < 9.0e15:
            return Int(value)
        default:
            return nil
        }
    }

    /// The number as a double, when this is a number.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The Boolean, when this is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members, when this is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
    /// Creates the value from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates the value from a literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// Creates the value from a literal.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// Creates the value from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Creates the value from a literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// Creates the value from a literal.
    public init(nilLiteral: ()) { self = .null }
    /// Creates the value from a literal.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var members: [String: JSONValue] = [:]
        members.reserveCapacity(elements.count)
        for (key, value) in elements { members[key] = value }
        self = .object(members)
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text, for logs and test failures.
    public var description: String { serializedString() }
}
