import SwiftSourceScanner
import TextPositions

/// Finds Foundation's lookups in an Objective-C or C file's tokens: the `NSLocalizedString…`
/// and `CFCopyLocalizedString…` macros by their argument positions, and the message
/// `[bundle localizedStringForKey:key value:value table:table]`.
struct ObjectiveCLookupMatcher {
    /// The file's bytes.
    let bytes: [UInt8]
    /// Its tokens.
    let tokens: [ObjectiveCToken]

    /// Where a lookup macro takes its arguments (`nil`: it has no such argument).
    private struct MacroShape {
        /// The key's position.
        var key = 0
        /// The table's position.
        var table: Int?
        /// The bundle's position.
        var bundle: Int?
        /// The default value's position.
        var value: Int?
        /// The comment's position.
        var comment: Int
    }

    /// Foundation's and Core Foundation's lookup macros.
    private static let macros: [String: MacroShape] = [
        "NSLocalizedString": MacroShape(comment: 1),
        "NSLocalizedStringFromTable": MacroShape(table: 1, comment: 2),
        "NSLocalizedStringFromTableInBundle": MacroShape(table: 1, bundle: 2, comment: 3),
        "NSLocalizedStringWithDefaultValue": MacroShape(table: 1, bundle: 2, value: 3, comment: 4),
        "CFCopyLocalizedString": MacroShape(comment: 1),
        "CFCopyLocalizedStringFromTable": MacroShape(table: 1, comment: 2),
        "CFCopyLocalizedStringFromTableInBundle": MacroShape(table: 1, bundle: 2, comment: 3),
        "CFCopyLocalizedStringWithDefaultValue": MacroShape(table: 1, bundle: 2, value: 3, comment: 4),
    ]

