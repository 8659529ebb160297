/// `textDocument/codeAction`: fixes for the diagnostics in a range.
public struct CodeActionRequest: LSPRequest {
    public static let method = "textDocument/codeAction"
    public typealias Response = [CodeAction]

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The selected range.
    public var range: Range
    /// The diagnostics the client shows in that range.
    public var diagnostics: [Diagnostic]
    /// The kinds of action wanted (`quickfix`, …), when the client filters.
    public var only: [String]?

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, range: Range, diagnostics: [Diagnostic] = [], only: [String]? = nil) {
        self.textDocument = textDocument
        self.range = range
        self.diagnostics = diagnostics
        self.only = only
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        _ = try json.members("params")
        textDocument = try json.required("textDocument")
        range = try json.required("range")
        let context = json["context"] ?? .object([:])
        diagnostics = (try? context.requiredArray("diagnostics", of: Diagnostic.self)) ?? []
        only = context["only"]?.arrayValue?.compactMap(\.stringValue)
    }

    /// The JSON form.
    public var json: JSONValue {
        [
            "textDocument": textDocument.json, "range": range.json,
            "context": jsonObject(["diagnostics": diagnostics.json, "only": only.map { .array($0.map(JSONValue.string)) }]),
        ]
    }

    /// The JSON form of a response.
    public static func encode(_ response: [CodeAction]) -> JSONValue { response.json }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> [CodeAction] {
        response.isNull ? [] : try response.array()
    }
}

/// A fix or refactoring offered to the user.
public struct CodeAction: LSPValue, Hashable {
    /// The title shown.
    public var title: String
    /// `quickfix`, `refactor.rewrite`, …
    public var kind: String?
    /// The diagnostics it fixes.
    public var diagnostics: [Diagnostic]?
    /// Whether it is the preferred fix.
    public var isPreferred: Bool?
    /// The edit (filled by `codeAction/resolve` when computed lazily).
    public var edit: WorkspaceEdit?
    /// A command run after the edit.
    public var command: Command?
    /// Opaque data that lets `codeAction/resolve` find the action again.
    public var data: JSONValue?

    /// Creates a value from its members.
    public init(
        title: String, kind: String? = nil, diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil,
        edit: WorkspaceEdit? = nil, command: Command? = nil, data: JSONValue? = nil
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
        self.command = command
        self.data = data
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        title = try json.requiredString("title")
        kind = json["kind"]?.stringValue
        diagnostics = try json["diagnostics"].map { value throws(LSPDecodingError) in try value.array(context: "diagnostics") }
        isPreferred = json["isPreferred"]?.boolValue
        edit = try json.optional("edit")
        command = try json.optional("command")
        data = json["data"]
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject([
            "title": .string(title), "kind": kind.map(JSONValue.string), "diagnostics": diagnostics?.json,
            "isPreferred": isPreferred.map(JSONValue.bool), "edit": edit?.json, "command": command?.json, "data": data,
        ])
    }
}
