/// `workspace/configuration` (server → client): asks for settings sections.
public struct ConfigurationRequest: LSPRequest {
    public static let method = "workspace/configuration"
    public typealias Response = [JSONValue]

    /// The sections asked for (`swift-l10n`).
    public var sections: [String]

    /// Creates a value from its members.
    public init(sections: [String]) { self.sections = sections }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        sections = json["items"]?.arrayValue?.compactMap { $0["section"]?.stringValue } ?? []
    }

    /// The JSON form.
    public var json: JSONValue { ["items": .array(sections.map { ["section": .string($0)] })] }
    /// The JSON form of a response.
    public static func encode(_ response: [JSONValue]) -> JSONValue { .array(response) }
    /// Reads a response.
    public static func decode(response: JSONValue) -> [JSONValue] { response.arrayValue ?? [] }
}

/// `client/registerCapability` (server → client): here, file watchers for catalogs and config.
public struct RegisterCapabilityRequest: LSPRequest {
    public static let method = "client/registerCapability"
    public typealias Response = JSONValue

    /// The registrations: id, method and options.
    public var registrations: [JSONValue]

    /// Creates a value from its members.
    public init(registrations: [JSONValue]) { self.registrations = registrations }
    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) { registrations = json["registrations"]?.arrayValue ?? [] }
    /// The JSON form.
    public var json: JSONValue { ["registrations": .array(registrations)] }
    /// The JSON form of a response.
    public static func encode(_ response: JSONValue) -> JSONValue { .null }
    /// Reads a response.
    public static func decode(response: JSONValue) -> JSONValue { response }

    /// Registration of `workspace/didChangeWatchedFiles` for the given glob patterns.
    public static func watchingFiles(globs: [String], id: String = "swift-l10n-watched-files") -> RegisterCapabilityRequest {
        RegisterCapabilityRequest(registrations: [
            [
                "id": .string(id), "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": .array(globs.map { ["globPattern": .string($0)] })],
            ]
        ])
    }
}

/// `window/workDoneProgress/create` (server → client): creates a progress token.
public struct WorkDoneProgressCreateRequest: LSPRequest {
    public static let method = "window/workDoneProgress/create"
    public typealias Response = JSONValue

    /// The token later used in `$/progress`.
    public var token: String

    /// Creates a value from its members.
    public init(token: String) { self.token = token }
    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) { token = try json.requiredString("token") }
    /// The JSON form.
    public var json: JSONValue { ["token": .string(token)] }
    /// The JSON form of a response.
    public static func encode(_ response: JSONValue) -> JSONValue { .null }
    /// Reads a response.
    public static func decode(response: JSONValue) -> JSONValue { response }
}

/// `workspace/applyEdit` (server → client): asks the client to apply an edit.
public struct ApplyEditRequest: LSPRequest {
    public static let method = "workspace/applyEdit"
    public typealias Response = JSONValue

    /// A label for undo.
    public var label: String?
    /// The edit.
    public var edit: WorkspaceEdit

    /// Creates a value from its members.
    public init(label: String?, edit: WorkspaceEdit) {
        self.label = label
        self.edit = edit
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        label = json["label"]?.stringValue
        edit = try json.required("edit")
    }

    /// The JSON form.
    public var json: JSONValue { jsonObject(["label": label.map(JSONValue.string), "edit": edit.json]) }
    /// The JSON form of a response.
    public static func encode(_ response: JSONValue) -> JSONValue { response }
    /// Reads a response.
    public static func decode(response: JSONValue) -> JSONValue { response }
}

/// `workspace/diagnostic/refresh` (server → client): pulled diagnostics are stale, pull again.
public struct DiagnosticRefreshRequest: ParameterlessRequest {
    public static let method = "workspace/diagnostic/refresh"
    /// Creates the message (it has no members).
    public init() {}
}
