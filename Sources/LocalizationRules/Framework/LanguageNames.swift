import Foundation
import LocalizationIndex

/// Names of languages written in their own language ("Deutsch", "Українська", "日本語"): the
/// entries of an in-app language picker, which read the same in every language by design (a
/// German speaker looks for "Deutsch" whatever the app's language is).
///
/// One such name alone may be a label to translate ("English" in "Language: English"); a file
/// that writes several of them is a language list (MeetingBar's picker lists 23).
enum LanguageNames {
    /// How many different languages' own names a file must write to be a language list.
    static let listSize = 3

    /// Whether `text` is one language's name in that language and the file at `path` writes at
    /// least `listSize` such names.
    static func isLanguageListEntry(_ text: String, inFileAt path: String, _ context: RuleContext) -> Bool {
        guard let language = endonyms[normalized(text)], let swift = context.index.files[path]?.swift else { return false }
        var languages: Set<String> = [language]
        for literal in swift.stringLiterals {
            guard let value = literal.value, let other = endonyms[normalized(value)] else { continue }
            languages.insert(other)
            if languages.count >= listSize { return true }
        }
        return false
    }

    /// Whether `texts` (what one property returns) are all languages' own names, at least
    /// `listSize` different languages: the entries of a language list.
    static func isLanguageList(_ texts: [String]) -> Bool {
        var languages: Set<String> = []
        for text in texts {
            guard let language = endonyms[normalized(text)] else { return false }
            languages.insert(language)
        }
        return languages.count >= listSize
    }

    /// `text` lowercased, without the direction marks pickers put around right-to-left names.
    static func normalized(_ text: String) -> String {
        String(text.unicodeScalars.filter { !["\u{200E}", "\u{200F}", "\u{061C}"].contains($0) }).trimmingCharacters(in: .whitespaces)
            .lowercased()
    }

    /// Each language's own name (lowercased, as CLDR writes it, plus the forms pickers use for
    /// Indonesian and the two Chinese scripts) → its language code.
    static let endonyms: [String: String] = [
        "العربية": "ar", "български": "bg", "বাংলা": "bn", "català": "ca", "čeština": "cs", "cymraeg": "cy", "dansk": "da",
        "deutsch": "de", "ελληνικά": "el", "english": "en", "esperanto": "eo", "español": "es", "eesti": "et", "euskara": "eu",
        "فارسی": "fa", "suomi": "fi", "filipino": "fil", "français": "fr", "gaeilge": "ga", "galego": "gl", "ગુજરાતી": "gu",
        "עברית": "he", "हिन्दी": "hi", "hrvatski": "hr", "magyar": "hu", "հայերեն": "hy", "indonesia": "id",
        "bahasa indonesia": "id", "íslenska": "is", "italiano": "it", "日本語": "ja", "ქართული": "ka", "қазақ тілі": "kk",
        "ខ្មែរ": "km", "ಕನ್ನಡ": "kn", "한국어": "ko", "lietuvių": "lt", "latviešu": "lv", "македонски": "mk", "മലയാളം": "ml",
        "मराठी": "mr", "bahasa melayu": "ms", "မြန်မာ": "my", "norsk": "no", "norsk bokmål": "nb", "norsk nynorsk": "nn",
        "nederlands": "nl", "ਪੰਜਾਬੀ": "pa", "polski": "pl", "português": "pt", "română": "ro", "русский": "ru",
        "slovenčina": "sk", "slovenščina": "sl", "shqip": "sq", "српски": "sr", "svenska": "sv", "kiswahili": "sw",
        "தமிழ்": "ta", "తెలుగు": "te", "ไทย": "th", "türkçe": "tr", "українська": "uk", "اردو": "ur", "o‘zbek": "uz",
        "tiếng việt": "vi", "中文": "zh", "简体中文": "zh-Hans", "繁體中文": "zh-Hant", "繁体中文": "zh-Hant",
    ]
}
