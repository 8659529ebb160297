/// Finds the `%` directives of a printf-style format string as Foundation reads them
/// (formats.md §5.1): `%[N$][flags][width][.precision][length]conversion`, `%%`, `%#@name@`,
/// and `%arg` inside a substitution's variants.
///
/// ```swift
/// FormatSpecifierParser.parse("%1$@ has %2$lld %%").map(\.text)   // ["%1$@", "%2$lld", "%%"]
/// FormatSpecifierParser.parse("%arg files", inSubstitution: true).first?.kind   // .substitutionArgument
/// ```
public enum FormatSpecifierParser {
    static let conversions: Set<UInt8> = Set("@dDiouOUxXeEfFgGaAcCsSp".utf8)

    /// The directives of `string`, in order. `inSubstitution` makes `%arg` the substitution's
    /// argument instead of `%a` followed by `rg`.
    public static func parse(_ string: String, inSubstitution: Bool = false) -> [FormatSpecifier] {
        let bytes = Array(string.utf8)
        var result: [FormatSpecifier] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            let start = index
            var cursor = index + 1
            func text(_ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
            func make(_ kind: FormatSpecifier.Kind, end: Int, position: Int? = nil, flags: String = "", width: String = "",
                precision: String? = nil, length: String = "", conversion: String = "") -> FormatSpecifier {
                FormatSpecifier(kind: kind, range: start..<end, text: text(end), explicitPosition: position, flags: flags,
                    width: width, precision: precision, lengthModifier: length, conversion: conversion)
            }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "%") {
                result.append(make(.percentLiteral, end: cursor + 1))
                index = cursor + 1
                continue
            }
            if inSubstitution, cursor + 3 <= bytes.count, bytes[cursor..<cursor + 3].elementsEqual("arg".utf8) {
                result.append(make(.substitutionArgument, end: cursor + 3))
                index = cursor + 3
                continue
            }
            // Explicit position `N$`.
            var position: Int?
            var digitsEnd = cursor
            while digitsEnd < bytes.count, isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > cursor, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") {
                position = Int(String(decoding: bytes[cursor..<digitsEnd], as: UTF8.self))
                cursor = digitsEnd + 1
            }
            // Variable `#@name@`. Digits before `#` without `$` (`%1#@count@`, DuckDuckGo's
            // stringsdicts in every locale) are a width, which a variable ignores: it is still the
            // variable, read in sequence.
            var variableStart = cursor
            if position == nil, digitsEnd > cursor, digitsEnd + 1 < bytes.count, bytes[digitsEnd] == UInt8(ascii: "#"),
                bytes[digitsEnd + 1] == UInt8(ascii: "@")
            {
                variableStart = digitsEnd
            }
            if variableStart + 1 < bytes.count, bytes[variableStart] == UInt8(ascii: "#"), bytes[variableStart + 1] == UInt8(ascii: "@") {
                if let close = bytes[(variableStart + 2)...].firstIndex(of: UInt8(ascii: "@")) {
                    let name = String(decoding: bytes[(variableStart + 2)..<close], as: UTF8.self)
                    result.append(make(.variable(name: name), end: close + 1, position: position))
                    index = close + 1
                    continue
                }
            }
            let flagsStart = cursor
            while cursor < bytes.count, "-+ #0'".utf8.contains(bytes[cursor]) { cursor += 1 }
            let flags = String(decoding: bytes[flagsStart..<cursor], as: UTF8.self)
            let widthStart = cursor
            cursor = skipCount(bytes, from: cursor)
            let width = String(decoding: bytes[widthStart..<cursor], as: UTF8.self)
            var precision: String?
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
                let precisionStart = cursor + 1
                cursor = skipCount(bytes, from: precisionStart)
                precision = String(decoding: bytes[precisionStart..<cursor], as: UTF8.self)
            }
            let lengthStart = cursor
            if cursor < bytes.count {
                switch bytes[cursor] {
                case UInt8(ascii: "h"), UInt8(ascii: "l"):
                    let first = bytes[cursor]
                    cursor += 1
                    if cursor < bytes.count, bytes[cursor] == first { cursor += 1 }
                case UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
                    cursor += 1
                default:
                    break
                }
            }
            let length = String(decoding: bytes[lengthStart..<cursor], as: UTF8.self)
            if cursor < bytes.count, conversions.contains(bytes[cursor]) {
                let conversion = String(decoding: [bytes[cursor]], as: UTF8.self)
                result.append(make(.argument, end: cursor + 1, position: position, flags: flags, width: width,
                    precision: precision, length: length, conversion: conversion))
                index = cursor + 1
            } else {
                result.append(make(.invalid, end: min(start + 1, bytes.count)))
                index = start + 1
            }
        }
        return result
    }

    /// Skips a width or precision: digits, or `*` optionally followed by `N$`.
    static func skipCount(_ bytes: [UInt8], from start: Int) -> Int {
        var cursor = start
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "*") {
            cursor += 1
            var digitsEnd = cursor
            while digitsEnd < bytes.count, isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > cursor, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") { cursor = digitsEnd + 1 }
            return cursor
        }
        while cursor < bytes.count, isDigit(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
