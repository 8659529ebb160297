import TextPositions

/// Reads `.strings` files as CoreFoundation's old-style property-list parser does (formats.md
/// §3): every encoding of §3.1, quoted and unquoted strings, `"key";`, comments, escapes
/// (`\U` + hex, octal, backslash-newline, and the lower-case `\u` trap), a brace-wrapped
/// table, and binary property lists. Never fails; syntax errors are `parseError` problems (the
/// runtime would drop the whole table) and reading resumes after the next `;`.
///
/// ```swift
/// let file = StringsFileReader.read(Array("/* Title */\n\"title\" = \"Hello\";".utf8))
/// file.entry(forKey: "title")?.value    // "Hello"
/// file.entry(forKey: "title")?.comment  // "Title"
/// ```
public enum StringsFileReader {
    /// Reads a file's raw bytes.
    public static func read(_ bytes: [UInt8]) -> StringsFile {
        let encoding = StringsFileEncoding.detect(bytes)
        if encoding == .binaryPropertyList {
            return BinaryPropertyListStrings.read(bytes)
        }
        let text = TranscodedText.decode(bytes, encoding: encoding)
        if encoding.isUTF8, isXMLPropertyList(text.utf8) {
            return readXMLPropertyList(text, encoding: encoding)
        }
        var parser = StringsParser(bytes: text.utf8)
        parser.parseFile()
        var problems = parser.problems
        if !text.invalidRanges.isEmpty {
            problems.append(StringsProblem(kind: .invalidEncoding,
                message: "bytes that are not valid \(encoding.isUTF8 ? "UTF-8" : "in the file's encoding"); the table will not load",
                range: ByteRange(start: 0, end: min(parser.bytes.count, 1))))
        }
        switch encoding {
        case .utf16LittleEndian(hasBOM: false), .utf16BigEndian(hasBOM: false):
            problems.append(StringsProblem(kind: .questionableEncoding,
                message: "UTF-16 without a byte order mark: the byte order is guessed, and CoreFoundation on Linux cannot read it; use UTF-8",
                range: ByteRange(at: 0)))
        default:
            break
        }
        problems.sort { $0.range < $1.range }
        return StringsFile(encoding: encoding, text: text, entries: parser.entries, problems: problems)
    }
}

extension StringsFileReader {
    /// Whether the text is an XML property list (`<?xml` or `<plist` first).
    static func isXMLPropertyList(_ bytes: [UInt8]) -> Bool {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, bytes[start] == 0x20 || (0x09...0x0D).contains(bytes[start]) { start += 1 }
        let head = bytes[start...].prefix(6)
        return head.starts(with: Array("<?xml".utf8)) || head.starts(with: Array("<plist".utf8))
    }

    /// Reads a `.strings` table written as an XML property list (a dictionary of strings).
    static func readXMLPropertyList(_ text: TranscodedText, encoding: StringsFileEncoding) -> StringsFile {
        let document = XMLPropertyListReader.read(text.utf8)
        var problems = document.problems.map { StringsProblem(kind: .parseError, message: $0.message, range: $0.range) }
        var entries: [StringsEntry] = []
        var firstKeyRange: [String: ByteRange] = [:]
        if let root = document.root {
            if let members = root.value.members {
                for member in members {
                    let value = member.value.value.stringValue
                    if value == nil {
                        problems.append(StringsProblem(kind: .nonStringValue, message: "the value of '\(member.key)' is not a string",
                            range: member.value.range))
                    }
                    if let first = firstKeyRange[member.key] {
                        problems.append(StringsProblem(kind: .duplicateKey, message: "'\(member.key)' is defined again; the later value wins",
                            range: member.keyRange, relatedRange: first))
                    } else {
                        firstKeyRange[member.key] = member.keyRange
                    }
                    entries.append(StringsEntry(key: member.key, value: value, keyRange: member.keyRange, valueRange: member.value.range,
                        comment: nil, range: ByteRange(start: member.keyRange.start, end: member.value.range.end)))
                }
            } else {
                problems.append(StringsProblem(kind: .parseError, message: "the property list is not a dictionary", range: root.range))
            }
        }
        problems.sort { $0.range < $1.range }
        return StringsFile(encoding: encoding, text: text, entries: entries, problems: problems)
    }
}

/// The `.strings` grammar over UTF-8 bytes.
struct StringsParser {
    let bytes: [UInt8]
    var index = 0
    var entries: [StringsEntry] = []
    var problems: [StringsProblem] = []
    /// The last comment seen since the previous entry.
    var pendingComment: String?
    /// First occurrence of each key, for duplicate reports.
    var firstKeyRange: [String: ByteRange] = [:]
    /// Whether the table is written as `{ … }` (an old-style dictionary, not a strings file).
    var isBraced = false
    /// Where CoreFoundation stops reading an unbraced table — the first byte after a complete
    /// entry that can start no key — with the entries and problems read before it.
    var stop: (range: ByteRange, entryCount: Int, problemCount: Int)?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func problem(_ kind: StringsProblem.Kind, _ message: String, _ range: ByteRange, related: ByteRange? = nil) {
        problems.append(StringsProblem(kind: kind, message: message, range: range, relatedRange: related))
    }

