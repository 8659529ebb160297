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

    public init(uri: String, type: FileChangeType) {
        self.uri = uri
        self.type = type
    }

    public init(json: JSONValue) throws(LSPDecodingError) {
        uri = try json.requiredString("uri")
        guard let type = FileChangeType(rawValue: try json.requiredInt("type")) else { throw LSPDecodingError("unknown file change type") }
        self.type = type
    }

    public var json: JSONValue { ["uri": .string(uri), "type": .int(type.rawValue)] }
}

/// `workspace/didChangeWatchedFiles`: files changed on disk.
public struct DidChangeWatchedFilesNotification: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"

    /// The events, in order.
    public var changes: [FileEvent]

    public init(changes: [FileEvent]) { self.changes = changes }
    public init(json: JSONValue) throws(LSPDecodingError) { changes = try json.requiredArray("changes") }
    public var json: JSONValue { ["changes": changes.json] }
}

/// `workspace/didChangeConfiguration`: settings changed (some clients send them, others only a nudge
/// to ask again with `workspace/configuration`).
public struct DidChangeConfigurationNotification: LSPNotification {
    public static let method = "workspace/didChangeConfiguration"

    /// The settings, when sent.
    public var settings: JSONValue

    public init(settings: JSONValue) { self.settings = settings }
    public init(json: JSONValue) { settings = json["settings"] ?? .null }
    public var json: JSONValue { ["settings": settings] }
}

/// `workspace/didChangeWorkspaceFolders`: folders were added or removed.
public struct DidChangeWorkspaceFoldersNotification: LSPNotification {
    public static let method = "workspace/didChangeWorkspaceFolders"

    /// Folders added.
    public var added: [WorkspaceFolder]
    /// Folders removed.
    public var removed: [WorkspaceFolder]

    public init(added: [WorkspaceFolder], removed: [WorkspaceFolder]) {
        self.added = added
        self.removed = removed
    }

    public init(json: JSONValue) throws(LSPDecodingError) {
        let event = json["event"] ?? .object([:])
        added = try event.requiredArray("added")
        removed = try event.requiredArray("removed")
    }

    public var json: JSONValue { ["event": ["added": added.json, "removed": removed.json]] }
}
