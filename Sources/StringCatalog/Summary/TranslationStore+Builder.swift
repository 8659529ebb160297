import TextPositions

extension TranslationStore {
    /// Collects translations, then `finish()` freezes them into a store.
    public struct Builder {
        var locales = NumberedStrings()
        /// Path 0 is `""`, the simple unit's.
        var paths = NumberedStrings(first: "")
        /// State 0 stands for "no state": a placeholder, so a state written as `""` gets a number of its own.
        var states = NumberedStrings(placeholder: "")
        var names = NumberedStrings()
        var text: [UInt8] = []
        var units: [PackedUnit] = []
        var translations: [PackedTranslation] = []
        var outlines: [PackedOutline] = [PackedOutline(caseStart: 0, caseCount: 0, substitutionStart: 0, substitutionCount: 0)]
        var cases: [PackedCase] = []
        var substitutions: [PackedSubstitution] = []

        /// An empty builder.
        public init() {}

        /// How many translations were added so far (the position the next one gets).
        public var translationCount: Int { translations.count }

        /// The store holding everything added.
        public func finish() -> TranslationStore { TranslationStore(builder: self) }

        /// A byte offset as stored (files past 4 GiB are not read; offsets clamp).
        @inline(__always)
        static func offset(_ value: Int) -> UInt32 { UInt32(clamping: value) }

        /// The number of a locale code.
        mutating func localeNumber(_ locale: String) -> UInt32 { locales.number(locale) }

        /// The number of a variation path.
        mutating func pathNumber(_ path: String) -> UInt32 { paths.number(path) }

        /// The number of a state (0 for none).
        mutating func stateNumber(_ state: String?) -> UInt32 { state.map { states.number($0) } ?? 0 }

        /// The number of a case name, substitution name or format specifier.
        mutating func nameNumber(_ name: String) -> UInt32 { names.number(name) }

        /// Appends a text to `text`; returns its start and length (`none` length for `nil`).
        mutating func store(_ value: String?) -> (start: UInt32, length: UInt32) {
            guard let value else { return (0, TranslationStore.none) }
            let start = Self.offset(text.count)
            text.append(contentsOf: value.utf8)
            return (start, Self.offset(text.count) - start)
        }

        /// Appends a unit.
        mutating func appendUnit(_ unit: Unit) {
            let (start, length) = store(unit.value)
            units.append(
                PackedUnit(
                    path: pathNumber(unit.path), state: stateNumber(unit.state), valueStart: start, valueLength: length,
                    rangeStart: Self.offset(unit.range.start), rangeEnd: Self.offset(unit.range.end),
                    valueRangeStart: unit.valueRange.map { Self.offset($0.start) } ?? TranslationStore.none,
                    valueRangeEnd: unit.valueRange.map { Self.offset($0.end) } ?? TranslationStore.none))
        }

        /// Adds a translation of a legacy table (or any table built in code): its units, its main
        /// text, and the plural categories (without positions).
        public mutating func append(
            locale: String, range: ByteRange, units newUnits: [Unit], value: String?, pluralCategories: [String]? = nil
        ) {
            let unitStart = Self.offset(units.count)
            for unit in newUnits { appendUnit(unit) }
            let (valueStart, valueLength) = store(value)
            var outline: UInt32 = 0
            if let pluralCategories {
                outline = Self.offset(outlines.count)
                let caseStart = Self.offset(cases.count)
                for name in pluralCategories {
                    cases.append(PackedCase(name: nameNumber(name), nameStart: 0, nameEnd: 0, valueStart: 0, valueLength: TranslationStore.none))
                }
                outlines.append(
                    PackedOutline(
                        caseStart: caseStart, caseCount: Self.offset(pluralCategories.count), substitutionStart: 0,
                        substitutionCount: TranslationStore.none))
            }
            translations.append(
                PackedTranslation(
                    locale: localeNumber(locale), rangeStart: Self.offset(range.start), rangeEnd: Self.offset(range.end),
                    unitStart: unitStart, unitCount: Self.offset(newUnits.count), valueStart: valueStart,
                    valueLength: valueLength, outline: outline))
        }

