/// Writes a `StringCatalog` byte for byte as Xcode does (formats.md §1.8–1.9), unknown fields
/// included. `version` is written as held; a repeated key keeps its last entry.
///
/// It streams the model straight to bytes: known fields in their fixed sorted order, maps
/// (entries, locales, cases, substitutions) sorted with `CatalogKeyOrder` only when they are not
/// already in order; an object with unknown fields goes through the generic `JSONWriter`.
///
/// ```swift
/// let bytes = StringCatalogWriter.write(StringCatalogReader.read(original))
/// bytes == original   // for every catalog Xcode wrote
/// ```
public enum StringCatalogWriter {
    /// The catalog's canonical bytes.
    public static func write(_ catalog: StringCatalog) -> [UInt8] {
        if !catalog.extraFields.isEmpty {
            return JSONWriter.write(jsonValue(of: catalog))
        }
        var output: [UInt8] = []
        output.reserveCapacity(max(catalog.positions.root.end, 64))
        output.append(contentsOf: "{\n".utf8)
        if let sourceLanguage = catalog.sourceLanguage {
            output.append(contentsOf: "  \"sourceLanguage\" : ".utf8)
            JSONWriter.writeString(sourceLanguage, into: &output)
            output.append(contentsOf: ",\n".utf8)
        }
        output.append(contentsOf: "  \"strings\" : ".utf8)
        let entries = catalog.entries
        writeMap(count: entries.count, key: { entries[$0].key }, depth: 1, into: &output) { index, output in
            writeEntry(entries[index], depth: 2, into: &output)
        }
        if let version = catalog.version {
            output.append(contentsOf: ",\n  \"version\" : ".utf8)
            JSONWriter.writeString(version, into: &output)
        }
        output.append(contentsOf: "\n}".utf8)
        return output
    }

    /// The catalog's canonical text.
    public static func text(of catalog: StringCatalog) -> String {
        String(decoding: write(catalog), as: UTF8.self)
    }

    /// The canonical bytes of one entry's value (`{` … `}`) as it appears inside `strings`.
    public static func write(entryValue entry: CatalogEntry) -> [UInt8] {
        var output: [UInt8] = []
        writeEntry(entry, depth: 2, into: &output)
        return output
    }

    // MARK: - Streaming

    /// Writes `{ "key" : value, … }` for `count` items whose keys `key(i)` gives, sorted, the
    /// last duplicate winning; `value(i, &output)` writes item `i`'s value. Index-based so items
    /// are never copied.
    static func writeMap(
        count: Int, key: (Int) -> String, depth: Int, into output: inout [UInt8], value: (Int, inout [UInt8]) -> Void
    ) {
        if count == 0 {
            output.append(UInt8(ascii: "{"))
            output.append(0x0A)
            output.append(0x0A)
            JSONWriter.indent(depth, into: &output)
            output.append(UInt8(ascii: "}"))
            return
        }
        var isStrictlySorted = true
        var previousKey = key(0)
        for index in 1..<count {
            let currentKey = key(index)
            if CatalogKeyOrder.compare(previousKey, currentKey) >= 0 {
                isStrictlySorted = false
                break
            }
            previousKey = currentKey
        }
        var order = Array(0..<count)
        if !isStrictlySorted {
            var lastIndex: [String: Int] = [:]
            for index in 0..<count { lastIndex[key(index)] = index }
            order = order.filter { lastIndex[key($0)] == $0 }
            order.sort { CatalogKeyOrder.compare(key($0), key($1)) < 0 }
        }
        output.append(UInt8(ascii: "{"))
        output.append(0x0A)
        for (offset, index) in order.enumerated() {
            JSONWriter.indent(depth + 1, into: &output)
            JSONWriter.writeString(key(index), into: &output)
            output.append(0x20)
            output.append(UInt8(ascii: ":"))
            output.append(0x20)
            value(index, &output)
            if offset + 1 < order.count { output.append(UInt8(ascii: ",")) }
            output.append(0x0A)
        }
        JSONWriter.indent(depth, into: &output)
        output.append(UInt8(ascii: "}"))
    }

    /// Writes known fields given in their sorted order; `nil` values are skipped.
    struct FieldWriter {
        var depth: Int
        var count = 0

        mutating func begin(_ name: StaticString, into output: inout [UInt8]) {
            output.append(count == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","))
            output.append(0x0A)
            JSONWriter.indent(depth + 1, into: &output)
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
            output.append(contentsOf: "\" : ".utf8)
            count += 1
        }

