/// One JSON-RPC 2.0 message: a request (expects exactly one response), a notification (expects
/// none) or a response.
public enum Message: Sendable, Hashable {
    /// A call that must be answered.
    case request(id: RequestID, method: String, params: JSONValue?)
    /// A one-way message.
    case notification(method: String, params: JSONValue?)
    /// The answer to a request; `id` is `nil` only for errors about messages whose id could not be
    /// read (parse errors, invalid requests).
    case response(id: RequestID?, result: Result<JSONValue, ResponseError>)

    /// The message as a JSON object, with `"jsonrpc": "2.0"`.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": "2.0"]
        switch self {
        case .request(let id, let method, let params):
            members["id"] = id.json
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .notification(let method, let params):
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .response(let id, let result):
            members["id"] = id?.json ?? .null
            switch result {
            case .success(let value): members["result"] = value
            case .failure(let error): members["error"] = error.json
            }
        }
        return .object(members)
    }
}

/// What the decoder made of one framed body.
public enum DecodedMessage: Sendable, Hashable {
    /// A valid message.
    case message(Message)
    /// Not a valid message. `id` is the request's id when it could be read, so the error
    /// response can echo it; `reply` is `nil` when the spec wants silence (a broken notification).
    case invalid(id: RequestID?, reply: ResponseError?)
}

extension Message {
    /// Decodes a framed body: JSON parse, then the JSON-RPC shape.
    ///
    /// Bodies that are not JSON give `ParseError`; JSON that is not a message object (a string, a
    /// number, a batch array, an object id, a missing `method`) gives `InvalidRequest`, with the id
    /// when one could be read. A notification with a wrong `jsonrpc` member is dropped silently:
    /// there is nobody to answer.
    public static func decode(_ body: some Collection<UInt8>) -> DecodedMessage {
        let value: JSONValue
        do {
            value = try JSONParser.parse(body)
        } catch {
            return .invalid(id: nil, reply: .parseError(error.description))
        }
        return decode(json: value)
    }

    /// Decodes an already parsed JSON value (see `decode(_:)`).
    public static func decode(json value: JSONValue) -> DecodedMessage {
        guard case .object(let members) = value else {
            if case .array = value {
                return .invalid(id: nil, reply: .invalidRequest("batches are not part of the Language Server Protocol"))
            }
            return .invalid(id: nil, reply: .invalidRequest("a message must be a JSON object"))
        }
        let rawID = members["id"]
        let id = rawID.flatMap(RequestID.init(json:))
        let hasValidVersion = members["jsonrpc"]?.stringValue == "2.0"
        if let rawMethod = members["method"] {
            guard let method = rawMethod.stringValue else {
                return .invalid(id: id, reply: rawID == nil ? nil : .invalidRequest("'method' must be a string"))
            }
            let params = members["params"]
            guard let rawID else {
                // A notification: answering is not allowed, even when it is malformed.
                return hasValidVersion ? .message(.notification(method: method, params: params)) : .invalid(id: nil, reply: nil)
            }
            guard let id else {
                return .invalid(id: nil, reply: .invalidRequest("'id' must be an integer or a string, not \(rawID)"))
            }
            guard hasValidVersion else {
                return .invalid(id: id, reply: .invalidRequest("'jsonrpc' must be \"2.0\""))
            }
            return .message(.request(id: id, method: method, params: params))
        }
        if members["result"] != nil || members["error"] != nil {
            let result: Result<JSONValue, ResponseError>
            if let error = members["error"], !error.isNull {
                result = .failure(ResponseError(json: error))
            } else {
                result = .success(members["result"] ?? .null)
            }
            // A response with an unreadable id cannot be matched; it is reported, never answered.
            return rawID?.isNull == false && id == nil ? .invalid(id: nil, reply: nil) : .message(.response(id: id, result: result))
        }
        return .invalid(id: id, reply: .invalidRequest("neither a request, a notification nor a response"))
    }
}
