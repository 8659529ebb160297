/// How a watched file changed.
public enum FileChangeType: Int, Sendable, Hashable {
    case created = 1
    case changed = 2
    case deleted = 3
}

/// One watched-file event.
public struct FileEvent: LSPValue, Hashable {
    /// The file.
    public var uri: String
    /// What happened to it.
    public var type: FileChangeType

    /// Creates a value from its members.
    public init(uri: String, type: FileChangeType) {
        self.uri = uri
        self.type = type
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        uri = try json.requiredString("uri")
        guard let type = FileChangeType(rawValue: try json.requiredInt("type")) else { throw LSPDecodingError("unknown file change type") }
        self.type = type
    }

    /// The JSON form.
    public var json: JSONValue { ["uri": .string(uri), "type": .int(type.rawValue)] }
}

/// `workspace/didChangeWatchedFiles`: files changed on disk.
public struct DidChangeWatchedFilesNotification: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"

    /// The events, in order.
    public var changes: [FileEvent]

    /// Creates a value from its members.
    public init(changes: [FileEvent]) { self.changes = changes }
    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) { changes = try json.requiredArray("changes") }
    /// The JSON form.
    public var json: JSONValue { ["changes": changes.json] }
}

/// `workspace/didChangeConfiguration`: settings changed (some clients send them, others only a nudge
/// to ask again with `workspace/configuration`).
public struct DidChangeConfigurationNotification: LSPNotification {
    public static let method = "workspace/didChangeConfiguration"

    /// The settings, when sent.
    public var settings: JSONValue

    /// Creates a value from its members.
    public init(settings: JSONValue) { self.settings = settings }
    /// Reads the value from its JSON form.
    public init(json: JSONValue) { settings = json["settings"] ?? .null }
    /// The JSON form.
    public var json: JSONValue { ["settings": settings] }
}

/// `workspace/didChangeWorkspaceFolders`: folders were added or removed.
public struct DidChangeWorkspaceFoldersNotification: LSPNotification {
    public static let method = "workspace/didChangeWorkspaceFolders"

    /// Folders added.
    public var added: [WorkspaceFolder]
    /// Folders removed.
    public var removed: [WorkspaceFolder]

    /// Creates a value from its members.
    public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
        self.added = added
        self.removed = removed
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        let event = json["event"] ?? .object([:])
        added = try event.requiredArray("added")
        removed = try event.requiredArray("removed")
    }

    /// The JSON form.
    public var json: JSONValue { ["event": ["added": added.json, "removed": removed.json]] }
}