    mutating func parseFile() {
        // The byte order mark, written more than once by some translation tools (Damus' UTF-16
        // tables from Transifex start FF FE FF FE): Xcode copies such tables into the app, which
        // it refuses to do for a table the property-list parser cannot read, so a repeated mark
        // is not text.
        while bytes[index...].starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        skipWhitespaceAndComments()
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
            isBraced = true
            index += 1
        }
        while true {
            skipWhitespaceAndComments()
            guard index < bytes.count else {
                if isBraced { problem(.parseError, "missing '}' at the end of the table", ByteRange(at: index)) }
                endAtStop()
                return
            }
            if isBraced, bytes[index] == UInt8(ascii: "}") {
                index += 1
                skipWhitespaceAndComments()
                if index < bytes.count {
                    problem(.parseError, "text after the closing '}'", ByteRange(start: index, end: bytes.count))
                }
                return
            }
            parseEntry()
        }
    }

    /// Drops what CoreFoundation never reads after the stop, and says what that loses.
    mutating func endAtStop() {
        guard let stop else { return }
        let unread = entries[stop.entryCount...]
        let stray = String(decoding: bytes[stop.range.start..<stop.range.end], as: UTF8.self)
        let line = LineTable(bytes: bytes).lineColumn(of: stop.range.start).line
        entries.removeSubrange(stop.entryCount...)
        problems.removeSubrange(stop.problemCount...)
        if let first = unread.first {
            let lost = unread.count == 1 ? "'\(first.key)'" : "the \(unread.count) entries from '\(first.key)' on"
            problems.append(StringsProblem(kind: .unreadRest,
                message: "'\(stray)' where a key should start (line \(line)): the runtime stops reading the table here; \(lost) never load",
                range: stop.range))
        } else {
            problems.append(StringsProblem(kind: .strayText,
                message: "'\(stray)' where a key should start (line \(line)): the runtime stops reading the table here; nothing follows yet, "
                    + "but entries added after it will never load",
                range: stop.range))
        }
    }

    /// Skips to just after the next `;` (or to the end) after an error.
    mutating func recover() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                _ = parseQuoted()
                continue
            }
            index += 1
            if byte == UInt8(ascii: ";") { return }
        }
    }

    mutating func parseEntry() {
        let start = index
        let comment = pendingComment
        pendingComment = nil
        guard let (key, keyRange) = parseString() else {
            // The whole character (a stray byte order mark is three bytes).
            var end = min(index + 1, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            // After a complete entry, a character that can start no key (a doubled `;`, a stray
            // `=` or byte order mark) ends CoreFoundation's reading without an error: the entries
            // before it load, the rest of the file is never read (unless an earlier error already
            // lost the table). The rest is still parsed here, to count what is lost.
            if !isBraced, stop == nil, !entries.isEmpty, !problems.contains(where: { $0.kind == .parseError }),
                bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'")
            {
                stop = (ByteRange(start: index, end: end), entries.count, problems.count)
                index = end
                return
            }
            problem(.parseError, "expected a quoted key; the table will not load", ByteRange(start: index, end: end))
            recover()
            return
        }
        skipWhitespaceAndComments()
        var value: String? = key
        var valueRange = keyRange
        if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
            index += 1
            skipWhitespaceAndComments()
            if let (string, range) = parseString() {
                value = string
                valueRange = range
            } else if index < bytes.count, "{(<".utf8.contains(bytes[index]) {
                let valueStart = index
                skipNonStringValue()
                valueRange = ByteRange(start: valueStart, end: index)
                value = nil
                problem(.nonStringValue, "the value of '\(key)' is not a string", valueRange)
            } else {
                problem(.parseError, "expected a value after '='; the table will not load", ByteRange(at: index))
                recover()
                return
            }
            skipWhitespaceAndComments()
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
            let line = LineTable(bytes: bytes).lineColumn(of: valueRange.end).line
            if let quote = innerQuoteEndingEarly(valueRange) {
                problem(.parseError, "an unescaped '\"' inside the value of '\(key)' (line \(line)) ends it early (write it \\\"); "
                    + "the whole table will not load", ByteRange(start: quote, end: quote + 1))
            } else {
                problem(.parseError, "missing ';' after the entry for '\(key)' (line \(line)); the whole table will not load",
                    ByteRange(at: valueRange.end))
            }
            record(StringsEntry(key: key, value: value, keyRange: keyRange, valueRange: valueRange, comment: comment,
                range: ByteRange(start: start, end: valueRange.end)))
            // Resume at the next line that starts a new entry.
            return
        }
        index += 1
        record(StringsEntry(key: key, value: value, keyRange: keyRange, valueRange: valueRange, comment: comment,
            range: ByteRange(start: start, end: index)))
    }

    /// For a quoted value followed by more text on its line that itself ends with the same quote
    /// and a `;` (MonitorControl's cs: `= "… aktivuje se "Bezpečný režim" – načtou …";`): the
    /// position of the quote that ended the value, an inner quote the translator did not escape.
    /// `nil` when the line holds no such rest (a `;` really is missing).
    func innerQuoteEndingEarly(_ valueRange: ByteRange) -> Int? {
        guard valueRange.count >= 2, valueRange.end <= bytes.count else { return nil }
        let quote = bytes[valueRange.start]
        guard quote == UInt8(ascii: "\""), bytes[valueRange.end - 1] == quote else { return nil }
        var lineEnd = valueRange.end
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
        // The rest of the line must close like an entry: its last quote, then spaces, then `;`.
        var cursor = lineEnd - 1
        while cursor >= valueRange.end, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor -= 1 }
        guard cursor > valueRange.end, bytes[cursor] == UInt8(ascii: ";") else { return nil }
        cursor -= 1
        while cursor >= valueRange.end, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor -= 1 }
        guard cursor >= valueRange.end, bytes[cursor] == quote else { return nil }
        // Text right after the early end, not `=` or another entry's key on the same line.
        guard valueRange.end < bytes.count, bytes[valueRange.end] != UInt8(ascii: "=") else { return nil }
        return valueRange.end - 1
    }

    mutating func record(_ entry: StringsEntry) {
        if let first = firstKeyRange[entry.key] {
            problem(.duplicateKey, "'\(entry.key)' is defined again; the later value wins", entry.keyRange, related: first)
        } else {
            firstKeyRange[entry.key] = entry.keyRange
        }
        entries.append(entry)
    }

    /// A quoted or unquoted string with its token range.
    mutating func parseString() -> (String, ByteRange)? {
        guard index < bytes.count else { return nil }
        let start = index
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            guard let string = parseQuoted() else { return nil }
            return (string, ByteRange(start: start, end: index))
        }
        while index < bytes.count, isUnquotedByte(bytes[index]) { index += 1 }
        if index == start { return nil }
        return (String(decoding: bytes[start..<index], as: UTF8.self), ByteRange(start: start, end: index))
    }

    func isUnquotedByte(_ byte: UInt8) -> Bool {
        StringsFileReader.isUnquotedByte(byte)
    }
}

