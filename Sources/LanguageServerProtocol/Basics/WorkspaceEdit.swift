/// A replacement of a range with new text.
public struct TextEdit: LSPValue, Hashable {
    /// The range replaced (empty for an insertion).
    public var range: Range
    /// The text put in its place.
    public var newText: String

    /// Creates a value from its members.
    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        range = try json.required("range")
        newText = try json.requiredString("newText")
    }

    /// The JSON form.
    public var json: JSONValue { ["range": range.json, "newText": .string(newText)] }
}

/// Edits to one document, valid only against the stated version.
public struct TextDocumentEdit: LSPValue, Hashable {
    /// The document and the version the edits were computed against.
    public var textDocument: OptionalVersionedTextDocumentIdentifier
    /// The edits, non-overlapping.
    public var edits: [TextEdit]

    /// Creates a value from its members.
    public init(textDocument: OptionalVersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        textDocument = try json.required("textDocument")
        edits = try json.requiredArray("edits")
    }

    /// The JSON form.
    public var json: JSONValue { ["textDocument": textDocument.json, "edits": edits.json] }
}

/// Changes to many documents. With `documentChanges` each document's edits carry its version, so
/// a client refuses an edit computed against text that has changed since.
public struct WorkspaceEdit: LSPValue, Hashable {
    /// Versioned per-document edits (preferred when the client supports them).
    public var documentChanges: [TextDocumentEdit]?
    /// Unversioned edits by URI (for clients without `documentChanges`).
    public var changes: [String: [TextEdit]]?

    /// Creates a value from its members.
    public init(documentChanges: [TextDocumentEdit]? = nil, changes: [String: [TextEdit]]? = nil) {
        self.documentChanges = documentChanges
        self.changes = changes
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        documentChanges = try json["documentChanges"].map { value throws(LSPDecodingError) in try value.array(context: "documentChanges") }
        if let raw = json["changes"]?.objectValue {
            var result: [String: [TextEdit]] = [:]
            for (uri, edits) in raw { result[uri] = try edits.array(context: "changes") }
            changes = result
        } else {
            changes = nil
        }
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject([
            "documentChanges": documentChanges?.json,
            "changes": changes.map { changes in .object(changes.mapValues(\.json)) },
        ])
    }
}
