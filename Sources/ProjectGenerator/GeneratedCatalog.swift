import Foundation

/// One entry the generator puts in a String Catalog, described by intent; the localizations are
/// produced when the catalog is written.
struct EntrySpec {
    /// How the entry's text varies.
    enum Shape {
        /// One `stringUnit` per locale.
        case simple
        /// Plural variations over the value of the single `%lld` in the key.
        case plural
        /// Device variations (`ipad`, `iphone`, `mac`, `other`).
        case device
        /// Two plural substitutions (`%#@arg1@`, `%#@arg2@`) for two `%lld` arguments.
        case substitution
    }

    /// A deliberate deviation in one locale (planted defects and realistic states).
    enum LocaleOverride {
        /// No localization for the locale at all.
        case absent
        /// The unit is kept but in this state (`needs_review`, `new`).
        case state(String)
        /// The unit's value is replaced (a format mismatch, a reordered translation).
        case value(String)
        /// A plural category the locale needs is left out.
        case droppingCategory(String)
    }

    /// The lookup key.
    var key: String
    /// The English text; for plural shapes, the `other` form.
    var english: String
    /// The English singular form for plural shapes.
    var englishOne: String = ""
    /// Translator comment, as extracted from code.
    var comment: String?
    /// `extractionState` (absent means automatically extracted).
    var extractionState: String?
    /// Whether the source language has a localization (false for natural-language keys, whose key
    /// is their source text, as Xcode leaves them).
    var hasSourceLocalization = true
    /// False writes `shouldTranslate: false` and localizes only the source language.
    var shouldTranslate = true
    /// The variation shape.
    var shape: Shape = .simple
    /// Per-locale deviations.
    var overrides: [String: LocaleOverride] = [:]
}

/// A String Catalog being assembled: its entries, written in Xcode's layout on demand.
final class GeneratedCatalog {
    /// Path relative to the project root.
    let path: String
    /// Locales every entry is translated into, source first.
    let locales: [GeneratedLocale]
    /// Entries by key.
    private(set) var entries: [String: EntrySpec] = [:]
    /// Unknown top-level members (a planted `catalog-structure` defect), written in sorted position.
    var extraTopLevelMembers: [CatalogMember] = []

    /// An empty catalog at `path` translated into `locales`.
    init(path: String, locales: [GeneratedLocale]) {
        self.path = path
        self.locales = locales
    }

