import SwiftSourceScanner
import TextPositions

/// The localization lookups of one Objective-C or C file (`.m`, `.mm`, `.h`, `.c`), read shallowly:
/// a lexer that knows comments, string and character literals and preprocessor conditionals, and
/// a matcher for Foundation's lookup macros and `-localizedStringForKey:value:table:`.
///
/// Mixed apps (UTM) look keys up from Objective-C that no Swift file names; without this their
/// entries read as unused. Only lookups whose key is a literal are kept (`@"key"`, `"key"` in C
/// string macros, `CFSTR("key")`): a key held in a variable is not followed, so it produces no
/// usage at all rather than a guess.
public struct ObjectiveCSource: Sendable {
    /// One lookup whose key is written as a literal.
    public struct Lookup: Sendable, Equatable {
        /// The macro or method (`NSLocalizedString`, `localizedStringForKey`).
        public var callee: String
        /// The key, with the literal's escapes decoded.
        public var key: String
        /// The key literal's bytes (from `@` or `CFSTR` to the closing quote).
        public var keyRange: ByteRange
        /// The table (`Localizable` for `nil`, `NULL`, an empty literal or a macro without one).
        public var table: String
        /// The bundle as written: absent for the main-bundle macros, `.main` for
        /// `[NSBundle mainBundle]`/`NSBundle.mainBundle`, else the expression's text.
        public var bundle: BundleReference
        /// The comment argument's literal text, when it is one.
        public var comment: String?
        /// Whether a non-empty default value is shown when the key is missing.
        public var hasDefaultValue: Bool
        /// Whether the code ships: not inside `#if 0`, `#if DEBUG`/`#ifdef DEBUG` or the `#else` of
        /// `#if 1`.
        public var isShipping: Bool
        /// Whether `key` is a pattern, `*` standing for each name written between literal pieces
        /// (`@"keyword_" keyword` in a macro's body: `keyword_*`), not a key.
        public var isPattern = false
    }

    /// The lookups in source order.
    public let lookups: [Lookup]
    /// The text of every string literal outside comments and `#import` lines, each piece on its
    /// own: as for Swift, a key written anywhere in code may reach its table by a path the
    /// analysis does not follow (a table of display names handed to `NSLocalizedString(name, nil)`).
    public let literals: Set<String>
    /// Its classes that look their own texts up when a storyboard or XIB loads them.
    public let nibHooks: ObjectiveCNibHooks

    /// Reads the lookups of `bytes`.
    public init(bytes: [UInt8]) {
        let tokens = ObjectiveCLexer(bytes: bytes).tokens
        let matcher = ObjectiveCLookupMatcher(bytes: bytes, tokens: tokens)
        lookups = matcher.lookups()
        nibHooks = matcher.nibHooks()
        var literals: Set<String> = []
        for token in tokens where token.kind == .string {
            literals.insert(ObjectiveCLiteral.decode(bytes, token.range))
        }
        self.literals = literals
    }
}

/// One token of an Objective-C or C file: what the lookup matcher needs and no more.
struct ObjectiveCToken {
    /// The kinds of token.
    enum Kind: Equatable {
        /// A name (`NSLocalizedString`, `nil`).
        case identifier
        /// A string literal's quotes and contents (the `@` before it is a punctuation token).
        case string
        /// One punctuation byte (`(`, `,`, `@`, `:`, `[`).
        case punctuation(UInt8)
        /// Anything else (numbers, character literals, other bytes).
        case other
    }

    /// The kind.
    var kind: Kind
    /// The bytes.
    var range: ByteRange
    /// Whether the token is in code that ships (see `ObjectiveCSource.Lookup.isShipping`).
    var isShipping: Bool
}

/// Splits a C-family file into tokens, skipping comments and `#import`/`#include` lines and
/// tracking which preprocessor branches ship. Never fails: an unterminated literal or comment
/// ends at the end of the file.
struct ObjectiveCLexer {
    /// The tokens in order.
    private(set) var tokens: [ObjectiveCToken] = []

    /// What an open `#if` says about its current branch.
    private enum Branch {
        /// A branch that ships (or cannot be decided, which counts as shipping).
        case shipping
        /// A branch that never ships (`#if 0`, `#if DEBUG`, the `#else` of `#if 1`).
        case excluded
        /// A `#if 1` whose first branch ships and whose other branches do not.
        case alwaysTrue
        /// The `#else`/`#elif` part of an `#if 1`.
        case afterAlwaysTrue
    }

