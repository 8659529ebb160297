import TextPositions

/// The translations of one table file (a catalog, or a legacy `.strings`/`.stringsdict`), packed
/// for memory: every leaf unit of every localization in one array of fixed-size records, every
/// text in one byte buffer, locale codes, variation paths and states interned.
///
/// A large catalog (20,000 keys × 40 locales) holds close to a million units; as separate
/// `String`s and arrays they cost hundreds of megabytes, packed about 30 bytes each plus their
/// text. Readers see them through `TranslationStore.Translation` and `TranslationStore.Unit`,
/// which materialize strings only when asked. Built by `TranslationStore.Builder`; immutable.
public final class TranslationStore: Sendable {
    /// Locale codes, by locale number.
    let locales: [String]
    /// Variation paths (`""`, `plural:one`, `device:mac/plural:few`), by path number; 0 is `""`.
    let paths: [String]
    /// `state` values, by state number; 0 stands for "no state".
    let states: [String]
    /// Names of plural cases and substitutions, and format specifiers, by name number.
    let names: [String]
    /// The UTF-8 text of every value, back to back.
    let text: [UInt8]
    /// Every leaf unit, translation after translation.
    let units: [PackedUnit]
    /// Every translation, entry after entry.
    let translations: [PackedTranslation]
    /// The plural and substitution structure of translations that have one (index 0 unused).
    let outlines: [PackedOutline]
    /// Plural cases of `outlines`, back to back.
    let cases: [PackedCase]
    /// Substitutions of `outlines`, back to back.
    let substitutions: [PackedSubstitution]
    /// Locale numbers by code.
    let localeNumbers: [String: UInt32]
    /// The number of state `new` (`none` when no unit has it).
    let newState: UInt32
    /// The number of state `needs_review` (`none` when no unit has it).
    let reviewState: UInt32

    init(builder: Builder) {
        locales = builder.locales.strings
        paths = builder.paths.strings
        states = builder.states.strings
        names = builder.names.strings
        text = builder.text
        units = builder.units
        translations = builder.translations
        outlines = builder.outlines
        cases = builder.cases
        substitutions = builder.substitutions
        localeNumbers = builder.locales.numbers
        newState = builder.states.numbers["new"] ?? Self.none
        reviewState = builder.states.numbers["needs_review"] ?? Self.none
    }

    /// The marker of an absent value, value range, unit or format specifier.
    static let none = UInt32.max

    /// The number of translations.
    public var translationCount: Int { translations.count }

    /// The position of the translation for `locale` among `positions` (the last if repeated).
    public func position(ofLocale locale: String, in positions: Range<Int>) -> Int? {
        guard let number = localeNumbers[locale] else { return nil }
        return positions.last { translations[$0].locale == number }
    }

    /// The locale of the translation at `position`.
    public func locale(at position: Int) -> String { locales[Int(translations[position].locale)] }

    /// The translation at `position`.
    public func translation(at position: Int) -> Translation { Translation(store: self, position: position) }

    /// The value text of a packed unit, `nil` when absent.
    func value(of unit: PackedUnit) -> String? { text(start: unit.valueStart, length: unit.valueLength) }

    /// A text of `text`, `nil` when `length` is `none`.
    func text(start: UInt32, length: UInt32) -> String? {
        guard length != Self.none else { return nil }
        return text.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(start + length)]), as: UTF8.self)
        }
    }

    /// Feeds every text and the structure (not the positions) of all translations to `hasher`:
    /// equal for two reads of the same entries wherever they are in the text. The numbers go in
    /// a few thousand at a time, the texts as one buffer, so a million units cost milliseconds
    /// and no copy of the store.
    public func combineContent(into hasher: inout Hasher) {
        hasher.combine(locales)
        hasher.combine(paths)
        hasher.combine(states)
        hasher.combine(names)
        var numbers: [UInt32] = []
        numbers.reserveCapacity(Self.numbersPerCombine + 3)
        @inline(__always) func add(_ a: UInt32, _ b: UInt32, _ c: UInt32) {
            numbers.append(a)
            numbers.append(b)
            numbers.append(c)
            if numbers.count >= Self.numbersPerCombine {
                numbers.withUnsafeBytes { hasher.combine(bytes: $0) }
                numbers.removeAll(keepingCapacity: true)
            }
        }
        for translation in translations { add(translation.locale, translation.unitCount, translation.valueLength) }
        for unit in units { add(unit.path, unit.state, unit.valueLength) }
        for item in cases { add(item.name, item.valueLength, 0) }
        for substitution in substitutions { add(substitution.name, substitution.formatSpecifier, substitution.caseCount) }
        numbers.withUnsafeBytes { hasher.combine(bytes: $0) }
        text.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// How many numbers `combineContent(into:)` gathers before feeding them to the hasher.
    static let numbersPerCombine = 4096
}

