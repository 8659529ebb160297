/// A 0-based line and character offset; the character's unit is the negotiated position encoding
/// (UTF-16 unless the client and server agreed on another).
public struct Position: LSPValue, Hashable, Comparable {
    /// 0-based line.
    public var line: Int
    /// 0-based offset within the line, in the negotiated encoding.
    public var character: Int

    /// Creates a value from its members.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        _ = try json.members("position")
        line = try json.requiredInt("line")
        character = try json.requiredInt("character")
    }

    /// The JSON form.
    public var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    public static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

/// A range between two positions (end exclusive).
public struct Range: LSPValue, Hashable {
    /// The first position.
    public var start: Position
    /// The position after the last character.
    public var end: Position

    /// Creates a value from its members.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        _ = try json.members("range")
        start = try json.required("start")
        end = try json.required("end")
    }

    /// The JSON form.
    public var json: JSONValue { ["start": start.json, "end": end.json] }
}

/// A range in a document.
public struct Location: LSPValue, Hashable {
    /// The document.
    public var uri: String
    /// The range inside it.
    public var range: Range

    /// Creates a value from its members.
    public init(uri: String, range: Range) {
        self.uri = uri
        self.range = range
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        uri = try json.requiredString("uri")
        range = try json.required("range")
    }

    /// The JSON form.
    public var json: JSONValue { ["uri": .string(uri), "range": range.json] }
}