extension StringsFileReader {
    /// Whether `byte` may appear in an unquoted `.strings` word (`key = "value";`).
    public static func isUnquotedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}

extension StringsParser {
    /// Reads a quoted string at `index` with CF's escapes; `nil` (and a problem) if unterminated.
    mutating func parseQuoted() -> String? {
        let start = index
        let quote = bytes[index]
        index += 1
        var units: [UInt16] = []
        var runStart = index
        func flush(_ end: Int) {
            if runStart < end { units.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).utf16) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                flush(index)
                index += 1
                return String(decoding: units, as: UTF16.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(index)
            let escapeStart = index
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "a"): units.append(0x07)
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "v"): units.append(0x0B)
            case UInt8(ascii: "U"):
                var value: UInt16 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = bytes[index].hexDigitValue {
                    value = value * 16 + UInt16(digit)
                    digits += 1
                    index += 1
                }
                units.append(value)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt16(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7") {
                    value = value * 8 + UInt16(bytes[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                // NeXTSTEP Latin: ASCII below 0x80; above, approximated by Latin-1 (rare in practice).
                units.append(value & 0xFF)
            case UInt8(ascii: "u"):
                if index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy({ $0.hexDigitValue != nil }) {
                    problem(.lowercaseUnicodeEscape,
                        "'\\u' is not an escape in .strings files: this reads as the letters 'u\(String(decoding: bytes[index..<index + 4], as: UTF8.self))'; use '\\U'",
                        ByteRange(start: escapeStart, end: index + 4))
                }
                units.append(UInt16(escaped))
            default:
                // Any other escaped character (including a line break and multi-byte ones) is itself.
                var end = index
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                units.append(contentsOf: String(decoding: bytes[(index - 1)..<end], as: UTF8.self).utf16)
                index = end
            }
            runStart = index
        }
        problem(.parseError, "unterminated quoted string; the table will not load", ByteRange(start: start, end: min(start + 1, bytes.count)))
        index = bytes.count
        return nil
    }

    /// Skips a `{…}`, `(…)` or `<…>` value by bracket matching (strings respected).
    mutating func skipNonStringValue() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                _ = parseQuoted()
                continue
            }
            if "{(<".utf8.contains(byte) { depth += 1 }
            if "})>".utf8.contains(byte) {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            }
            index += 1
        }
        problem(.parseError, "unterminated value; the table will not load", ByteRange(at: index))
    }

    /// Skips whitespace (incl. U+2028/2029) and comments, remembering the last comment's text.
    mutating func skipWhitespaceAndComments() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                index += 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                index += 3
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index + 2
                var end = start
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                if end + 1 >= bytes.count {
                    // An unterminated comment swallows the rest of the file.
                    index = bytes.count
                    return
                }
                pendingComment = String(decoding: bytes[start..<end], as: UTF8.self).trimmingWhitespace()
                index = end + 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let start = index + 2
                var end = start
                while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                pendingComment = String(decoding: bytes[start..<end], as: UTF8.self).trimmingWhitespace()
                index = end
            } else {
                return
            }
        }
    }
}
