import LocalizationIndex

/// What the project says about a short capitalised text ("Homebrew", "Name"): whether its
/// translators translate it, keep it as a name, or the project never says.
struct NameEvidence {
    /// The project's verdict on one name.
    enum Verdict: Equatable {
        /// A catalog translates it (its own entry, or translations of entries containing it drop it).
        case translated
        /// It is the app's, a target's or the project's name, marked "Don't Translate", or kept
        /// unchanged by the translators wherever it occurs.
        case keptAsName
        /// Nothing in the project decides.
        case unknown
    }

    /// The context, for tables and projects.
    let context: RuleContext
    /// Names of the app: Xcode projects and targets, display names, packages.
    let appNames: Set<String>
    /// Verdicts already reached, by text.
    var verdicts: [String: Verdict] = [:]
    /// The development language of each bundle, as looked up.
    var sourceLanguages: [String: String] = [:]

    /// Collects the app's own names from the index.
    init(_ context: RuleContext) {
        self.context = context
        var names: Set<String> = []
        for file in context.index.files.values {
            if let project = file.xcodeProject {
                let folder = project.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
                if folder.hasSuffix(".xcodeproj") { names.insert(String(folder.dropLast(".xcodeproj".count))) }
                for target in project.targets {
                    names.insert(target.name)
                    for setting in target.infoPlistKeys where setting.key == "CFBundleDisplayName" || setting.key == "CFBundleName" {
                        names.insert(setting.value)
                    }
                }
            }
            if let name = file.manifest?.name { names.insert(name) }
        }
        appNames = names
    }

    /// The verdict on `name`, computed once per text.
    mutating func verdict(on name: String) -> Verdict {
        if let known = verdicts[name] { return known }
        let verdict = compute(name)
        verdicts[name] = verdict
        return verdict
    }

    /// Capitalised phrases of one to three words found in the tables' texts: how many texts of the
    /// development language hold each, and how many of each other locale's translations.
    struct PhraseCounts {
        /// Texts of the development language holding the phrase.
        var source: [String: Int] = [:]
        /// Translations holding the phrase, by locale.
        var byLocale: [String: [String: Int]] = [:]
    }


    /// Looks for the name as the app's name, as an entry, then inside the texts of other entries:
    /// a name occurs as often in each locale's translations as in the development language's
    /// texts; a word translators translate does not (no key alignment needed, so identifier-keyed
    /// `.strings` tables count too).
    private mutating func compute(_ name: String) -> Verdict {
        if appNames.contains(name) { return .keptAsName }
        let model = context.model
        var ownEntryTranslated: Bool?
        for address in model.tableAddresses {
            for reference in model.entries(forKey: name, at: address) where reference.file.format == .stringCatalog {
                if !reference.entry.isTranslatable { return .keptAsName }
                let source = reference.file.sourceLanguage ?? sourceLanguage(ofBundle: address.bundle)
                for (locale, translation) in reference.entry.translations where locale != source && translation.isUsable {
                    if translation.value != name { ownEntryTranslated = true } else if ownEntryTranslated == nil { ownEntryTranslated = false }
                }
            }
        }
        if let ownEntryTranslated { return ownEntryTranslated ? .translated : .keptAsName }
        let counts = model.derivedFromTables(PhraseCounts.self) { Self.countPhrases(in: model) }
        let sourceCount = counts.source[name] ?? 0
        guard sourceCount >= 2 else { return .unknown }
        let locales = Set(model.bundles.flatMap { bundle in
            model.shippedLocales(ofBundle: bundle).filter { $0 != sourceLanguage(ofBundle: bundle) }
        })
        guard !locales.isEmpty else { return .unknown }
        let kept = locales.reduce(0) { $0 + min(counts.byLocale[$1]?[name] ?? 0, sourceCount) }
        let possible = locales.count * sourceCount
        if kept * 5 >= possible * 4 { return .keptAsName }
        if kept * 2 < possible { return .translated }
        return .unknown
    }

    /// One pass over every table text, counting its capitalised phrases (an entry's own key counts
    /// as a source text when a catalog gives no development-language value). Kept with the tables,
    /// so missing-key, verbatim-text and the keystrokes after them pass over the texts once.
    private static func countPhrases(in model: ProjectModel) -> PhraseCounts {
        var counts = PhraseCounts()
        var sourceLanguages: [String: String] = [:]
        for file in model.tableFiles {
            let bundle = model.modules.bundle(ofPath: file.path)
            let source = file.sourceLanguage ?? sourceLanguages[bundle] ?? {
                let language = model.sourceLanguage(ofBundle: bundle)
                sourceLanguages[bundle] = language
                return language
            }()
            for entry in file.entries {
                if file.format == .stringCatalog, entry.translations[source] == nil {
                    for phrase in Self.capitalisedPhrases(entry.key) { counts.source[phrase, default: 0] += 1 }
                }
                for (locale, translation) in entry.translations where translation.isUsable {
                    guard let value = translation.value else { continue }
                    let phrases = Self.capitalisedPhrases(value)
                    if locale == source {
                        for phrase in phrases { counts.source[phrase, default: 0] += 1 }
                    } else {
                        for phrase in phrases { counts.byLocale[locale, default: [:]][phrase, default: 0] += 1 }
                    }
                }
            }
        }
        return counts
    }

    /// The runs of one to three words of `text` starting with a capitalised word, each once
    /// (`Install Home Assistant` → `Install`, `Install Home`, …, `Home Assistant`, `Assistant`).
    static func capitalisedPhrases(_ text: String) -> Set<String> {
        var words: [Substring] = []
        var phrases: Set<String> = []
        var start: String.Index?
        var index = text.startIndex
        func flush(_ end: String.Index) {
            guard let wordStart = start else { return }
            words.append(text[wordStart..<end])
            start = nil
        }
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter || character.isNumber {
                if start == nil { start = index }
            } else {
                flush(index)
                // A word run stops at anything but a single space.
                if character != " " { Self.addPhrases(of: &words, to: &phrases) }
            }
            index = text.index(after: index)
        }
        flush(text.endIndex)
        Self.addPhrases(of: &words, to: &phrases)
        return phrases
    }

    /// Adds the capitalised-first phrases of one run of words, then empties the run.
    private static func addPhrases(of words: inout [Substring], to phrases: inout Set<String>) {
        for first in words.indices where words[first].first?.isUppercase == true {
            var phrase = String(words[first])
            phrases.insert(phrase)
            for next in (first + 1)..<min(first + 3, words.count) {
                phrase += " " + words[next]
                phrases.insert(phrase)
            }
        }
        words.removeAll(keepingCapacity: true)
    }

    /// The development language of `bundle`, looked up once.
    private mutating func sourceLanguage(ofBundle bundle: String) -> String {
        if let known = sourceLanguages[bundle] { return known }
        let language = context.model.sourceLanguage(ofBundle: bundle)
        sourceLanguages[bundle] = language
        return language
    }
}