    /// The table name: the file name without `.xcstrings`.
    var table: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return String(name.dropLast(".xcstrings".count))
    }

    /// Adds or replaces an entry.
    func add(_ entry: EntrySpec) {
        entries[entry.key] = entry
    }

    /// Whether `key` has an entry.
    func contains(_ key: String) -> Bool {
        entries[key] != nil
    }

    /// Changes the entry for `key` in place.
    func modify(_ key: String, _ change: (inout EntrySpec) -> Void) {
        guard var entry = entries[key] else { return }
        change(&entry)
        entries[key] = entry
    }

    /// The catalog's bytes in Xcode's layout, and the lines of marked members (`key` for an
    /// entry's key line, `key|locale` for a localization's line).
    func render() -> (bytes: [UInt8], markedLines: [String: Int]) {
        let sortedKeys = entries.keys.sorted(by: xcodeOrder)
        let sortedLocales = locales.sorted { xcodeOrder($0.id, $1.id) }
        var writer = XcodeJSONWriter()
        writer.raw("{")
        writer.newline(indent: 1)
        writer.member(CatalogMember("sourceLanguage", .string(GeneratedLocale.source.id)), indent: 1)
        for extra in extraTopLevelMembers where xcodeOrder(extra.name, "strings") {
            writer.raw(",")
            writer.newline(indent: 1)
            writer.member(extra, indent: 1)
        }
        writer.raw(",")
        writer.newline(indent: 1)
        writer.string("strings")
        writer.raw(" : {")
        if sortedKeys.isEmpty {
            writer.newline(indent: 0)
            writer.newline(indent: 1)
        } else {
            for (index, key) in sortedKeys.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.newline(indent: 2)
                let entry = entries[key]!
                writer.member(
                    CatalogMember(key, Self.entryJSON(entry, locales: sortedLocales), mark: key), indent: 2)
            }
            writer.newline(indent: 1)
        }
        writer.raw("}")
        for extra in extraTopLevelMembers where !xcodeOrder(extra.name, "strings") {
            writer.raw(",")
            writer.newline(indent: 1)
            writer.member(extra, indent: 1)
        }
        writer.raw(",")
        writer.newline(indent: 1)
        writer.member(CatalogMember("version", .string("1.0")), indent: 1)
        writer.newline(indent: 0)
        writer.raw("}")
        return (writer.bytes, writer.markedLines)
    }

    /// The JSON of one entry, members in Xcode's order.
    private static func entryJSON(_ entry: EntrySpec, locales: [GeneratedLocale]) -> CatalogJSON {
        var members: [CatalogMember] = []
        if let comment = entry.comment { members.append(CatalogMember("comment", .string(comment))) }
        if let state = entry.extractionState { members.append(CatalogMember("extractionState", .string(state))) }
        var localizations: [CatalogMember] = []
        for locale in locales {
            let isSource = locale.id == GeneratedLocale.source.id
            if isSource && !entry.hasSourceLocalization { continue }
            if !isSource && !entry.shouldTranslate { continue }
            let override = entry.overrides[locale.id]
            if case .absent = override { continue }
            localizations.append(
                CatalogMember(
                    locale.id, localizationJSON(entry, locale: locale, override: override),
                    mark: entry.key + "|" + locale.id))
        }
        if !localizations.isEmpty { members.append(CatalogMember("localizations", .object(localizations))) }
        if !entry.shouldTranslate { members.append(CatalogMember("shouldTranslate", .boolean(false))) }
        return .object(members)
    }

    /// The localization of `entry` in `locale`.
    private static func localizationJSON(
        _ entry: EntrySpec, locale: GeneratedLocale, override: EntrySpec.LocaleOverride?
    ) -> CatalogJSON {
        var state = "translated"
        if locale.id == GeneratedLocale.source.id && entry.extractionState == "extracted_with_value" { state = "new" }
        if case .state(let forced) = override { state = forced }
        func unit(_ english: String) -> CatalogJSON {
            var value = PseudoTranslator.translate(english, into: locale)
            if case .value(let forced) = override { value = forced }
            return .object([
                CatalogMember("stringUnit", .object([
                    CatalogMember("state", .string(state)), CatalogMember("value", .string(value)),
                ]))
            ])
        }
        func plural(one: String, other: String) -> CatalogJSON {
            var categories = locale.pluralCategories
            if case .droppingCategory(let dropped) = override { categories.removeAll { $0 == dropped } }
            let members = categories.sorted().map { category in
                CatalogMember(category, unit(category == "one" ? one : other))
            }
            return .object([CatalogMember("plural", .object(members))])
        }
        switch entry.shape {
        case .simple:
            return unit(entry.english)
        case .plural:
            return .object([CatalogMember("variations", plural(one: entry.englishOne, other: entry.english))])
        case .device:
            let devices = ["ipad", "iphone", "mac", "other"].map { device -> CatalogMember in
                let text = device == "mac" ? entry.english.replacingOccurrences(of: "Tap", with: "Click") : entry.english
                return CatalogMember(device, unit(text))
            }
            return .object([CatalogMember("variations", .object([CatalogMember("device", .object(devices))]))])
        case .substitution:
            let template = PseudoTranslator.translate("%#@arg1@ in %#@arg2@", into: locale)
            func substitution(_ number: Int, one: String, other: String) -> CatalogJSON {
                .object([
                    CatalogMember("argNum", .integer(number)),
                    CatalogMember("formatSpecifier", .string("lld")),
                    CatalogMember("variations", plural(one: one, other: other)),
                ])
            }
            return .object([
                CatalogMember("stringUnit", .object([
                    CatalogMember("state", .string(state)), CatalogMember("value", .string(template)),
                ])),
                CatalogMember("substitutions", .object([
                    CatalogMember("arg1", substitution(1, one: "%arg file", other: "%arg files")),
                    CatalogMember("arg2", substitution(2, one: "%arg folder", other: "%arg folders")),
                ])),
            ])
        }
    }
}

/// Xcode's key order (formats.md §1.9): Foundation's case-insensitive, numeric, forced-ordering
/// comparison under the root locale.
func xcodeOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.compare(rhs, options: [.caseInsensitive, .numeric, .forcedOrdering], range: nil, locale: rootLocale)
        == .orderedAscending
}

/// The root locale that makes Foundation compare with ICU collation.
private let rootLocale = Locale(identifier: "")
