import LocalizationIndex

/// Reports views and modifiers that would localize a literal but receive a `String` that evidently
/// holds developer-written text, which SwiftUI shows verbatim.
public struct VerbatimTextRule: Rule {
    public static let description = RuleDescription(
        id: "verbatim-text",
        name: "Verbatim Text",
        defaultSeverity: .warning,
        summary: "A view or modifier that would localize a literal receives a String holding developer-written text: shown verbatim.",
        rationale: """
            `Text` has two initializers: a literal goes through `LocalizedStringKey`, a `String` variable \
            through `StringProtocol` — never localized, never extracted. The rule looks at where the string \
            comes from: a literal, a property or function returning literals, an enum's `rawValue` are \
            defects; text already localized (`String(localized:)`, `NSLocalizedString`, generated \
            accessors), user or server content and anything it cannot trace are left alone. Previews, \
            `#if DEBUG` code and tests are not user-facing. Not every developer-written text is words: \
            commands, code samples, identifiers, handles and separators are left alone, and so are \
            names the project keeps untranslated (the app's or a target's name, "Don't Translate" \
            entries, a name the translators leave unchanged in every locale). A short capitalised text \
            the project says nothing about ("Daemon") may be a name or a word: the rule asks, at info \
            severity, instead of guessing.
            """,
        triggering: [
            Example(
                """
                //- /App/Tab.swift
                enum Tab: String, CaseIterable {
                    case home = "Home"
                    case settings = "Settings"
                }
                //- /App/TabBar.swift
                import SwiftUI

                struct TabBar: View {
                    let tab: Tab
                    let greeting = "Welcome back"
                    var body: some View {
                        VStack {
                            Text(1️⃣tab.rawValue)
                            Text(2️⃣greeting)
                        }
                    }
                }
                """),
            // A short capitalised text the project says nothing about: it may be a name or words,
            // so the rule asks (info) instead of guessing.
            Example(
                """
                //- /App/Badge.swift
                import SwiftUI

                struct Badge: View {
                    let kind = "Daemon"
                    var body: some View { Text(1️⃣kind) }
                }
                """),
        ],
        nonTriggering: [
            Example(
                """
                //- /App/ProfileView.swift
                import SwiftUI

                struct ProfileView: View {
                    let user: User
                    let title = String(localized: "profile.title")
                    let heading: LocalizedStringKey = "profile.heading"
                    var body: some View {
                        VStack {
                            Text(user.name)
                            Text(title)
                            Text(heading)
                            Text(verbatim: "v1.2.3")
                        }
                    }
                }

                struct User {
                    var name: String
                }

                struct ErrorBanner: View {
                    @State private var errorMessage = ""
                    var body: some View { Text(errorMessage) }
                }

                enum AppInfo {
                    static var versionDescription: String { "\\(number) (\\(build))" }
                    static var number: String { Bundle.main.shortVersion }
                    static var build: String { Bundle.main.buildNumber }
                }

                struct VersionFooter: View {
                    var body: some View { Text(AppInfo.versionDescription) }
                }

                #Preview {
                    let sample = "Preview text"
                    Text(sample)
                }
                """),
            // Not words to translate: the app's own name (the Xcode project is Roundup), a name the
            // translators keep in every locale, a shell command, a YAML sample, a separator, and
            // a list of contributors' handles.
            Example(
                """
                //- /Roundup.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                        8A1B2C3D4E5F60718293A4B5 = {
                            isa = PBXProject;
                            developmentRegion = en;
                            knownRegions = (
                                en,
                                de,
                                fr,
                            );
                        };
                    };
                    rootObject = 8A1B2C3D4E5F60718293A4B5;
                }
                //- /Roundup/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Install with Homebrew" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Mit Homebrew installieren" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Installer avec Homebrew" } }
                      }
                    },
                    "Update Homebrew" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Homebrew aktualisieren" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Mettre à jour Homebrew" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                //- /Roundup/AboutView.swift
                import SwiftUI

                struct AboutView: View {
                    let appName = "Roundup"
                    let manager = "Homebrew"
                    let packageName: String
                    let tagID: String
                    var installLine: String { "brew install --cask \\(packageName)" }
                    var automation: String {
                        \"\"\"
                        - platform: tag
                          tag_id: \\(tagID)
                        \"\"\"
                    }
                    let separator = "•"
                    let thanks = "anna-k, b0bby, CarlosM_dev, dmitri"
                    var body: some View {
                        VStack {
                            Text(appName)
                            Text(manager)
                            Text(installLine)
                            Text(automation)
                            Text(separator)
                            Text(thanks)
                        }
                    }
                }
                """),
        ],
        fixes: [
            "Localize at the source: make the property a `LocalizedStringResource`/`LocalizedStringKey`, or use `String(localized:)`.",
            "If the text is deliberately not translated (a brand, a code), write `Text(verbatim:)` (code action).",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var evidence = NameEvidence(context)
        return context.model.verbatimCandidates.filter(\.isShipping).compactMap { candidate in
            let natures = candidate.texts.map { TextNature.of($0, holderName: candidate.holderName) }
            var severity = Self.description.defaultSeverity
            var message = "\(candidate.callee) shows '\(candidate.expression)' verbatim: \(candidate.origin), so it is never translated"
            if !candidate.texts.isEmpty && !natures.contains(.words) {
                let names = zip(candidate.texts, natures).filter { $0.1 == .name }.map(\.0)
                let verdicts = names.map { evidence.verdict(on: $0) }
                if verdicts.contains(.translated) {
                    // The catalog translates the text, but this path bypasses it.
                } else if verdicts.contains(.unknown) {
                    let unknown = zip(names, verdicts).filter { $0.1 == .unknown }.map { "'\($0.0)'" }
                    severity = .info
                    message = "cannot decide whether \(candidate.callee) should translate '\(candidate.expression)' "
                        + "(\(candidate.origin): \(unknown.prefix(3).joined(separator: ", "))\(unknown.count > 3 ? ", …" : "")): "
                        + "a name stays the same in every language (write \(candidate.callee == "Text" ? "Text(verbatim:)" : "it as verbatim text")), words need localizing"
                } else {
                    // Code, data, or names the project itself keeps untranslated (brands).
                    return nil
                }
            }
            return Finding(
                ruleID: Self.id, severity: severity, message: message,
                location: context.location(candidate.path, candidate.range),
                fixes: candidate.callee == "Text"
                    ? [Fix(title: "Show it deliberately verbatim: Text(verbatim:)",
                           edits: [FileEdit(path: candidate.path, range: .init(at: candidate.range.start), replacement: "verbatim: ")])]
                    : [])
        }
    }
}

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
