/// `textDocument/diagnostic`: the client pulls one document's diagnostics.
public struct DocumentDiagnosticRequest: LSPRequest {
    public static let method = "textDocument/diagnostic"
    public typealias Response = DocumentDiagnosticReport

    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// The id of the report the client already has; unchanged results answer `unchanged`.
    public var previousResultId: String?

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, previousResultId: String? = nil) {
        self.textDocument = textDocument
        self.previousResultId = previousResultId
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        textDocument = try json.required("textDocument")
        previousResultId = json["previousResultId"]?.stringValue
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject(["textDocument": textDocument.json, "previousResultId": previousResultId.map(JSONValue.string)])
    }

    /// The JSON form of a response.
    public static func encode(_ response: DocumentDiagnosticReport) -> JSONValue { response.json }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> DocumentDiagnosticReport {
        try DocumentDiagnosticReport(json: response)
    }
}

/// A pulled report: the full list, or `unchanged` since `resultId`.
public struct DocumentDiagnosticReport: LSPValue, Hashable {
    /// An id for the next pull's `previousResultId`.
    public var resultId: String?
    /// The diagnostics; `nil` for an `unchanged` report.
    public var items: [Diagnostic]?

    /// Creates a value from its members.
    public init(resultId: String?, items: [Diagnostic]?) {
        self.resultId = resultId
        self.items = items
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        resultId = json["resultId"]?.stringValue
        items = json["kind"]?.stringValue == "unchanged" ? nil : try json.requiredArray("items")
    }

    /// The JSON form.
    public var json: JSONValue {
        if let items {
            return jsonObject(["kind": "full", "resultId": resultId.map(JSONValue.string), "items": items.json])
        }
        return jsonObject(["kind": "unchanged", "resultId": .string(resultId ?? "")])
    }
}
