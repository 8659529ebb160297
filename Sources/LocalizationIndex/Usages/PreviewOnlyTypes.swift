import SwiftSourceScanner
import TextPositions

/// Private types that exist only for a file's previews: a `private struct DatePickerPreview: View`
/// or a `private struct Container<M>` that only `#Preview { Container<TagManager>() }` draws.
/// Their texts ("With Title", "No Title" in Swift Paperless) are for the developer's canvas, as
/// the `#Preview` block's own are, and never ship to users.
///
/// A type qualifies when it is declared `private` or `fileprivate` at the top of the file (so
/// nothing outside the file can use it) and every mention of its name outside its own body is
/// inside a preview (`#Preview`, a `PreviewProvider`). A type the file's shipping code mentions
/// anywhere, even once, ships.
enum PreviewOnlyTypes {
    /// The bodies of the preview-only types of `file`; empty when the file has no preview.
    static func ranges(in file: ScannedFile) -> [ByteRange] {
        let previews = file.regions.filter(\.isPreview).map(\.range)
        guard !previews.isEmpty else { return [] }
        let bytes = file.source.bytes
        var ranges: [ByteRange] = []
        for type in file.types where type.nestingPath.isEmpty && type.kind != .extension && type.kind != .protocol {
            guard isPrivate(type, in: bytes) else { continue }
            let name = Array(type.name.utf8)
            guard !name.isEmpty else { continue }
            var mentions = 0
            var isOnlyInPreviews = true
            var index = 0
            while let found = firstMention(of: name, in: bytes, from: index) {
                index = found + name.count
                if found >= type.range.start && found < type.range.end { continue }
                if found >= type.nameRange.start && found < type.nameRange.end { continue }
                mentions += 1
                if !previews.contains(where: { $0.start <= found && found < $0.end }) {
                    isOnlyInPreviews = false
                    break
                }
            }
            if mentions > 0 && isOnlyInPreviews { ranges.append(type.range) }
        }
        return ranges
    }

    /// Whether the declaration's modifiers, on its line before the keyword, say `private` or
    /// `fileprivate`.
    static func isPrivate(_ type: TypeDeclaration, in bytes: [UInt8]) -> Bool {
        var lineStart = min(type.range.start, bytes.count)
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let modifiers = String(decoding: bytes[lineStart..<min(type.range.start, bytes.count)], as: UTF8.self)
        return modifiers.split(separator: " ").contains { $0 == "private" || $0 == "fileprivate" }
    }

    /// The next place at or after `start` where `name` is written as a whole identifier.
    static func firstMention(of name: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while let found = SourceBytes.firstIndex(of: name, in: bytes, from: index) {
            let end = found + name.count
            if (found == 0 || !SourceBytes.isIdentifierByte(bytes[found - 1]))
                && (end == bytes.count || !SourceBytes.isIdentifierByte(bytes[end]))
            {
                return found
            }
            index = found + 1
        }
        return nil
    }
}
