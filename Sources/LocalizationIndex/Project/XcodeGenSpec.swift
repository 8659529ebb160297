import TextPositions

/// The permission texts an XcodeGen spec (`project.yml`) puts into the generated Info.plist, for
/// projects that commit the spec instead of the `.xcodeproj`.
///
/// Not a YAML reader: it scans lines of the form `INFOPLIST_KEY_NSCameraUsageDescription: "…"`
/// (build settings) and `NSCameraUsageDescription: "…"` (an `info: properties:` block), which is
/// how such texts are written in practice; anything else in the file is ignored.
public struct XcodeGenSpec: Sendable, Equatable {
    /// Workspace-relative path of the spec.
    public var path: String
    /// The permission texts found, in file order.
    public var usageDescriptions: [InfoPlist.Entry]

    /// Whether `path` names an XcodeGen spec (`project.yml` or `project.yaml`).
    public static func isSpec(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? Substring(path)
        return name == "project.yml" || name == "project.yaml"
    }

    /// Scans a spec's text.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        var entries: [InfoPlist.Entry] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            if let entry = Self.entry(in: bytes, from: lineStart, to: lineEnd) { entries.append(entry) }
            lineStart = lineEnd + 1
        }
        self.usageDescriptions = entries
    }

    /// The `key: value` on one line, if the key is a permission text.
    static func entry(in bytes: [UInt8], from start: Int, to end: Int) -> InfoPlist.Entry? {
        var index = start
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let keyStart = index
        while index < end, bytes[index] != UInt8(ascii: ":"), bytes[index] != 0x20 { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
        var key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
        let keyRange = ByteRange(start: keyStart, end: index)
        if key.hasPrefix("INFOPLIST_KEY_") { key.removeFirst("INFOPLIST_KEY_".count) }
        guard InfoPlist.isUsageDescriptionKey(key) else { return nil }
        index += 1
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        var valueEnd = end
        if valueEnd > index, bytes[valueEnd - 1] == 0x0D { valueEnd -= 1 }
        guard index < valueEnd else { return nil }  // a block value on the next lines: not read
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            var close = valueEnd - 1
            while close > index, bytes[close] != quote { close -= 1 }
            guard close > index else { return nil }
            let raw = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            let value = quote == UInt8(ascii: "'")
                ? raw.split(separator: "''", omittingEmptySubsequences: false).joined(separator: "'")
                : raw.split(separator: "\\\"", omittingEmptySubsequences: false).joined(separator: "\"")
            return InfoPlist.Entry(key: key, value: value, keyRange: keyRange, valueRange: ByteRange(start: index, end: close + 1))
        }
        // A plain scalar runs to a comment or the end of the line.
        var plainEnd = index
        while plainEnd < valueEnd, !(bytes[plainEnd] == UInt8(ascii: "#") && plainEnd > index && bytes[plainEnd - 1] == 0x20) { plainEnd += 1 }
        while plainEnd > index, bytes[plainEnd - 1] == 0x20 { plainEnd -= 1 }
        let value = String(decoding: bytes[index..<plainEnd], as: UTF8.self)
        if value == "|" || value == ">" || value.hasPrefix("|") || value.hasPrefix(">") { return nil }
        return InfoPlist.Entry(key: key, value: value, keyRange: keyRange, valueRange: ByteRange(start: index, end: plainEnd))
    }
}
