/// A CLDR plural category (cardinal).
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    /// CLDR `zero` (also Apple's explicit form for the number 0 in any language).
    case zero
    /// CLDR `one`.
    case one
    /// CLDR `two`.
    case two
    /// CLDR `few`.
    case few
    /// CLDR `many`.
    case many
    /// CLDR `other`: the fallback every language has.
    case other

    /// CLDR order (`zero` … `other`), not the sorted order catalogs use.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.rank < rhs.rank
    }

    /// Position in CLDR order.
    var rank: Int {
        switch self {
        case .zero: return 0
        case .one: return 1
        case .two: return 2
        case .few: return 3
        case .many: return 4
        case .other: return 5
        }
    }
}

/// The plural categories of one language (formats.md §6, CLDR 49).
public struct PluralRules: Sendable, Equatable {
    /// The CLDR locale id the rules come from (`zh_Hant_HK`, `pt_PT`).
    public var cldrIdentifier: String
    /// Categories CLDR defines for the language (`other` always included): what a complete plural
    /// variation provides.
    public var requiredCategories: Set<PluralCategory>
    /// Categories some whole number selects (`ru`: one few many, not other). A category outside
    /// this set matters only for fractional arguments (`%f`, `%lf`).
    public var integerCategories: Set<PluralCategory>

    /// The rules for an Apple locale id (`"pt-BR"`, `"zh-Hant"`, `"es-419"`, `"sr-Latn"`), or `nil`
    /// for a language outside the table. Region and script subtags inherit the language's rules,
    /// except where CLDR differs (`pt-PT`); legacy ids are mapped (`iw` → `he`, `in` → `id`, `no` →
    /// `nb`, `tl` → `fil`).
    ///
    /// ```swift
    /// PluralRules.for("ru")?.requiredCategories   // [.one, .few, .many, .other]
    /// PluralRules.for("de-AT")?.integerCategories // [.one, .other]
    /// ```
    public static func `for`(_ appleLocale: String) -> PluralRules? {
        let normalized = appleLocale.replacingUnderscores()
        if let row = table[normalized] { return PluralRules(row) }
        let parts = normalized.split(separator: "-").map(String.init)
        guard let language = parts.first?.lowercased() else { return nil }
        if language == "pt" {
            let region = parts.dropFirst().last?.uppercased() ?? "BR"
            let isPortugal = portugueseRulesRegions.contains(region)
            return table[isPortugal ? "pt-PT" : "pt-BR"].map(PluralRules.init)
        }
        let mapped = legacyLanguages[language] ?? language
        if mapped == "zh" { return table["zh-Hans"].map(PluralRules.init) }
        return table[mapped].map(PluralRules.init)
    }

    /// Every Apple locale id the table lists.
    public static var knownLocales: [String] { table.keys.sorted() }

    init(_ row: (cldr: String, required: String, integers: String)) {
        cldrIdentifier = row.cldr
        requiredCategories = Set(row.required.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) })
        integerCategories = Set(row.integers.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) })
    }

    /// Legacy or alternative language codes Apple uses → the code of the table.
    static let legacyLanguages = ["iw": "he", "in": "id", "no": "nb", "tl": "fil", "ji": "yi"]

    /// Regions whose Portuguese follows `pt_PT` rather than `pt` (CLDR: every region but Brazil).
    static let portugueseRulesRegions: Set<String> = ["PT", "AO", "MZ", "CV", "GW", "ST", "TL", "MO", "LU", "CH", "GQ"]

    /// Apple id → (CLDR id, required categories, categories reachable with integers); formats.md §6.
    static let table: [String: (cldr: String, required: String, integers: String)] = [
        "en": ("en", "one other", "one other"),
        "ar": ("ar", "zero one two few many other", "zero one two few many other"),
        "bg": ("bg", "one other", "one other"),
        "bn": ("bn", "one other", "one other"),
        "ca": ("ca", "one many other", "one many other"),
        "cs": ("cs", "one few many other", "one few other"),
        "da": ("da", "one other", "one other"),
        "de": ("de", "one other", "one other"),
        "el": ("el", "one other", "one other"),
        "es": ("es", "one many other", "one many other"),
        "es-419": ("es_419", "one many other", "one many other"),
        "et": ("et", "one other", "one other"),
        "fa": ("fa", "one other", "one other"),
        "fi": ("fi", "one other", "one other"),
        "fil": ("fil", "one other", "one other"),
        "fr": ("fr", "one many other", "one many other"),
        "fr-CA": ("fr_CA", "one many other", "one many other"),
        "he": ("he", "one two other", "one two other"),
        "hi": ("hi", "one other", "one other"),
        "hr": ("hr", "one few other", "one few other"),
        "hu": ("hu", "one other", "one other"),
        "id": ("id", "other", "other"),
        "it": ("it", "one many other", "one many other"),
        "ja": ("ja", "other", "other"),
        "kk": ("kk", "one other", "one other"),
        "ko": ("ko", "other", "other"),
        "lt": ("lt", "one few many other", "one few other"),
        "lv": ("lv", "zero one other", "zero one other"),
        "ms": ("ms", "other", "other"),
        "nb": ("nb", "one other", "one other"),
        "nl": ("nl", "one other", "one other"),
        "pl": ("pl", "one few many other", "one few many"),
        "pt-BR": ("pt_BR", "one many other", "one many other"),
        "pt-PT": ("pt_PT", "one many other", "one many other"),
        "ro": ("ro", "one few other", "one few other"),
        "ru": ("ru", "one few many other", "one few many"),
        "sk": ("sk", "one few many other", "one few other"),
        "sl": ("sl", "one two few other", "one two few other"),
        "sr": ("sr", "one few other", "one few other"),
        "sv": ("sv", "one other", "one other"),
        "ta": ("ta", "one other", "one other"),
        "th": ("th", "other", "other"),
        "tr": ("tr", "one other", "one other"),
        "uk": ("uk", "one few many other", "one few many"),
        "ur": ("ur", "one other", "one other"),
        "vi": ("vi", "one other", "one other"),
        "zh-Hans": ("zh_Hans", "other", "other"),
        "zh-Hant": ("zh_Hant", "other", "other"),
        "zh-HK": ("zh_Hant_HK", "other", "other"),
        "af": ("af", "one other", "one other"),
        "az": ("az", "one other", "one other"),
        "be": ("be", "one few many other", "one few many"),
        "cy": ("cy", "zero one two few many other", "zero one two few many other"),
        "ga": ("ga", "one two few many other", "one two few many other"),
        "gu": ("gu", "one other", "one other"),
        "hy": ("hy", "one other", "one other"),
        "is": ("is", "one other", "one other"),
        "ka": ("ka", "one other", "one other"),
        "km": ("km", "other", "other"),
        "kn": ("kn", "one other", "one other"),
        "lo": ("lo", "other", "other"),
        "mk": ("mk", "one other", "one other"),
        "ml": ("ml", "one other", "one other"),
        "mr": ("mr", "one other", "one other"),
        "my": ("my", "other", "other"),
        "ne": ("ne", "one other", "one other"),
        "si": ("si", "one other", "one other"),
        "sq": ("sq", "one other", "one other"),
        "sw": ("sw", "one other", "one other"),
        "te": ("te", "one other", "one other"),
        "uz": ("uz", "one other", "one other"),
    ]
}

extension String {
    /// `pt_BR` → `pt-BR`.
    func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
