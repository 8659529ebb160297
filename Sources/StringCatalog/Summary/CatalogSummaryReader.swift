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

    /// Reads a catalog's UTF-8 bytes in one front-to-back pass, for a caller that holds only a
    /// window of them (`ForwardBytes`) and may be reading them still: the pass reads no byte at
    /// or past `readable` (the end of what is there so far); every `interval` bytes or so,
    /// between entries, `passed` gets the offset before which the pass will never look again and
    /// returns the new end of what may be read (never less than before). `nil` when the fast
    /// path cannot read the catalog alone (it has a problem, or the pass needed bytes past what
    /// it may read): then `read(_:)` on the whole text gives the summary.
    public static func readInOnePass(
        _ bytes: UnsafeBufferPointer<UInt8>, readable: Int, reportingEvery interval: Int, passed: (Int) -> Int
    ) -> CatalogSummary? {
        guard bytes.count < Int(UInt32.max) else { return nil }
        var reader = FastCatalogReader(bytes: bytes, readable: readable)
        reader.reportInterval = min(max(interval, 1), 1 << 60)
        return reader.read(passed: passed)
    }
}

/// The fast path of `CatalogSummaryReader`: returns `nil` as soon as the text leaves the shapes
/// it knows to be free of problems.
struct FastCatalogReader {
    /// The bytes the reader may read: the whole text, or for a one-pass read the part there is
    /// so far (grown at each report), so that every bounds check stops at what is there.
    var bytes: UnsafeBufferPointer<UInt8>
    /// The whole text's length.
    let totalCount: Int
    var index = 0
    var builder = TranslationStore.Builder()
    var entries: [CatalogSummary.Entry] = []
    var keys: Set<String> = []
    /// The locales of the previous entry in order, with their numbers: entries list the same
    /// locales in the same order, so a locale key is usually matched without making a string.
    var expectedLocales: [(bytes: [UInt8], number: UInt32)] = []
    /// Per locale number, the last entry that had it (to find a repeated locale).
    var lastEntryOfLocale: [Int] = []
    /// How many entries the full reader read (shapes the fast path leaves to it).
    var fullyReadEntries = 0
    /// The units of the localization being read (reused).
    var pendingUnits: [PendingUnit] = []
    /// State numbers of `new`, `translated`, `needs_review`.
    var knownStates: (new: UInt32, translated: UInt32, review: UInt32) = (0, 0, 0)
    /// How many bytes the pass moves on between two reports of how far it got.
    var reportInterval = 1 << 60

