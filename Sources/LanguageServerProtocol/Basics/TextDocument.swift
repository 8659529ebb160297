/// Names a document by URI.
public struct TextDocumentIdentifier: LSPValue, Hashable {
    /// The document's URI.
    public var uri: String

    /// Creates a value from its members.
    public init(uri: String) { self.uri = uri }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        _ = try json.members("textDocument")
        uri = try json.requiredString("uri")
    }

    /// The JSON form.
    public var json: JSONValue { ["uri": .string(uri)] }
}

/// Names a document and the version a change produces.
public struct VersionedTextDocumentIdentifier: LSPValue, Hashable {
    /// The document's URI.
    public var uri: String
    /// The version after the change.
    public var version: Int

    /// Creates a value from its members.
    public init(uri: String, version: Int) {
        self.uri = uri
        self.version = version
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        _ = try json.members("textDocument")
        uri = try json.requiredString("uri")
        version = try json.requiredInt("version")
    }

    /// The JSON form.
    public var json: JSONValue { ["uri": .string(uri), "version": .int(version)] }
}

/// Names a document and, when it is open, the version an edit was computed against (`null` for a
/// file on disk).
public struct OptionalVersionedTextDocumentIdentifier: LSPValue, Hashable {
    /// The document's URI.
    public var uri: String
    /// The open document's version, or `nil` for the file on disk.
    public var version: Int?

    /// Creates a value from its members.
    public init(uri: String, version: Int?) {
        self.uri = uri
        self.version = version
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        uri = try json.requiredString("uri")
        version = json["version"]?.intValue
    }

    /// The JSON form.
    public var json: JSONValue { ["uri": .string(uri), "version": version.map(JSONValue.int) ?? .null] }
}

/// A document as the client opens it.
public struct TextDocumentItem: LSPValue, Hashable {
    /// The document's URI.
    public var uri: String
    /// The language (`swift`, `json`, …).
    public var languageId: String
    /// The version, incremented by every change.
    public var version: Int
    /// The full text.
    public var text: String

    /// Creates a value from its members.
    public init(uri: String, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        _ = try json.members("textDocument")
        uri = try json.requiredString("uri")
        languageId = json["languageId"]?.stringValue ?? ""
        version = try json.requiredInt("version")
        text = try json.requiredString("text")
    }

    /// The JSON form.
    public var json: JSONValue {
        ["uri": .string(uri), "languageId": .string(languageId), "version": .int(version), "text": .string(text)]
    }
}

/// A document and a position in it: the params of hover, definition and similar requests.
public struct TextDocumentPositionParams: LSPValue, Hashable {
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The position.
    public var position: Position

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        _ = try json.members("params")
        textDocument = try json.required("textDocument")
        position = try json.required("position")
    }

    /// The JSON form.
    public var json: JSONValue { ["textDocument": textDocument.json, "position": position.json] }
}

/// A workspace folder the client has open.
public struct WorkspaceFolder: LSPValue, Hashable {
    /// The folder's URI.
    public var uri: String
    /// Its display name.
    public var name: String

    /// Creates a value from its members.
    public init(uri: String, name: String) {
        self.uri = uri
        self.name = name
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        uri = try json.requiredString("uri")
        name = json["name"]?.stringValue ?? ""
    }

    /// The JSON form.
    public var json: JSONValue { ["uri": .string(uri), "name": .string(name)] }
}
