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

    /// Looks for the name as the app's name, as an entry, then inside the texts of other entries:
    /// a name occurs as often in each locale's translations as in the development language's
    /// texts; a word translators translate does not (no key alignment needed, so identifier-keyed
    /// `.strings` tables count too).
    private mutating func compute(_ name: String) -> Verdict {
        if appNames.contains(name) { return .keptAsName }
        var sourceCount = 0
        var countByLocale: [String: Int] = [:]
        var ownEntryTranslated: Bool?
        for file in context.model.tableFiles {
            let bundle = context.model.modules.bundle(ofPath: file.path)
            let source = file.sourceLanguage ?? sourceLanguage(ofBundle: bundle)
            for entry in file.entries {
                if entry.key == name, file.format == .stringCatalog {
                    if !entry.isTranslatable { return .keptAsName }
                    for (locale, translation) in entry.translations where locale != source && translation.isUsable {
                        if translation.value != name { ownEntryTranslated = true } else if ownEntryTranslated == nil { ownEntryTranslated = false }
                    }
                    continue
                }
                if file.format == .stringCatalog, entry.translations[source] == nil, Self.contains(entry.key, word: name) {
                    sourceCount += 1
                }
                for (locale, translation) in entry.translations where translation.isUsable {
                    guard let value = translation.value, Self.contains(value, word: name) else { continue }
                    if locale == source { sourceCount += 1 } else { countByLocale[locale, default: 0] += 1 }
                }
            }
        }
        if let ownEntryTranslated { return ownEntryTranslated ? .translated : .keptAsName }
        guard sourceCount >= 2 else { return .unknown }
        let locales = context.model.bundles.flatMap { bundle in
            context.model.shippedLocales(ofBundle: bundle).filter { $0 != sourceLanguage(ofBundle: bundle) }
        }
        guard !locales.isEmpty else { return .unknown }
        let kept = Set(locales).reduce(0) { $0 + min(countByLocale[$1] ?? 0, sourceCount) }
        let possible = Set(locales).count * sourceCount
        if kept * 5 >= possible * 4 { return .keptAsName }
        if kept * 2 < possible { return .translated }
        return .unknown
    }

    /// The development language of `bundle`, looked up once.
    private mutating func sourceLanguage(ofBundle bundle: String) -> String {
        if let known = sourceLanguages[bundle] { return known }
        let language = context.model.sourceLanguage(ofBundle: bundle)
        sourceLanguages[bundle] = language
        return language
    }

    /// Whether `text` holds `word` as a whole word (not inside a longer word).
    static func contains(_ text: String, word: String) -> Bool {
        var searchStart = text.startIndex
        while let found = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if before?.isLetter != true && after?.isLetter != true { return true }
            searchStart = found.upperBound
        }
        return false
    }
}