        func end(into output: inout [UInt8]) {
            if count == 0 {
                output.append(UInt8(ascii: "{"))
                output.append(0x0A)
            }
            output.append(0x0A)
            JSONWriter.indent(depth, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    static func writeBool(_ value: Bool, into output: inout [UInt8]) {
        output.append(contentsOf: (value ? "true" : "false").utf8)
    }

    static func writeEntry(_ entry: CatalogEntry, depth: Int, into output: inout [UInt8]) {
        if entry.malformedValue != nil || !entry.extraFields.isEmpty {
            JSONWriter.write(jsonValue(of: entry), depth: depth, into: &output)
            return
        }
        var fields = FieldWriter(depth: depth)
        if let comment = entry.comment {
            fields.begin("comment", into: &output)
            JSONWriter.writeString(comment, into: &output)
        }
        if let state = entry.extractionState {
            fields.begin("extractionState", into: &output)
            JSONWriter.writeString(state.rawValue, into: &output)
        }
        if let generated = entry.isCommentAutoGenerated {
            fields.begin("isCommentAutoGenerated", into: &output)
            writeBool(generated, into: &output)
        }
        if let localizations = entry.localizations {
            fields.begin("localizations", into: &output)
            writeMap(count: localizations.count, key: { localizations[$0].locale }, depth: depth + 1, into: &output) { index, output in
                writeContent(localizations[index].content, depth: depth + 2, into: &output)
            }
        }
        if let shouldTranslate = entry.shouldTranslate {
            fields.begin("shouldTranslate", into: &output)
            writeBool(shouldTranslate, into: &output)
        }
        fields.end(into: &output)
    }

    static func writeContent(_ content: LocalizedContent, depth: Int, into output: inout [UInt8]) {
        if content.malformedValue != nil || !content.extraFields.isEmpty || content.stringUnit?.extraFields.isEmpty == false
            || content.stringSet != nil || content.variations?.extraFields.isEmpty == false
        {
            JSONWriter.write(jsonValue(of: content), depth: depth, into: &output)
            return
        }
        var fields = FieldWriter(depth: depth)
        if let unit = content.stringUnit {
            fields.begin("stringUnit", into: &output)
            var unitFields = FieldWriter(depth: depth + 1)
            if let state = unit.state {
                unitFields.begin("state", into: &output)
                JSONWriter.writeString(state.rawValue, into: &output)
            }
            if let value = unit.value {
                unitFields.begin("value", into: &output)
                JSONWriter.writeString(value, into: &output)
            }
            unitFields.end(into: &output)
        }
        if let substitutions = content.substitutions {
            fields.begin("substitutions", into: &output)
            writeMap(count: substitutions.count, key: { substitutions[$0].name }, depth: depth + 1, into: &output) { index, output in
                writeSubstitution(substitutions[index], depth: depth + 2, into: &output)
            }
        }
        if let variations = content.variations {
            fields.begin("variations", into: &output)
            writeVariations(variations, depth: depth + 1, into: &output)
        }
        fields.end(into: &output)
    }

    static func writeVariations(_ variations: CatalogVariations, depth: Int, into output: inout [UInt8]) {
        var fields = FieldWriter(depth: depth)
        if let device = variations.device {
            fields.begin("device", into: &output)
            writeMap(count: device.count, key: { device[$0].name }, depth: depth + 1, into: &output) { index, output in
                writeContent(device[index].content, depth: depth + 2, into: &output)
            }
        }
        if let plural = variations.plural {
            fields.begin("plural", into: &output)
            writeMap(count: plural.count, key: { plural[$0].name }, depth: depth + 1, into: &output) { index, output in
                writeContent(plural[index].content, depth: depth + 2, into: &output)
            }
        }
        fields.end(into: &output)
    }

    static func writeSubstitution(_ substitution: CatalogSubstitution, depth: Int, into output: inout [UInt8]) {
        if substitution.malformedValue != nil || !substitution.extraFields.isEmpty
            || substitution.variations?.extraFields.isEmpty == false
        {
            JSONWriter.write(jsonValue(of: substitution), depth: depth, into: &output)
            return
        }
        var fields = FieldWriter(depth: depth)
        if let number = substitution.argumentNumber {
            fields.begin("argNum", into: &output)
            output.append(contentsOf: String(number).utf8)
        }
        if let specifier = substitution.formatSpecifier {
            fields.begin("formatSpecifier", into: &output)
            JSONWriter.writeString(specifier, into: &output)
        }
        if let variations = substitution.variations {
            fields.begin("variations", into: &output)
            writeVariations(variations, depth: depth + 1, into: &output)
        }
        fields.end(into: &output)
    }

    // MARK: - Generic path (objects with unknown fields)

    /// The catalog as a JSON value.
    public static func jsonValue(of catalog: StringCatalog) -> JSONValue {
        var members: [JSONMember] = []
        if let sourceLanguage = catalog.sourceLanguage { members.append(field("sourceLanguage", .string(sourceLanguage))) }
        var entries: [JSONMember] = []
        entries.reserveCapacity(catalog.entries.count)
        for entry in catalog.entries { entries.append(field(entry.key, jsonValue(of: entry))) }
        if catalog.positions.stringsValue != nil || !catalog.extraFields.contains(where: { $0.key == "strings" }) {
            members.append(field("strings", .object(entries)))
        }
        if let version = catalog.version { members.append(field("version", .string(version))) }
        members.append(contentsOf: catalog.extraFields)
        return .object(members)
    }

    /// One entry as a JSON value.
    public static func jsonValue(of entry: CatalogEntry) -> JSONValue {
        if let malformed = entry.malformedValue { return malformed.value }
        var members: [JSONMember] = []
        if let comment = entry.comment { members.append(field("comment", .string(comment))) }
        if let state = entry.extractionState { members.append(field("extractionState", .string(state.rawValue))) }
        if let generated = entry.isCommentAutoGenerated { members.append(field("isCommentAutoGenerated", .bool(generated))) }
        if let localizations = entry.localizations {
            members.append(field("localizations", .object(localizations.map { field($0.locale, jsonValue(of: $0.content)) })))
        }
        if let shouldTranslate = entry.shouldTranslate { members.append(field("shouldTranslate", .bool(shouldTranslate))) }
        members.append(contentsOf: entry.extraFields)
        return .object(members)
    }

    /// A localization body as a JSON value.
    public static func jsonValue(of content: LocalizedContent) -> JSONValue {
        if let malformed = content.malformedValue { return malformed.value }
        var members: [JSONMember] = []
        if let set = content.stringSet {
            var setMembers: [JSONMember] = []
            if let state = set.state { setMembers.append(field("state", .string(state.rawValue))) }
            if let values = set.values { setMembers.append(field("values", .array(values.map { JSONNode(.string($0)) }))) }
            setMembers.append(contentsOf: set.extraFields)
            members.append(field("stringSet", .object(setMembers)))
        }
        if let unit = content.stringUnit {
            var unitMembers: [JSONMember] = []
            if let state = unit.state { unitMembers.append(field("state", .string(state.rawValue))) }
            if let value = unit.value { unitMembers.append(field("value", .string(value))) }
            unitMembers.append(contentsOf: unit.extraFields)
            members.append(field("stringUnit", .object(unitMembers)))
        }
        if let substitutions = content.substitutions {
            members.append(field("substitutions", .object(substitutions.map { field($0.name, jsonValue(of: $0)) })))
        }
        if let variations = content.variations { members.append(field("variations", jsonValue(of: variations))) }
        members.append(contentsOf: content.extraFields)
        return .object(members)
    }

    static func jsonValue(of variations: CatalogVariations) -> JSONValue {
        var members: [JSONMember] = []
        if let device = variations.device {
            members.append(field("device", .object(device.map { field($0.name, jsonValue(of: $0.content)) })))
        }
        if let plural = variations.plural {
            members.append(field("plural", .object(plural.map { field($0.name, jsonValue(of: $0.content)) })))
        }
        members.append(contentsOf: variations.extraFields)
        return .object(members)
    }

    static func jsonValue(of substitution: CatalogSubstitution) -> JSONValue {
        if let malformed = substitution.malformedValue { return malformed.value }
        var members: [JSONMember] = []
        if let number = substitution.argumentNumber { members.append(field("argNum", .number(String(number)))) }
        if let specifier = substitution.formatSpecifier { members.append(field("formatSpecifier", .string(specifier))) }
        if let variations = substitution.variations { members.append(field("variations", jsonValue(of: variations))) }
        members.append(contentsOf: substitution.extraFields)
        return .object(members)
    }

    @inline(__always)
    static func field(_ key: String, _ value: JSONValue) -> JSONMember {
        JSONMember(key: key, value: JSONNode(value))
    }
}
