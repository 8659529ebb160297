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
            severity, instead of guessing. So does a text in a screen named for debugging \
            (`ServerDebugView`, a `Debug/` folder), which may be for the app's developers or for its \
            users. An app that ships a single language is left alone.
            """,
        triggering: [
            // Raw values and constants shown as written; also a tab item's label in a tab bar.
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } } }
                  },
                  "version" : "1.0"
                }
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
                //- /App/RootView.swift
                import SwiftUI

                enum Section: String, CaseIterable {
                    case library = "Library"
                    case search = "Search"
                }

                struct RootView: View {
                    var body: some View {
                        TabView {
                            ForEach(Section.allCases, id: \\.self) { section in
                                Color.clear.tabItem { Text(3️⃣section.rawValue) }
                            }
                        }
                    }
                }
                """),
            // A private helper's `String` parameter that every call of it (all in this file) fills
            // with a literal shows those literals as written (CSE's icon picker: "Red", "Green").
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Icons" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Symbole" } } } }
                  },
                  "version" : "1.0"
                }
                //- /App/IconPicker.swift
                import SwiftUI

                struct IconPicker: View {
                    var body: some View {
                        List {
                            Section("Icons") {
                                iconRow(name: "Red fox", asset: "fox")
                                iconRow(name: "Green leaf", asset: "leaf")
                            }
                        }
                    }

                    private func iconRow(name: String, asset: String) -> some View {
                        HStack {
                            Image(asset)
                            Text(1️⃣name)
                        }
                    }
                }
                """),
            // A short capitalised text the project says nothing about: it may be a name or words,
            // so the rule asks (info) instead of guessing.
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } } } }
                  },
                  "version" : "1.0"
                }
                //- /App/Badge.swift
                import SwiftUI

                struct Badge: View {
                    let kind = "Daemon"
                    var body: some View { Text(1️⃣kind) }
                }
                """),
        ],
        nonTriggering: [
            // The same helper when one call passes a value (a name the user gave), or when the
            // function is not private (callers elsewhere may pass anything): not evidently
            // developer-written.
            Example(
                """
                //- /App/en.lproj/Localizable.strings
                "Icons" = "Icons";
                //- /App/de.lproj/Localizable.strings
                "Icons" = "Symbole";
                //- /App/IconPicker.swift
                import SwiftUI

                struct IconPicker: View {
                    let customName: String
                    var body: some View {
                        Form {
                            Text("Icons")
                            iconRow(name: "Red fox", asset: "fox")
                            iconRow(name: customName, asset: "custom")
                            badge(title: "Green leaf")
                        }
                    }

                    private func iconRow(name: String, asset: String) -> some View {
                        HStack {
                            Image(asset)
                            Text(name)
                        }
                    }

                    func badge(title: String) -> some View {
                        Text(title)
                    }
                }
                """),
            // A code point in its standard notation (`U+%@`) reads the same in every language.
            Example(
                """
                //- /App/en.lproj/Localizable.strings
                "Character" = "Character";
                //- /App/de.lproj/Localizable.strings
                "Character" = "Zeichen";
                //- /App/Unicode.Scalar+Notation.swift
                extension Unicode.Scalar {
                    var codePoint: String {
                        "U+\\(String(self.value, radix: 16, uppercase: true))"
                    }
                }
                //- /App/CharacterInspector.swift
                import SwiftUI

                struct CharacterInspector: View {
                    let scalar: Unicode.Scalar
                    var body: some View {
                        Text(self.scalar.codePoint)
                    }
                }
                """),
            // A page-style tab view draws page dots, never its tab items' labels; the tab item
            // is found through the view function every page is drawn by.
            Example(
                """
                //- /App/en.lproj/Localizable.strings
                "Done" = "Done";
                //- /App/de.lproj/Localizable.strings
                "Done" = "Fertig";
                //- /App/CardPager.swift
                import SwiftUI

                enum CardSize: String, CaseIterable {
                    case compact = "Compact"
                    case wide = "Wide"
                }

                struct CardPager: View {
                    @State private var size = CardSize.compact
                    var body: some View {
                        TabView(selection: $size) {
                            ForEach(CardSize.allCases, id: \\.self) { size in
                                page(size)
                            }
                        }
                        .tabViewStyle(.page(indexDisplayMode: .always))
                    }

                    @ViewBuilder func page(_ size: CardSize) -> some View {
                        Color.gray
                            .tabItem { Text(size.rawValue) }
                            .tag(size)
                    }
                }
                """),
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
                    enum Credit: String {
                        case charts = "ChartView"
                        case icons = "Icons and fonts by the community"
                    }
                    var body: some View {
                        VStack {
                            Text(appName)
                            Text(manager)
                            Text(installLine)
                            Text(automation)
                            Text(separator)
                            Text(thanks)
                            Text(Credit.charts.rawValue)
                        }
                    }
                }
                """),
            // An app that ships one language: every text shows as written.
            Example(
                """
                //- /App/StatusView.swift
                import SwiftUI

                struct StatusView: View {
                    let title = "Permissions"
                    let hint = "Grant access in System Settings"
                    var body: some View {
                        VStack {
                            Text(title)
                            Text(hint)
                        }
                    }
                }
                """),
            // An acronym every locale keeps where it translates the texts holding it (the locales
            // that translate almost nothing say nothing about it); and a component gallery with an
            // Xcode project of its own that ships one language, inside a translated app's folder.
            Example(
                """
                //- /Player.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                        5C0D1E2F3A4B5C6D7E8F9A0B = {
                            isa = PBXProject;
                            developmentRegion = en;
                            knownRegions = (
                                en,
                                de,
                                fr,
                                it,
                                es,
                            );
                        };
                    };
                    rootObject = 5C0D1E2F3A4B5C6D7E8F9A0B;
                }
                //- /Player/VideoRangeBadge.swift
                import SwiftUI

                enum VideoRange {
                    static let highDynamicRange = "HDR"
                }

                struct VideoRangeBadge: View {
                    var body: some View { Text(VideoRange.highDynamicRange) }
                }
                //- /Player/en.lproj/Localizable.strings
                "playback.hdr_warning" = "This display cannot show HDR.";
                "playback.force_hdr" = "Always convert HDR video";
                "playback.title" = "Playback";
                //- /Player/de.lproj/Localizable.strings
                "playback.hdr_warning" = "Dieses Display kann kein HDR anzeigen.";
                "playback.force_hdr" = "HDR-Videos immer umwandeln";
                "playback.title" = "Wiedergabe";
                //- /Player/fr.lproj/Localizable.strings
                "playback.title" = "Lecture";
                //- /Player/it.lproj/Localizable.strings
                "playback.title" = "Riproduzione";
                //- /Player/es.lproj/Localizable.strings
                "playback.title" = "Reproducción";
                //- /Widgets/Gallery/Gallery.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                        6D1E2F3A4B5C6D7E8F9A0B1C = {
                            isa = PBXProject;
                            developmentRegion = en;
                            knownRegions = (
                                en,
                                Base,
                            );
                        };
                    };
                    rootObject = 6D1E2F3A4B5C6D7E8F9A0B1C;
                }
                //- /Widgets/Gallery/Sources/ButtonsScreen.swift
                import SwiftUI

                struct ButtonsScreen: View {
                    let title = "Destructive buttons"
                    var body: some View {
                        Text(title)
                        Text("Tap to preview the pressed state")
                    }
                }
                """),
            // An in-app language picker names each language in that language ("Tiếng Việt",
            // "简体中文"): a speaker finds their language whatever the app's language is (quotio).
            Example(
                """
                //- /App/LanguagePicker.swift
                import SwiftUI

                enum AppLanguage: CaseIterable {
                    case english, vietnamese, chinese, french
                    var displayName: String {
                        switch self {
                        case .english: return "English"
                        case .vietnamese: return "Tiếng Việt"
                        case .chinese: return "简体中文"
                        case .french: return "Français"
                        }
                    }
                }

                struct LanguagePicker: View {
                    var body: some View {
                        ForEach(AppLanguage.allCases, id: \\.self) { language in
                            Text(language.displayName)
                        }
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Language" : { "localizations" : { "vi" : { "stringUnit" : { "state" : "translated", "value" : "Ngôn ngữ" } } } }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        fixes: [
            "Localize at the source: make the property a `LocalizedStringResource`/`LocalizedStringKey`, or use `String(localized:)`.",
            "If the text is deliberately not translated (a brand, a code), write `Text(verbatim:)` (code action).",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        // An app that ships one language shows every text as written: nobody reads English where
        // another language was expected (Ice, Enchanted: no catalog at all).
        let model = context.model
        guard model.bundles.contains(where: { model.shippedLocales(ofBundle: $0).count > 1 }) else { return [] }
        var evidence = NameEvidence(context)
        // A project without SwiftUI has no SwiftUI views: its `Section(title)` is another library's.
        let importsNoSwiftUI = context.importsNoSwiftUI
        return context.model.verbatimCandidates.filter(\.isShipping).compactMap { candidate in
            if importsNoSwiftUI && RuleContext.isSwiftUIName(callee: candidate.callee) { return nil }
            // A nested project that ships one language (a component gallery) shows it as written.
            if context.isInOneLanguageProject(candidate.path) { return nil }
            // Nobody reads it: a redacted placeholder, a hidden view, a paged tab view's tab item.
            if let file = context.index.files[candidate.path], HiddenText.isHidden(at: candidate.range, in: file.lineTable.bytes) {
                return nil
            }
            // The entries of an in-app language list, each language named in that language.
            if LanguageNames.isLanguageList(candidate.texts) { return nil }
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
            if severity == .warning, let reason = DebugScreens.reason(forPath: candidate.path) {
                severity = .info
                message = "cannot decide whether users read this: \(message); \(reason)"
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
