import TextPositions

/// Maps between the client's `file://` URIs and the workspace-relative paths the analysis uses.
///
/// Files under the root get a relative path with forward slashes (what `WorkspaceDiscovery` and
/// `Workspace` use); files elsewhere keep their absolute path, so they can still be opened and
/// analysed on their own. Other URI schemes (`untitled:`) keep the URI itself as their path.
struct WorkspacePaths: Sendable, Hashable {
    /// The absolute root path, without a trailing slash; `nil` when the client gave no folder.
    var root: String?

    /// The path for `uri`.
    func path(forURI uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://host/path`: drop the authority (usually empty or `localhost`).
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
        let absolute = Self.percentDecoded(rest)
        guard let root else { return absolute }
        if absolute.hasPrefix(root + "/") { return String(absolute.dropFirst(root.count + 1)) }
        return absolute
    }

    /// The URI for a workspace path.
    func uri(forPath path: String) -> String {
        if path.contains(":"), !path.hasPrefix("/") { return path }
        let absolute: String
        if path.hasPrefix("/") {
            absolute = path
        } else if let root {
            absolute = root + "/" + path
        } else {
            absolute = "/" + path
        }
        return "file://" + Self.percentEncoded(absolute)
    }

    /// The absolute file-system path of a workspace path (for reading a closed file from disk).
    func absolutePath(of path: String) -> String? {
        if path.hasPrefix("/") { return path }
        if path.contains(":") { return nil }
        guard let root else { return nil }
        return root + "/" + path
    }

    /// The root path of a `file://` URI (`nil` for other schemes).
    static func rootPath(fromURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var path = WorkspacePaths(root: nil).path(forURI: uri)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    static func percentDecoded(_ text: Substring) -> String {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "%"), iterator.count >= 2,
                let high = iterator[iterator.startIndex].hexDigitValue, let low = iterator[iterator.startIndex + 1].hexDigitValue
            {
                bytes.append(high << 4 | low)
                iterator.removeFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func percentEncoded(_ path: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(path.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "+"):
                output.append(byte)
            default:
                output.append(UInt8(ascii: "%"))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

