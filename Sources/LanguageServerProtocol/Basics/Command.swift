/// A command the client asks the server to run through `workspace/executeCommand`.
public struct Command: LSPValue, Hashable {
    /// The title shown.
    public var title: String
    /// The command identifier.
    public var command: String
    /// Its arguments.
    public var arguments: [JSONValue]?

    /// Creates a value from its members.
    public init(title: String, command: String, arguments: [JSONValue]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        title = json["title"]?.stringValue ?? ""
        command = try json.requiredString("command")
        arguments = json["arguments"]?.arrayValue
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject(["title": .string(title), "command": .string(command), "arguments": arguments.map(JSONValue.array)])
    }
}

/// Markdown or plain text shown by the client.
public struct MarkupContent: LSPValue, Hashable {
    /// `markdown` or `plaintext`.
    public var kind: String
    /// The text.
    public var value: String

    /// Creates a value from its members.
    public init(kind: String = "markdown", value: String) {
        self.kind = kind
        self.value = value
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        kind = try json.requiredString("kind")
        value = try json.requiredString("value")
    }

    /// The JSON form.
    public var json: JSONValue { ["kind": .string(kind), "value": .string(value)] }
}

/// The kinds of symbol this server reports (a subset of LSP's `SymbolKind`).
public enum SymbolKind: Int, Sendable, Hashable {
    case file = 1
    case module = 2
    case namespace = 3
    case property = 7
    case field = 8
    case enumMember = 22
    case string = 15
    case key = 20
    case object = 19
}