    /// A reader of the whole of `bytes`, of which the first `readable` may be read so far.
    init(bytes: UnsafeBufferPointer<UInt8>, readable: Int? = nil) {
        self.bytes = UnsafeBufferPointer(rebasing: bytes[0..<min(max(readable ?? bytes.count, 0), bytes.count)])
        totalCount = bytes.count
        // Xcode's layout spends about 200 bytes of text per unit and 6 per byte of value text;
        // reserving (untouched pages cost no memory) saves copying the growing arrays.
        builder.units.reserveCapacity(totalCount / 150)
        builder.translations.reserveCapacity(totalCount / 150)
        builder.text.reserveCapacity(totalCount / 5)
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

    /// Skips spaces, line feeds, carriage returns and tabs.
    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            // Xcode indents by runs of spaces: eight at a time.
            if index + 8 <= bytes.count, Self.word(at: index, in: bytes) == Self.eightSpaces {
                index += 8
                continue
            }
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

    /// Eight spaces, as one word.
    static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    /// The eight bytes at `offset` of `bytes` (which holds `offset + 8` at least), the first in
    /// the low byte.
    @inline(__always)
    static func word(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The bytes of `word` that end a string token's plain run — `"`, `\` or a byte below 0x20 —
    /// each marked by its high bit. Marks above the lowest may be false (a borrow carries over),
    /// the lowest never is, and there is one whenever such a byte is in the word.
    @inline(__always)
    static func stringRunEnds(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let controls = (word &- ones &* 0x20) & ~word
        return (controls | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)) & highBits
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
            // Plain bytes eight at a time, up to the first that ends the run.
            if index + 8 <= bytes.count {
                let word = Self.word(at: index, in: bytes)
                let ends = Self.stringRunEnds(word)
                let plainBytes = ends == 0 ? 8 : ends.trailingZeroBitCount / 8
                if plainBytes > 0 {
                    let plain = plainBytes == 8 ? word : word & ((1 << UInt64(plainBytes * 8)) - 1)
                    if plain & 0x8080_8080_8080_8080 != 0 { isASCII = false }
                    index += plainBytes
                    continue
                }
            }
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

    /// Reads the catalog; `passed` is told, between entries, the offset before which the reader
    /// will not look again, and returns how far the reader may now read.
    mutating func read(passed: (Int) -> Int = { _ in Int.max }) -> CatalogSummary? {
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
                guard stringsValue == nil, let range = readEntries(passed: passed) else { return nil }
                stringsValue = range
            } else {
                return nil
            }
            guard memberSeparator(more: &more) else { return nil }
        }
        skipWhitespace()
        // The whole text, not only what could be read: bytes past it would be unread text.
        guard index == totalCount, sourceLanguage != nil, version != nil, stringsValue != nil else { return nil }
        return CatalogSummary(
            sourceLanguage: sourceLanguage, entries: entries, store: builder.finish(), problems: [], stringsValue: stringsValue)
    }

