import TextPositions

/// One file of interest found under a workspace root, with its bytes.
public struct DiscoveredFile: Sendable, Hashable {
    /// Path relative to the workspace root, `/`-separated, never starting with `/` or `./`.
    public var path: String
    /// What the file is to localization.
    public var kind: WorkspaceFileKind
    /// The file's bytes; empty when contents were not requested or the file could not be read
    /// (then the workspace's `problems` says why).
    public var bytes: [UInt8]
    /// A large catalog opened instead of read (`DiscoveryOptions.streamedCatalogSize`; then
    /// `bytes` is empty): the index reads it through a window.
    public var streamed: ForwardBytes?

    /// Creates a file record.
    public init(path: String, kind: WorkspaceFileKind, bytes: [UInt8] = []) {
        self.path = path
        self.kind = kind
        self.bytes = bytes
    }

    /// The file name, the last path component.
    public var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The localization table a catalog or legacy table defines: its file name without extension
    /// (`Localizable.xcstrings` → `Localizable`); `nil` for other kinds.
    public var tableName: String? {
        switch kind {
        case .stringCatalog, .stringsTable, .stringsDictionary:
            let name = self.name
            guard let dot = name.lastIndex(of: ".") else { return name }
            return String(name[..<dot])
        default:
            return nil
        }
    }

    /// The locale of the nearest enclosing `xx.lproj` folder (`de.lproj/Localizable.strings` → `de`),
    /// or `nil` when the file is not inside one.
    public var lprojLocale: String? {
        let components = path.split(separator: "/")
        for component in components.dropLast().reversed() where component.hasSuffix(".lproj") {
            return String(component.dropLast(".lproj".count))
        }
        return nil
    }
}

/// A file or folder that discovery could not read; reported, never fatal.
public struct DiscoveryProblem: Sendable, Hashable, CustomStringConvertible {
    /// Root-relative path of the file or folder (`.` for the root itself).
    public var path: String
    /// What went wrong, in words (`permission denied`, `symbolic link loop` …).
    public var message: String

    /// Creates a problem record.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