    /// Every lookup with a literal key (or a pattern no use of its macro enumerates), in source order.
    func lookups() -> [ObjectiveCSource.Lookup] {
        var lookups: [ObjectiveCSource.Lookup] = []
        var openBrackets: [Int] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .punctuation(UInt8(ascii: "[")):
                openBrackets.append(index)
            case .punctuation(UInt8(ascii: "]")):
                _ = openBrackets.popLast()
            case .identifier:
                let name = text(token.range)
                if let shape = Self.macros[name], isPunctuation(index + 1, "("),
                    let lookup = macroLookup(name: name, shape: shape, open: index + 1)
                {
                    lookups.append(lookup)
                } else if name == "localizedStringForKey", isPunctuation(index + 1, ":"), let open = openBrackets.last,
                    let lookup = messageLookup(open: open, selector: index)
                {
                    lookups.append(lookup)
                }
            default:
                break
            }
            index += 1
        }
        return expandingMacroPatterns(lookups)
    }

    /// When the identifier at `index` is a lookup macro whose key is not a literal (a key
    /// computed at run time) and names one of `names` (`self.text`): `.some(table)`, the table
    /// `nil` when it is computed too; `nil` when it is no such lookup.
    func computedKeyLookupTable(at index: Int, naming names: Set<String>) -> String?? {
        guard let shape = Self.macros[text(tokens[index].range)], isPunctuation(index + 1, "(") else { return nil }
        let arguments = self.arguments(open: index + 1)
        guard shape.key < arguments.count, !arguments[shape.key].isEmpty, literal(arguments[shape.key]) == nil,
            arguments[shape.key].contains(where: { tokens[$0].kind == .identifier && names.contains(text(tokens[$0].range)) })
        else { return nil }
        guard let position = shape.table else { return .some("Localizable") }
        return .some(position < arguments.count ? tableName(arguments[position]) : nil)
    }

    // MARK: - Macros

    /// The lookup of the macro `name` whose `(` is at `open`, when its key is a literal.
    private func macroLookup(name: String, shape: MacroShape, open: Int) -> ObjectiveCSource.Lookup? {
        let arguments = self.arguments(open: open)
        guard shape.key < arguments.count, let key = literal(arguments[shape.key]) ?? keyPattern(arguments[shape.key]) else { return nil }
        var table = "Localizable"
        if let position = shape.table {
            guard position < arguments.count, let name = tableName(arguments[position]) else { return nil }
            table = name
        }
        var bundle = BundleReference.absent
        if let position = shape.bundle, position < arguments.count { bundle = bundleReference(arguments[position]) }
        var hasDefaultValue = false
        if let position = shape.value, position < arguments.count {
            hasDefaultValue = literal(arguments[position]).map { !$0.value.isEmpty } ?? true
        }
        let comment = shape.comment < arguments.count ? literal(arguments[shape.comment])?.value : nil
        return ObjectiveCSource.Lookup(
            callee: name, key: key.value, keyRange: key.range, table: table, bundle: bundle, comment: comment,
            hasDefaultValue: hasDefaultValue, isShipping: tokens[open].isShipping, isPattern: key.isPattern)
    }

    /// The token ranges of the arguments of the call whose `(` is at `open`, split at top-level
    /// commas (an unclosed call ends at the end of the file).
    func arguments(open: Int) -> [Range<Int>] {
        var arguments: [Range<Int>] = []
        var depth = 0
        var start = open + 1
        var index = open + 1
        while index < tokens.count {
            if case .punctuation(let byte) = tokens[index].kind {
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 {
                        arguments.append(start..<index)
                        return arguments
                    }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 {
                        arguments.append(start..<index)
                        start = index + 1
                    }
                default: break
                }
            }
            index += 1
        }
        arguments.append(start..<tokens.count)
        return arguments
    }

    // MARK: - Messages

    /// The lookup of `[receiver localizedStringForKey:key value:value table:table]` whose `[` is
    /// at `open` and selector name at `selector`, when its key is a literal.
    private func messageLookup(open: Int, selector: Int) -> ObjectiveCSource.Lookup? {
        let receiver = (open + 1)..<selector
        guard !receiver.isEmpty else { return nil }
        // The parts `key`, `value:`, `table:` up to the `]` matching `open`.
        var parts: [String: Range<Int>] = [:]
        var label = "key"
        var start = selector + 2
        var depth = 0
        var index = start
        var closed = false
        while index < tokens.count {
            let token = tokens[index]
            if case .punctuation(let byte) = token.kind {
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    if depth == 0 {
                        parts[label] = start..<index
                        closed = true
                        break
                    }
                    depth -= 1
                }
            } else if depth == 0, token.kind == .identifier, isPunctuation(index + 1, ":") {
                let name = text(token.range)
                if name == "value" || name == "table" {
                    parts[label] = start..<index
                    label = name
                    start = index + 2
                    index += 2
                    continue
                }
            }
            index += 1
        }
        guard closed, let keyPart = parts["key"], let key = literal(keyPart) ?? keyPattern(keyPart), let tablePart = parts["table"],
            let table = tableName(tablePart)
        else { return nil }
        let hasDefaultValue = parts["value"].map { part in literal(part).map { !$0.value.isEmpty } ?? !isNil(part) } ?? false
        return ObjectiveCSource.Lookup(
            callee: "localizedStringForKey", key: key.value, keyRange: key.range, table: table,
            bundle: bundleReference(receiver), comment: nil, hasDefaultValue: hasDefaultValue,
            isShipping: tokens[selector].isShipping, isPattern: key.isPattern)
    }

    // MARK: - Arguments

    /// The text of an argument that is a string literal — `@"a"`, `"a"`, adjacent pieces
    /// `@"a" @"b"`, `CFSTR("a")`, in parentheses — with its bytes; `nil` for anything else.
    func literal(_ part: Range<Int>) -> (value: String, range: ByteRange, isPattern: Bool)? {
        var lower = part.lowerBound
        var upper = part.upperBound
        while lower + 1 < upper, isPunctuation(lower, "("), isPunctuation(upper - 1, ")") {
            lower += 1
            upper -= 1
        }
        if upper - lower >= 3, tokens[lower].kind == .identifier, text(tokens[lower].range) == "CFSTR",
            isPunctuation(lower + 1, "("), isPunctuation(upper - 1, ")")
        {
            guard let inner = literal((lower + 2)..<(upper - 1)) else { return nil }
            return (inner.value, ByteRange(start: tokens[lower].range.start, end: tokens[upper - 1].range.end), false)
        }
        guard lower < upper else { return nil }
        var value = ""
        var index = lower
        var sawString = false
        while index < upper {
            let token = tokens[index]
            if isPunctuation(index, "@") {
                index += 1
                continue
            }
            guard token.kind == .string else { return nil }
            value += ObjectiveCLiteral.decode(bytes, token.range)
            sawString = true
            index += 1
        }
        guard sawString else { return nil }
        return (value, ByteRange(start: tokens[lower].range.start, end: tokens[upper - 1].range.end), false)
    }

    /// A key argument made of literal pieces and names side by side, as a macro's body writes it
    /// (`#define TranslateKeyword(keyword) … localizedStringForKey:@"keyword_" keyword …`: the
    /// preprocessor joins the argument's literal to the piece): the pattern `keyword_*`, each name a
    /// `*`. `nil` unless some piece has a letter, so a lone variable is never a pattern.
    private func keyPattern(_ part: Range<Int>) -> (value: String, range: ByteRange, isPattern: Bool)? {
        guard !part.isEmpty else { return nil }
        var pattern = ""
        var sawName = false
        var sawWords = false
        for index in part {
            let token = tokens[index]
            if isPunctuation(index, "@") { continue }
            switch token.kind {
            case .string:
                let piece = ObjectiveCLiteral.decode(bytes, token.range)
                sawWords = sawWords || piece.contains(where: \.isLetter)
                pattern += piece
            case .identifier:
                // Two names side by side are no concatenation of literals.
                guard !pattern.hasSuffix("*") else { return nil }
                pattern += "*"
                sawName = true
            default:
                return nil
            }
        }
        guard sawName, sawWords, let first = part.first, let last = part.last else { return nil }
        return (pattern, ByteRange(start: tokens[first].range.start, end: tokens[last].range.end), true)
    }

    /// The table an argument names: a literal's text, `Localizable` for `nil`, `NULL` or `@""`;
    /// `nil` when it is another expression (the table cannot be told).
    private func tableName(_ part: Range<Int>) -> String? {
        if isNil(part) { return "Localizable" }
        guard let name = literal(part)?.value else { return nil }
        return name.isEmpty ? "Localizable" : name
    }

    /// What a bundle expression is: `[NSBundle mainBundle]`, `NSBundle.mainBundle` and
    /// `CFBundleGetMainBundle()` are the main bundle; anything else is kept as text.
    private func bundleReference(_ part: Range<Int>) -> BundleReference {
        let words = part.compactMap { tokens[$0].kind == .identifier ? text(tokens[$0].range) : nil }
        if words == ["NSBundle", "mainBundle"] || words == ["CFBundleGetMainBundle"] { return .main }
        guard let first = part.first, let last = part.last else { return .other("") }
        return .other(text(ByteRange(start: tokens[first].range.start, end: tokens[last].range.end)))
    }

    /// Whether an argument is `nil`, `NULL` or `Nil`.
    private func isNil(_ part: Range<Int>) -> Bool {
        part.count == 1 && tokens[part.lowerBound].kind == .identifier && ["nil", "NULL", "Nil"].contains(text(tokens[part.lowerBound].range))
    }

    /// Whether the token at `index` is the punctuation byte `character`.
    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation(UInt8(ascii: character))
    }

    /// The text of `range`.
    func text(_ range: ByteRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }
}

