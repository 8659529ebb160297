import TextPositions

/// Reads `.xcstrings` text into a `CatalogSummary`, fast, without building the full model.
///
/// Entries of the common shape (known fields, localizations holding one string unit each) are
/// read straight into the packed store. An entry with variations, substitutions, string sets or
/// unknown fields is read by the full reader (`CatalogModelBuilder`) and converted; anything the
/// full reader would report a problem about (a syntax error, a duplicate, an unknown state…)
/// makes the whole file go through `StringCatalogReader`, so problems and positions are always
/// exactly the full reader's.
///
/// ```swift
/// let summary = CatalogSummaryReader.read(bytes)
/// summary.entries[0].translations.map(summary.store.translation(at:))
/// ```
public enum CatalogSummaryReader {
    /// Reads a catalog's UTF-8 bytes.
    public static func read(_ bytes: [UInt8]) -> CatalogSummary {
        if bytes.count < Int(UInt32.max),
            let summary = bytes.withUnsafeBufferPointer({ buffer -> CatalogSummary? in
                var reader = FastCatalogReader(bytes: buffer)
                return reader.read()
            })
        {
            return summary
        }
        return CatalogSummary(catalog: StringCatalogReader.read(bytes))
    }
}

/// The fast path of `CatalogSummaryReader`: returns `nil` as soon as the text leaves the shapes
/// it knows to be free of problems.
struct FastCatalogReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var builder = TranslationStore.Builder()
    var entries: [CatalogSummary.Entry] = []
    var keys: Set<String> = []
    /// The locales of the previous entry in order, with their numbers: entries list the same
    /// locales in the same order, so a locale key is usually matched without making a string.
    var expectedLocales: [(bytes: [UInt8], number: UInt32)] = []
    /// Per locale number, the last entry that had it (to find a repeated locale).
    var lastEntryOfLocale: [Int] = []
    /// State numbers of `new`, `translated`, `needs_review`.
    var knownStates: (new: UInt32, translated: UInt32, review: UInt32) = (0, 0, 0)

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        knownStates = (builder.stateNumber("new"), builder.stateNumber("translated"), builder.stateNumber("needs_review"))
    }

    /// A string token: where its quotes are, where its content is, and whether it has escapes.
    struct Token {
        var start: Int
        var end: Int
        var hasEscapes: Bool
        var contentStart: Int { start + 1 }
        var contentEnd: Int { end - 1 }
        var range: ByteRange { ByteRange(start: start, end: end) }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Consumes `byte` after whitespace.
    @inline(__always)
    mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// After a member: `true` and `more` when a `,` follows (and no `}` right after it), `true`
    /// and not `more` at the closing `}`; `false` for anything else.
    @inline(__always)
    mutating func memberSeparator(more: inout Bool) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            more = false
            return true
        }
        guard bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
        skipWhitespace()
        more = true
        return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    }

    /// Opens an object: `true` at `{` (consumed); `isEmpty` when `}` follows at once (consumed too).
    @inline(__always)
    mutating func openObject(isEmpty: inout Bool) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        index += 1
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            isEmpty = true
            return true
        }
        isEmpty = false
        return bytes[index] == UInt8(ascii: "\"")
    }

    /// Reads a string token at `index` (after whitespace): valid UTF-8, no raw control bytes.
    @inline(__always)
    mutating func stringToken() -> Token? {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index
        index += 1
        var hasEscapes = false
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                let token = Token(start: start, end: index, hasEscapes: hasEscapes)
                if !isASCII, !isValidUTF8(UnsafeBufferPointer(rebasing: bytes[token.contentStart..<token.contentEnd])) {
                    return nil
                }
                return token
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 2
                continue
            }
            if byte < 0x20 { return nil }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        return nil
    }

    /// A member key followed by `:`.
    @inline(__always)
    mutating func memberKey() -> Token? {
        guard let token = stringToken(), consume(UInt8(ascii: ":")) else { return nil }
        return token
    }

    /// Whether a token's content is exactly `word` (an ASCII literal without escapes).
    @inline(__always)
    func token(_ token: Token, is word: StaticString) -> Bool {
        guard !token.hasEscapes, token.contentEnd - token.contentStart == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount where bytes[token.contentStart + offset] != pointer[offset] {
            return false
        }
        return true
    }

    /// The decoded text of a string token; `nil` if decoding reports a problem.
    func string(_ token: Token) -> String? {
        if !token.hasEscapes {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[token.contentStart..<token.contentEnd]), as: UTF8.self)
        }
        var parser = JSONParser(bytes: bytes)
        parser.index = token.start
        let text = parser.parseString()
        return parser.problems.isEmpty && parser.index == token.end ? text : nil
    }

    /// Reads `true` or `false`.
    mutating func boolean() -> Bool? {
        skipWhitespace()
        for (word, value) in [("true", true), ("false", false)] {
            let count = word.utf8.count
            guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8) else { continue }
            if index + count < bytes.count {
                let next = bytes[index + count]
                let isWordByte = (next >= 0x30 && next <= 0x39) || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A) || next == 0x5F
                if isWordByte { return nil }
            }
            index += count
            return value
        }
        return nil
    }

    mutating func read() -> CatalogSummary? {
        var isEmpty = false
        guard openObject(isEmpty: &isEmpty), !isEmpty else { return nil }
        var sourceLanguage: String?
        var version: String?
        var stringsValue: ByteRange?
        var more = true
        while more {
            guard let key = memberKey() else { return nil }
            if token(key, is: "sourceLanguage") {
                guard sourceLanguage == nil, let value = stringToken(), let text = string(value) else { return nil }
                sourceLanguage = text
            } else if token(key, is: "version") {
                guard version == nil, let value = stringToken(), let text = string(value), text.hasPrefix("1.") else { return nil }
                version = text
            } else if token(key, is: "strings") {
                guard stringsValue == nil, let range = readEntries() else { return nil }
                stringsValue = range
            } else {
                return nil
            }
            guard memberSeparator(more: &more) else { return nil }
        }
        skipWhitespace()
        guard index == bytes.count, sourceLanguage != nil, version != nil, stringsValue != nil else { return nil }
        return CatalogSummary(
            sourceLanguage: sourceLanguage, entries: entries, store: builder.finish(), problems: [], stringsValue: stringsValue)
    }

    /// Reads `strings`; returns its range.
    mutating func readEntries() -> ByteRange? {
        skipWhitespace()
        let start = index
        var isEmpty = false
        guard openObject(isEmpty: &isEmpty) else { return nil }
        var more = !isEmpty
        while more {
            guard let keyToken = memberKey(), let key = string(keyToken), keys.insert(key).inserted else { return nil }
            skipWhitespace()
            let valueStart = index
            let checkpoint = builder.checkpoint
            if let entry = readSimpleEntry(key: key, keyRange: keyToken.range) {
                entries.append(entry)
            } else {
                builder.rollBack(to: checkpoint)
                index = valueStart
                guard let entry = readFullEntry(key: key, keyRange: keyToken.range) else { return nil }
                entries.append(entry)
            }
            guard memberSeparator(more: &more) else { return nil }
        }
        return ByteRange(start: start, end: index)
    }

    /// Reads an entry with the full reader and converts it; `nil` if the reader reports a problem.
    mutating func readFullEntry(key: String, keyRange: ByteRange) -> CatalogSummary.Entry? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        var parser = JSONParser(bytes: bytes)
        parser.index = index
        var full = CatalogModelBuilder()
        let entry = full.readEntry(&parser, key, keyRange)
        guard full.problems.isEmpty, parser.problems.isEmpty else { return nil }
        index = parser.index
        return builder.append(entry: entry)
    }

    /// Reads an entry of the common shape; `nil` at anything else (the caller rolls back).
    mutating func readSimpleEntry(key: String, keyRange: ByteRange) -> CatalogSummary.Entry? {
        let entryNumber = entries.count
        var isEmpty = false
        guard openObject(isEmpty: &isEmpty) else { return nil }
        var comment: String?
        var extractionState: String?
        var shouldTranslate: Bool?
        var seen: UInt8 = 0
        let translationStart = builder.translationCount
        var more = !isEmpty
        while more {
            guard let field = memberKey() else { return nil }
            let bit: UInt8
            if token(field, is: "localizations") {
                bit = 1
                guard readLocalizations(entryNumber: entryNumber) else { return nil }
            } else if token(field, is: "comment") {
                bit = 2
                guard let value = stringToken(), let text = string(value) else { return nil }
                comment = text
            } else if token(field, is: "extractionState") {
                bit = 4
                guard let value = stringToken(),
                    token(value, is: "extracted_with_value") || token(value, is: "manual") || token(value, is: "stale")
                        || token(value, is: "migrated"),
                    let text = string(value)
                else { return nil }
                extractionState = text
            } else if token(field, is: "shouldTranslate") {
                bit = 8
                guard let value = boolean() else { return nil }
                shouldTranslate = value
            } else if token(field, is: "isCommentAutoGenerated") {
                bit = 16
                guard boolean() != nil else { return nil }
            } else {
                return nil
            }
            guard seen & bit == 0 else { return nil }
            seen |= bit
            guard memberSeparator(more: &more) else { return nil }
        }
        return CatalogSummary.Entry(
            key: key, keyRange: keyRange, range: ByteRange(start: keyRange.start, end: max(keyRange.end, index)),
            comment: comment, extractionState: extractionState, isTranslatable: shouldTranslate != false,
            translations: translationStart..<builder.translationCount)
    }

    /// Reads `localizations` whose every value holds at most one string unit.
    mutating func readLocalizations(entryNumber: Int) -> Bool {
        var isEmpty = false
        guard openObject(isEmpty: &isEmpty) else { return false }
        var more = !isEmpty
        var position = 0
        while more {
            guard let localeToken = memberKey(), let locale = localeNumber(localeToken, position: position) else { return false }
            if Int(locale) >= lastEntryOfLocale.count {
                lastEntryOfLocale += Array(repeating: -1, count: Int(locale) + 1 - lastEntryOfLocale.count)
            }
            guard lastEntryOfLocale[Int(locale)] != entryNumber else { return false }
            lastEntryOfLocale[Int(locale)] = entryNumber
            guard readSimpleContent(locale: locale, localeRange: localeToken.range) else { return false }
            position += 1
            guard memberSeparator(more: &more) else { return false }
        }
        if expectedLocales.count > position { expectedLocales.removeSubrange(position...) }
        return true
    }

    /// The number of the locale of a key token, matched against the previous entry's locale at
    /// the same position first.
    mutating func localeNumber(_ token: Token, position: Int) -> UInt32? {
        let content = UnsafeBufferPointer(rebasing: bytes[token.contentStart..<token.contentEnd])
        if !token.hasEscapes, position < expectedLocales.count, expectedLocales[position].bytes.elementsEqual(content) {
            return expectedLocales[position].number
        }
        guard let locale = string(token) else { return nil }
        let number = builder.localeNumber(locale)
        let expected = (bytes: Array(locale.utf8), number: number)
        if token.hasEscapes {
            // Only raw spellings are matched by bytes.
        } else if position < expectedLocales.count {
            expectedLocales[position] = expected
        } else if position == expectedLocales.count {
            expectedLocales.append(expected)
        }
        return number
    }

    /// Reads a localization value `{ "stringUnit" : { "state" : …, "value" : … } }` (or `{ }`).
    mutating func readSimpleContent(locale: UInt32, localeRange: ByteRange) -> Bool {
        var isEmpty = false
        guard openObject(isEmpty: &isEmpty) else { return false }
        let unitStart = TranslationStore.Builder.offset(builder.units.count)
        var unitCount: UInt32 = 0
        var mainStart: UInt32 = 0
        var mainLength = TranslationStore.none
        if !isEmpty {
            guard let field = memberKey(), token(field, is: "stringUnit") else { return false }
            skipWhitespace()
            let unitObjectStart = index
            var unitIsEmpty = false
            guard openObject(isEmpty: &unitIsEmpty) else { return false }
            var state: UInt32 = 0
            var stateRange: ByteRange?
            var value: Token?
            var more = !unitIsEmpty
            while more {
                guard let unitField = memberKey() else { return false }
                if token(unitField, is: "state") {
                    guard stateRange == nil, let token = stringToken() else { return false }
                    if self.token(token, is: "translated") {
                        state = knownStates.translated
                    } else if self.token(token, is: "new") {
                        state = knownStates.new
                    } else if self.token(token, is: "needs_review") {
                        state = knownStates.review
                    } else {
                        return false
                    }
                    stateRange = token.range
                } else if token(unitField, is: "value") {
                    guard value == nil, let token = stringToken() else { return false }
                    value = token
                } else {
                    return false
                }
                guard memberSeparator(more: &more) else { return false }
            }
            let unitRange = ByteRange(start: unitObjectStart, end: index)
            var afterUnit = false
            guard memberSeparator(more: &afterUnit), !afterUnit else { return false }
            var valueStart: UInt32 = 0
            var valueLength = TranslationStore.none
            if let value {
                valueStart = TranslationStore.Builder.offset(builder.text.count)
                if value.hasEscapes {
                    guard let text = string(value) else { return false }
                    builder.text.append(contentsOf: text.utf8)
                } else {
                    builder.text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[value.contentStart..<value.contentEnd]))
                }
                valueLength = TranslationStore.Builder.offset(builder.text.count) - valueStart
            }
            let range = stateRange ?? unitRange
            builder.units.append(
                PackedUnit(
                    path: 0, state: state, valueStart: valueStart, valueLength: valueLength,
                    rangeStart: TranslationStore.Builder.offset(range.start), rangeEnd: TranslationStore.Builder.offset(range.end),
                    valueRangeStart: value.map { TranslationStore.Builder.offset($0.start) } ?? TranslationStore.none,
                    valueRangeEnd: value.map { TranslationStore.Builder.offset($0.end) } ?? TranslationStore.none))
            unitCount = 1
            mainStart = valueStart
            mainLength = valueLength
        }
        builder.translations.append(
            PackedTranslation(
                locale: locale, rangeStart: TranslationStore.Builder.offset(localeRange.start),
                rangeEnd: TranslationStore.Builder.offset(localeRange.end), unitStart: unitStart, unitCount: unitCount,
                valueStart: mainStart, valueLength: mainLength, outline: 0))
        return true
    }
}
