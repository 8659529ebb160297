/// `textDocument/prepareRename`: whether the cursor is on a renamable key, and its range.
public struct PrepareRenameRequest: LSPRequest {
    public static let method = "textDocument/prepareRename"
    public typealias Response = PrepareRenameResult?

    /// Where the cursor is.
    public var params: TextDocumentPositionParams

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        params = TextDocumentPositionParams(textDocument: textDocument, position: position)
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) { params = try TextDocumentPositionParams(json: json) }
    /// The JSON form.
    public var json: JSONValue { params.json }
    /// The JSON form of a response.
    public static func encode(_ response: PrepareRenameResult?) -> JSONValue { response?.json ?? .null }
    /// Reads a response.
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

    /// Creates a value from its members.
    public init(range: Range, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        range = try json.required("range")
        placeholder = try json.requiredString("placeholder")
    }

    /// The JSON form.
    public var json: JSONValue { ["range": range.json, "placeholder": .string(placeholder)] }
}
