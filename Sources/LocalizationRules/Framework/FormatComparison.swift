import Foundation
import LocalizationIndex
import StringCatalog
import TextPositions

/// The format string a translation must agree with, and the translations that disagree with
/// it, shared by `format-mismatch` and `positional-specifiers`.
enum FormatComparison {
    /// One translation unit compared with its source, whose arguments disagree with what code
    /// passes or only reorder them.
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
        /// The arguments code passes for the unit (`passedArguments(source:key:)`).
        var passedArguments: FormatArguments
        /// Whether the translation only reorders the source's sequential arguments
        /// (`FormatComparison.isReordering`), decided once for both rules reading the pair.
        var isReordering: Bool
        /// How the translation's specifiers disagree with `passedArguments`
        /// (`FormatCompatibility.check`); empty for a reordering, which `positional-specifiers`
        /// reports instead.
        var mismatches: [FormatMismatch]
    }

    /// Every (source, translation) pair of every catalog of the project that either rule reports
    /// on: entries not stale, units with text, substitution variants left out (their `%arg`
    /// follows the substitution, not the key), and only the pairs that mismatch or reorder.
    /// Made once per model's tables: `format-mismatch` and `positional-specifiers` both read them.
    static func pairs(in context: RuleContext) -> [Pair] {
        comparedPairs(in: context).pairs
    }

    /// The development-language texts that mix positional and sequential specifiers, found while
    /// the pairs are collected (once per model's tables).
    static func sourcesMixingSpecifiers(in context: RuleContext) -> [MixedSource] {
        comparedPairs(in: context).sourcesMixingSpecifiers
    }

    /// The pairs and mixed sources of the model's tables, made on first use and kept with them.
    private static func comparedPairs(in context: RuleContext) -> ComparedPairs {
        context.model.derivedFromTables(ComparedPairs.self) { ComparedPairs(tableFiles: context.model.tableFiles) }
    }

    /// A development-language text that mixes positional and sequential specifiers
    /// (`"%2$@, %3$@ and others (%d)"`): its translations copy it, so it is reported once, here.
    struct MixedSource: Sendable {
        /// The table file.
        var file: TableFile
        /// The entry.
        var entry: TableEntry
        /// The development language.
        var locale: String
        /// The text.
        var text: String
        /// Where the text is written: its unit, or the key when the key is the text.
        var range: ByteRange
    }

    /// The arguments code passes for a unit whose source text has `sourceArguments`, in an entry
    /// whose key has `keyArguments`. A key that carries specifiers was built by the compiler from an
    /// interpolation (`"notifications.label.favorite \(count)"`), so code passes the key's
    /// arguments even when the source value leaves them out ("starred"): comparing with the source
    /// value alone would call a translation that uses the count an error.
    static func passedArguments(source sourceArguments: FormatArguments, key keyArguments: FormatArguments) -> FormatArguments {
        keyArguments.slots.count > sourceArguments.slots.count ? keyArguments : sourceArguments
    }

    /// The pairs of a model's tables, kept with them (`ProjectModel.derivedFromTables`).
    struct ComparedPairs: Sendable {
        /// The pairs, in table file, entry and unit order (locales in no particular order: the
        /// engine sorts findings).
        let pairs: [Pair]
        /// The source texts that mix positional and sequential specifiers, in table file and entry order.
        let sourcesMixingSpecifiers: [MixedSource]

        /// Collects the pairs of the catalogs among `tableFiles`.
        ///
        /// Most units agree with their source: they are compared as they are read and only those
        /// that disagree are kept (a pair holds the entry, unit and both texts, and keeping all
        /// of them cost more than comparing them). Each source text is parsed once per entry.
        init(tableFiles: [TableFile]) {
            var pairs: [Pair] = []
            var mixedSources: [MixedSource] = []
            for file in tableFiles where file.format == .stringCatalog {
                let sourceLanguage = file.sourceLanguage ?? "en"
                for entry in file.entries where !entry.isStale {
                    let sourceTranslation = entry.translations[sourceLanguage]
                    var sources = EntrySources(entry: entry, sourceTranslation: sourceTranslation)
                    for (locale, translation) in entry.translations where locale != sourceLanguage {
                        let units = translation.units
                        for position in units.indices {
                            // No `%` on the source's side: a unit without one of its own is
                            // skipped before its strings are made (most units).
                            if !sources.hasPercent && !units.valueContains(UInt8(ascii: "%"), at: position) { continue }
                            let unit = units[position]
                            guard !Self.isSubstitutionVariant(unit.path) else { continue }
                            guard let value = unit.value, !value.isEmpty, unit.state != "new" else { continue }
                            let valueHasPercent = Self.hasPercent(value)
                            // Neither side has a `%`: nothing to compare (most strings).
                            guard valueHasPercent || sources.hasPercent else { continue }
                            let unitSource = sources.source(forPath: unit.path)
                            guard valueHasPercent || Self.hasPercent(unitSource.text) else { continue }
                            let sourceArguments = sources.arguments(of: unitSource)
                            let translationArguments = FormatArguments(value)
                            let isVariant = !unit.path.isEmpty
                            let isReordering = FormatComparison.isReordering(sourceArguments, translationArguments)
                            let passed = isReordering ? sourceArguments : passedArguments(source: sourceArguments, key: sources.keyArguments())
                            let mismatches = isReordering
                                ? [] : FormatCompatibility.check(source: passed, translation: translationArguments, isVariant: isVariant)
                            guard isReordering || !mismatches.isEmpty else { continue }
                            pairs.append(
                                Pair(file: file, entry: entry, locale: locale, unit: unit, source: unitSource.text,
                                     translation: value, isVariant: isVariant,
                                     sourceArguments: sourceArguments, translationArguments: translationArguments,
                                     passedArguments: passed, isReordering: isReordering, mismatches: mismatches))
                        }
                    }
                    guard sources.hasPercent else { continue }
                    for mixed in sources.textsMixingSpecifiers(keyRange: entry.keyRange) {
                        mixedSources.append(MixedSource(file: file, entry: entry, locale: sourceLanguage, text: mixed.text, range: mixed.range))
                    }
                }
            }
            self.pairs = pairs
            self.sourcesMixingSpecifiers = mixedSources
        }

        /// The source texts of one entry that its translations' units are compared with, each
        /// parsed at most once: the source unit of the same variation path, else the source
        /// language's value, else the key.
        private struct EntrySources {
            /// One source text and where it comes from.
            struct Source {
                /// The text.
                var text: String
                /// The source unit it is the value of, `nil` for the entry's value (or key).
                var unitPosition: Int?
            }

            /// The entry's key.
            let key: String
            /// The source language's value, else the key.
            let value: String
            /// The source language's translation.
            private let sourceTranslation: TableEntry.Translation?
            /// Whether any text a unit may be compared with has a `%`; when none has, only
            /// translations with a `%` of their own are compared.
            let hasPercent: Bool
            /// The source language's units, read on first use (most entries compare no unit).
            private var readUnits: [TableEntry.Translation.Unit]?
            /// The arguments of `value`, once parsed.
            private var valueArguments: FormatArguments?
            /// The arguments of each unit's value, once parsed.
            private var unitArguments: [Int: FormatArguments] = [:]
            /// The arguments of `key`, once parsed.
            private var parsedKeyArguments: FormatArguments?

            /// The sources of `entry`, whose source-language translation is `sourceTranslation`.
            init(entry: TableEntry, sourceTranslation: TableEntry.Translation?) {
                key = entry.key
                value = sourceTranslation?.value ?? entry.key
                self.sourceTranslation = sourceTranslation
                let percent = UInt8(ascii: "%")
                // The units' texts are searched where they are stored, without making them.
                hasPercent = ComparedPairs.hasPercent(value)
                    || sourceTranslation.map { translation in
                        let units = translation.units
                        return units.indices.contains { units.valueContains(percent, at: $0) }
                    } == true
            }

            /// The source a unit of variation path `path` is compared with.
            mutating func source(forPath path: String) -> Source {
                if readUnits == nil { readUnits = sourceTranslation.map { Array($0.units) } ?? [] }
                let units = readUnits ?? []
                if let position = units.firstIndex(where: { $0.path == path }), let text = units[position].value {
                    return Source(text: text, unitPosition: position)
                }
                return Source(text: value, unitPosition: nil)
            }

            /// The arguments of `source`, parsed on first use.
            mutating func arguments(of source: Source) -> FormatArguments {
                if let position = source.unitPosition {
                    if let known = unitArguments[position] { return known }
                    let arguments = FormatArguments(source.text)
                    unitArguments[position] = arguments
                    return arguments
                }
                if let known = valueArguments { return known }
                let arguments = FormatArguments(source.text)
                valueArguments = arguments
                return arguments
            }

            /// The development-language texts of the entry (its source units, else its value or
            /// key) that mix positional and sequential specifiers, with where each is written.
            /// Substitution variants are left out: their `%arg` follows the substitution.
            mutating func textsMixingSpecifiers(keyRange: ByteRange) -> [(text: String, range: ByteRange)] {
                if readUnits == nil { readUnits = sourceTranslation.map { Array($0.units) } ?? [] }
                let units = readUnits ?? []
                guard !units.isEmpty else {
                    guard arguments(of: Source(text: value, unitPosition: nil)).mixesPositionalAndSequential else { return [] }
                    return [(value, sourceTranslation?.range ?? keyRange)]
                }
                var mixed: [(text: String, range: ByteRange)] = []
                for position in units.indices {
                    let unit = units[position]
                    guard let text = unit.value, ComparedPairs.hasPercent(text), !ComparedPairs.isSubstitutionVariant(unit.path),
                        arguments(of: Source(text: text, unitPosition: position)).mixesPositionalAndSequential
                    else { continue }
                    mixed.append((text, unit.range))
                }
                return mixed
            }

            /// The arguments of the key, parsed on first use (a key without `%` has none).
            mutating func keyArguments() -> FormatArguments {
                if let known = parsedKeyArguments { return known }
                let arguments = FormatArguments(ComparedPairs.hasPercent(key) ? key : "")
                parsedKeyArguments = arguments
                return arguments
            }
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
        static func hasPercent(_ text: String) -> Bool {
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