    /// Lexes `bytes`.
    init(bytes: [UInt8]) {
        var branches: [Branch] = []
        var excludedDepth = 0
        var index = 0
        var atLineStart = true
        let count = bytes.count
        func isShipping() -> Bool { excludedDepth == 0 }
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A { atLineStart = true; index += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C { index += 1; continue }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index = min(count, index + 2)
                continue
            }
            if byte == UInt8(ascii: "#"), atLineStart {
                let end = Self.directiveEnd(bytes, from: index)
                let words = Self.words(bytes, from: index + 1, to: end)
                let directive = words.first ?? ""
                switch directive {
                case "if", "ifdef", "ifndef":
                    let branch = Self.branch(directive: directive, condition: Array(words.dropFirst()))
                    branches.append(branch)
                    if branch == .excluded { excludedDepth += 1 }
                    index = end
                    continue
                case "elif", "else":
                    if let last = branches.last {
                        let next: Branch
                        switch last {
                        case .alwaysTrue, .afterAlwaysTrue: next = .afterAlwaysTrue
                        case .excluded, .shipping:
                            // The other branch of `#if 0` or `#ifdef DEBUG` ships; after a branch that
                            // could not be decided, so does this one.
                            next = directive == "elif" ? Self.branch(directive: "if", condition: Array(words.dropFirst())) : .shipping
                        }
                        if last == .excluded || last == .afterAlwaysTrue { excludedDepth -= 1 }
                        if next == .excluded || next == .afterAlwaysTrue { excludedDepth += 1 }
                        branches[branches.count - 1] = next
                    }
                    index = end
                    continue
                case "endif":
                    if let last = branches.popLast(), last == .excluded || last == .afterAlwaysTrue { excludedDepth -= 1 }
                    index = end
                    continue
                case "define":
                    // A macro's body is code wherever the macro is used: read on as tokens.
                    atLineStart = false
                    index += 1
                    continue
                default:
                    // `#import "x.h"`, `#include`, `#pragma`, `#error "…"`: no lookups.
                    index = end
                    continue
                }
            }
            atLineStart = false
            let start = index
            if byte == UInt8(ascii: "\"") {
                index = Self.literalEnd(bytes, from: index, quote: byte)
                tokens.append(ObjectiveCToken(kind: .string, range: ByteRange(start: start, end: index), isShipping: isShipping()))
            } else if byte == UInt8(ascii: "'") {
                index = Self.literalEnd(bytes, from: index, quote: byte)
                tokens.append(ObjectiveCToken(kind: .other, range: ByteRange(start: start, end: index), isShipping: isShipping()))
            } else if Self.isIdentifierStart(byte) {
                while index < count, Self.isIdentifierStart(bytes[index]) || (bytes[index] >= 0x30 && bytes[index] <= 0x39) { index += 1 }
                tokens.append(ObjectiveCToken(kind: .identifier, range: ByteRange(start: start, end: index), isShipping: isShipping()))
            } else if byte >= 0x30 && byte <= 0x39 {
                while index < count, Self.isIdentifierStart(bytes[index]) || (bytes[index] >= 0x30 && bytes[index] <= 0x39) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                tokens.append(ObjectiveCToken(kind: .other, range: ByteRange(start: start, end: index), isShipping: isShipping()))
            } else {
                index += 1
                tokens.append(ObjectiveCToken(kind: .punctuation(byte), range: ByteRange(start: start, end: index), isShipping: isShipping()))
            }
        }
    }

    /// Whether `byte` may start a C identifier (ASCII letters, `_`, `$`, or UTF-8).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80 || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// The end of a string or character literal starting at `start` (after its closing quote, or
    /// at the end of the line when it is not closed).
    static func literalEnd(_ bytes: [UInt8], from start: Int, quote: UInt8) -> Int {
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == quote { return index + 1 }
            if byte == 0x0A { return index }
            index += 1
        }
        return bytes.count
    }

    /// The end of the preprocessor directive starting at `start`: its line, continued by a
    /// backslash before the newline.
    static func directiveEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x0A, index == 0 || bytes[index - 1] != UInt8(ascii: "\\") { return index }
            index += 1
        }
        return bytes.count
    }

    /// The identifiers and numbers of a directive line (comments end it).
    static func words(_ bytes: [UInt8], from start: Int, to end: Int) -> [String] {
        var words: [String] = []
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") { break }
            if isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) {
                let wordStart = index
                while index < end, isIdentifierStart(bytes[index]) || (bytes[index] >= 0x30 && bytes[index] <= 0x39) { index += 1 }
                words.append(String(decoding: bytes[wordStart..<index], as: UTF8.self))
            } else {
                if byte == UInt8(ascii: "!") { words.append("!") }
                index += 1
            }
        }
        return words
    }

    /// What `#if`/`#ifdef`/`#ifndef` with `condition` (its words) says about its first branch.
    private static func branch(directive: String, condition: [String]) -> Branch {
        switch directive {
        case "ifdef": return condition.first == "DEBUG" ? .excluded : .shipping
        case "ifndef": return .shipping
        default:
            if condition == ["0"] || condition == ["DEBUG"] || condition == ["defined", "DEBUG"] { return .excluded }
            if condition == ["1"] { return .alwaysTrue }
            return .shipping
        }
    }
}
