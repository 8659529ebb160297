import SwiftSourceScanner

/// What an `#if` condition is in the build users get: `DEBUG` is never set there, nor are the
/// conditions the project sets only outside its release configurations (nos's `STAGING`); any
/// other name, `os(…)`, `canImport(…)` or `swift(…)` may be either.
///
/// Three-valued: `false` only when the condition is false whatever the unknown parts are, so
/// `#if STAGING || DEBUG` is left out of the release build only when every side of the `||` is
/// (nos: its Release configuration sets neither), and `#if STAGING || BETA` stays in when `BETA`
/// is unknown.
enum CompilationCondition {
    /// The value of `condition` in a release build where `offInRelease` (and `DEBUG`) are unset:
    /// `true`, `false`, or `nil` when it depends on something unknown.
    static func valueInRelease(_ condition: String, offInRelease: Set<String>) -> Bool? {
        var parser = Parser(text: Array(condition.utf8), offInRelease: offInRelease)
        let value = parser.disjunction()
        // Text left over means the condition was not understood.
        parser.skipBlanks()
        return parser.position == parser.text.count ? value : nil
    }

    /// Whether the branch `region` stands for is left out of the release build: its own condition
    /// is false there, or an earlier branch's condition (`!c` in `negatedConditions`) is true.
    static func isOffInRelease(_ region: SourceRegion, offInRelease: Set<String>) -> Bool {
        guard case .conditionalBranch(let condition, let negated) = region.kind else { return false }
        if let condition, valueInRelease(condition, offInRelease: offInRelease) == false { return true }
        return negated.contains { valueInRelease($0, offInRelease: offInRelease) == false }
    }

    /// A recursive-descent reader of `||`, `&&`, `!`, parentheses, names and calls.
    private struct Parser {
        /// The condition's bytes.
        let text: [UInt8]
        /// Names unset in release builds besides `DEBUG`.
        let offInRelease: Set<String>
        /// The next byte to read.
        var position = 0

        /// Creates a reader at the start of `text`.
        init(text: [UInt8], offInRelease: Set<String>) {
            self.text = text
            self.offInRelease = offInRelease
        }

        /// Moves past spaces and tabs.
        mutating func skipBlanks() {
            while position < text.count, text[position] == UInt8(ascii: " ") || text[position] == UInt8(ascii: "\t") { position += 1 }
        }

        /// Whether the next bytes are `operator`; consumes them if so.
        mutating func take(_ symbol: String) -> Bool {
            skipBlanks()
            let bytes = Array(symbol.utf8)
            guard position + bytes.count <= text.count, Array(text[position..<(position + bytes.count)]) == bytes else { return false }
            position += bytes.count
            return true
        }

        /// `a || b || …`: true if any side is, false if every side is.
        mutating func disjunction() -> Bool? {
            var value = conjunction()
            while take("||") {
                let next = conjunction()
                value = value == true || next == true ? true : (value == false && next == false ? false : nil)
            }
            return value
        }

        /// `a && b && …`: false if any side is, true if every side is.
        mutating func conjunction() -> Bool? {
            var value = negation()
            while take("&&") {
                let next = negation()
                value = value == false || next == false ? false : (value == true && next == true ? true : nil)
            }
            return value
        }

        /// `!a`, `(a)` or a name.
        mutating func negation() -> Bool? {
            if take("!") { return negation().map { !$0 } }
            if take("(") {
                let value = disjunction()
                return take(")") ? value : nil
            }
            return name()
        }

        /// A name (`DEBUG`, `true`) or a call (`os(iOS)`, `canImport(UIKit)`: unknown).
        mutating func name() -> Bool? {
            skipBlanks()
            let start = position
            while position < text.count, Self.isNameByte(text[position]) { position += 1 }
            guard position > start else { return nil }
            let word = String(decoding: text[start..<position], as: UTF8.self)
            if take("(") {
                var depth = 1
                while position < text.count, depth > 0 {
                    if text[position] == UInt8(ascii: "(") { depth += 1 }
                    if text[position] == UInt8(ascii: ")") { depth -= 1 }
                    position += 1
                }
                return nil
            }
            switch word {
            case "true", "1": return true
            case "false", "0", "DEBUG": return false
            default: return offInRelease.contains(word) ? false : nil
            }
        }

        /// Whether `byte` continues a name.
        static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
    }
}