    /// Reads `strings`; returns its range. Tells `passed` where it is every `reportInterval` bytes
    /// and reads up to where it answers.
    mutating func readEntries(passed: (Int) -> Int) -> ByteRange? {
        skipWhitespace()
        let start = index
        var isEmpty = false
        guard openObject(isEmpty: &isEmpty) else { return nil }
        var more = !isEmpty
        var nextReport = index + reportInterval
        while more {
            if index >= nextReport {
                // At an entry's key: nothing before it is read again (a rolled back entry starts after it).
                let readable = min(passed(index), totalCount)
                if let base = bytes.baseAddress, readable > bytes.count {
                    bytes = UnsafeBufferPointer(start: base, count: readable)
                }
                nextReport = index + reportInterval
            }
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
        fullyReadEntries += 1
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
            guard readLocalization(locale: locale, localeRange: localeToken.range) else { return false }
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

    /// A unit read but not yet stored: units are stored in the full model's leaf order (own
    /// unit, plural cases, device cases, substitutions), which is not the file's key order.
    struct PendingUnit {
        /// The unit's place in leaf order: 16 bits per nesting level (2 bits for own unit, plural,
        /// device or substitution, 14 bits for the case's position), outermost first.
        var order: UInt64
        var path: UInt32
        var state: UInt32
        var value: Token?
        var range: ByteRange
    }

    /// A plural case read but not yet stored.
    struct PendingCase {
        var name: Token
        var value: Token?
        var order: UInt64
    }

    /// A substitution read but not yet stored.
    struct PendingSubstitution {
        var name: Token
        var formatSpecifier: Token?
        var cases: [PendingCase]?
    }

    /// Reads a localization's value and stores it as one translation; `false` at anything the
    /// fast path does not read (string sets, unknown fields, nesting past four levels).
    mutating func readLocalization(locale: UInt32, localeRange: ByteRange) -> Bool {
        pendingUnits.removeAll(keepingCapacity: true)
        var plural: [PendingCase]?
        var substitutions: [PendingSubstitution]?
        var ownValue: Token?
        guard readContent(level: 0, order: 0, path: "", plural: &plural, substitutions: &substitutions, ownValue: &ownValue)
        else { return false }
        var isSorted = true
        for position in pendingUnits.indices.dropFirst() where pendingUnits[position - 1].order >= pendingUnits[position].order {
            isSorted = false
            break
        }
        if !isSorted { pendingUnits.sort { $0.order < $1.order } }
        let unitStart = builder.units.count
        var mainUnit: Int?
        if ownValue != nil {
            mainUnit = 0
        } else if let other = plural?.first(where: { token($0.name, is: "other") }), other.value != nil {
            mainUnit = pendingUnits.firstIndex { $0.order == other.order }
        } else if !pendingUnits.isEmpty {
            mainUnit = 0
        }
        for unit in pendingUnits {
            guard let (valueStart, valueLength) = storeText(unit.value) else { return false }
            builder.units.append(
                PackedUnit(
                    path: unit.path, state: unit.state, valueStart: valueStart, valueLength: valueLength,
                    rangeStart: TranslationStore.Builder.offset(unit.range.start), rangeEnd: TranslationStore.Builder.offset(unit.range.end),
                    valueRangeStart: unit.value.map { TranslationStore.Builder.offset($0.start) } ?? TranslationStore.none,
                    valueRangeEnd: unit.value.map { TranslationStore.Builder.offset($0.end) } ?? TranslationStore.none))
        }
        var outline: UInt32 = 0
        if plural != nil || substitutions != nil {
            outline = TranslationStore.Builder.offset(builder.outlines.count)
            guard let (caseStart, caseCount) = storeCases(plural) else { return false }
            var packed: [PackedSubstitution] = []
            for substitution in substitutions ?? [] {
                guard let name = string(substitution.name), let (start, count) = storeCases(substitution.cases) else { return false }
                var formatSpecifier = TranslationStore.none
                if let token = substitution.formatSpecifier {
                    guard let text = string(token) else { return false }
                    formatSpecifier = builder.nameNumber(text)
                }
                packed.append(
                    PackedSubstitution(
                        name: builder.nameNumber(name), nameStart: TranslationStore.Builder.offset(substitution.name.start),
                        nameEnd: TranslationStore.Builder.offset(substitution.name.end), formatSpecifier: formatSpecifier,
                        caseStart: start, caseCount: count))
            }
            let substitutionStart = TranslationStore.Builder.offset(builder.substitutions.count)
            builder.substitutions += packed
            builder.outlines.append(
                PackedOutline(
                    caseStart: caseStart, caseCount: caseCount, substitutionStart: substitutionStart,
                    substitutionCount: substitutions.map { TranslationStore.Builder.offset($0.count) } ?? TranslationStore.none))
        }
        let main = mainUnit.map { builder.units[unitStart + $0] }
        builder.translations.append(
            PackedTranslation(
                locale: locale, rangeStart: TranslationStore.Builder.offset(localeRange.start),
                rangeEnd: TranslationStore.Builder.offset(localeRange.end), unitStart: TranslationStore.Builder.offset(unitStart),
                unitCount: TranslationStore.Builder.offset(pendingUnits.count), valueStart: main?.valueStart ?? 0,
                valueLength: main?.valueLength ?? TranslationStore.none, outline: outline))
        return true
    }

    /// Stores a value's text (decoded when it has escapes); `(0, none)` for no value, `nil` when
    /// decoding reports a problem.
    mutating func storeText(_ token: Token?) -> (UInt32, UInt32)? {
        guard let token else { return (0, TranslationStore.none) }
        let start = TranslationStore.Builder.offset(builder.text.count)
        if token.hasEscapes {
            guard let text = string(token) else { return nil }
            builder.text.append(contentsOf: text.utf8)
        } else {
            builder.text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[token.contentStart..<token.contentEnd]))
        }
        return (start, TranslationStore.Builder.offset(builder.text.count) - start)
    }

