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

    /// Collects the app's own names from the index (once per model's tables: a keystroke's model
    /// has the same project files).
    init(_ context: RuleContext) {
        self.context = context
        appNames = context.model.derivedFromTables(AppNames.self) { AppNames(context.model) }.names
    }

    /// The names of the app: Xcode projects and targets, display names, packages.
    private struct AppNames {
        /// The names.
        let names: Set<String>

        /// Collects them from the model's Xcode projects and the index's manifests.
        init(_ model: ProjectModel) {
            var names: Set<String> = []
            for project in model.xcodeProjects {
                let folder = project.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
                if folder.hasSuffix(".xcodeproj") { names.insert(String(folder.dropLast(".xcodeproj".count))) }
                for target in project.targets {
                    names.insert(target.name)
                    for setting in target.infoPlistKeys where setting.key == "CFBundleDisplayName" || setting.key == "CFBundleName" {
                        names.insert(setting.value)
                    }
                }
            }
            for file in model.index.files.values {
                if let name = file.manifest?.name { names.insert(name) }
            }
            self.names = names
        }
    }

    /// The verdict on `name`, computed once per text.
    mutating func verdict(on name: String) -> Verdict {
        if let known = verdicts[name] { return known }
        let verdict = compute(name)
        verdicts[name] = verdict
        return verdict
    }

    /// Capitalised phrases of one to three words found in the tables' texts: how many texts of the
    /// development language hold each and, per locale, how many of those texts that locale
    /// translates and how many of its translations keep the phrase.
    struct PhraseCounts {
        /// Texts of the development language holding the phrase.
        var source: [String: Int] = [:]
        /// Source texts holding the phrase whose entry the locale translates, by locale.
        var translatedByLocale: [String: [String: Int]] = [:]
        /// Of those, the translations that keep the phrase unchanged, by locale.
        var keptByLocale: [String: [String: Int]] = [:]

        /// Counts one translation of a source text holding `sourcePhrases`.
        mutating func add(translation: String, locale: String, sourcePhrases: Set<String>) {
            guard !sourcePhrases.isEmpty else { return }
            let phrases = NameEvidence.capitalisedPhrases(translation)
            for phrase in sourcePhrases {
                translatedByLocale[locale, default: [:]][phrase, default: 0] += 1
                if phrases.contains(phrase) { keptByLocale[locale, default: [:]][phrase, default: 0] += 1 }
            }
        }
    }

    /// Looks for the name as the app's name, as an entry, then inside the texts of other entries:
    /// a name stays in each translation of a text that holds it; a word translators translate
    /// does not. Translations are compared with their own entry's source text (the same key of the
    /// same table), so a partly translated locale — whose missing entries keep nothing because
    /// they say nothing — neither hides nor fakes a name (Swiftfin's "HDR", kept by every locale
    /// that translates the five texts holding it, while 20 locales translate almost nothing).
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
        guard (counts.source[name] ?? 0) >= 2 else { return .unknown }
        let locales = Set(model.bundles.flatMap { bundle in
            model.shippedLocales(ofBundle: bundle).filter { $0 != sourceLanguage(ofBundle: bundle) }
        })
        let translated = locales.reduce(0) { $0 + (counts.translatedByLocale[$1]?[name] ?? 0) }
        let kept = locales.reduce(0) { $0 + (counts.keptByLocale[$1]?[name] ?? 0) }
        guard translated >= 2 else { return .unknown }
        if kept * 5 >= translated * 4 { return .keptAsName }
        if kept * 2 < translated { return .translated }
        return .unknown
    }

    /// One pass over every table text, counting its capitalised phrases and, for each translation,
    /// which of its source text's phrases it keeps (an entry's own key is its source text when a
    /// catalog gives no development-language value; a `.strings` translation is compared with the
    /// development language's file of the same table). Kept with the tables, so missing-key,
    /// verbatim-text and the keystrokes after them pass over the texts once.
    private static func countPhrases(in model: ProjectModel) -> PhraseCounts {
        var counts = PhraseCounts()
        var sourceLanguages: [String: String] = [:]
        func sourceLanguage(of file: TableFile) -> String {
            let bundle = model.modules.bundle(ofPath: file.path)
            if let known = file.sourceLanguage ?? sourceLanguages[bundle] { return known }
            let language = model.sourceLanguage(ofBundle: bundle)
            sourceLanguages[bundle] = language
            return language
        }
        // Legacy tables: the development language's phrases of each key, by table.
        var legacySource: [ProjectModel.TableAddress: [String: Set<String>]] = [:]
        for file in model.tableFiles {
            let source = sourceLanguage(of: file)
            if file.format == .stringCatalog {
                for entry in file.entries {
                    let sourceText: String?
                    if let own = entry.translations[source] { sourceText = own.isUsable ? own.value : nil } else { sourceText = entry.key }
                    guard let sourceText else { continue }
                    let sourcePhrases = Self.capitalisedPhrases(sourceText)
                    guard !sourcePhrases.isEmpty else { continue }
                    for phrase in sourcePhrases { counts.source[phrase, default: 0] += 1 }
                    for (locale, translation) in entry.translations where locale != source && translation.isUsable {
                        guard let value = translation.value else { continue }
                        counts.add(translation: value, locale: locale, sourcePhrases: sourcePhrases)
                    }
                }
            } else if file.locale == source {
                let address = model.address(of: file)
                for entry in file.entries {
                    guard let translation = entry.translations[source], translation.isUsable, let value = translation.value else { continue }
                    let sourcePhrases = Self.capitalisedPhrases(value)
                    guard !sourcePhrases.isEmpty else { continue }
                    for phrase in sourcePhrases { counts.source[phrase, default: 0] += 1 }
                    legacySource[address, default: [:]][entry.key] = sourcePhrases
                }
            }
        }
        for file in model.tableFiles where file.format != .stringCatalog {
            guard let locale = file.locale, locale != sourceLanguage(of: file),
                let sourcePhrases = legacySource[model.address(of: file)]
            else { continue }
            for entry in file.entries {
                guard let phrases = sourcePhrases[entry.key], let translation = entry.translations[locale],
                    translation.isUsable, let value = translation.value
                else { continue }
                counts.add(translation: value, locale: locale, sourcePhrases: phrases)
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
