/// The `error` member of a JSON-RPC response: a code from the specifications, a message, and
/// optional data.
public struct ResponseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The numeric code (see the `static` codes below).
    public var code: Int
    /// A short, human-readable description.
    public var message: String
    /// Extra information, when any.
    public var data: JSONValue?

    /// Creates a value from its members.
    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The error as a JSON object.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["code": .int(code), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }

    /// Reads an error object; a malformed one still yields an error (code `internalError`), since
    /// the peer clearly meant to report a failure.
    public init(json: JSONValue) {
        self.code = json["code"]?.intValue ?? Self.internalErrorCode
        self.message = json["message"]?.stringValue ?? "malformed error object"
        self.data = json["data"]
    }

    /// A readable form, for logs and test failures.
    public var description: String { "\(code): \(message)" }
}

// MARK: - Codes

extension ResponseError {
    /// JSON-RPC: the bytes were not JSON.
    public static let parseErrorCode = -32700
    /// JSON-RPC: JSON, but not a valid request object.
    public static let invalidRequestCode = -32600
    /// JSON-RPC: no such method (also required for unknown `$/` requests).
    public static let methodNotFoundCode = -32601
    /// JSON-RPC: the params do not have the shape the method needs.
    public static let invalidParamsCode = -32602
    /// JSON-RPC: the server failed while handling a valid request.
    public static let internalErrorCode = -32603
    /// LSP: a request arrived before `initialize`.
    public static let serverNotInitializedCode = -32002
    /// LSP: the client cancelled the request.
    public static let requestCancelledCode = -32800
    /// LSP: the request's input changed while it ran (content modified).
    public static let contentModifiedCode = -32801
    /// LSP: the server cancelled the request (for example, it is shutting down).
    public static let serverCancelledCode = -32802
    /// LSP: the request failed although it was well formed.
    public static let requestFailedCode = -32803

    /// The body was not JSON.
    public static func parseError(_ detail: String) -> ResponseError {
        ResponseError(code: parseErrorCode, message: "Parse error: \(detail)")
    }

    /// The JSON was not a request, notification or response.
    public static func invalidRequest(_ detail: String) -> ResponseError {
        ResponseError(code: invalidRequestCode, message: "Invalid request: \(detail)")
    }

    /// No handler for `method`.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: methodNotFoundCode, message: "Method not found: \(method)")
    }

    /// The params did not decode.
    public static func invalidParams(_ detail: String) -> ResponseError {
        ResponseError(code: invalidParamsCode, message: "Invalid params: \(detail)")
    }

    /// An unexpected failure in the server.
    public static func internalError(_ detail: String) -> ResponseError {
        ResponseError(code: internalErrorCode, message: "Internal error: \(detail)")
    }

    /// A request before `initialize`.
    public static let serverNotInitialized = ResponseError(
        code: serverNotInitializedCode, message: "Server not initialized: send initialize first")

    /// The client cancelled the request.
    public static let requestCancelled = ResponseError(code: requestCancelledCode, message: "Request cancelled")

    /// A well-formed request that could not be carried out.
    public static func requestFailed(_ detail: String) -> ResponseError {
        ResponseError(code: requestFailedCode, message: detail)
    }
}
