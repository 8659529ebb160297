/// A replacement of a range with new text.
public struct TextEdit: LSPValue, Hashable {
    /// The range replaced (empty for an insertion).
    public var range: Range
    /// The text put in its place.
    public var newText: String

    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }

    public init(json: JSONValue) throws(LSPDecodingError) {
        range = try json.required("range")
        newText = try json.requiredString("newText")
    }

    public var json: JSONValue { ["range": range.json, "newText": .string(newText)] }
}

/// Edits to one document, valid only against the stated version.
public struct TextDocumentEdit: LSPValue, Hashable {
    /// The document and the version the edits were computed against.
    public var textDocument: OptionalVersionedTextDocumentIdentifier
    /// The edits, non-overlapping.
    public var edits: [TextEdit]

    public init(textDocument: OptionalVersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }

    public init(json: JSONValue) throws(LSPDecodingError) {
        textDocument = try json.required("textDocument")
        edits = try json.requiredArray("edits")
    }

    public var json: JSONValue { ["textDocument": textDocument.json, "edits": edits.json] }
}

/// Changes to many documents. With `documentChanges` each document's edits carry its version, so
/// a client refuses an edit computed against text that has changed since.
public struct WorkspaceEdit: LSPValue, Hashable {
    /// Versioned per-document edits (preferred when the client supports them).
    public var documentChanges: [TextDocumentEdit]?
    /// Unversioned edits by URI (for clients without `documentChanges`).
    public var changes: [String: [TextEdit]]?

    public init(documentChanges: [TextDocumentEdit]? = nil, changes: [String: [TextEdit]]? = nil) {
        self.documentChanges = documentChanges
        self.changes = changes
    }

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

    public var json: JSONValue {
        jsonObject([
            "documentChanges": documentChanges?.json,
            "changes": changes.map { changes in .object(changes.mapValues(\.json)) },
        ])
    }
}