/// The value of a C or Objective-C string literal: its escapes (`\n`, `\"`, `\\`, octal, `\x`,
/// `\u`, `\U`) decoded as the compiler does.
enum ObjectiveCLiteral {
    /// The text of the literal token at `range` (quotes included).
    static func decode(_ bytes: [UInt8], _ range: ByteRange) -> String {
        var start = range.start + 1
        var end = range.end
        if end > start, bytes[end - 1] == UInt8(ascii: "\"") { end -= 1 }
        guard start <= end else { return "" }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        while start < end {
            let byte = bytes[start]
            guard byte == UInt8(ascii: "\\"), start + 1 < end else {
                output.append(byte)
                start += 1
                continue
            }
            let escape = bytes[start + 1]
            start += 2
            switch escape {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escape - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, start < end, bytes[start] >= UInt8(ascii: "0"), bytes[start] <= UInt8(ascii: "7") {
                    value = value * 8 + UInt32(bytes[start] - UInt8(ascii: "0"))
                    start += 1
                    digits += 1
                }
                output.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"):
                var value: UInt32 = 0
                while start < end, let digit = bytes[start].hexDigitValue {
                    value = value &* 16 &+ UInt32(digit)
                    start += 1
                }
                output.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let length = escape == UInt8(ascii: "u") ? 4 : 8
                var value: UInt32 = 0
                var digits = 0
                while digits < length, start < end, let digit = bytes[start].hexDigitValue {
                    value = value * 16 + UInt32(digit)
                    start += 1
                    digits += 1
                }
                output.append(contentsOf: Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8))
            default:
                // `\"`, `\\`, `\'`, `\?` and unknown escapes stand for the character itself.
                output.append(escape)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