/// One leaf unit, packed.
struct PackedUnit: Sendable {
    /// Path number.
    var path: UInt32
    /// State number (0: none).
    var state: UInt32
    /// Where the value's text starts in `TranslationStore.text`.
    var valueStart: UInt32
    /// The value's length in bytes, `TranslationStore.none` when the unit has no value.
    var valueLength: UInt32
    /// The unit's position: its `state` value, else the unit itself.
    var rangeStart: UInt32
    /// End of the unit's position.
    var rangeEnd: UInt32
    /// The `value` string's position (quotes included), `TranslationStore.none` when unknown.
    var valueRangeStart: UInt32
    /// End of the `value` string's position.
    var valueRangeEnd: UInt32
}

/// One locale's translation of an entry, packed.
struct PackedTranslation: Sendable {
    /// Locale number.
    var locale: UInt32
    /// The translation's position (the locale key in a catalog, the value in a `.strings`).
    var rangeStart: UInt32
    /// End of the translation's position.
    var rangeEnd: UInt32
    /// The first unit in `TranslationStore.units`.
    var unitStart: UInt32
    /// How many units.
    var unitCount: UInt32
    /// Where the main text starts in `TranslationStore.text` (usually a unit's value).
    var valueStart: UInt32
    /// The main text's length, `TranslationStore.none` when there is none.
    var valueLength: UInt32
    /// The outline number, 0 when the translation has neither plural variations nor substitutions.
    var outline: UInt32
}

/// The plural cases and substitutions of one translation, packed.
struct PackedOutline: Sendable {
    /// The first plural case in `TranslationStore.cases`.
    var caseStart: UInt32
    /// How many plural cases; `TranslationStore.none` when there is no plural variation.
    var caseCount: UInt32
    /// The first substitution in `TranslationStore.substitutions`.
    var substitutionStart: UInt32
    /// How many substitutions; `TranslationStore.none` when there is no `substitutions` member.
    var substitutionCount: UInt32
}

/// One plural case (of a translation or a substitution), packed.
struct PackedCase: Sendable {
    /// Name number.
    var name: UInt32
    /// The name key's position.
    var nameStart: UInt32
    /// End of the name key's position.
    var nameEnd: UInt32
    /// The value of the case's own string unit, when it has one (`text` offset and length;
    /// length `TranslationStore.none` when absent).
    var valueStart: UInt32
    /// Length of that value.
    var valueLength: UInt32
}

/// One substitution, packed.
struct PackedSubstitution: Sendable {
    /// Name number.
    var name: UInt32
    /// The name key's position.
    var nameStart: UInt32
    /// End of the name key's position.
    var nameEnd: UInt32
    /// Name number of the format specifier, `TranslationStore.none` when absent.
    var formatSpecifier: UInt32
    /// The first plural case in `TranslationStore.cases`.
    var caseStart: UInt32
    /// How many plural cases; `TranslationStore.none` when the substitution has no plural variation.
    var caseCount: UInt32
}

extension TranslationStore {
    /// One locale's translation of an entry.
    public struct Translation: Sendable, Equatable {
        /// The store.
        let store: TranslationStore
        /// Position in `store.translations`.
        let position: Int

        /// A leaf string unit (`TranslationStore.Unit`).
        public typealias Unit = TranslationStore.Unit

        /// The packed record.
        var packed: PackedTranslation { store.translations[position] }

        /// The locale code.
        public var locale: String { store.locales[Int(packed.locale)] }

        /// Where the translation is (the locale key in a catalog, the value in a `.strings`).
        public var range: ByteRange { ByteRange(start: Int(packed.rangeStart), end: Int(packed.rangeEnd)) }

        /// The main text: the simple unit's value, or the `other` (else first) variation's.
        public var value: String? {
            let packed = self.packed
            return store.text(start: packed.valueStart, length: packed.valueLength)
        }

        /// Every leaf unit: variation path (`plural:one`, `device:mac`…), state, value.
        public var units: Units {
            let packed = self.packed
            return Units(store: store, start: Int(packed.unitStart), count: Int(packed.unitCount))
        }

        /// Plural categories of the top-level plural variation, if any.
        public var pluralCategories: [String]? { pluralCases.map { $0.map(\.name) } }

        /// The cases of the top-level plural variation, `nil` when there is none.
        public var pluralCases: [PluralCase]? {
            let outline = packed.outline
            guard outline != 0 else { return nil }
            let record = store.outlines[Int(outline)]
            guard record.caseCount != TranslationStore.none else { return nil }
            return store.pluralCases(start: record.caseStart, count: record.caseCount)
        }