    /// Stores plural cases; count `none` for no plural variation.
    mutating func storeCases(_ cases: [PendingCase]?) -> (UInt32, UInt32)? {
        let start = TranslationStore.Builder.offset(builder.cases.count)
        guard let cases else { return (start, TranslationStore.none) }
        for item in cases {
            guard let name = string(item.name), let (valueStart, valueLength) = storeText(item.value) else { return nil }
            builder.cases.append(
                PackedCase(
                    name: builder.nameNumber(name), nameStart: TranslationStore.Builder.offset(item.name.start),
                    nameEnd: TranslationStore.Builder.offset(item.name.end), valueStart: valueStart, valueLength: valueLength))
        }
        return (start, TranslationStore.Builder.offset(cases.count))
    }

    /// The order of a step one level below `order`: `category` (1 plural, 2 device,
    /// 3 substitution) and the case's position; `nil` past four levels or 16,383 cases.
    static func order(_ order: UInt64, level: Int, category: UInt64, position: Int) -> UInt64? {
        guard level < 4, position < 1 << 14 else { return nil }
        return order | ((category << 14 | UInt64(position)) << UInt64(48 - 16 * level))
    }

    /// Reads a content object (`stringUnit`, `variations`, `substitutions`) at nesting `level`,
    /// adding its units to `pendingUnits`; reports its plural cases, substitutions and own unit's
    /// value (the localization's outline and main text use those of level 0).
    mutating func readContent(
        level: Int, order: UInt64, path: String, plural: inout [PendingCase]?, substitutions: inout [PendingSubstitution]?,
        ownValue: inout Token?
    ) -> Bool {
        var isEmpty = false
        guard openObject(isEmpty: &isEmpty) else { return false }
        var seen: UInt8 = 0
        var more = !isEmpty
        while more {
            guard let field = memberKey() else { return false }
            if token(field, is: "stringUnit") {
                guard seen & 1 == 0, readStringUnit(order: order, path: path, ownValue: &ownValue) else { return false }
                seen |= 1
            } else if token(field, is: "variations") {
                guard seen & 2 == 0 else { return false }
                seen |= 2
                guard readVariations(level: level, order: order, path: path, plural: &plural) else { return false }
            } else if token(field, is: "substitutions") {
                guard seen & 4 == 0 else { return false }
                seen |= 4
                guard readSubstitutions(level: level, order: order, path: path, substitutions: &substitutions) else { return false }
            } else {
                return false
            }
            guard memberSeparator(more: &more) else { return false }
        }
        return true
    }

    /// Reads `{ "state" : …, "value" : … }` into one pending unit.
    mutating func readStringUnit(order: UInt64, path: String, ownValue: inout Token?) -> Bool {
        skipWhitespace()
        let unitStart = index
        var isEmpty = false
        guard openObject(isEmpty: &isEmpty) else { return false }
        var state: UInt32 = 0
        var stateRange: ByteRange?
        var value: Token?
        var more = !isEmpty
        while more {
            guard let field = memberKey() else { return false }
            if token(field, is: "state") {
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
            } else if token(field, is: "value") {
                guard value == nil, let token = stringToken() else { return false }
                value = token
            } else {
                return false
            }
            guard memberSeparator(more: &more) else { return false }
        }
        ownValue = value
        pendingUnits.append(
            PendingUnit(
                order: order, path: path.isEmpty ? 0 : builder.pathNumber(path), state: state, value: value,
                range: stateRange ?? ByteRange(start: unitStart, end: index)))
        return true
    }

