import TextPositions

/// A replacement of a byte range of the original text.
public struct CatalogTextEdit: Sendable, Equatable {
    /// UTF-8 byte range in the original text (empty for an insertion).
    public var range: ByteRange
    /// The new text.
    public var replacement: String

    /// An edit replacing `range` with `replacement`.
    public init(range: ByteRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Applies non-overlapping edits made against `bytes`.
    public static func apply(_ edits: [CatalogTextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        // From the end, so earlier offsets stay valid; at one offset the longer range goes first so
        // an insertion lands before the text a deletion removed.
        let ordered = edits.sorted { ($0.range.start, $0.range.end) > ($1.range.start, $1.range.end) }
        for edit in ordered {
            result.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        return result
    }
}

/// Why an edit was refused.
public enum CatalogEditError: Error, Sendable, Equatable {
    /// The catalog has JSON syntax errors; editing could corrupt it.
    case catalogHasSyntaxErrors
    /// The catalog has no `strings` object to edit.
    case missingStringsObject
    /// No entry has this key.
    case keyNotFound(String)
    /// An entry with this key already exists.
    case keyAlreadyExists(String)
}

/// The outcome of an edit: text edits against the original, and the catalog as it is after them.
public struct CatalogEditResult: Sendable {
    /// Minimal edits against the text the catalog was read from.
    public var edits: [CatalogTextEdit]
    /// The edited model. Positions of the changed entry are not updated: re-read the edited text
    /// for positions.
    public var catalog: StringCatalog
}

/// Changes a catalog with minimal text edits (formats.md §1.11): only the affected entry's bytes
/// change, a new or renamed entry goes to its sorted place, and nothing else is re-sorted. On a
/// canonical file the edited text is exactly `StringCatalogWriter`'s output for the edited model.
/// Catalogs with JSON errors are never edited.
///
/// ```swift
/// let entry = StringCatalogEditor.makeEntry(key: "welcome", comment: "Greeting", sourceLanguage: "en", sourceValue: "Welcome")
/// let result = try StringCatalogEditor.addEntry(entry, to: catalog)
/// let newText = CatalogTextEdit.apply(result.edits, to: originalBytes)
/// ```
public enum StringCatalogEditor {
    /// Indentation before an entry's key inside `strings`.
    static let entryIndent = "    "

    /// A hand-added entry (`extractionState: manual`) with its source-language value and optional
    /// translations.
    public static func makeEntry(
        key: String, comment: String? = nil, sourceLanguage: String, sourceValue: String,
        translations: [(locale: String, value: String, state: TranslationState)] = []
    ) -> CatalogEntry {
        var localizations = [CatalogLocalization(locale: sourceLanguage, state: .translated, value: sourceValue)]
        for translation in translations {
            localizations.append(CatalogLocalization(locale: translation.locale, state: translation.state, value: translation.value))
        }
        return CatalogEntry(key: key, comment: comment, extractionState: .manual, localizations: localizations)
    }

    /// Inserts `entry` before the first entry (in file order) that sorts after it.
    public static func addEntry(_ entry: CatalogEntry, to catalog: StringCatalog) throws(CatalogEditError) -> CatalogEditResult {
        let edit = try additionEdit(of: entry, to: catalog)
        var edited = catalog
        let position = edited.entries.firstIndex { CatalogKeyOrder.compare($0.key, entry.key) > 0 } ?? edited.entries.count
        edited.entries.insert(entry, at: position)
        return CatalogEditResult(edits: [edit], catalog: edited)
    }

    /// The edit of `addEntry` alone, without building the edited catalog (a code action offering
    /// the addition needs only the edit; copying a catalog of thousands of entries costs more).
    public static func additionEdit(of entry: CatalogEntry, to catalog: StringCatalog) throws(CatalogEditError) -> CatalogTextEdit {
        try checkEditable(catalog)
        if catalog.entry(forKey: entry.key) != nil { throw .keyAlreadyExists(entry.key) }
        guard let stringsRange = catalog.positions.stringsValue else { throw .missingStringsObject }
        return insertion(of: entry, among: catalog.entries, excluding: nil, stringsRange: stringsRange)
    }

    /// Removes the entry for `key` together with its separator.
    public static func removeEntry(key: String, from catalog: StringCatalog) throws(CatalogEditError) -> CatalogEditResult {
        try checkEditable(catalog)
        guard let index = catalog.entryIndex(forKey: key) else { throw .keyNotFound(key) }
        guard let stringsRange = catalog.positions.stringsValue else { throw .missingStringsObject }
        var edited = catalog
        edited.entries.removeAll { $0.key == key }
        return CatalogEditResult(edits: [removal(at: index, in: catalog.entries, stringsRange: stringsRange)], catalog: edited)
    }

    /// Renames an entry, keeping everything it holds, and moves it to the new key's sorted place.
    public static func renameEntry(key: String, to newKey: String, in catalog: StringCatalog) throws(CatalogEditError) -> CatalogEditResult {
        try checkEditable(catalog)
        guard let index = catalog.entryIndex(forKey: key) else { throw .keyNotFound(key) }
        if key == newKey { return CatalogEditResult(edits: [], catalog: catalog) }
        if catalog.entry(forKey: newKey) != nil { throw .keyAlreadyExists(newKey) }
        guard let stringsRange = catalog.positions.stringsValue else { throw .missingStringsObject }
        let old = catalog.entries[index]
        var renamed = old
        renamed.key = newKey
        let others = catalog.entries.enumerated().filter { $0.element.key != key }.map(\.element)
        let anchor = others.firstIndex { CatalogKeyOrder.compare($0.key, newKey) > 0 }
        let nextIndex = catalog.entries[(index + 1)...].firstIndex { $0.key != key }
        let staysInPlace: Bool
        if let anchor {
            staysInPlace = nextIndex.map { catalog.entries[$0].positions.key == others[anchor].positions.key } ?? false
        } else {
            staysInPlace = nextIndex == nil
        }
        var edited = catalog
        edited.entries.removeAll { $0.key == key }
        edited.entries.insert(renamed, at: edited.entries.firstIndex { CatalogKeyOrder.compare($0.key, newKey) > 0 } ?? edited.entries.count)
        if staysInPlace {
            var keyText: [UInt8] = []
            JSONWriter.writeString(newKey, into: &keyText)
            return CatalogEditResult(
                edits: [CatalogTextEdit(range: old.positions.key, replacement: String(decoding: keyText, as: UTF8.self))],
                catalog: edited)
        }
        let edits = [
            removal(at: index, in: catalog.entries, stringsRange: stringsRange),
            insertion(of: renamed, among: catalog.entries, excluding: key, stringsRange: stringsRange),
        ]
        return CatalogEditResult(edits: edits, catalog: edited)
    }

    /// Sets the state of every leaf unit of `locale` in the entry for `key` (a simple unit, or each
    /// variation and substitution case). Replaces only the state tokens when they exist.
    public static func setState(
        _ state: TranslationState, key: String, locale: String, in catalog: StringCatalog
    ) throws(CatalogEditError) -> CatalogEditResult {
        try updateUnits(key: key, in: catalog, locales: [locale]) { unit in
            unit.state = state
        }
    }

    /// Marks translated units for review (`needs_review`): of `locales`, or of every language but
    /// the source language when `locales` is `nil`.
    public static func markForReview(key: String, locales: [String]? = nil, in catalog: StringCatalog) throws(CatalogEditError) -> CatalogEditResult {
        guard let entry = catalog.entry(forKey: key) else { throw .keyNotFound(key) }
        let chosen = locales ?? (entry.localizations ?? []).map(\.locale).filter { $0 != catalog.sourceLanguage }
        return try updateUnits(key: key, in: catalog, locales: Set(chosen)) { unit in
            if unit.state == .translated { unit.state = .needsReview }
        }
    }

    /// Sets the simple value (and state) of `locale` for `key`, adding the localization if needed.
    /// An existing unit changes token by token; a missing one re-writes only this entry.
    public static func setValue(
        _ value: String, state: TranslationState = .translated, key: String, locale: String, in catalog: StringCatalog
    ) throws(CatalogEditError) -> CatalogEditResult {
        try checkEditable(catalog)
        guard let index = catalog.entryIndex(forKey: key) else { throw .keyNotFound(key) }
        let entry = catalog.entries[index]
        if let localization = entry.localization(for: locale), let unit = localization.content.stringUnit,
            let stateRange = unit.stateRange, let valueRange = unit.valueRange, localization.content.variations == nil
        {
            var edited = catalog
            var changed = entry
            if let position = changed.localizations?.lastIndex(where: { $0.locale == locale }) {
                changed.localizations?[position].content.stringUnit?.state = state
                changed.localizations?[position].content.stringUnit?.value = value
            }
            edited.entries[index] = changed
            return CatalogEditResult(edits: [tokenEdit(stateRange, .string(state.rawValue)), tokenEdit(valueRange, .string(value))],
                catalog: edited)
        }
        var changed = entry
        var localizations = changed.localizations ?? []
        localizations.removeAll { $0.locale == locale }
        localizations.append(CatalogLocalization(locale: locale, state: state, value: value))
        changed.localizations = localizations
        return replacingEntry(at: index, with: changed, in: catalog)
    }

    // MARK: - Building blocks

    static func checkEditable(_ catalog: StringCatalog) throws(CatalogEditError) {
        if catalog.hasSyntaxErrors { throw .catalogHasSyntaxErrors }
    }

    /// Applies `change` to the leaf units of `locales`, as token edits where every changed unit has
    /// a state token, otherwise by re-writing the entry.
    static func updateUnits(
        key: String, in catalog: StringCatalog, locales: Set<String>, change: (inout StringUnit) -> Void
    ) throws(CatalogEditError) -> CatalogEditResult {
        try checkEditable(catalog)
        guard let index = catalog.entryIndex(forKey: key) else { throw .keyNotFound(key) }
        var changed = catalog.entries[index]
        var edits: [CatalogTextEdit] = []
        var needsRewrite = false
        if var localizations = changed.localizations {
            for position in localizations.indices where locales.contains(localizations[position].locale) {
                mapUnits(&localizations[position].content) { unit in
                    let before = unit
                    change(&unit)
                    guard unit != before else { return }
                    if let range = before.stateRange, let state = unit.state {
                        edits.append(tokenEdit(range, .string(state.rawValue)))
                    } else {
                        needsRewrite = true
                    }
                }
            }
            changed.localizations = localizations
        }
        if needsRewrite { return replacingEntry(at: index, with: changed, in: catalog) }
        var edited = catalog
        edited.entries[index] = changed
        return CatalogEditResult(edits: edits, catalog: edited)
    }

    /// Calls `transform` on every string unit inside `content`.
    static func mapUnits(_ content: inout LocalizedContent, _ transform: (inout StringUnit) -> Void) {
        if var unit = content.stringUnit {
            transform(&unit)
            content.stringUnit = unit
        }
        if var variations = content.variations {
            mapUnits(&variations, transform)
            content.variations = variations
        }
        if var substitutions = content.substitutions {
            for index in substitutions.indices {
                if var variations = substitutions[index].variations {
                    mapUnits(&variations, transform)
                    substitutions[index].variations = variations
                }
            }
            content.substitutions = substitutions
        }
    }

    static func mapUnits(_ variations: inout CatalogVariations, _ transform: (inout StringUnit) -> Void) {
        if var plural = variations.plural {
            for index in plural.indices { mapUnits(&plural[index].content, transform) }
            variations.plural = plural
        }
        if var device = variations.device {
            for index in device.indices { mapUnits(&device[index].content, transform) }
            variations.device = device
        }
    }

    /// Re-writes one entry's value in canonical form.
    static func replacingEntry(at index: Int, with entry: CatalogEntry, in catalog: StringCatalog) -> CatalogEditResult {
        let original = catalog.entries[index]
        var edited = catalog
        edited.entries[index] = entry
        let text = String(decoding: StringCatalogWriter.write(entryValue: entry), as: UTF8.self)
        return CatalogEditResult(edits: [CatalogTextEdit(range: original.positions.value, replacement: text)], catalog: edited)
    }

    static func tokenEdit(_ range: ByteRange, _ value: JSONValue) -> CatalogTextEdit {
        var output: [UInt8] = []
        JSONWriter.write(value, depth: 0, into: &output)
        return CatalogTextEdit(range: range, replacement: String(decoding: output, as: UTF8.self))
    }

    /// `"key" : { … }` as it appears inside `strings`.
    static func memberText(_ entry: CatalogEntry) -> String {
        var output: [UInt8] = []
        JSONWriter.writeString(entry.key, into: &output)
        output.append(contentsOf: Array(" : ".utf8))
        output.append(contentsOf: StringCatalogWriter.write(entryValue: entry))
        return String(decoding: output, as: UTF8.self)
    }

    /// The edit inserting `entry` before the first entry (file order, `excluding` skipped) that
    /// sorts after it, or after the last one.
    static func insertion(of entry: CatalogEntry, among entries: [CatalogEntry], excluding: String?, stringsRange: ByteRange) -> CatalogTextEdit {
        insertion(
            of: entry, among: entries.lazy.map { CatalogMemberPlace(key: $0.key, keyStart: $0.positions.key.start, valueEnd: $0.positions.value.end) },
            excluding: excluding, stringsRange: stringsRange)
    }

    /// The edit inserting `entry` among members known only by key and place (file order,
    /// `excluding` skipped): before the first that sorts after it, or after the last one.
    static func insertion<Members: BidirectionalCollection<CatalogMemberPlace>>(
        of entry: CatalogEntry, among members: Members, excluding: String?, stringsRange: ByteRange
    ) -> CatalogTextEdit {
        let candidates = members.lazy.filter { $0.key != excluding }
        let member = memberText(entry)
        if let anchor = candidates.first(where: { CatalogKeyOrder.compare($0.key, entry.key) > 0 }) {
            return CatalogTextEdit(range: ByteRange(at: anchor.keyStart), replacement: member + ",\n" + entryIndent)
        }
        if let last = candidates.last {
            return CatalogTextEdit(range: ByteRange(at: last.valueEnd), replacement: ",\n" + entryIndent + member)
        }
        return CatalogTextEdit(range: stringsRange, replacement: "{\n" + entryIndent + member + "\n  }")
    }

    /// The edit adding `entry` to a catalog known only by its members' keys and places (no full
    /// read): the same edit `additionEdit(of:to:)` makes on the full model.
    public static func additionEdit(
        of entry: CatalogEntry, among members: [CatalogMemberPlace], stringsRange: ByteRange?, hasSyntaxErrors: Bool
    ) throws(CatalogEditError) -> CatalogTextEdit {
        if hasSyntaxErrors { throw .catalogHasSyntaxErrors }
        if members.contains(where: { $0.key == entry.key }) { throw .keyAlreadyExists(entry.key) }
        guard let stringsRange else { throw .missingStringsObject }
        return insertion(of: entry, among: members, excluding: nil, stringsRange: stringsRange)
    }

    /// The edit removing `entries[index]` with the separator that belongs to it.
    static func removal(at index: Int, in entries: [CatalogEntry], stringsRange: ByteRange) -> CatalogTextEdit {
        let entry = entries[index]
        let key = entry.key
        if let next = entries[(index + 1)...].first(where: { $0.key != key }) {
            return CatalogTextEdit(range: ByteRange(start: entry.positions.key.start, end: next.positions.key.start), replacement: "")
        }
        if let previous = entries[..<index].last(where: { $0.key != key }) {
            return CatalogTextEdit(range: ByteRange(start: previous.positions.value.end, end: entry.positions.value.end), replacement: "")
        }
        return CatalogTextEdit(range: stringsRange, replacement: "{\n\n  }")
    }
}

/// Where an entry's member is, for placing an insertion next to it.
public struct CatalogMemberPlace: Sendable {
    /// The key.
    public var key: String
    /// The key's first byte (its quote).
    public var keyStart: Int
    /// One past the value's last byte.
    public var valueEnd: Int

    /// A member's place.
    public init(key: String, keyStart: Int, valueEnd: Int) {
        self.key = key
        self.keyStart = keyStart
        self.valueEnd = valueEnd
    }
}
