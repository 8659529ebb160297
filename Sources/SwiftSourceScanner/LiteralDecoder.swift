import TextPositions

/// Turns lexed literals into `StringLiteral` values: splits segments, decodes escapes, removes a
/// multi-line literal's indentation the way the compiler does.
struct LiteralDecoder {
    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>

    /// The value of text between `start` and `end` of a literal with `pounds` `#`s, escapes
    /// decoded. For multi-line literals, the bytes of `indentation` (a range of the same bytes) are
    /// stripped at each line start and `atLineStart` carries the state across interpolations.
    func decode(_ start: Int, _ end: Int, pounds: Int, indentation: ByteRange?, atLineStart: inout Bool) -> String {
        if indentation == nil {
            var plain = true
            var index = start
            while index < end {
                if bytes[index] == UInt8(ascii: "\\") {
                    plain = false
                    break
                }
                index += 1
            }
            if plain { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
        }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var index = start
        while index < end {
            if let indentation, atLineStart {
                atLineStart = false
                var matched = 0
                while matched < indentation.count, index + matched < end,
                    bytes[index + matched] == bytes[indentation.start + matched] {
                    matched += 1
                }
                index += matched
                if index >= end { break }
            }
            let byte = bytes[index]
            if byte == 0x0D || byte == 0x0A {
                output.append(0x0A)
                index += (byte == 0x0D && index + 1 < end && bytes[index + 1] == 0x0A) ? 2 : 1
                atLineStart = true
                continue
            }
            guard byte == UInt8(ascii: "\\"), hasPounds(pounds, at: index + 1, end: end) else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = index + 1 + pounds
            guard escaped < end else {
                output.append(byte)
                index += 1
                continue
            }
            switch bytes[escaped] {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "0"): output.append(0x00)
            case UInt8(ascii: "u"):
                var cursor = escaped + 1
                var scalar: UInt32 = 0
                if cursor < end, bytes[cursor] == UInt8(ascii: "{") {
                    cursor += 1
                    while cursor < end, let digit = bytes[cursor].hexDigitValue {
                        scalar = scalar &* 16 &+ UInt32(digit)
                        cursor += 1
                    }
                    if cursor < end, bytes[cursor] == UInt8(ascii: "}") { cursor += 1 }
                }
                output.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
                index = cursor
                continue
            case 0x20, 0x09, 0x0A, 0x0D:
                // Line continuation: `\` then optional spaces, then the line break disappear.
                var cursor = escaped
                while cursor < end, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
                if cursor < end, bytes[cursor] == 0x0A || bytes[cursor] == 0x0D {
                    cursor += (bytes[cursor] == 0x0D && cursor + 1 < end && bytes[cursor + 1] == 0x0A) ? 2 : 1
                    atLineStart = true
                    index = cursor
                    continue
                }
                output.append(bytes[escaped])
            default:
                output.append(bytes[escaped])
            }
            index = escaped + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func hasPounds(_ pounds: Int, at position: Int, end: Int) -> Bool {
        var index = 0
        while index < pounds {
            if position + index >= end || bytes[position + index] != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    /// Content bounds of a literal and, for a well-formed multi-line literal, the indentation of
    /// its closing delimiter.
    func layout(of literal: LexedLiteral) -> (content: ByteRange, text: ByteRange, indentation: ByteRange?) {
        let quote = literal.start + literal.pounds
        let open = quote + (literal.isMultiline ? 3 : 1)
        let close = literal.isTerminated ? literal.end - literal.pounds - (literal.isMultiline ? 3 : 1) : literal.end
        let contentEnd = max(open, close)
        let content = ByteRange(start: min(open, contentEnd), end: contentEnd)
        guard literal.isMultiline else { return (content, content, nil) }
        // The text starts after the line break that follows the opening `"""`.
        var textStart = content.start
        while textStart < content.end, bytes[textStart] != 0x0A, bytes[textStart] != 0x0D { textStart += 1 }
        if textStart < content.end {
            textStart += (bytes[textStart] == 0x0D && textStart + 1 < content.end && bytes[textStart + 1] == 0x0A) ? 2 : 1
        }
        guard literal.isTerminated else {
            return (content, ByteRange(start: textStart, end: content.end), ByteRange(at: content.end))
        }
        // The closing line's leading whitespace is the indentation; the line break before it is
        // not part of the value.
        var indentStart = content.end
        while indentStart > textStart, bytes[indentStart - 1] == 0x20 || bytes[indentStart - 1] == 0x09 { indentStart -= 1 }
        var textEnd = indentStart
        if textEnd > textStart, bytes[textEnd - 1] == 0x0A || bytes[textEnd - 1] == 0x0D {
            textEnd -= 1
            if textEnd > textStart, bytes[textEnd] == 0x0A, bytes[textEnd - 1] == 0x0D { textEnd -= 1 }
        } else if indentStart == textStart {
            textEnd = textStart
        } else {
            // The closing delimiter shares a line with text: not valid Swift; keep everything.
            return (content, ByteRange(start: textStart, end: content.end), ByteRange(at: content.end))
        }
        let indentation = ByteRange(start: indentStart, end: content.end)
        return (content, ByteRange(start: textStart, end: max(textStart, textEnd)), indentation)
    }
}
