/// `codeAction/resolve`: fills in the edit of an action listed without one.
public struct CodeActionResolveRequest: LSPRequest {
    public static let method = "codeAction/resolve"
    public typealias Response = CodeAction

    /// The action as the server listed it (with its `data`).
    public var action: CodeAction

    public init(action: CodeAction) { self.action = action }
    public init(json: JSONValue) throws(LSPDecodingError) { action = try CodeAction(json: json) }
    public var json: JSONValue { action.json }
    public static func encode(_ response: CodeAction) -> JSONValue { response.json }
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> CodeAction { try CodeAction(json: response) }
}