    /// Reads `variations` (`plural` and `device` cases, each a content one level down).
    mutating func readVariations(level: Int, order: UInt64, path: String, plural: inout [PendingCase]?) -> Bool {
        var isEmpty = false
        guard openObject(isEmpty: &isEmpty) else { return false }
        var seen: UInt8 = 0
        var more = !isEmpty
        while more {
            guard let field = memberKey() else { return false }
            let isPlural = token(field, is: "plural")
            guard isPlural || token(field, is: "device") else { return false }
            let bit: UInt8 = isPlural ? 1 : 2
            guard seen & bit == 0 else { return false }
            seen |= bit
            var cases: [PendingCase] = []
            var casesEmpty = false
            guard openObject(isEmpty: &casesEmpty) else { return false }
            var moreCases = !casesEmpty
            while moreCases {
                guard let name = memberKey(), !name.hasEscapes,
                    !cases.contains(where: { bytes[$0.name.contentStart..<$0.name.contentEnd].elementsEqual(bytes[name.contentStart..<name.contentEnd]) }),
                    let caseOrder = Self.order(order, level: level, category: isPlural ? 1 : 2, position: cases.count),
                    let nameText = string(name)
                else { return false }
                let casePath = (path.isEmpty ? "" : path + "/") + (isPlural ? "plural:" : "device:") + nameText
                var innerPlural: [PendingCase]?
                var innerSubstitutions: [PendingSubstitution]?
                var caseValue: Token?
                guard readContent(
                    level: level + 1, order: caseOrder, path: casePath, plural: &innerPlural, substitutions: &innerSubstitutions,
                    ownValue: &caseValue)
                else { return false }
                cases.append(PendingCase(name: name, value: caseValue, order: caseOrder))
                guard memberSeparator(more: &moreCases) else { return false }
            }
            if isPlural { plural = cases }
            guard memberSeparator(more: &more) else { return false }
        }
        return true
    }

    /// Reads `substitutions` (each `argNum`, `formatSpecifier`, `variations`).
    mutating func readSubstitutions(level: Int, order: UInt64, path: String, substitutions: inout [PendingSubstitution]?) -> Bool {
        var isEmpty = false
        guard openObject(isEmpty: &isEmpty) else { return false }
        var found: [PendingSubstitution] = []
        var more = !isEmpty
        while more {
            guard let name = memberKey(), !name.hasEscapes,
                !found.contains(where: { bytes[$0.name.contentStart..<$0.name.contentEnd].elementsEqual(bytes[name.contentStart..<name.contentEnd]) }),
                let substitutionOrder = Self.order(order, level: level, category: 3, position: found.count),
                let nameText = string(name)
            else { return false }
            let substitutionPath = (path.isEmpty ? "" : path + "/") + "substitution:" + nameText
            var substitution = PendingSubstitution(name: name, formatSpecifier: nil, cases: nil)
            var fieldsEmpty = false
            guard openObject(isEmpty: &fieldsEmpty) else { return false }
            var seen: UInt8 = 0
            var moreFields = !fieldsEmpty
            while moreFields {
                guard let field = memberKey() else { return false }
                if token(field, is: "argNum") {
                    guard seen & 1 == 0, integer() else { return false }
                    seen |= 1
                } else if token(field, is: "formatSpecifier") {
                    guard seen & 2 == 0, let token = stringToken() else { return false }
                    seen |= 2
                    substitution.formatSpecifier = token
                } else if token(field, is: "variations") {
                    guard seen & 4 == 0 else { return false }
                    seen |= 4
                    // A substitution's variations are one level below it, as its own content would be.
                    var cases: [PendingCase]?
                    guard readVariations(level: level + 1, order: substitutionOrder, path: substitutionPath, plural: &cases)
                    else { return false }
                    substitution.cases = cases
                } else {
                    return false
                }
                guard memberSeparator(more: &moreFields) else { return false }
            }
            found.append(substitution)
            guard memberSeparator(more: &more) else { return false }
        }
        substitutions = found
        return true
    }

    /// Reads a JSON integer (digits, optionally after `-`) that the full reader takes as `argNum`.
    mutating func integer() -> Bool {
        skipWhitespace()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        guard index > digits, index - digits < 15 else { return false }
        // A leading zero, a fraction or an exponent: left to the full reader.
        if bytes[digits] == UInt8(ascii: "0") && index - digits > 1 { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] | 0x20 == UInt8(ascii: "e") { return false }
        return index > start
    }
}
