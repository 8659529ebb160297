import TextPositions

/// One JSON value read from a text, with the byte range it occupies.
///
/// Produced by `JSONReader`; every node remembers where it came from so diagnostics, hover and
/// go-to-definition can point into the original file. Nodes built in code carry an empty range
/// at offset 0.
public struct JSONNode: Sendable, Equatable {
    /// The value.
    public var value: JSONValue
    /// UTF-8 byte range of the value's text (for strings, including the quotes).
    public var range: ByteRange

    /// A node for `value` at `range`.
    public init(_ value: JSONValue, range: ByteRange = ByteRange(at: 0)) {
        self.value = value
        self.range = range
    }
}

/// One `"key" : value` member of a JSON object, in the order it appeared.
public struct JSONMember: Sendable, Equatable {
    /// The decoded key.
    public var key: String
    /// UTF-8 byte range of the key's text, including its quotes.
    public var keyRange: ByteRange
    /// The member's value.
    public var value: JSONNode

    /// A member; ranges default to empty for members built in code.
    public init(key: String, keyRange: ByteRange = ByteRange(at: 0), value: JSONNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }

    /// From the first byte of the key to the last byte of the value.
    public var range: ByteRange { ByteRange(start: keyRange.start, end: max(keyRange.end, value.range.end)) }
}

/// A JSON value: objects keep their members in insertion order (duplicates included), numbers
/// keep their text so nothing is lost when they are written back.
public enum JSONValue: Sendable, Equatable {
    /// An object, members in the order they were read.
    case object([JSONMember])
    /// An array.
    case array([JSONNode])
    /// A string, decoded.
    case string(String)
    /// A number as written (`1`, `-2.5e3`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// Text that could not be read as a value; the reader reported a problem for it.
    case invalid

    /// The members if this is an object.
    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The string if this is a string.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The boolean if this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The number as an `Int` if it is written as an integer that fits.
    public var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    /// A short name of the value's kind, for messages ("a string", "an object").
    public var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .invalid: return "invalid JSON"
        }
    }
}

extension JSONNode {
    /// The last member named `key` if this node is an object (JSON's "last duplicate wins").
    public func member(_ key: String) -> JSONMember? {
        value.members?.last { $0.key == key }
    }
}

/// Something wrong in a JSON text, with where it is.
public struct JSONProblem: Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in a sentence fragment ("expected ':' after object key").
    public var message: String
    /// UTF-8 byte range the problem points at (empty at the offset where reading stopped).
    public var range: ByteRange

    /// A problem at `range`.
    public init(message: String, range: ByteRange) {
        self.message = message
        self.range = range
    }

    /// `range: kind: message`, for logs and test failures.

    public var description: String { "\(range): \(message)" }
}

/// What `JSONReader` returns: the value it could read and what was wrong.
public struct JSONDocument: Sendable {
    /// The root value; `.invalid` with an empty range if the text held no value at all.
    public var root: JSONNode
    /// Syntax problems, in text order. Empty means the text was valid JSON.
    public var problems: [JSONProblem]
}
