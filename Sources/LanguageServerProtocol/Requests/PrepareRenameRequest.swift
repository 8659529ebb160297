/// `textDocument/prepareRename`: whether the cursor is on a renamable key, and its range.
public struct PrepareRenameRequest: LSPRequest {
    public static let method = "textDocument/prepareRename"
    public typealias Response = PrepareRenameResult?

    /// Where the cursor is.
    public var params: TextDocumentPositionParams

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        params = TextDocumentPositionParams(textDocument: textDocument, position: position)
    }

    public init(json: JSONValue) throws(LSPDecodingError) { params = try TextDocumentPositionParams(json: json) }
    public var json: JSONValue { params.json }
    public static func encode(_ response: PrepareRenameResult?) -> JSONValue { response?.json ?? .null }
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> PrepareRenameResult? {
        response.isNull ? nil : try PrepareRenameResult(json: response)
    }
}

/// The range to rename and the text to prefill.
public struct PrepareRenameResult: LSPValue, Hashable {
    /// The key's range.
    public var range: Range
    /// The key as shown in the rename box.
    public var placeholder: String

    public init(range: Range, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }

    public init(json: JSONValue) throws(LSPDecodingError) {
        range = try json.required("range")
        placeholder = try json.requiredString("placeholder")
    }

    public var json: JSONValue { ["range": range.json, "placeholder": .string(placeholder)] }
}
