/// The modules a Swift file imports, read from its text: what SwiftUI's views
/// (`SwiftUIImports`) and App Intents' initializers (`AppIntentsAPI`) need to know before a call
/// named like theirs is taken for theirs.
package enum SwiftImports {
    /// The word that starts an import declaration.
    private static let importWord = Array("import".utf8)

    /// The modules a Swift text imports: `import X`, `@_exported import X`, `@testable import X`,
    /// `import struct X.Y` … at the start of a line (a word `import` elsewhere is not one).
    package static func modules(in bytes: [UInt8]) -> [String] {
        var modules: [String] = []
        var index = 0
        while let found = SourceBytes.firstIndex(of: importWord, in: bytes, from: index) {
            index = found + importWord.count
            guard startsDeclaration(bytes, at: found), index < bytes.count, isSpace(bytes[index]) else { continue }
            var cursor = skipSpaces(bytes, from: index)
            var name = identifier(bytes, from: cursor)
            // `import struct SwiftUI.Text`: the kind comes first.
            if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(name) {
                cursor = skipSpaces(bytes, from: cursor + name.utf8.count)
                name = identifier(bytes, from: cursor)
            }
            if !name.isEmpty, !modules.contains(name) { modules.append(name) }
        }
        return modules
    }

    /// Whether only spaces and attributes (`@_exported`, `@testable`, `@preconcurrency`) stand
    /// between the line's start and `position`.
    private static func startsDeclaration(_ bytes: [UInt8], at position: Int) -> Bool {
        var cursor = position - 1
        while cursor >= 0, bytes[cursor] != UInt8(ascii: "\n") {
            let byte = bytes[cursor]
            guard isSpace(byte) || isIdentifierByte(byte) || byte == UInt8(ascii: "@") else { return false }
            cursor -= 1
        }
        // Words before `import` must each be an attribute.
        let line = bytes[(cursor + 1)..<position].split(whereSeparator: isSpace)
        return line.allSatisfy { $0.first == UInt8(ascii: "@") }
    }

    /// The identifier starting at `position` (empty when none does).
    private static func identifier(_ bytes: [UInt8], from position: Int) -> String {
        var end = position
        while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    /// The first position from `position` that is not a space or tab.
    private static func skipSpaces(_ bytes: [UInt8], from position: Int) -> Int {
        var cursor = position
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    /// A space or a tab.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// A letter, digit or underscore (ASCII: module names are).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
