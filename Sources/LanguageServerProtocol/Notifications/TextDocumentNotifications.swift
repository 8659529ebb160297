/// `textDocument/didOpen`: the client now owns the document's text.
public struct DidOpenTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didOpen"

    /// The document and its text.
    public var textDocument: TextDocumentItem

    /// Creates a value from its members.
    public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) { textDocument = try json.required("textDocument") }
    /// The JSON form.
    public var json: JSONValue { ["textDocument": textDocument.json] }
}

/// One change of a `didChange`: a range replacement, or the whole text when `range` is `nil`.
public struct TextDocumentContentChangeEvent: LSPValue, Hashable {
    /// The range replaced; `nil` replaces the whole document.
    public var range: Range?
    /// The new text.
    public var text: String

    /// Creates a value from its members.
    public init(range: Range?, text: String) {
        self.range = range
        self.text = text
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        range = try json.optional("range")
        text = try json.requiredString("text")
    }

    /// The JSON form.
    public var json: JSONValue { jsonObject(["range": range?.json, "text": .string(text)]) }
}

/// `textDocument/didChange`: edits to an open document, applied in order.
public struct DidChangeTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didChange"

    /// The document and its version after the changes.
    public var textDocument: VersionedTextDocumentIdentifier
    /// The changes, in order.
    public var contentChanges: [TextDocumentContentChangeEvent]

    /// Creates a value from its members.
    public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        textDocument = try json.required("textDocument")
        contentChanges = try json.requiredArray("contentChanges")
    }

    /// The JSON form.
    public var json: JSONValue { ["textDocument": textDocument.json, "contentChanges": contentChanges.json] }
}

/// `textDocument/didClose`: the file on disk is the truth again.
public struct DidCloseTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didClose"

    /// The document.
    public var textDocument: TextDocumentIdentifier

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) { textDocument = try json.required("textDocument") }
    /// The JSON form.
    public var json: JSONValue { ["textDocument": textDocument.json] }
}

/// `textDocument/didSave`: the document was written to disk.
public struct DidSaveTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didSave"

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The text saved, when the client includes it.
    public var text: String?

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        textDocument = try json.required("textDocument")
        text = json["text"]?.stringValue
    }

    /// The JSON form.
    public var json: JSONValue { jsonObject(["textDocument": textDocument.json, "text": text.map(JSONValue.string)]) }
}

/// `textDocument/publishDiagnostics` (server → client): a document's diagnostics, for a version.
public struct PublishDiagnosticsNotification: LSPNotification {
    public static let method = "textDocument/publishDiagnostics"

    /// The document.
    public var uri: String
    /// The version the diagnostics were computed for (absent for files not open).
    public var version: Int?
    /// The diagnostics (all of them: this replaces the previous set).
    public var diagnostics: [Diagnostic]

    /// Creates a value from its members.
    public init(uri: String, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        uri = try json.requiredString("uri")
        version = json["version"]?.intValue
        diagnostics = try json.requiredArray("diagnostics")
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject(["uri": .string(uri), "version": version.map(JSONValue.int), "diagnostics": diagnostics.json])
    }
}
