import LocalizationIndex
import StringCatalog
import TextPositions

/// Renaming a key inside a legacy table (`.strings`, `.stringsdict`): one edit replacing the key
/// token, every other byte kept.
///
/// `"old" = "Value";` → `"new" = "Value";`, and `<key>old</key>` → `<key>new</key>` in a
/// `.stringsdict`. Files the edit could damage are refused: binary or UTF-16/32 `.strings` (an
/// editor may not reopen them in the encoding the positions count in), files with syntax errors,
/// and key tokens that are not where the reader said.
enum LegacyKeyRename {
    /// The edit renaming `entry` of `file` (whose text is `bytes`) to `newKey`.
    static func edit(renaming entry: TableEntry, in file: TableFile, bytes: [UInt8], to newKey: String) -> RenameResult {
        guard !file.hasSyntaxErrors else { return .refused("\(file.path) has syntax errors; fix them before renaming") }
        guard entry.keyRange.start >= 0, entry.keyRange.end <= bytes.count, entry.keyRange.start < entry.keyRange.end else {
            return .refused("\(file.path) changed while renaming; try again")
        }
        let token = bytes[entry.keyRange.start..<entry.keyRange.end]
        switch file.format {
        case .strings:
            guard case .utf8 = file.strings?.encoding else {
                return .refused("\(file.path) is not UTF-8 text; rename it there by hand")
            }
            guard let quote = token.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") || isUnquotedToken(token) else {
                return .refused("\(file.path) is not a text .strings file; rename it there by hand")
            }
            let delimiter = quote == UInt8(ascii: "'") ? "'" : "\""
            return .edits([FileEdit(path: file.path, range: entry.keyRange, replacement: delimiter + stringsEscaped(newKey, quote: delimiter) + delimiter)])
        case .stringsDictionary:
            guard token.starts(with: Array("<key>".utf8)), token.reversed().starts(with: Array("</key>".utf8).reversed()) else {
                return .refused("\(file.path): the key of '\(entry.key)' is not a plain <key> element; rename it there by hand")
            }
            return .edits([FileEdit(path: file.path, range: entry.keyRange, replacement: "<key>" + xmlEscaped(newKey) + "</key>")])
        case .stringCatalog:
            return .refused("\(file.path) is a String Catalog")
        }
    }

    /// Whether `token` is an unquoted `.strings` word (letters, digits, `_$/:.-`).
    private static func isUnquotedToken(_ token: ArraySlice<UInt8>) -> Bool {
        token.allSatisfy(StringsFileReader.isUnquotedByte)
    }

    /// `text` escaped for the inside of a `.strings` string delimited by `quote`.
    static func stringsEscaped(_ text: String, quote: String) -> String {
        escaped(text, [quote: "\\" + quote, "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\r\n": "\\r\\n"])
    }

    /// `text` escaped for XML character data.
    static func xmlEscaped(_ text: String) -> String {
        escaped(text, ["&": "&amp;", "<": "&lt;", ">": "&gt;"])
    }

    /// `text` with each character found in `replacements` replaced by its entry.
    static func escaped(_ text: String, _ replacements: [String: String]) -> String {
        var result = ""
        for character in text {
            let single = String(character)
            result += replacements[single] ?? single
        }
        return result
    }
}
