/// `initialize`: the first request; the client states its capabilities, the server its own.
public struct InitializeRequest: LSPRequest {
    public static let method = "initialize"
    public typealias Response = InitializeResult

    /// The client's process id, when it has one.
    public var processId: Int?
    /// The workspace root (deprecated by `workspaceFolders` but still sent).
    public var rootUri: String?
    /// The older path form of the root.
    public var rootPath: String?
    /// The workspace folders.
    public var workspaceFolders: [WorkspaceFolder]?
    /// The client's capabilities.
    public var capabilities: ClientCapabilities
    /// Server settings given by the client at startup.
    public var initializationOptions: JSONValue?

    /// Creates a value from its members.
    public init(
        processId: Int? = nil, rootUri: String? = nil, rootPath: String? = nil,
        workspaceFolders: [WorkspaceFolder]? = nil, capabilities: ClientCapabilities = ClientCapabilities(),
        initializationOptions: JSONValue? = nil
    ) {
        self.processId = processId
        self.rootUri = rootUri
        self.rootPath = rootPath
        self.workspaceFolders = workspaceFolders
        self.capabilities = capabilities
        self.initializationOptions = initializationOptions
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        _ = try json.members("params")
        processId = json["processId"]?.intValue
        rootUri = json["rootUri"]?.stringValue
        rootPath = json["rootPath"]?.stringValue
        // Clients send broken folders sometimes; a bad folder list is dropped, not fatal.
        workspaceFolders = (try? json["workspaceFolders"].map { value throws(LSPDecodingError) in try value.array(of: WorkspaceFolder.self) }) ?? nil
        capabilities = ClientCapabilities(json: json["capabilities"] ?? .object([:]))
        initializationOptions = json["initializationOptions"]
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject([
            "processId": processId.map(JSONValue.int) ?? .null,
            "rootUri": rootUri.map(JSONValue.string) ?? .null,
            "rootPath": rootPath.map(JSONValue.string),
            "workspaceFolders": workspaceFolders?.json,
            "capabilities": capabilities.json,
            "initializationOptions": initializationOptions,
        ])
    }

    /// The JSON form of a response.
    public static func encode(_ response: InitializeResult) -> JSONValue { response.json }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> InitializeResult {
        try InitializeResult(json: response)
    }
}

/// What the client can do, kept as the JSON it sent with typed accessors for what we use: the
/// server never rejects a client for capabilities it does not understand.
public struct ClientCapabilities: LSPValue, Hashable {
    /// The capabilities object as sent.
    public var json: JSONValue

    /// Reads the value from its JSON form.
    public init(json: JSONValue = .object([:])) {
        self.json = json.objectValue == nil ? .object([:]) : json
    }

    private func value(_ path: String...) -> JSONValue? {
        var current: JSONValue? = json
        for key in path { current = current?[key] }
        return current
    }

    /// The position encodings the client offers, most preferred first (`general.positionEncodings`).
    public var positionEncodings: [String] {
        value("general", "positionEncodings")?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// Whether the client pulls diagnostics (`textDocument.diagnostic`).
    public var supportsPullDiagnostics: Bool { value("textDocument", "diagnostic") != nil }

    /// Whether the client answers `workspace/configuration`.
    public var supportsConfigurationRequest: Bool { value("workspace", "configuration")?.boolValue == true }

    /// Whether the client accepts `client/registerCapability` for watched files.
    public var supportsDynamicWatchedFiles: Bool {
        value("workspace", "didChangeWatchedFiles", "dynamicRegistration")?.boolValue == true
    }

    /// Whether the client shows `$/progress` created by `window/workDoneProgress/create`.
    public var supportsWorkDoneProgress: Bool { value("window", "workDoneProgress")?.boolValue == true }

    /// Whether workspace edits may use versioned `documentChanges`.
    public var supportsDocumentChanges: Bool {
        value("workspace", "workspaceEdit", "documentChanges")?.boolValue == true
    }

    /// Whether the client resolves code actions lazily, filling `edit`.
    public var supportsCodeActionResolveOfEdit: Bool {
        value("textDocument", "codeAction", "resolveSupport", "properties")?.arrayValue?.contains("edit") == true
    }

    /// Whether the client renders markdown in hovers.
    public var supportsMarkdownHover: Bool {
        guard let formats = value("textDocument", "hover", "contentFormat")?.arrayValue else { return true }
        return formats.contains("markdown")
    }

    /// Whether the client accepts `related information` on diagnostics.
    public var supportsRelatedInformation: Bool {
        value("textDocument", "publishDiagnostics", "relatedInformation")?.boolValue ?? true
    }

    /// Whether the client supports `workspace/diagnostic/refresh`.
    public var supportsDiagnosticRefresh: Bool {
        value("workspace", "diagnostics", "refreshSupport")?.boolValue == true
    }

    /// Whether the client supports `workspace/inlayHint/refresh`.
    public var supportsInlayHintRefresh: Bool {
        value("workspace", "inlayHint", "refreshSupport")?.boolValue == true
    }
}

/// The answer to `initialize`.
public struct InitializeResult: LSPValue {
    /// What the server does, as the JSON object the specification defines.
    public var capabilities: JSONValue
    /// The server's name and version.
    public var serverName: String
    /// The server's version.
    public var serverVersion: String?

    /// Creates a value from its members.
    public init(capabilities: JSONValue, serverName: String, serverVersion: String?) {
        self.capabilities = capabilities
        self.serverName = serverName
        self.serverVersion = serverVersion
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        capabilities = json["capabilities"] ?? .object([:])
        serverName = json["serverInfo"]?["name"]?.stringValue ?? ""
        serverVersion = json["serverInfo"]?["version"]?.stringValue
    }

    /// The JSON form.
    public var json: JSONValue {
        [
            "capabilities": capabilities,
            "serverInfo": jsonObject(["name": .string(serverName), "version": serverVersion.map(JSONValue.string)]),
        ]
    }
}
