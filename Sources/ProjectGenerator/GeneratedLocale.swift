/// A locale the generated project ships, with what a catalog needs to know about it.
public struct GeneratedLocale: Sendable, Hashable {
    /// Apple's locale id as written in catalogs and `.lproj` folder names (`zh-Hans`, `pt-BR`).
    public var id: String
    /// CLDR cardinal plural categories the locale requires (formats.md §6), in CLDR order.
    public var pluralCategories: [String]
    /// Which alphabet the pseudo-translation uses, so catalogs carry realistic multi-byte text.
    var script: Script

    /// The writing systems pseudo-translations are drawn from.
    enum Script: Sendable, Hashable {
        /// Latin letters with some accents (source language and European locales).
        case latin
        /// Cyrillic (ru, uk, bg, sr).
        case cyrillic
        /// Han characters (zh-Hans, zh-Hant).
        case han
        /// Kana (ja).
        case kana
        /// Arabic letters, right to left (ar, fa).
        case arabic
        /// Hangul (ko).
        case hangul
        /// Greek (el).
        case greek
        /// Hebrew (he).
        case hebrew
        /// Thai (th).
        case thai
        /// Devanagari (hi).
        case devanagari
    }

    /// The project's development language.
    public static let source = GeneratedLocale(id: "en", pluralCategories: ["one", "other"], script: .latin)

    /// The six locales of the seeds' project, development language first.
    public static let seedsLocales: [GeneratedLocale] = ["en", "ru", "es", "zh-Hans", "ja", "ar"].map(named)

    /// Forty locales for the large scale: the seeds' six, then the most common App Store languages.
    public static let largeLocales: [GeneratedLocale] = [
        "en", "ru", "es", "zh-Hans", "ja", "ar", "bg", "ca", "cs", "da", "de", "el", "es-419", "et", "fa",
        "fi", "fr", "fr-CA", "he", "hi", "hr", "hu", "id", "it", "ko", "lt", "lv", "ms", "nb", "nl", "pl",
        "pt-BR", "pt-PT", "ro", "sk", "sl", "sv", "th", "tr", "uk",
    ].map(named)

    /// The locale with Apple id `id`; plural categories follow CLDR 49 as listed in formats.md §6.
    static func named(_ id: String) -> GeneratedLocale {
        let categories: [String]
        switch id {
        case "ar": categories = ["zero", "one", "two", "few", "many", "other"]
        case "ru", "uk", "pl", "cs", "sk", "lt": categories = ["one", "few", "many", "other"]
        case "es", "es-419", "fr", "fr-CA", "it", "pt-BR", "pt-PT", "ca": categories = ["one", "many", "other"]
        case "he": categories = ["one", "two", "other"]
        case "sl": categories = ["one", "two", "few", "other"]
        case "hr", "ro", "sr": categories = ["one", "few", "other"]
        case "lv": categories = ["zero", "one", "other"]
        case "ja", "zh-Hans", "zh-Hant", "ko", "id", "ms", "th": categories = ["other"]
        default: categories = ["one", "other"]
        }
        let script: Script
        switch id {
        case "ru", "uk", "bg", "sr": script = .cyrillic
        case "zh-Hans", "zh-Hant": script = .han
        case "ja": script = .kana
        case "ar", "fa": script = .arabic
        case "ko": script = .hangul
        case "el": script = .greek
        case "he": script = .hebrew
        case "th": script = .thai
        case "hi": script = .devanagari
        default: script = .latin
        }
        return GeneratedLocale(id: id, pluralCategories: categories, script: script)
    }
}