        /// Adds the translation a catalog localization holds: every leaf unit (with its variation
        /// path), the main text (the simple unit's value, else the first `other` plural case's,
        /// else the first unit's) and its plural cases and substitutions.
        public mutating func append(localization: CatalogLocalization) {
            let content = localization.content
            var newUnits: [Unit] = []
            for leaf in content.leafUnits {
                let path = leaf.path.map { step -> String in
                    switch step {
                    case .plural(let name): return "plural:\(name)"
                    case .device(let name): return "device:\(name)"
                    case .substitution(let name): return "substitution:\(name)"
                    }
                }.joined(separator: "/")
                newUnits.append(
                    Unit(path: path, state: leaf.unit.state?.rawValue, value: leaf.unit.value,
                         range: leaf.unit.stateRange ?? leaf.unit.range, valueRange: leaf.unit.valueRange))
            }
            if let set = content.stringSet {
                newUnits.append(
                    Unit(path: "", state: set.state?.rawValue, value: set.values?.first ?? "", range: set.stateRange ?? set.range))
            }
            let plural = content.variations?.plural
            var mainUnit: Int?
            if content.stringUnit?.value != nil {
                mainUnit = 0
            } else if let plural, let other = plural.firstIndex(where: { $0.name == "other" }),
                plural[other].content.stringUnit?.value != nil
            {
                // The `other` case's own unit follows the localization's unit and the leaves of the cases before it.
                var position = content.stringUnit == nil ? 0 : 1
                for variation in plural[..<other] { position += variation.content.leafUnits.count }
                mainUnit = position
            } else if !newUnits.isEmpty {
                mainUnit = 0
            }
            let unitStart = Self.offset(units.count)
            for unit in newUnits { appendUnit(unit) }
            // The main text is the chosen unit's text, not a copy.
            let main = mainUnit.map { units[Int(unitStart) + $0] }
            let valueStart = main?.valueStart ?? 0
            let valueLength = main?.valueLength ?? TranslationStore.none
            var outline: UInt32 = 0
            if plural != nil || content.substitutions != nil {
                outline = Self.offset(outlines.count)
                let (caseStart, caseCount) = appendCases(plural)
                let substitutionStart = Self.offset(substitutions.count)
                var packedSubstitutions: [PackedSubstitution] = []
                for substitution in content.substitutions ?? [] {
                    let (start, count) = appendCases(substitution.variations?.plural)
                    packedSubstitutions.append(
                        PackedSubstitution(
                            name: nameNumber(substitution.name), nameStart: Self.offset(substitution.nameRange.start),
                            nameEnd: Self.offset(substitution.nameRange.end),
                            formatSpecifier: substitution.formatSpecifier.map { nameNumber($0) } ?? TranslationStore.none,
                            caseStart: start, caseCount: count))
                }
                substitutions += packedSubstitutions
                outlines.append(
                    PackedOutline(
                        caseStart: caseStart, caseCount: caseCount, substitutionStart: substitutionStart,
                        substitutionCount: content.substitutions.map { Self.offset($0.count) } ?? TranslationStore.none))
            }
            translations.append(
                PackedTranslation(
                    locale: localeNumber(localization.locale), rangeStart: Self.offset(localization.localeRange.start),
                    rangeEnd: Self.offset(localization.localeRange.end), unitStart: unitStart,
                    unitCount: Self.offset(newUnits.count), valueStart: valueStart, valueLength: valueLength,
                    outline: outline))
        }

        /// Appends the cases of a plural variation; count `none` when there is none.
        mutating func appendCases(_ plural: [CatalogVariation]?) -> (start: UInt32, count: UInt32) {
            let start = Self.offset(cases.count)
            guard let plural else { return (start, TranslationStore.none) }
            for variation in plural {
                let (valueStart, valueLength) = store(variation.content.stringUnit?.value)
                cases.append(
                    PackedCase(
                        name: nameNumber(variation.name), nameStart: Self.offset(variation.nameRange.start),
                        nameEnd: Self.offset(variation.nameRange.end), valueStart: valueStart, valueLength: valueLength))
            }
            return (start, Self.offset(plural.count))
        }

        /// What `rollBack(to:)` needs to forget everything added after this point.
        struct Checkpoint {
            var text: Int
            var units: Int
            var translations: Int
            var outlines: Int
            var cases: Int
            var substitutions: Int
        }

        /// The current sizes.
        var checkpoint: Checkpoint {
            Checkpoint(
                text: text.count, units: units.count, translations: translations.count, outlines: outlines.count,
                cases: cases.count, substitutions: substitutions.count)
        }

        /// Forgets what was added after `checkpoint` (interned names stay: harmless).
        mutating func rollBack(to checkpoint: Checkpoint) {
            text.removeSubrange(checkpoint.text...)
            units.removeSubrange(checkpoint.units...)
            translations.removeSubrange(checkpoint.translations...)
            outlines.removeSubrange(checkpoint.outlines...)
            cases.removeSubrange(checkpoint.cases...)
            substitutions.removeSubrange(checkpoint.substitutions...)
        }
    }
}

/// Strings numbered in the order they were first seen (locale codes, paths, states, names).
struct NumberedStrings {
    /// The strings, by number.
    var strings: [String] = []
    /// The numbers, by string.
    var numbers: [String: UInt32] = [:]

    /// An empty table.
    init() {}

    /// A table whose number 0 is `first`.
    init(first: String) {
        strings = [first]
        numbers = [first: 0]
    }

    /// A table whose number 0 is taken by `placeholder`, which is never found by `number(_:)`.
    init(placeholder: String) {
        strings = [placeholder]
    }

    /// The number of `string`, numbering it if new.
    mutating func number(_ string: String) -> UInt32 {
        if let number = numbers[string] { return number }
        let number = UInt32(strings.count)
        strings.append(string)
        numbers[string] = number
        return number
    }
}