        /// The substitutions (`%#@name@` variables), `nil` when the translation has none.
        public var substitutions: [Substitution]? {
            let outline = packed.outline
            guard outline != 0 else { return nil }
            let record = store.outlines[Int(outline)]
            guard record.substitutionCount != TranslationStore.none else { return nil }
            let start = Int(record.substitutionStart)
            return store.substitutions[start..<start + Int(record.substitutionCount)].map { substitution in
                Substitution(
                    name: store.names[Int(substitution.name)],
                    nameRange: ByteRange(start: Int(substitution.nameStart), end: Int(substitution.nameEnd)),
                    formatSpecifier: substitution.formatSpecifier == TranslationStore.none
                        ? nil : store.names[Int(substitution.formatSpecifier)],
                    pluralCases: substitution.caseCount == TranslationStore.none
                        ? nil : store.pluralCases(start: substitution.caseStart, count: substitution.caseCount))
            }
        }

        /// Whether every unit is usable: has a non-empty value and is not `new`.
        public var isUsable: Bool {
            let packed = self.packed
            guard packed.unitCount > 0 else { return false }
            let newState = store.newState
            for unit in store.units[Int(packed.unitStart)..<Int(packed.unitStart + packed.unitCount)] {
                if unit.valueLength == 0 || unit.valueLength == TranslationStore.none { return false }
                if unit.state == newState { return false }
            }
            return true
        }

        /// Whether some unit is marked `needs_review`.
        public var needsReview: Bool {
            let packed = self.packed
            let reviewState = store.reviewState
            return store.units[Int(packed.unitStart)..<Int(packed.unitStart + packed.unitCount)].contains { $0.state == reviewState }
        }

        /// Equal when locale, position, main text, units and plural structure are equal.
        public static func == (lhs: Translation, rhs: Translation) -> Bool {
            lhs.locale == rhs.locale && lhs.range == rhs.range && lhs.value == rhs.value
                && Array(lhs.units) == Array(rhs.units) && lhs.pluralCases == rhs.pluralCases
                && lhs.substitutions == rhs.substitutions
        }
    }

    /// The units of one translation.
    public struct Units: RandomAccessCollection, Sendable {
        /// The store.
        let store: TranslationStore
        /// The first unit in `store.units`.
        let start: Int
        /// How many.
        public let count: Int

        /// 0.
        public var startIndex: Int { 0 }
        /// `count`.
        public var endIndex: Int { count }

        /// The unit at `position` (0-based within the translation).
        public subscript(position: Int) -> Unit {
            let unit = store.units[start + position]
            return Unit(
                path: store.paths[Int(unit.path)], state: unit.state == 0 ? nil : store.states[Int(unit.state)],
                value: store.value(of: unit), range: ByteRange(start: Int(unit.rangeStart), end: Int(unit.rangeEnd)),
                valueRange: unit.valueRangeStart == TranslationStore.none
                    ? nil : ByteRange(start: Int(unit.valueRangeStart), end: Int(unit.valueRangeEnd)))
        }
    }

    /// A leaf string unit.
    public struct Unit: Sendable, Equatable {
        /// Variation path, `""` for the simple unit (`plural:one`, `device:mac/plural:few`).
        public var path: String
        /// `state` as written (`translated`, `new`, `needs_review`), `nil` when absent (legacy files).
        public var state: String?
        /// The text.
        public var value: String?
        /// The unit's `state` value bytes, or the unit itself.
        public var range: ByteRange
        /// The `value` string's bytes (quotes included) of a catalog's string unit; `nil` for
        /// legacy tables and string sets.
        public var valueRange: ByteRange?

        /// A unit.
        public init(path: String, state: String?, value: String?, range: ByteRange, valueRange: ByteRange? = nil) {
            self.path = path
            self.state = state
            self.value = value
            self.range = range
            self.valueRange = valueRange
        }
    }

    /// One case of a plural variation.
    public struct PluralCase: Sendable, Equatable {
        /// The category as written (`one`, `other`…).
        public var name: String
        /// The name key's bytes.
        public var nameRange: ByteRange
        /// The value of the case's own string unit, if it has one.
        public var value: String?
    }

    /// A substitution: the variable behind a `%#@name@` token.
    public struct Substitution: Sendable, Equatable {
        /// The variable name.
        public var name: String
        /// The name key's bytes.
        public var nameRange: ByteRange
        /// `formatSpecifier` without `%` (`lld`, `d`), if present.
        public var formatSpecifier: String?
        /// The cases of its plural variation, `nil` when it has none.
        public var pluralCases: [PluralCase]?
    }

    /// Materialized plural cases.
    func pluralCases(start: UInt32, count: UInt32) -> [PluralCase] {
        cases[Int(start)..<Int(start + count)].map { item in
            PluralCase(
                name: names[Int(item.name)], nameRange: ByteRange(start: Int(item.nameStart), end: Int(item.nameEnd)),
                value: text(start: item.valueStart, length: item.valueLength))
        }
    }
}
