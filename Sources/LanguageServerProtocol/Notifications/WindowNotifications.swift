/// The kinds of message in `window/logMessage`.
public enum MessageType: Int, Sendable, Hashable, Comparable {
    case error = 1
    case warning = 2
    case info = 3
    case log = 4
    case debug = 5

    public static func < (lhs: MessageType, rhs: MessageType) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// `window/logMessage` (server → client): a line for the client's log.
public struct LogMessageNotification: LSPNotification {
    public static let method = "window/logMessage"

    /// The level.
    public var type: MessageType
    /// The text.
    public var message: String

    /// Creates a value from its members.
    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        type = MessageType(rawValue: try json.requiredInt("type")) ?? .log
        message = try json.requiredString("message")
    }

    /// The JSON form.
    public var json: JSONValue { ["type": .int(type.rawValue), "message": .string(message)] }
}

/// `$/progress` (server → client) for a work-done token: begin, report or end.
public struct ProgressNotification: LSPNotification {
    public static let method = "$/progress"

    /// One step of a work-done progress.
    public enum Value: Sendable, Hashable {
        /// Starts the progress with a title.
        case begin(title: String, message: String?, percentage: Int?)
        /// Updates it.
        case report(message: String?, percentage: Int?)
        /// Ends it.
        case end(message: String?)
    }

    /// The token from `window/workDoneProgress/create`.
    public var token: String
    /// The step.
    public var value: Value

    /// Creates a value from its members.
    public init(token: String, value: Value) {
        self.token = token
        self.value = value
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        token = try json.requiredString("token")
        let raw = json["value"] ?? .null
        switch raw["kind"]?.stringValue {
        case "begin":
            value = .begin(title: raw["title"]?.stringValue ?? "", message: raw["message"]?.stringValue, percentage: raw["percentage"]?.intValue)
        case "report":
            value = .report(message: raw["message"]?.stringValue, percentage: raw["percentage"]?.intValue)
        case "end":
            value = .end(message: raw["message"]?.stringValue)
        default:
            throw LSPDecodingError("unknown progress kind")
        }
    }

    /// The JSON form.
    public var json: JSONValue {
        let valueJSON: JSONValue
        switch value {
        case .begin(let title, let message, let percentage):
            valueJSON = jsonObject([
                "kind": "begin", "title": .string(title), "message": message.map(JSONValue.string),
                "percentage": percentage.map(JSONValue.int),
            ])
        case .report(let message, let percentage):
            valueJSON = jsonObject(["kind": "report", "message": message.map(JSONValue.string), "percentage": percentage.map(JSONValue.int)])
        case .end(let message):
            valueJSON = jsonObject(["kind": "end", "message": message.map(JSONValue.string)])
        }
        return ["token": .string(token), "value": valueJSON]
    }
}
