/// `textDocument/inlayHint`: the source text shown beside symbolic keys.
public struct InlayHintRequest: LSPRequest {
    public static let method = "textDocument/inlayHint"
    public typealias Response = [InlayHint]

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The visible range.
    public var range: Range

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, range: Range) {
        self.textDocument = textDocument
        self.range = range
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        textDocument = try json.required("textDocument")
        range = try json.required("range")
    }

    /// The JSON form.
    public var json: JSONValue { ["textDocument": textDocument.json, "range": range.json] }
    /// The JSON form of a response.
    public static func encode(_ response: [InlayHint]) -> JSONValue { response.json }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> [InlayHint] {
        response.isNull ? [] : try response.array()
    }
}

/// A hint shown inline.
public struct InlayHint: LSPValue, Hashable {
    /// Where it is shown.
    public var position: Position
    /// The text.
    public var label: String
    /// Padding before the label.
    public var paddingLeft: Bool?
    /// A tooltip.
    public var tooltip: String?

    /// Creates a value from its members.
    public init(position: Position, label: String, paddingLeft: Bool? = nil, tooltip: String? = nil) {
        self.position = position
        self.label = label
        self.paddingLeft = paddingLeft
        self.tooltip = tooltip
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        position = try json.required("position")
        label = json["label"]?.stringValue ?? ""
        paddingLeft = json["paddingLeft"]?.boolValue
        tooltip = json["tooltip"]?.stringValue
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject([
            "position": position.json, "label": .string(label), "paddingLeft": paddingLeft.map(JSONValue.bool),
            "tooltip": tooltip.map(JSONValue.string),
        ])
    }
}
