import Foundation
import LocalizationIndex
import StringCatalog

/// The format string a translation must agree with, and the translations to compare, shared by
/// `format-mismatch` and `positional-specifiers`.
enum FormatComparison {
    /// One translation unit compared with its source.
    struct Pair: Sendable {
        /// The table file.
        var file: TableFile
        /// The entry.
        var entry: TableEntry
        /// The translation's locale.
        var locale: String
        /// The unit.
        var unit: TableEntry.Translation.Unit
        /// The source format.
        var source: String
        /// The translated format.
        var translation: String
        /// Whether the unit is a plural/device variant.
        var isVariant: Bool
        /// The source's arguments, parsed once.
        var sourceArguments: FormatArguments
        /// The translation's arguments, parsed once.
        var translationArguments: FormatArguments
        /// Whether the translation only reorders the source's sequential arguments
        /// (`FormatComparison.isReordering`), decided once for both rules reading the pair.
        var isReordering: Bool
    }

    /// Every (source, translation) pair of every catalog of the project worth comparing: entries
    /// not stale, units with text, substitution variants left out (their `%arg` follows the
    /// substitution, not the key). Made once per model's tables: `format-mismatch` and
    /// `positional-specifiers` both read them.
    static func pairs(in context: RuleContext) -> [Pair] {
        context.model.derivedFromTables(ComparedPairs.self) { ComparedPairs(tableFiles: context.model.tableFiles) }.pairs
    }

    /// The pairs of a model's tables, kept with them (`ProjectModel.derivedFromTables`).
    struct ComparedPairs: Sendable {
        /// The pairs, in table file, entry and unit order (locales in no particular order: the
        /// engine sorts findings).
        let pairs: [Pair]

        /// Collects the pairs of the catalogs among `tableFiles`.
        init(tableFiles: [TableFile]) {
            var pairs: [Pair] = []
            var parsed: [String: FormatArguments] = [:]
            func arguments(_ text: String) -> FormatArguments {
                if let known = parsed[text] { return known }
                let arguments = FormatArguments(text)
                parsed[text] = arguments
                return arguments
            }
            for file in tableFiles where file.format == .stringCatalog {
                let sourceLanguage = file.sourceLanguage ?? "en"
                for entry in file.entries where !entry.isStale {
                    let sourceTranslation = entry.translations[sourceLanguage]
                    let source = sourceTranslation?.value ?? entry.key
                    // The source's units, read once per entry rather than once per translated unit.
                    let sourceUnits = sourceTranslation.map { Array($0.units) } ?? []
                    // Whether any text a unit may be compared with has a `%`; when none has, only
                    // translations with a `%` of their own are compared.
                    let sourceHasPercent = Self.hasPercent(source) || sourceUnits.contains { $0.value.map(Self.hasPercent) == true }
                    for (locale, translation) in entry.translations where locale != sourceLanguage {
                        let units = translation.units
                        for position in units.indices {
                            // No `%` on the source's side: a unit without one of its own is
                            // skipped before its strings are made (most units).
                            if !sourceHasPercent && !units.valueContains(UInt8(ascii: "%"), at: position) { continue }
                            let unit = units[position]
                            guard !Self.isSubstitutionVariant(unit.path) else { continue }
                            guard let value = unit.value, !value.isEmpty, unit.state != "new" else { continue }
                            let valueHasPercent = Self.hasPercent(value)
                            // Neither side has a `%`: nothing to compare (most strings).
                            guard valueHasPercent || sourceHasPercent else { continue }
                            let unitSource = sourceUnits.first { $0.path == unit.path }?.value ?? source
                            guard valueHasPercent || Self.hasPercent(unitSource) else { continue }
                            let sourceArguments = arguments(unitSource)
                            let translationArguments = FormatArguments(value)
                            pairs.append(
                                Pair(file: file, entry: entry, locale: locale, unit: unit, source: unitSource,
                                     translation: value, isVariant: !unit.path.isEmpty,
                                     sourceArguments: sourceArguments, translationArguments: translationArguments,
                                     isReordering: FormatComparison.isReordering(sourceArguments, translationArguments)))
                        }
                    }
                }
            }
            self.pairs = pairs
        }

        /// Whether a unit's variation path goes through a substitution (`substitution:count/…`):
        /// a byte search, as paths are ASCII names and `:`/`/` (no Unicode-aware comparison).
        private static func isSubstitutionVariant(_ path: String) -> Bool {
            let marker = substitutionMarker
            guard path.utf8.count >= marker.count else { return false }
            return path.utf8.withContiguousStorageIfAvailable { bytes in
                (0...(bytes.count - marker.count)).contains { start in
                    bytes[start] == marker[0] && marker.indices.allSatisfy { bytes[start + $0] == marker[$0] }
                }
            } ?? path.contains("substitution:")
        }

        /// What marks a substitution step in a variation path, as bytes.
        private static let substitutionMarker = Array("substitution:".utf8)

        /// Whether `text` holds a `%` (a byte search with `memchr`: no Unicode-aware comparison).
        private static func hasPercent(_ text: String) -> Bool {
            text.utf8.withContiguousStorageIfAvailable { bytes in
                guard let base = bytes.baseAddress else { return false }
                return memchr(base, Int32(UInt8(ascii: "%")), bytes.count) != nil
            } ?? text.utf8.contains(UInt8(ascii: "%"))
        }
    }

    /// Whether a translation's arguments are the source's sequential arguments in another order:
    /// same types, no positions, at least two arguments — fixed by positional specifiers.
    static func isReordering(_ sourceArguments: FormatArguments, _ translationArguments: FormatArguments) -> Bool {
        guard sourceArguments.slots.count >= 2, sourceArguments.slots.count == translationArguments.slots.count,
            !translationArguments.specifiers.contains(where: { $0.explicitPosition != nil })
        else { return false }
        let sourceClasses = sourceArguments.slots.keys.sorted().map { sourceArguments.slots[$0]!.argumentClass }
        let translationClasses = translationArguments.slots.keys.sorted().map { translationArguments.slots[$0]!.argumentClass }
        guard sourceClasses != translationClasses else { return false }
        // The same classes, each as many times: counted, not described and sorted as text.
        var balance: [FormatArgumentClass: Int] = [:]
        for argumentClass in sourceClasses { balance[argumentClass, default: 0] += 1 }
        for argumentClass in translationClasses { balance[argumentClass, default: 0] -= 1 }
        return balance.values.allSatisfy { $0 == 0 }
    }

    /// The translation rewritten with positional specifiers matching the source's argument order,
    /// when each type occurs once (`%@ … %.1f` → `%2$@ … %1$.1f`); `nil` when ambiguous.
    static func positionalRewrite(source: String, translation: String) -> String? {
        let sourceArguments = FormatArguments(source)
        var positionByClass: [String: Int] = [:]
        for (position, slot) in sourceArguments.slots {
            let name = "\(slot.argumentClass)"
            guard positionByClass[name] == nil else { return nil }
            positionByClass[name] = position
        }
        var utf8 = Array(translation.utf8)
        for specifier in FormatArguments(translation).specifiers.reversed() where specifier.consumesArgument {
            guard let argumentClass = specifier.argumentClass, let position = positionByClass["\(argumentClass)"] else { return nil }
            // Insert `N$` right after the `%`.
            utf8.insert(contentsOf: Array("\(position)$".utf8), at: specifier.range.lowerBound + 1)
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
