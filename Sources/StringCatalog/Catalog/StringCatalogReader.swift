import TextPositions

/// Reads `.xcstrings` text into a `StringCatalog`. Never fails: invalid JSON yields what could be
/// read plus `CatalogProblem`s, and every field it does not know is kept.
///
/// It builds the model straight from the JSON parser (no intermediate tree), falling back to
/// generic JSON values only for unknown fields and values of the wrong type.
///
/// ```swift
/// let catalog = StringCatalogReader.read(bytes)
/// catalog.entry(forKey: "Delete")?.localization(for: "de")?.content.stringUnit?.valueRange
/// ```
public enum StringCatalogReader {
    /// Reads a catalog from its UTF-8 bytes.
    public static func read(_ bytes: [UInt8]) -> StringCatalog {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            var builder = CatalogModelBuilder()
            return builder.readCatalog(&parser)
        }
    }

    /// Reads a catalog from its text.
    public static func read(_ text: String) -> StringCatalog {
        read(Array(text.utf8))
    }
}

/// Builds the catalog model while parsing, collecting structural problems.
struct CatalogModelBuilder {
    var problems: [CatalogProblem] = []

    mutating func report(_ kind: CatalogProblem.Kind, _ message: String, _ range: ByteRange) {
        problems.append(CatalogProblem(kind: kind, message: message, range: range))
    }

    /// Reads the value as a generic node, reports it as the wrong type, and returns it as a member
    /// to keep.
    mutating func keepWrongType(_ parser: inout JSONParser, _ key: String, _ keyRange: ByteRange, expected: String, depth: Int) -> JSONMember {
        let node = parser.parseValue(depth: depth)
        report(.wrongType, "'\(key)' should be \(expected), found \(node.value.kindDescription)", node.range)
        return JSONMember(key: key, keyRange: keyRange, value: node)
    }

    mutating func keepUnknown(_ parser: inout JSONParser, _ key: String, _ keyRange: ByteRange, depth: Int) -> JSONMember {
        JSONMember(key: key, keyRange: keyRange, value: parser.parseValue(depth: depth))
    }

    mutating func duplicate(_ what: String, _ key: String, _ keyRange: ByteRange, first: ByteRange) {
        report(.duplicateKey, "\(what) '\(key)' appears again (first at byte \(first.start)); the last one wins", keyRange)
    }

    /// Reports repeated names in a map read into `items`: pairwise on 64-bit hashes of the names
    /// (a map of 40 locales is checked per entry, so this must stay cheap), strings compared only
    /// when hashes collide.
    mutating func reportDuplicates<Item>(_ items: [Item], what: String, name: (Item) -> String, range: (Item) -> ByteRange) {
        if items.count < 2 { return }
        if items.count > 256 {
            var seen: [String: Int] = [:]
            seen.reserveCapacity(items.count)
            for (offset, item) in items.enumerated() {
                if let earlier = seen[name(item)] {
                    duplicate(what, name(item), range(item), first: range(items[earlier]))
                }
                seen[name(item)] = offset
            }
            return
        }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: items.count) { hashes in
            for (offset, item) in items.enumerated() { hashes[offset] = Self.nameHash(name(item)) }
            for later in 1..<items.count {
                for earlier in 0..<later where hashes[earlier] == hashes[later] && name(items[earlier]) == name(items[later]) {
                    duplicate(what, name(items[later]), range(items[later]), first: range(items[earlier]))
                    break
                }
            }
        }
    }

    /// FNV-1a over the UTF-8 bytes of a (short) name.
    static func nameHash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// Reports a field seen twice in one object.
    mutating func checkRepeated(_ seen: inout [ByteRange], _ slot: Int, _ key: String, _ keyRange: ByteRange) {
        if seen[slot].end > 0 {
            duplicate("field", key, keyRange, first: seen[slot])
        }
        seen[slot] = keyRange
    }

    mutating func readCatalog(_ parser: inout JSONParser) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: nil, version: nil)
        let bytes = parser.bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            parser.problem("byte order mark before JSON text", ByteRange(start: 0, end: 3))
            parser.index = 3
        }
        var entries: [CatalogEntry] = []
        var extra: [JSONMember] = []
        var sawSourceLanguage = false, sawStrings = false, sawVersion = false
        var topKeys: [(String, ByteRange)] = []
        let first = parser.peekValueStart()
        if first == UInt8(ascii: "{") {
            let rootRange = parser.parseObjectMembers(depth: 0) { parser, key, keyRange in
                topKeys.append((key, keyRange))
                switch key {
                case "sourceLanguage":
                    sawSourceLanguage = true
                    if let (string, range) = parser.parseStringIfPresent() {
                        catalog.sourceLanguage = string
                        catalog.positions.sourceLanguageValue = range
                    } else {
                        extra.append(keepWrongType(&parser, key, keyRange, expected: "a string", depth: 1))
                    }
                case "version":
                    sawVersion = true
                    if let (string, range) = parser.parseStringIfPresent() {
                        catalog.version = string
                        catalog.positions.versionValue = range
                        if !string.hasPrefix("1.") { report(.unknownVersion, "unknown catalog version '\(string)'", range) }
                    } else {
                        extra.append(keepWrongType(&parser, key, keyRange, expected: "a string", depth: 1))
                    }
                case "strings":
                    sawStrings = true
                    if parser.peekValueStart() == UInt8(ascii: "{") {
                        catalog.positions.stringsKey = keyRange
                        catalog.positions.stringsValue = readEntries(&parser, into: &entries)
                    } else {
                        extra.append(keepWrongType(&parser, key, keyRange, expected: "an object", depth: 1))
                    }
                default:
                    report(.unexpectedField, "'\(key)' is not a catalog field (entries belong inside 'strings')", keyRange)
                    extra.append(keepUnknown(&parser, key, keyRange, depth: 1))
                }
            }
            catalog.positions.root = rootRange
            let head = ByteRange(start: rootRange.start, end: min(rootRange.start + 1, rootRange.end))
            if !sawSourceLanguage { report(.missingField, "the catalog has no 'sourceLanguage'", head) }
            if !sawStrings { report(.missingField, "the catalog has no 'strings'", head) }
            if !sawVersion { report(.missingField, "the catalog has no 'version'", head) }
            reportDuplicates(topKeys, what: "top-level key", name: \.0, range: \.1)
        } else if first == nil {
            parser.problem("no JSON value in the text", ByteRange(at: parser.index))
            catalog.positions.root = ByteRange(at: parser.index)
        } else {
            let node = parser.parseValue(depth: 0)
            catalog.positions.root = node.range
            if node.value != .invalid {
                report(.wrongType, "a catalog must be a JSON object, found \(node.value.kindDescription)", node.range)
            }
        }
        parser.skipWhitespace()
        if parser.index < bytes.count {
            parser.problem("unexpected text after the JSON value", ByteRange(start: parser.index, end: bytes.count))
        }
        for problem in parser.problems {
            problems.append(CatalogProblem(kind: .invalidJSON, message: problem.message, range: problem.range))
        }
        catalog.extraFields = extra
        catalog.entries = entries
        problems.sort { $0.range < $1.range }
        catalog.problems = problems
        return catalog
    }

    mutating func readEntries(_ parser: inout JSONParser, into entries: inout [CatalogEntry]) -> ByteRange {
        let range = parser.parseObjectMembers(depth: 1) { parser, key, keyRange in
            entries.append(readEntry(&parser, key, keyRange))
        }
        reportDuplicates(entries, what: "key", name: \.key, range: \.positions.key)
        return range
    }

    mutating func readEntry(_ parser: inout JSONParser, _ key: String, _ keyRange: ByteRange) -> CatalogEntry {
        var entry = CatalogEntry(key: key)
        entry.positions.key = keyRange
        guard parser.peekValueStart() == UInt8(ascii: "{") else {
            let member = keepWrongType(&parser, key, keyRange, expected: "an object", depth: 2)
            entry.malformedValue = member.value
            entry.positions.value = member.value.range
            return entry
        }
        var seen = [ByteRange](repeating: ByteRange(at: 0), count: 5)
        entry.positions.value = parser.parseObjectMembers(depth: 2) { parser, field, fieldRange in
            switch field {
            case "comment":
                checkRepeated(&seen, 0, field, fieldRange)
                if let (string, range) = parser.parseStringIfPresent() {
                    entry.comment = string
                    entry.positions.commentValue = range
                } else {
                    entry.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "a string", depth: 3))
                }
            case "extractionState":
                checkRepeated(&seen, 1, field, fieldRange)
                if let (string, range) = parser.parseStringIfPresent() {
                    let state = ExtractionState(rawValue: string)
                    if case .other = state { report(.unknownExtractionState, "unknown extractionState '\(string)'", range) }
                    entry.extractionState = state
                    entry.positions.extractionStateValue = range
                } else {
                    entry.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "a string", depth: 3))
                }
            case "isCommentAutoGenerated", "shouldTranslate":
                let isGenerated = field == "isCommentAutoGenerated"
                checkRepeated(&seen, isGenerated ? 2 : 3, field, fieldRange)
                let node = parser.parseValue(depth: 3)
                if let bool = node.value.boolValue {
                    if isGenerated {
                        entry.isCommentAutoGenerated = bool
                    } else {
                        entry.shouldTranslate = bool
                        entry.positions.shouldTranslateValue = node.range
                    }
                } else {
                    report(.wrongType, "'\(field)' should be a boolean, found \(node.value.kindDescription)", node.range)
                    entry.extraFields.append(JSONMember(key: field, keyRange: fieldRange, value: node))
                }
            case "localizations":
                checkRepeated(&seen, 4, field, fieldRange)
                if parser.peekValueStart() == UInt8(ascii: "{") {
                    var localizations: [CatalogLocalization] = []
                    entry.positions.localizationsValue = parser.parseObjectMembers(depth: 3) { parser, locale, localeRange in
                        localizations.append(CatalogLocalization(locale: locale, localeRange: localeRange,
                            content: readContent(&parser, locale, localeRange, depth: 4)))
                    }
                    reportDuplicates(localizations, what: "locale", name: \.locale, range: \.localeRange)
                    entry.localizations = localizations
                } else {
                    entry.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "an object", depth: 3))
                }
            default:
                entry.extraFields.append(keepUnknown(&parser, field, fieldRange, depth: 3))
            }
        }
        return entry
    }

    /// Reads a localization, variation case or substitution variant body at `depth`.
    mutating func readContent(_ parser: inout JSONParser, _ key: String, _ keyRange: ByteRange, depth: Int) -> LocalizedContent {
        var content = LocalizedContent()
        guard parser.peekValueStart() == UInt8(ascii: "{") else {
            let member = keepWrongType(&parser, key, keyRange, expected: "an object", depth: depth)
            content.malformedValue = member.value
            content.range = member.value.range
            return content
        }
        var seen = [ByteRange](repeating: ByteRange(at: 0), count: 4)
        content.range = parser.parseObjectMembers(depth: depth) { parser, field, fieldRange in
            switch field {
            case "stringUnit":
                checkRepeated(&seen, 0, field, fieldRange)
                if parser.peekValueStart() == UInt8(ascii: "{") {
                    content.stringUnit = readStringUnit(&parser, depth: depth + 1)
                } else {
                    content.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "an object", depth: depth + 1))
                }
            case "stringSet":
                checkRepeated(&seen, 1, field, fieldRange)
                if parser.peekValueStart() == UInt8(ascii: "{") {
                    content.stringSet = readStringSet(&parser, depth: depth + 1)
                } else {
                    content.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "an object", depth: depth + 1))
                }
            case "variations":
                checkRepeated(&seen, 2, field, fieldRange)
                if parser.peekValueStart() == UInt8(ascii: "{") {
                    content.variations = readVariations(&parser, depth: depth + 1)
                } else {
                    content.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "an object", depth: depth + 1))
                }
            case "substitutions":
                checkRepeated(&seen, 3, field, fieldRange)
                if parser.peekValueStart() == UInt8(ascii: "{") {
                    var substitutions: [CatalogSubstitution] = []
                    _ = parser.parseObjectMembers(depth: depth + 1) { parser, name, nameRange in
                        substitutions.append(readSubstitution(&parser, name, nameRange, depth: depth + 2))
                    }
                    reportDuplicates(substitutions, what: "substitution", name: \.name, range: \.nameRange)
                    content.substitutions = substitutions
                } else {
                    content.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "an object", depth: depth + 1))
                }
            default:
                content.extraFields.append(keepUnknown(&parser, field, fieldRange, depth: depth + 1))
            }
        }
        return content
    }

    mutating func readState(_ parser: inout JSONParser, _ field: String, _ fieldRange: ByteRange, depth: Int) -> (TranslationState, ByteRange)? {
        guard let (string, range) = parser.parseStringIfPresent() else { return nil }
        let state = TranslationState(rawValue: string)
        if case .other = state {
            report(.unknownState, "unknown state '\(string)' (Xcode writes new, translated, needs_review)", range)
        }
        return (state, range)
    }

    mutating func readStringUnit(_ parser: inout JSONParser, depth: Int) -> StringUnit {
        var unit = StringUnit(state: nil, value: nil)
        var seen = [ByteRange](repeating: ByteRange(at: 0), count: 2)
        unit.range = parser.parseObjectMembers(depth: depth) { parser, field, fieldRange in
            switch field {
            case "state":
                checkRepeated(&seen, 0, field, fieldRange)
                if let (state, range) = readState(&parser, field, fieldRange, depth: depth + 1) {
                    unit.state = state
                    unit.stateRange = range
                } else {
                    unit.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "a string", depth: depth + 1))
                }
            case "value":
                checkRepeated(&seen, 1, field, fieldRange)
                if let (string, range) = parser.parseStringIfPresent() {
                    unit.value = string
                    unit.valueRange = range
                } else {
                    unit.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "a string", depth: depth + 1))
                }
            default:
                unit.extraFields.append(keepUnknown(&parser, field, fieldRange, depth: depth + 1))
            }
        }
        return unit
    }

    mutating func readStringSet(_ parser: inout JSONParser, depth: Int) -> StringSet {
        var set = StringSet(state: nil, values: nil)
        var seen = [ByteRange](repeating: ByteRange(at: 0), count: 2)
        set.range = parser.parseObjectMembers(depth: depth) { parser, field, fieldRange in
            switch field {
            case "state":
                checkRepeated(&seen, 0, field, fieldRange)
                if let (state, range) = readState(&parser, field, fieldRange, depth: depth + 1) {
                    set.state = state
                    set.stateRange = range
                } else {
                    set.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "a string", depth: depth + 1))
                }
            case "values":
                checkRepeated(&seen, 1, field, fieldRange)
                let node = parser.parseValue(depth: depth + 1)
                if case .array(let elements) = node.value, elements.allSatisfy({ $0.value.stringValue != nil }) {
                    set.values = elements.compactMap { $0.value.stringValue }
                    set.valueRanges = elements.map(\.range)
                } else {
                    report(.wrongType, "'values' should be an array of strings, found \(node.value.kindDescription)", node.range)
                    set.extraFields.append(JSONMember(key: field, keyRange: fieldRange, value: node))
                }
            default:
                set.extraFields.append(keepUnknown(&parser, field, fieldRange, depth: depth + 1))
            }
        }
        return set
    }

    mutating func readVariations(_ parser: inout JSONParser, depth: Int) -> CatalogVariations {
        var variations = CatalogVariations()
        var seen = [ByteRange](repeating: ByteRange(at: 0), count: 2)
        variations.range = parser.parseObjectMembers(depth: depth) { parser, field, fieldRange in
            switch field {
            case "plural", "device":
                checkRepeated(&seen, field == "plural" ? 0 : 1, field, fieldRange)
                guard parser.peekValueStart() == UInt8(ascii: "{") else {
                    variations.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "an object", depth: depth + 1))
                    break
                }
                var cases: [CatalogVariation] = []
                _ = parser.parseObjectMembers(depth: depth + 1) { parser, name, nameRange in
                    cases.append(CatalogVariation(name: name, nameRange: nameRange, content: readContent(&parser, name, nameRange, depth: depth + 2)))
                }
                reportDuplicates(cases, what: field == "plural" ? "plural category" : "device", name: \.name, range: \.nameRange)
                if field == "plural" { variations.plural = cases } else { variations.device = cases }
            default:
                variations.extraFields.append(keepUnknown(&parser, field, fieldRange, depth: depth + 1))
            }
        }
        return variations
    }

    mutating func readSubstitution(_ parser: inout JSONParser, _ name: String, _ nameRange: ByteRange, depth: Int) -> CatalogSubstitution {
        var substitution = CatalogSubstitution(name: name, nameRange: nameRange)
        guard parser.peekValueStart() == UInt8(ascii: "{") else {
            let member = keepWrongType(&parser, name, nameRange, expected: "an object", depth: depth)
            substitution.malformedValue = member.value
            substitution.range = member.value.range
            return substitution
        }
        var seen = [ByteRange](repeating: ByteRange(at: 0), count: 3)
        substitution.range = parser.parseObjectMembers(depth: depth) { parser, field, fieldRange in
            switch field {
            case "argNum":
                checkRepeated(&seen, 0, field, fieldRange)
                let node = parser.parseValue(depth: depth + 1)
                if let number = node.value.intValue {
                    substitution.argumentNumber = number
                    substitution.argumentNumberRange = node.range
                } else {
                    report(.wrongType, "'argNum' should be an integer, found \(node.value.kindDescription)", node.range)
                    substitution.extraFields.append(JSONMember(key: field, keyRange: fieldRange, value: node))
                }
            case "formatSpecifier":
                checkRepeated(&seen, 1, field, fieldRange)
                if let (string, range) = parser.parseStringIfPresent() {
                    substitution.formatSpecifier = string
                    substitution.formatSpecifierRange = range
                } else {
                    substitution.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "a string", depth: depth + 1))
                }
            case "variations":
                checkRepeated(&seen, 2, field, fieldRange)
                if parser.peekValueStart() == UInt8(ascii: "{") {
                    substitution.variations = readVariations(&parser, depth: depth + 1)
                } else {
                    substitution.extraFields.append(keepWrongType(&parser, field, fieldRange, expected: "an object", depth: depth + 1))
                }
            default:
                substitution.extraFields.append(keepUnknown(&parser, field, fieldRange, depth: depth + 1))
            }
        }
        return substitution
    }
}
