import LocalizationIndex

/// Reports keys used in code that no catalog of the right table and bundle defines.
public struct MissingKeyRule: Rule {
    public static let description = RuleDescription(
        id: "missing-key",
        name: "Missing Key",
        defaultSeverity: .error,
        summary: "A key used in code is in no catalog of the table and bundle it is looked up in.",
        rationale: """
            A lookup that finds nothing shows the key itself in every language: readable for a sentence \
            key, gibberish for `common.more`. Identifier-style keys are errors, sentences warnings. For keys \
            assembled at run time each missing expansion is named. Keys made only of specifiers and \
            punctuation (`%lld`, `%@, %@`) look the same untranslated and are skipped, as are previews, \
            `#if DEBUG` code and tests, texts nobody can read (redacted placeholders, `.hidden()` or \
            transparent views, also inside a project view that draws a closure hidden to size itself), and code under conditions the Xcode project sets only outside its \
            release configurations (`#if STAGING || DEBUG` when only a `Staging` configuration sets \
            `STAGING`; a condition with one side that may be set in release still ships). So are text keys nobody would see untranslated: in a bundle \
            that ships only its development language, data and code (`00:00:00:00:00:00`, `0.0.0.0`, `@example.org`, `@handle`, `⌘ R`, `Duck.ai`, \
            `{{ states("x") }}`), names the translators keep unchanged, and languages named in their own \
            language in a language list (`Deutsch`, `日本語`). A product named with its \
            specifications (`iPad Pro (12.9-inch) (3rd gen) | A12X | 4GB`) may read the same in every \
            language or not, and so may a single letter (alone, beside placeholders as in a shortcut hint \
            `%@ (P)`, or as a type sample `Aa`): an info asks for a verdict, as it does for a text key in \
            a screen named for debugging (`ServerDebugView`, a `Debug/` folder: developers' or users'?). \
            A `prompt:` or `placeholder:` literal is a key for SwiftUI's views and for the project's own \
            functions that type it `LocalizedStringKey`; one typed `String` there is text, and one passed \
            to a call the project declares nowhere (a library's type) is a key only if the library types \
            it so: an info asks. Code of a nested project that ships one language and holds no table (a \
            package's example app) reads none of the app's tables. Objective-C and C files \
            count too: `NSLocalizedString…`/`CFCopyLocalizedString…` macros and \
            `-localizedStringForKey:value:table:` whose key and table are literals; so do the titles of \
            `Settings.bundle` property lists that are words (names there, such as an acknowledgements \
            pane's library names, are shown as written). An app extension that copies tables of its \
            own (Xcode target membership) looks its keys up there, not in the app's tables; one that copies \
            no table of a lookup's name finds nothing (where membership is listed file by file). Storyboard \
            and XIB texts count when code looks them up as the document loads: a view class localizing \
            its text in `awakeFromNib`, or an `@IBInspectable` property set as a user-defined runtime \
            attribute (`localizeTitle`) whose setter looks the object's title up; such a text missing \
            from every table tried is reported in the document. In a project where no Swift file imports \
            SwiftUI (or a framework re-exporting it, such as TipKit or WidgetKit), a call named like a \
            SwiftUI view (`Section("…")`) is another library's (Eureka) and is left alone. In a file that \
            imports App Intents, the texts of its initializers and results are keys like `Text`'s \
            (`IntentDescription("…")`, `DisplayRepresentation(title:subtitle:)`, \
            `TypeDisplayRepresentation(name:)`, `IntentDialog("…")`, `.result(dialog:)`, \
            `requestValue`, `requestDisambiguation(among:dialog:)`, `needsValueError`, and a stored \
            property typed `IntentDescription`, `TypeDisplayRepresentation`, `DisplayRepresentation` or \
            `IntentDialog` given a literal): the Shortcuts \
            app, Siri and widget settings show them.
            """,
        triggering: [
            // The App module looks its texts up in the main bundle, which has no Localizable (only
            // a translated launch screen), while the Views module translates one: English beside
            // translated screens.
            Example(
                """
                //- /Kit/Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Kit",
                    defaultLocalization: "en",
                    targets: [
                        .target(name: "App"),
                        .target(name: "Views", resources: [.process("Resources")]),
                    ]
                )
                //- /Kit/Sources/App/EditLabelsSheet.swift
                import SwiftUI

                struct EditLabelsSheet: View {
                    var body: some View {
                        Button(action: {}) { Text(1️⃣"Done") }
                    }
                }
                //- /Kit/Sources/Views/Resources/en.lproj/Localizable.strings
                "labels.title" = "Labels";
                //- /Kit/Sources/Views/Resources/de.lproj/Localizable.strings
                "labels.title" = "Etiketten";
                //- /Reader/en.lproj/LaunchScreen.strings
                "launch.title" = "Reader";
                //- /Reader/zh-Hans.lproj/LaunchScreen.strings
                "launch.title" = "阅读器";
                """),
            // The app's own domain beside its logo is an address, not an identifier; a key that
            // starts with the module's name is no domain: `reader.title` is missing.
            Example(
                """
                //- /Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Reader",
                    defaultLocalization: "en",
                    targets: [.target(name: "Reader", resources: [.process("Resources")])]
                )
                //- /Sources/Reader/DigestHeader.swift
                import SwiftUI

                struct DigestHeader: View {
                    var body: some View {
                        HStack {
                            Image(systemName: "book")
                            Text("reader.work", bundle: .module)
                            Text(1️⃣"reader.title", bundle: .module)
                        }
                    }
                }
                //- /Sources/Reader/Resources/en.lproj/Localizable.strings
                "digest.title" = "Digest";
                //- /Sources/Reader/Resources/de.lproj/Localizable.strings
                "digest.title" = "Zusammenfassung";
                """),
            // An Objective-C macro's uses spell its keys (`TranslateKeyword(@"archive")` looks up
            // `keyword_archive`): the one missing shows its default value, the keyword itself.
            Example(
                """
                //- /App/SearchView.swift
                import SwiftUI

                struct SearchView: View {
                    var body: some View { Text("Search") }
                }
                //- /App/Search/SearchKeywords.m
                #import <Foundation/Foundation.h>

                NSDictionary *LocalizedKeywords(NSBundle *bundle)
                {
                    #define TranslateKeyword(keyword) [bundle localizedStringForKey:@"keyword_" keyword value:keyword table:nil] : keyword
                    return @{
                        TranslateKeyword(@"file"),
                        TranslateKeyword(1️⃣@"archive")
                    };
                }
                //- /App/en.lproj/Localizable.strings
                "Search" = "Search";
                "keyword_file" = "file";
                //- /App/de.lproj/Localizable.strings
                "Search" = "Suchen";
                "keyword_file" = "datei";
                """),
            // `Metadata.date.rawValue` is that one case's raw value, not every case of the enum.
            Example(
                """
                //- /App/Metadata.swift
                enum Metadata: String, CaseIterable {
                    case date = "Date"
                    case model = "Model"
                }
                //- /App/InspectorView.swift
                import SwiftUI

                struct InspectorView: View {
                    var body: some View {
                        VStack {
                            Text(LocalizedStringKey(1️⃣Metadata.date.rawValue))
                            Text(LocalizedStringKey(Metadata.model.rawValue))
                        }
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "Model" = "Model";
                //- /App/de.lproj/Localizable.strings
                "Model" = "Modell";
                """),
            Example(
                """
                //- /App/PregnancyDetailView.swift
                import SwiftUI

                struct PregnancyDetailView: View {
                    var body: some View {
                        VStack {
                            Text("pregnancy.detail.title")
                            Button(1️⃣"common.more") {}
                                .opacity(0.5)
                        }
                        .redacted(reason: .privacy)
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "pregnancy.detail.title" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Your pregnancy" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /App/Topic.swift
                enum HowItWorksTopic: String, CaseIterable {
                    case sleep, pollen, pressure
                }
                //- /App/HowItWorksView.swift
                import Foundation

                func body(for topic: HowItWorksTopic) -> String {
                    NSLocalizedString(1️⃣"today.howitworks.\\(topic.rawValue).body", comment: "")
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "today.howitworks.pollen.body" : { },
                    "today.howitworks.sleep.body" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // Keys named by a `String` enum's cases, read by a helper with `table: nil` (Localizable).
            Example(
                """
                //- /App/MenuText.swift
                import Foundation

                enum MenuTextKey: String {
                    case aboutTab
                    case quitButton
                }

                func menuText(_ key: MenuTextKey) -> String {
                    Bundle.main.localizedString(forKey: 1️⃣key.rawValue, value: nil, table: nil)
                }
                //- /App/en.lproj/Localizable.strings
                "aboutTab" = "About";
                //- /App/de.lproj/Localizable.strings
                "aboutTab" = "Über";
                """),
            // `topic` is each case of GuideTopic (the list it iterates), not the `topic` property of
            // another view.
            Example(
                """
                //- /App/GuideTopic.swift
                enum GuideTopic: String, CaseIterable, Identifiable {
                    case sleep, pollen, pressure
                    var id: RawValue { rawValue }
                }
                //- /App/GuideView.swift
                import SwiftUI

                struct GuideView: View {
                    var body: some View {
                        List(GuideTopic.allCases) { topic in
                            let titleKey = "guide.\\(topic.rawValue).title"
                            Section(LocalizedStringKey(1️⃣titleKey)) {
                                Text(NSLocalizedString("guide.\\(topic.rawValue).body", comment: "Guide topic body"))
                            }
                        }
                    }
                }
                //- /App/PromoBannerView.swift
                import SwiftUI

                enum PromoTopic: String, CaseIterable {
                    case spring, summer
                }

                struct PromoBannerView: View {
                    let topic: PromoTopic
                    var body: some View {
                        ForEach(PromoTopic.allCases, id: \\.self) { topic in
                            Text(NSLocalizedString("promo.\\(topic.rawValue).banner", comment: ""))
                        }
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "guide.pollen.body" : { },
                    "guide.pollen.title" : { },
                    "guide.pressure.body" : { },
                    "guide.sleep.body" : { },
                    "guide.sleep.title" : { },
                    "promo.spring.banner" : { },
                    "promo.summer.banner" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // Objective-C lookups with a literal key are judged like Swift ones.
            Example(
                """
                //- /App/Export/ExportController.m
                - (void)exportFailed {
                    self.statusLabel.stringValue = NSLocalizedStringFromTable(1️⃣@"export.failed", @"Errors", nil);
                }
                #ifdef DEBUG
                - (void)debugOnly { NSLog(@"%@", NSLocalizedStringFromTable(@"export.debug", @"Errors", nil)); }
                #endif
                //- /App/en.lproj/Errors.strings
                "export.cancelled" = "The export was cancelled.";
                """),
            // Device presets named with their specifications, a toggle labelled with a letter, a
            // type sample and a shortcut hint: the analysis cannot tell whether they read differently elsewhere, so it asks (info).
            Example(
                """
                //- /App/DevicePicker.swift
                import SwiftUI

                struct DevicePicker: View {
                    @Binding var model: String
                    var body: some View {
                        Picker("Device", selection: $model) {
                            Text(1️⃣"iPad Air (11-inch) (3rd gen) | M2 | 8GB").tag("iPad14,8")
                            Text(2️⃣"iPhone 16 Pro | A18 Pro | 8GB").tag("iPhone17,1")
                        }
                        Toggle(3️⃣"A", isOn: .constant(true))
                        // A type sample, and a shortcut hint after a translated title.
                        Text(4️⃣"Aa")
                        Button("Device") {}.help(5️⃣"\\(NSLocalizedString("Device", comment: "")) (D)")
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "Device" = "Device";
                //- /App/fr.lproj/Localizable.strings
                "Device" = "Appareil";
                """),
            // Keys assembled over an array literal the closure runs over, also through
            // `enumerated()` (its second parameter is each element): the missing one is named.
            Example(
                """
                //- /App/PrecisionMenu.swift
                import AppKit

                func precisionMenu() -> NSMenu {
                    let menu = NSMenu(title: "")
                    ["1s", "100ms", "10ms"].enumerated().forEach { (index, key) in
                        let item = menu.addItem(withTitle: NSLocalizedString(1️⃣"precision.\\(key)", comment: ""), action: nil, keyEquivalent: "")
                        item.tag = index
                    }
                    return menu
                }
                //- /App/en.lproj/Localizable.strings
                "precision.1s" = "1 s";
                "precision.100ms" = "100 ms";
                """),
            // A widget extension runs with its own `Bundle.main`: the app's table is not there.
            Example(
                """
                //- /Weather.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                	objects = {
                		A1 /* ForecastView.swift */ = {isa = PBXFileReference; path = ForecastView.swift; sourceTree = "<group>"; };
                		A2 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                		A3 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                		AV /* Localizable.strings */ = {isa = PBXVariantGroup; children = (A2 /* en */, A3 /* de */, ); name = Localizable.strings; sourceTree = "<group>"; };
                		W1 /* WidgetView.swift */ = {isa = PBXFileReference; path = WidgetView.swift; sourceTree = "<group>"; };
                		W2 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                		W3 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                		WV /* Localizable.strings */ = {isa = PBXVariantGroup; children = (W2 /* en */, W3 /* de */, ); name = Localizable.strings; sourceTree = "<group>"; };
                		BA1 = {isa = PBXBuildFile; fileRef = A1 /* ForecastView.swift */; };
                		BAV = {isa = PBXBuildFile; fileRef = AV /* Localizable.strings */; };
                		BW1 = {isa = PBXBuildFile; fileRef = W1 /* WidgetView.swift */; };
                		BWV = {isa = PBXBuildFile; fileRef = WV /* Localizable.strings */; };
                		SA = {isa = PBXSourcesBuildPhase; files = (BA1, ); };
                		RA = {isa = PBXResourcesBuildPhase; files = (BAV, ); };
                		SW = {isa = PBXSourcesBuildPhase; files = (BW1, ); };
                		RW = {isa = PBXResourcesBuildPhase; files = (BWV, ); };
                		GA /* App */ = {isa = PBXGroup; children = (A1, AV, ); path = App; sourceTree = "<group>"; };
                		GW /* Widget */ = {isa = PBXGroup; children = (W1, WV, ); path = Widget; sourceTree = "<group>"; };
                		G0 = {isa = PBXGroup; children = (GA /* App */, GW /* Widget */, ); sourceTree = "<group>"; };
                		TA /* Weather */ = {isa = PBXNativeTarget; buildPhases = (SA, RA, ); name = Weather; productType = "com.apple.product-type.application"; };
                		TW /* WeatherWidget */ = {isa = PBXNativeTarget; buildPhases = (SW, RW, ); name = WeatherWidget; productType = "com.apple.product-type.app-extension"; };
                		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G0; targets = (TA /* Weather */, TW /* WeatherWidget */, ); };
                	};
                	rootObject = P1 /* Project object */;
                }
                //- /App/ForecastView.swift
                import SwiftUI

                struct ForecastView: View {
                    var body: some View { Text("forecast.title") }
                }
                //- /App/en.lproj/Localizable.strings
                "forecast.title" = "Forecast";
                //- /App/de.lproj/Localizable.strings
                "forecast.title" = "Vorhersage";
                //- /Widget/WidgetView.swift
                import SwiftUI

                struct WidgetView: View {
                    var body: some View {
                        VStack {
                            Text("widget.today")
                            Text(1️⃣"forecast.title")
                        }
                    }
                }
                //- /Widget/en.lproj/Localizable.strings
                "widget.today" = "Today";
                //- /Widget/de.lproj/Localizable.strings
                "widget.today" = "Heute";
                """),
            // The project's `String` extension looks its receiver up: each literal read through
            // the property, or through a method whose body looks it up (`localized(with:)`), is
            // a key of that lookup's table, where users can read it.
            Example(
                """
                //- /App/Extensions/String+Localized.swift
                import Foundation

                extension String {
                    var localized: String {
                        NSLocalizedString(self, tableName: "Main", comment: "")
                    }

                    func localized(with arguments: CVarArg...) -> String {
                        String(format: NSLocalizedString(self, tableName: "Main", comment: ""), arguments: arguments)
                    }
                }
                //- /App/AlertPresenter.swift
                import AppKit

                func confirmURLAction(_ action: String) -> NSAlert {
                    let alert = NSAlert()
                    alert.messageText = 1️⃣"Allow URL action?".localized
                    alert.informativeText = 2️⃣"Run %@?".localized(with: action)
                    alert.addButton(withTitle: "Cancel".localized)
                    // Console output and comparisons are not shown to users.
                    print("URL action requested: ".localized, action)
                    if NSApp.keyWindow?.title == "Area Selector".localized { alert.showsHelp = false }
                    return alert
                }
                //- /App/en.lproj/Main.strings
                "Cancel" = "Cancel";
                //- /App/de.lproj/Main.strings
                "Cancel" = "Abbrechen";
                """),
            // A lookup that names no table (`tableName: nil`) reads Localizable.
            Example(
                """
                //- /Modules/Extensions/LocalizedString.swift
                import Foundation

                extension String {
                    func localized() -> String {
                        NSLocalizedString(self, tableName: nil, bundle: .main, value: "", comment: "")
                    }
                }
                //- /App/RemoteAccessView.swift
                import AppKit

                func pairingLabel(copied: Bool) -> String {
                    copied ? 1️⃣"Copied".localized() : "Copy pairing code".localized()
                }
                //- /App/en.lproj/Localizable.strings
                "Copy pairing code" = "Copy pairing code";
                //- /App/de.lproj/Localizable.strings
                "Copy pairing code" = "Kopplungscode kopieren";
                """),
            // A project function that forwards its `String` parameter to a lookup is a wrapper:
            // the literals callers pass there are keys of that lookup's table.
            Example(
                """
                //- /Kit/helpers.swift
                import Foundation

                public func localizedString(_ key: String, _ params: String..., comment: String = "") -> String {
                    var string = NSLocalizedString(key, comment: comment)
                    for (index, param) in params.enumerated() {
                        string = string.replacingOccurrences(of: "%\\(index)", with: param)
                    }
                    return string
                }
                //- /Modules/GPU/popup.swift
                import AppKit

                func historyTitles(_ fps: String) -> [String] {
                    [localizedString("GPU usage"), localizedString(1️⃣"FPS history"), localizedString("Frames: %0", fps)]
                }
                //- /Stats/en.lproj/Localizable.strings
                "GPU usage" = "GPU usage";
                "Frames: %0" = "Frames: %0";
                //- /Stats/de.lproj/Localizable.strings
                "GPU usage" = "GPU-Auslastung";
                "Frames: %0" = "Bilder: %0";
                """),
            // The table is named by a constant of the texts' class, as every lookup of it does.
            Example(
                """
                //- /App/Texts/CommonTexts.swift
                import Foundation

                class CommonTexts {
                    static private let filename = "Common"

                    static let ok = {
                        return NSLocalizedString("common_ok", tableName: filename, bundle: Bundle.main, value: "OK", comment: "")
                    }()

                    static let username = {
                        return NSLocalizedString(1️⃣"common_username", tableName: filename, bundle: Bundle.main, value: "Username", comment: "")
                    }()
                }
                //- /App/Resources/en.lproj/Common.strings
                "common_ok" = "OK";
                //- /App/Resources/nl.lproj/Common.strings
                "common_ok" = "OK";
                """),
            // Two variants of one AutoFill extension built from the same synchronized folder: their
            // code and the tables beside it are one bundle, whichever variant names it.
            Example(
                """
                //- /Vault.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                	objects = {
                		SA /* Vault */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Vault; sourceTree = "<group>"; };
                		SX /* Vault AutoFill */ = {isa = PBXFileSystemSynchronizedRootGroup; path = "Vault AutoFill"; sourceTree = "<group>"; };
                		G0 = {isa = PBXGroup; children = (SA /* Vault */, SX /* Vault AutoFill */, ); sourceTree = "<group>"; };
                		TA /* Vault */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (SA /* Vault */, ); name = Vault; productType = "com.apple.product-type.application"; };
                		TX /* Vault AutoFill */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (SX /* Vault AutoFill */, ); name = "Vault AutoFill"; productType = "com.apple.product-type.app-extension"; };
                		TP /* Vault Pro AutoFill */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (SX /* Vault AutoFill */, ); name = "Vault Pro AutoFill"; productType = "com.apple.product-type.app-extension"; };
                		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G0; targets = (TA /* Vault */, TX /* Vault AutoFill */, TP /* Vault Pro AutoFill */, ); };
                	};
                	rootObject = P1 /* Project object */;
                }
                //- /Vault/en.lproj/Localizable.strings
                "[Vault/Lock/action]" = "Lock";
                //- /Vault/de.lproj/Localizable.strings
                "[Vault/Lock/action]" = "Sperren";
                //- /Vault AutoFill/de.lproj/Localizable.strings
                "[AutoFill/AllEntries/title]" = "Alle Einträge";
                //- /Vault AutoFill/EntryFinderVC.swift
                import UIKit

                final class EntryFinderVC: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = NSLocalizedString("[AutoFill/AllEntries/title]", value: "All Entries", comment: "")
                        navigationItem.prompt = NSLocalizedString(1️⃣"[AutoFill/Passkey/prompt]", value: "Choose a passkey", comment: "")
                    }
                }
                """),
            // An App Clip is an app of its own: its synchronized folder holds no table and it copies
            // none, so its texts show as written although the app translates them. The widget gets
            // the app's catalog through a membership exception of the app's folder: it finds it.
            Example(
                """
                //- /Chat.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                	objects = {
                		SA /* Chat */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EW, ); path = Chat; sourceTree = "<group>"; };
                		SC /* ChatClip */ = {isa = PBXFileSystemSynchronizedRootGroup; path = ChatClip; sourceTree = "<group>"; };
                		SW /* ChatWidget */ = {isa = PBXFileSystemSynchronizedRootGroup; path = ChatWidget; sourceTree = "<group>"; };
                		EW = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Localizable.xcstrings, ); target = TW /* ChatWidget */; };
                		G0 = {isa = PBXGroup; children = (SA /* Chat */, SC /* ChatClip */, SW /* ChatWidget */, ); sourceTree = "<group>"; };
                		TA /* Chat */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (SA /* Chat */, ); name = Chat; productType = "com.apple.product-type.application"; };
                		TC /* ChatClip */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (SC /* ChatClip */, ); name = ChatClip; productType = "com.apple.product-type.application.on-demand-install-capable"; };
                		TW /* ChatWidget */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (SW /* ChatWidget */, ); name = ChatWidget; productType = "com.apple.product-type.app-extension"; };
                		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G0; targets = (TA /* Chat */, TC /* ChatClip */, TW /* ChatWidget */, ); };
                	};
                	rootObject = P1 /* Project object */;
                }
                //- /Chat/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Open Chat" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Chat öffnen" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                //- /Chat/InboxView.swift
                import SwiftUI

                struct InboxView: View {
                    var body: some View { Button("Open Chat") {} }
                }
                //- /ChatClip/ClipApp.swift
                import SwiftUI

                struct ClipView: View {
                    var body: some View { Button(1️⃣"Open Chat") {} }
                }
                //- /ChatWidget/ChatWidget.swift
                import SwiftUI

                struct ChatWidgetView: View {
                    var body: some View { Text("Open Chat") }
                }
                """),
            // A share extension that copies no table: its `Bundle.main` is its own, so its lookups
            // find nothing, whatever the app's table holds (a raw key is an error, a sentence a
            // warning: English in every language). Membership is listed file by file here.
            Example(
                """
                //- /Notes.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                	objects = {
                		A1 /* NotesView.swift */ = {isa = PBXFileReference; path = NotesView.swift; sourceTree = "<group>"; };
                		A2 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                		A3 /* fr */ = {isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
                		AV /* Localizable.strings */ = {isa = PBXVariantGroup; children = (A2 /* en */, A3 /* fr */, ); name = Localizable.strings; sourceTree = "<group>"; };
                		S1 /* ShareViewController.swift */ = {isa = PBXFileReference; path = ShareViewController.swift; sourceTree = "<group>"; };
                		BA1 = {isa = PBXBuildFile; fileRef = A1 /* NotesView.swift */; };
                		BAV = {isa = PBXBuildFile; fileRef = AV /* Localizable.strings */; };
                		BS1 = {isa = PBXBuildFile; fileRef = S1 /* ShareViewController.swift */; };
                		SA = {isa = PBXSourcesBuildPhase; files = (BA1, ); };
                		RA = {isa = PBXResourcesBuildPhase; files = (BAV, ); };
                		SS = {isa = PBXSourcesBuildPhase; files = (BS1, ); };
                		GA /* App */ = {isa = PBXGroup; children = (A1, AV, ); path = App; sourceTree = "<group>"; };
                		GS /* Share */ = {isa = PBXGroup; children = (S1, ); path = Share; sourceTree = "<group>"; };
                		G0 = {isa = PBXGroup; children = (GA /* App */, GS /* Share */, ); sourceTree = "<group>"; };
                		TA /* Notes */ = {isa = PBXNativeTarget; buildPhases = (SA, RA, ); name = Notes; productType = "com.apple.product-type.application"; };
                		TS /* NotesShare */ = {isa = PBXNativeTarget; buildPhases = (SS, ); name = NotesShare; productType = "com.apple.product-type.app-extension"; };
                		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, fr, Base, ); mainGroup = G0; targets = (TA /* Notes */, TS /* NotesShare */, ); };
                	};
                	rootObject = P1 /* Project object */;
                }
                //- /App/NotesView.swift
                import SwiftUI

                struct NotesView: View {
                    var body: some View { Text("notes.title") }
                }
                //- /App/en.lproj/Localizable.strings
                "notes.title" = "Notes";
                "Save to Notes" = "Save to Notes";
                //- /App/fr.lproj/Localizable.strings
                "notes.title" = "Notes";
                "Save to Notes" = "Enregistrer dans Notes";
                //- /Share/ShareViewController.swift
                import UIKit

                final class ShareViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = NSLocalizedString(1️⃣"notes.title", comment: "")
                        navigationItem.rightBarButtonItem?.title = NSLocalizedString(2️⃣"Save to Notes", comment: "")
                    }
                }
                """),
            // A title of `Settings.bundle/Root.plist` is looked up in its `StringsTable`.
            Example(
                """
                //- /App/Settings.bundle/Root.plist
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>StringsTable</key>
                    <string>Root</string>
                    <key>PreferenceSpecifiers</key>
                    <array>
                        <dict>
                            <key>Type</key>
                            <string>PSTitleValueSpecifier</string>
                            <key>Title</key>
                            <string>Version</string>
                        </dict>
                        <dict>
                            <key>Type</key>
                            <string>PSTitleValueSpecifier</string>
                            <key>Title</key>
                            1️⃣<string>Build number</string>
                        </dict>
                        <dict>
                            <key>Type</key>
                            <string>PSChildPaneSpecifier</string>
                            <key>Title</key>
                            <string>swift-collections</string>
                            <key>File</key>
                            <string>Licenses/SwiftCollections</string>
                        </dict>
                    </array>
                </dict>
                </plist>
                //- /App/Settings.bundle/en.lproj/Root.strings
                "Version" = "Version";
                //- /App/Settings.bundle/de.lproj/Root.strings
                "Version" = "Version";
                """),
            // Storyboard and XIB texts that code looks up when the document loads: a runtime
            // attribute's setter trying `Menus`, then the default table, a label class localizing
            // itself in `init(coder:)`, and a subclass of an Objective-C one doing it in
            // `-awakeFromNib` with its own table. A text none of those tables defines shows raw.
            Example(
                """
                //- /App/NSMenuItem+Lookup.swift
                import AppKit

                extension NSMenuItem {
                    @IBInspectable var translatesTitle: Bool {
                        get { false }
                        set {
                            guard newValue else { return }
                            let menuTitle = Bundle.main.localizedString(forKey: title, value: "?", table: "Menus")
                            if menuTitle == "?" {
                                title = Bundle.main.localizedString(forKey: title, value: nil, table: nil)
                            } else {
                                title = menuTitle
                            }
                        }
                    }
                }
                //- /App/TranslatedLabel.swift
                import UIKit

                class TranslatedLabel: UILabel {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                        text = NSLocalizedString(text ?? "", comment: "")
                    }
                }
                //- /App/Base.lproj/MainMenu.xib
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                    <menu title="Main" id="m1">
                        <items>
                            <menuItem title="menu.open_recent" id="a1">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="translatesTitle" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </menuItem>
                            <menuItem title="menu.close_all" id="a2">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="translatesTitle" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </menuItem>
                            <menuItem title="1️⃣menu.export" id="a3">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="translatesTitle" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </menuItem>
                            <menuItem title="menu.not_looked_up" id="a4"/>
                        </items>
                    </menu>
                </document>
                //- /App/HintLabel.h
                #import "TranslatedLabel.h"

                @interface HintLabel : ObjCTranslatedLabel
                @end
                //- /App/ObjCTranslatedLabel.m
                #import "ObjCTranslatedLabel.h"

                @implementation ObjCTranslatedLabel
                - (void)awakeFromNib {
                    [super awakeFromNib];
                    self.text = NSLocalizedStringFromTable(self.text, @"Onboarding", @"");
                }
                @end
                //- /App/Base.lproj/Onboarding.storyboard
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <label text="onboarding.title" id="l1" customClass="TranslatedLabel" customModule="App"/>
                    <label text="2️⃣onboarding.hint" id="l2" customClass="TranslatedLabel" customModule="App"/>
                    <label text="onboarding.step" id="l3" customClass="HintLabel" customModule="App"/>
                    <label text="3️⃣onboarding.done" id="l4" customClass="HintLabel" customModule="App"/>
                </document>
                //- /App/en.lproj/Onboarding.strings
                "onboarding.step" = "Step";
                //- /App/en.lproj/Menus.strings
                "menu.open_recent" = "Open Recent";
                //- /App/en.lproj/Localizable.strings
                "menu.close_all" = "Close All";
                "onboarding.title" = "Welcome";
                """),
            // App Intents' description and dialog are looked up like `Text`'s keys: the German
            // Shortcuts app shows them in English.
            Example(
                """
                //- /Clipboard/Intents/ClearIntent.swift
                import AppIntents

                struct ClearIntent: AppIntent {
                    static let title: LocalizedStringResource = "Clear History"
                    static let description = IntentDescription(1️⃣"Clears the clipboard history except pinned items.")

                    func perform() async throws -> some IntentResult & ProvidesDialog {
                        .result(dialog: 2️⃣"History cleared.")
                    }
                }

                // A title that is one interpolation only has nothing to translate.
                struct HistoryItemEntity: AppEntity {
                    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: 3️⃣"Clipboard item")
                    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(text)") }
                    let text: String
                }

                // A property typed like those takes its literal as one, in Ice Cubes' style.
                enum PasteMode: String, AppEnum {
                    case plain, rich
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = 4️⃣"Paste Mode"
                }
                //- /Clipboard/en.lproj/Localizable.strings
                "Clear History" = "Clear History";
                //- /Clipboard/de.lproj/Localizable.strings
                "Clear History" = "Verlauf löschen";
                """),
        ],
        nonTriggering: [
            // A function whose `String` parameter is not the key it looks up is no wrapper: its
            // argument is data (an analytics event's name).
            Example(
                """
                //- /App/Analytics.swift
                import Foundation

                func track(_ event: String) -> String {
                    let label = NSLocalizedString("analytics.sent", comment: "")
                    return label + event
                }

                func didOpenSettings() { _ = track("settings_opened") }
                //- /App/en.lproj/Localizable.strings
                "analytics.sent" = "Sent";
                //- /App/de.lproj/Localizable.strings
                "analytics.sent" = "Gesendet";
                """),
            // Without `import AppIntents`, a call named like its initializers is the project's
            // own: here a type shown in a debug log, whose text is not looked up.
            Example(
                """
                //- /Clipboard/Logging/IntentDescription.swift
                import Foundation

                struct IntentDescription {
                    let text: String
                    init(_ text: String) { self.text = text }
                }

                let startup = IntentDescription("Clipboard monitor started")
                //- /Clipboard/en.lproj/Localizable.strings
                "Clear History" = "Clear History";
                //- /Clipboard/de.lproj/Localizable.strings
                "Clear History" = "Verlauf löschen";
                """),
            // A bundle's own `localizedString(forKey:…)` looks up in that bundle (the receiver), here
            // the Strings module's, which the call's arguments do not name: no "main bundle" claim.
            Example(
                """
                //- /Kit/Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Kit",
                    defaultLocalization: "en",
                    targets: [
                        .target(name: "Feed"),
                        .target(name: "Strings"),
                    ]
                )
                //- /Kit/Sources/Feed/FollowersView.swift
                import Foundation
                import Strings

                let format = Strings.bundle.localizedString(forKey: "plural.followed_by", value: nil, table: "Localizable")
                //- /Kit/Sources/Strings/Resources/en.lproj/Localizable.strings
                "_cancel" = "Cancel";
                //- /Kit/Sources/Strings/Resources/de.lproj/Localizable.strings
                "_cancel" = "Abbrechen";
                //- /Kit/Sources/Strings/Strings.swift
                import Foundation

                public enum Strings {
                    public static let bundle = Bundle.module
                }
                //- /App/en.lproj/LaunchScreen.strings
                "launch.title" = "Feed";
                //- /App/de.lproj/LaunchScreen.strings
                "launch.title" = "Feed";
                """),
            // No file of the project imports SwiftUI (or a framework re-exporting it, such as
            // TipKit): `Section("…")` is Eureka's, whose header text is shown as written.
            Example(
                """
                //- /App/SecurityViewController.swift
                import UIKit
                import Eureka

                final class SecurityViewController: FormViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        form +++ Section("to be replaced in willDisplayHeaderView")
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "security.title" = "Security";
                //- /App/de.lproj/Localizable.strings
                "security.title" = "Sicherheit";
                """),
            // The app's own name, written in lowercase as its project names it, reads the same in
            // every language.
            Example(
                """
                //- /relay.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                	objects = {
                		SA /* relay */ = {isa = PBXFileSystemSynchronizedRootGroup; path = relay; sourceTree = "<group>"; };
                		G0 = {isa = PBXGroup; children = (SA /* relay */, ); sourceTree = "<group>"; };
                		TA /* relay */ = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (SA /* relay */, ); name = relay; productType = "com.apple.product-type.application"; };
                		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G0; targets = (TA /* relay */, ); };
                	};
                	rootObject = P1 /* Project object */;
                }
                //- /relay/AboutView.swift
                import SwiftUI

                struct AboutView: View {
                    var body: some View {
                        Text("relay")
                        Text("About")
                    }
                }
                //- /relay/en.lproj/Localizable.strings
                "About" = "About";
                //- /relay/de.lproj/Localizable.strings
                "About" = "Über";
                """),
            // A sidebar title looks its raw value up only for the cases its switch does not
            // handle first: "Transcribe Audio" is never a key.
            Example(
                """
                //- /App/Sidebar.swift
                import SwiftUI

                enum SidebarItem: String, CaseIterable {
                    case dashboard = "Dashboard"
                    case transcribeAudio = "Transcribe Audio"
                    case settings = "Settings"

                    var title: LocalizedStringKey {
                        switch self {
                        case .transcribeAudio:
                            return "Transcribe"
                        default:
                            return LocalizedStringKey(rawValue)
                        }
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Dashboard" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Übersicht" } } } },
                    "Settings" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } } },
                    "Transcribe" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Transkribieren" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            // A table outside any `.lproj` folder is the same in every language: its keys are found.
            Example(
                """
                //- /App/Texts/QuickActionTexts.swift
                import Foundation

                enum QuickActionTexts {
                    private static let table = "QuickActions"
                    static let speak = NSLocalizedString("quickactions_speak", tableName: table, bundle: .main, value: "Speak readings", comment: "")
                    static let title = NSLocalizedString("settings_title", tableName: "Settings", comment: "")
                }
                //- /App/Resources/QuickActions.strings
                "quickactions_speak" = "Speak readings";
                //- /App/Resources/en.lproj/Settings.strings
                "settings_title" = "Settings";
                //- /App/Resources/fr.lproj/Settings.strings
                "settings_title" = "Réglages";
                """),
            // A project view that draws the view of its first closure hidden, to size itself
            // (declared in another file): a text there only reserves room.
            Example(
                """
                //- /App/Components/SizingView.swift
                import SwiftUI

                struct SizingView<Content: View, Layout: View>: View {
                    private let content: () -> Content
                    private let layout: Layout

                    init(@ViewBuilder layout: @escaping () -> Layout, @ViewBuilder content: @escaping () -> Content) {
                        self.content = content
                        self.layout = layout()
                    }

                    var body: some View {
                        layout
                            .hidden()
                            .overlay { content() }
                    }
                }
                //- /App/TabsView.swift
                import SwiftUI

                struct TabsView: View {
                    var body: some View {
                        SizingView {
                            Button("Widest tab title") {}
                        } content: {
                            Text("Tabs")
                        }
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Tabs" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Tabs" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // A toggle only staging and debug builds compile: the project's release configuration
            // sets neither condition, so no user sees it (`STAGING || DEBUG` is off in release only
            // because both sides are).
            Example(
                """
                //- /Chirp.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                        3A0B1C2D3E4F506172839405 = {
                            isa = PBXProject;
                            buildConfigurationList = 3A0B1C2D3E4F506172839406;
                            developmentRegion = en;
                            knownRegions = (
                                en,
                                de,
                            );
                        };
                        3A0B1C2D3E4F506172839406 = {isa = XCConfigurationList; buildConfigurations = (3A0B1C2D3E4F506172839407, 3A0B1C2D3E4F506172839408, 3A0B1C2D3E4F506172839409, ); };
                        3A0B1C2D3E4F506172839407 = {isa = XCBuildConfiguration; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; }; name = Debug; };
                        3A0B1C2D3E4F506172839408 = {isa = XCBuildConfiguration; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = STAGING; }; name = Staging; };
                        3A0B1C2D3E4F506172839409 = {isa = XCBuildConfiguration; buildSettings = { SWIFT_COMPILATION_MODE = wholemodule; }; name = Release; };
                    };
                    rootObject = 3A0B1C2D3E4F506172839405;
                }
                //- /Chirp/SettingsView.swift
                import SwiftUI

                struct SettingsView: View {
                    @State private var newOnboarding = false
                    var body: some View {
                        List {
                            Text("Settings")
                            #if STAGING || DEBUG
                            Toggle("New Onboarding Flow", isOn: $newOnboarding)
                            #endif
                        }
                    }
                }
                //- /Chirp/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Settings" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // A path as a field's sample reads the same in every language.
            Example(
                """
                //- /App/ServerSettings.swift
                import SwiftUI

                struct ServerSettings: View {
                    @State private var path = ""
                    var body: some View {
                        LabeledContent {
                            TextField("/overview/", text: $path)
                        } label: {
                            Text("default_path")
                        }
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "default_path" = "Default Path";
                //- /App/de.lproj/Localizable.strings
                "default_path" = "Standardpfad";
                """),
            // The case that shows no title returns "": nothing to read, present or not.
            Example(
                """
                //- /App/CaptureStatus.swift
                enum CaptureStatus {
                    case normal, conflict

                    var titleKey: String {
                        switch self {
                        case .normal: return ""
                        case .conflict: return "button_conflict_title"
                        }
                    }
                }
                //- /App/StatusBadge.swift
                import Foundation

                func badgeTitle(for status: CaptureStatus) -> String {
                    NSLocalizedString(status.titleKey, comment: "")
                }
                //- /App/en.lproj/Localizable.strings
                "button_conflict_title" = "Conflict";
                //- /App/de.lproj/Localizable.strings
                "button_conflict_title" = "Konflikt";
                """),
            Example(
                """
                //- /App/ContentView.swift
                import SwiftUI

                struct ContentView: View {
                    let count: Int
                    let model: Model
                    var body: some View {
                        VStack {
                            Text("\\(model.unloadedCount) not loaded")
                            Text("\\(count) items")
                            Text("%lld")
                            Text("Settings", tableName: "Settings")
                        }
                    }
                }

                #Preview {
                    Text("preview.only.label")
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld items" : { },
                    "%lld not loaded" : { }
                  },
                  "version" : "1.0"
                }
                //- /App/Settings.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Settings" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // Text keys that show exactly as they should: an English-only catalog (no other
            // language to see the English text in), so the sentence is what every user reads.
            Example(
                """
                //- /Reader/FeedErrorView.swift
                import SwiftUI

                struct FeedErrorView: View {
                    var body: some View { Text("The feed couldn’t be found.") }
                }
                //- /Reader/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Refresh" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // A translated app: a MAC-address placeholder, a template sample, an account handle and
            // a keyboard shortcut hint read the same in every language, and "Homebrew" is a name its
            // translators keep.
            Example(
                """
                //- /App/NetworkForm.swift
                import SwiftUI

                struct NetworkForm: View {
                    @State private var address = ""
                    @State private var template = ""
                    var body: some View {
                        Form {
                            TextField("00:00:00:00:00:00", text: $address)
                            TextField("0.0.0.0", text: $address)
                            TextField("{{ states(\"sensor.outside\") }}", text: $template)
                            Text("Homebrew")
                            Text("@relay.example")
                            Text("@relay_team")
                            Text("⌘ R")
                            Text("⌃⌥⇧F5")
                            Text("Relay.app")
                            Text(LocalizedStringKey(RelayModel.defaultModelIdentifier))
                        }
                    }
                }
                enum RelayModel {
                    static let defaultModelIdentifier = "relay-large-2025-09"
                }
                //- /App/Localizable.xcstrings
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
                """),
            // An in-app language picker names each language in that language.
            Example(
                """
                //- /App/LanguagePicker.swift
                import SwiftUI

                struct LanguagePicker: View {
                    @Binding var language: String
                    var body: some View {
                        Picker("Language", selection: $language) {
                            Text("English").tag("en")
                            Text("Deutsch").tag("de")
                            Text("Українська").tag("uk")
                        }
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Language" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Sprache" } },
                        "uk" : { "stringUnit" : { "state" : "translated", "value" : "Мова" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // A skeleton row drawn redacted while loading, and an invisible line that keeps a
            // cell's height: nobody reads their text.
            Example(
                """
                //- /App/FeedRow.swift
                import SwiftUI

                struct FeedRowSkeleton: View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("Loading title")
                                .font(.headline)
                                .overlay { Color.clear }
                                .redacted (reason: .placeholder)
                            Self.details
                            Self.rows(count: 3)
                        }
                        .redacted(reason: .placeholder)
                    }

                    static var details: some View {
                        Text("Loading")
                    }

                    static func rows(count: Int) -> some View {
                        ForEach(0..<count, id: \\.self) { _ in
                            Text("Loading row")
                        }
                    }
                }

                struct FeedRow: View {
                    let title: String
                    var body: some View {
                        VStack {
                            Text(verbatim: title)
                            Text("spacer line").lineLimit(1).opacity(0)
                        }
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "feed.title" = "Feed";
                //- /App/de.lproj/Localizable.strings
                "feed.title" = "Feed";
                """),
            // `placeholder:` of the project's own view whose property is a `String` (an image name)
            // is no key, though it is one in SwiftUI's views.
            Example(
                """
                //- /App/CoverView.swift
                import SwiftUI

                struct CoverView: View {
                    let url: URL?
                    var placeholder = "CoverPlaceholder"
                    var body: some View { Image(placeholder) }
                }
                //- /App/BannerRow.swift
                import SwiftUI

                struct BannerRow: View {
                    var body: some View {
                        CoverView(url: nil, placeholder: "BannerPlaceholder")
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "feed.title" = "Feed";
                //- /App/de.lproj/Localizable.strings
                "feed.title" = "Feed";
                """),
            // An example app's own project inside the checkout (a package's demo), shipping English
            // only and holding no table: its texts show as written, the app's tables are not its.
            Example(
                """
                //- /Reader.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de); targets = (A); };
                    A = { isa = PBXNativeTarget; name = Reader; productType = "com.apple.product-type.application"; };
                  };
                  rootObject = P;
                }
                //- /Reader/en.lproj/Localizable.strings
                "feed.title" = "Feed";
                //- /Reader/de.lproj/Localizable.strings
                "feed.title" = "Feed";
                //- /Packages/MarkdownUI/Examples/Demo/Demo.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base); targets = (D); };
                    D = { isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; };
                  };
                  rootObject = P;
                }
                //- /Packages/MarkdownUI/Examples/Demo/Demo/ReadmeView.swift
                import SwiftUI

                struct ReadmeView: View {
                    var body: some View {
                        NavigationLink("README.md") { Text("Loading") }
                    }
                }
                """),
            // `placeholder:` of the project's own helper whose parameter is typed `String` (fsnotes'
            // SFTP settings: a sample user name) is shown as written, not looked up.
            Example(
                """
                //- /App/SFTPViewController.swift
                import UIKit

                final class SFTPViewController: UITableViewController {
                    func makeAuthCell() -> UITableViewCell {
                        makeLabelTextFieldCell(label: NSLocalizedString("Username", comment: ""), placeholder: "admin")
                    }

                    private func makeLabelTextFieldCell(label: String, placeholder: String, keyboardType: UIKeyboardType = .default) -> UITableViewCell {
                        let cell = UITableViewCell()
                        cell.textLabel?.text = label
                        let field = UITextField()
                        field.placeholder = placeholder
                        field.keyboardType = keyboardType
                        cell.contentView.addSubview(field)
                        return cell
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "Username" = "Username";
                //- /App/de.lproj/Localizable.strings
                "Username" = "Benutzername";
                """),
            // Sample addresses, resolutions and decorated numbers read the same in every
            // language; a feature name every locale's translations keep is a name.
            Example(
                """
                //- /App/ServerForm.swift
                import SwiftUI

                struct ServerForm: View {
                    @State private var address = ""
                    let build: Int
                    let width: Int
                    let height: Int
                    var body: some View {
                        Form {
                            TextField("https://demo.example.org", text: $address)
                            Text("v\\(build)")
                            Text("\\(width) x \\(height)")
                            Picker("server.quality", selection: .constant(0)) {
                                Text("1080p").tag(0)
                                Text("4K").tag(1)
                            }
                            Label("VaultLock", systemImage: "lock")
                        }
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "server.quality" = "Quality";
                "vault.title" = "VaultLock settings";
                "vault.unlock" = "Unlock VaultLock";
                //- /App/de.lproj/Localizable.strings
                "server.quality" = "Qualität";
                "vault.title" = "VaultLock-Einstellungen";
                "vault.unlock" = "VaultLock entsperren";
                """),
            // An app that ships only its development language shows an enum's texts as written,
            // whether its table lists them or not.
            Example(
                """
                //- /App/PreferencePane.swift
                import SwiftUI

                enum PreferencePane: String, CaseIterable {
                    case general = "General"
                    case fonts = "Fonts & Colors"
                    case sync = "Sync"
                }

                struct PaneTitle: View {
                    let pane: PreferencePane
                    var body: some View {
                        Text(LocalizedStringKey(pane.rawValue))
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "General" = "General";
                """),
            // Screens for the app's developers (Firefox Focus keeps its telemetry switches in
            // `InternalSettings/`) and a component gallery with an Xcode project of its own that
            // ships one language are not read by users in their language.
            Example(
                """
                //- /Chat.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                        7E2F3A4B5C6D7E8F9A0B1C2D = {
                            isa = PBXProject;
                            developmentRegion = en;
                            knownRegions = (
                                en,
                                de,
                            );
                        };
                    };
                    rootObject = 7E2F3A4B5C6D7E8F9A0B1C2D;
                }
                //- /Chat/Settings/DeveloperOptionsScreen.swift
                import SwiftUI

                struct DeveloperOptionsScreen: View {
                    @State private var verboseLogging = false
                    var body: some View {
                        Form {
                            Toggle("Verbose sync logging", isOn: $verboseLogging)
                        }
                    }
                }
                //- /Chat/InternalSettings/TelemetrySettingsView.swift
                import SwiftUI

                struct TelemetrySettingsView: View {
                    @State private var tag = ""
                    var body: some View {
                        TextField("Debug View Tag", text: $tag)
                    }
                }
                //- /Chat/en.lproj/Localizable.strings
                "chat.title" = "Chats";
                //- /Chat/de.lproj/Localizable.strings
                "chat.title" = "Chats";
                //- /DesignSystem/Gallery/Gallery.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                        8F3A4B5C6D7E8F9A0B1C2D3E = {
                            isa = PBXProject;
                            developmentRegion = en;
                            knownRegions = (
                                en,
                                Base,
                            );
                        };
                    };
                    rootObject = 8F3A4B5C6D7E8F9A0B1C2D3E;
                }
                //- /DesignSystem/Gallery/Sources/ColorsScreen.swift
                import SwiftUI

                struct ColorsScreen: View {
                    var body: some View {
                        Text("Accent colors")
                    }
                }
                """),
        ],
        fixes: [
            "Add the key to the catalog of its table (code action: add the entry in Xcode's layout).",
            "Fix a typo in the key, or pass the right `table:`/`bundle:`.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        var names: NameEvidence?
        var translatesBundle: [String: Bool] = [:]
        /// Whether a missing text key would show untranslated to someone: some bundle the lookup may
        /// go to ships a locale besides its development language (an English-only app shows
        /// "Mark All as Read" as written).
        func shipsTranslations(_ addresses: [ProjectModel.TableAddress]) -> Bool {
            addresses.contains { address in
                if let known = translatesBundle[address.bundle] { return known }
                let translates = model.shippedLocales(ofBundle: address.bundle).count > 1
                translatesBundle[address.bundle] = translates
                return translates
            }
        }
        // By bundle and table: the translated tables of that name in other bundles, if any.
        var elsewhere: [String: (files: [TableFile], modules: [String])?] = [:]
        // A project without SwiftUI has no SwiftUI views: its `Section("…")` is Eureka's.
        let importsNoSwiftUI = context.importsNoSwiftUI
        for usage in model.usages where usage.isRequired && usage.isShipping && !context.isMissingBundle(usage) {
            if importsNoSwiftUI && RuleContext.isSwiftUIName(usage) { continue }
            if let finding = Self.extensionWithoutTable(usage, context, shipsTranslations: shipsTranslations) {
                findings.append(finding)
                continue
            }
            let addresses = model.addresses(of: usage)
            var tables = addresses.flatMap { model.tableFiles(at: $0) }
            // The bundle has no such table while a module of the project translates one of that
            // name (Omnivore's App module looks `Text("Cancel")` up in the main bundle, which has
            // no Localizable; the Views module's has de, es, zh-Hans): a text shows as written
            // beside translated screens.
            var translatedElsewhere: [String]?
            // `someBundle.localizedString(forKey:…)` names its bundle as the receiver, which the
            // bundle argument does not record (Mastodon's `MastodonLocalization.bundle`): only a
            // receiver written `Bundle.main` is known to be the main bundle.
            let isReceiverLookup = usage.source == .call("localizedString") && usage.bundleArgument != .main
            if tables.isEmpty, !isReceiverLookup, case .key = usage.lookup, let bundle = usage.bundle {
                let place = bundle + "|" + usage.table
                if elsewhere[place] == nil { elsewhere[place] = Self.sameTableTranslatedElsewhere(bundle: bundle, table: usage.table, model) }
                if let other = elsewhere[place] ?? nil {
                    tables = other.files
                    translatedElsewhere = other.modules
                }
            }
            // No catalog for this table at all: the project does not localize it here (or a
            // table-level problem is reported elsewhere); unreadable tables are not trusted.
            guard !tables.isEmpty, !tables.contains(where: \.hasSyntaxErrors) else { continue }
            // Code of a nested one-language project without tables (an example app) reads none
            // of the app's tables: its texts show as written.
            if context.isInOneLanguageProjectWithoutTables(usage.path) { continue }
            let tableFile = tables[0]
            switch usage.lookup {
            case .key(let key):
                guard !KeyStyle.isOnlySpecifiersAndPunctuation(key), !model.hasEntry(forKey: key, reachableBy: usage) else { continue }
                if tables.contains(where: { Self.unlocalizedTable($0, defines: key) }) { continue }
                if context.verdict(covering: key) != nil { continue }
                // A key read from a constant named for code or data (`LocalizedStringKey(Service.defaultModelIdentifier)`
                // as a placeholder: Easydict's model name) shows that data, as it should.
                if let holder = Self.holderName(of: usage, context), TextNature.of(key, holderName: holder) == .code { continue }
                // A Settings.bundle title that is not words is most often a name (an
                // acknowledgements pane lists `swift-algorithms`, `Kingfisher`): shown as written.
                if case .call(SettingsSchema.settingsApp) = usage.source, TextNature.of(key) != .words || KeyStyle.isIdentifierLike(key) {
                    continue
                }
                let isIdentifier = KeyStyle.isIdentifierLike(key)
                // The app's own domain written beside its logo (`omnivore.work`): an address, the
                // same in every language, not an identifier.
                if isIdentifier {
                    if names == nil { names = NameEvidence(context) }
                    if let appNames = names?.appNames, Self.isOwnDomain(key, appNames: appNames) { continue }
                }
                // Text keys that read the same in every language (data, code, the app's own name)
                // or that no other language would translate show exactly as they should.
                if !isIdentifier {
                    if TextNature.isCodeOrData(key: key) || !shipsTranslations(addresses) || context.isInOneLanguageProject(usage.path) { continue }
                    // A language's own name in a language list (an in-app language picker) reads
                    // the same in every language.
                    if LanguageNames.isLanguageListEntry(key, inFileAt: usage.path, context) { continue }
                    // A product named with its specifications may read the same everywhere, or
                    // not ("1st gen"); so may a single letter (a sort toggle's "A"): the analysis
                    // asks instead of warning.
                    if let reason = Self.undecidableNature(of: key) {
                        if !Self.isHidden(usage, context) { findings.append(Self.undecided(key, reason, usage, tableFile, context)) }
                        continue
                    }
                    // The app's own name, also where it is written in lowercase as a word would
                    // be (eul's `Text("eul")`), reads the same in every language.
                    if names == nil { names = NameEvidence(context) }
                    if names?.appNames.contains(key) == true { continue }
                    // A name ("Homebrew") or one camel-case token ("KeyCover") may be a brand the
                    // translators keep.
                    if TextNature.of(key) != .words {
                        if names == nil { names = NameEvidence(context) }
                        if names?.verdict(on: key) == .keptAsName { continue }
                    }
                }
                if Self.isHidden(usage, context) { continue }
                // A library's `placeholder:`/`prompt:` parameter: a key only if typed as one.
                if usage.isPromptOfUndeclaredCall, case .call(let callee) = usage.source {
                    findings.append(Self.undecided(
                        key, "\(callee) is declared outside the project, and its argument is looked up only if typed LocalizedStringKey",
                        usage, tableFile, context))
                    continue
                }
                var severity: Severity = isIdentifier && !usage.hasDefaultValue ? .error : .warning
                var message = "'\(key)' is not in \(Self.describe(tables))\(usage.hasDefaultValue ? ": users see the default value in every language" : "")"
                if let modules = translatedElsewhere {
                    let translators = modules.count == 1 ? "module \(modules[0]) translates one" : "modules \(MessageText.list(modules)) translate theirs"
                    message = "'\(key)' is looked up in \(usage.bundle == ModuleMap.mainBundle ? "the main bundle" : "module \(model.modules.moduleName(ofPath: usage.path))'s bundle"), "
                        + "which has no \(usage.table) table, while \(translators): "
                        + (usage.hasDefaultValue ? "users see the default value in every language" : "it shows as written in every language")
                }
                if severity == .warning, let reason = DebugScreens.reason(forPath: usage.path) {
                    severity = .info
                    message = "cannot decide whether users see it: \(message); \(reason)"
                }
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: severity,
                        message: message,
                        location: context.location(usage.path, usage.range), key: key, table: tableFile.table))
            case .compilerTemplate(let key, let expansions):
                guard !KeyStyle.isOnlySpecifiersAndPunctuation(key), !model.hasEntry(forKey: key, reachableBy: usage) else { continue }
                if context.verdict(covering: key) != nil { continue }
                // Identifier-style templates, and templates whose expansions exist, are the
                // unresolvable-key case.
                if KeyStyle.isIdentifierLike(key) { continue }
                if TextNature.isCodeOrData(key: key) || !shipsTranslations(addresses) || context.isInOneLanguageProject(usage.path) { continue }
                if let expansions, expansions.contains(where: { model.hasEntry(forKey: $0, reachableBy: usage) }) { continue }
                if Self.isHidden(usage, context) { continue }
                // Interpolated text around one letter (`"\(title) (P)"`, a shortcut hint).
                if let reason = Self.undecidableNature(of: key) {
                    findings.append(Self.undecided(key, reason, usage, tableFile, context))
                    continue
                }
                let message = "'\(key)' is not in \(Self.describe(tables))"
                let debugReason = DebugScreens.reason(forPath: usage.path)
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: debugReason == nil ? .warning : .info,
                        message: debugReason.map { "cannot decide whether users see it: \(message); \($0)" } ?? message,
                        location: context.location(usage.path, usage.range), key: key, table: tableFile.table))
            case .runtimeTemplate(let pattern, let expansions):
                guard let expansions, !expansions.isEmpty else { continue }
                var missing = expansions.filter { !model.hasEntry(forKey: $0, reachableBy: usage) && context.verdict(covering: $0) == nil }
                // None present is unresolvable-key's case.
                guard !missing.isEmpty, missing.count < expansions.count else { continue }
                // An expansion with nothing to read (a switch's `return ""` for the case that shows
                // no title, `"%@"`) shows the same, present or not.
                missing.removeAll(where: KeyStyle.isOnlySpecifiersAndPunctuation)
                // Text expansions ("Accounts", "Text Editing") show as written: right where no other
                // language ships.
                if !shipsTranslations(addresses) || context.isInOneLanguageProject(usage.path) { missing.removeAll { !KeyStyle.isIdentifierLike($0) } }
                guard !missing.isEmpty else { continue }
                // A raw identifier on screen is an error; a default value (`value:`) or English
                // words show untranslated text instead.
                let showsIdentifier = !usage.hasDefaultValue && missing.contains(where: KeyStyle.isIdentifierLike)
                let sources = usage.expansionSources.isEmpty ? "" : " (from \(usage.expansionSources.joined(separator: ", ")))"
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: showsIdentifier ? .error : .warning,
                        message: "\(missing.count) of \(expansions.count) keys of '\(pattern)'\(sources) are not in \(Self.describe(tables))"
                            + (usage.hasDefaultValue ? " (users see the default value in every language)" : "")
                            + ": \(missing.joined(separator: ", "))",
                        location: context.location(usage.path, usage.range), key: pattern, table: tableFile.table))
            }
        }
        // Storyboard and XIB texts that code looks up when the document loads: reported in the
        // document, never in code.
        if context.focusPath.map({ context.index.files[$0]?.kind == .interfaceBuilder }) ?? true {
            findings += Self.interfaceBuilderFindings(context, shipsTranslations: shipsTranslations)
        }
        return findings
    }

    /// A `Bundle.main` lookup in an app extension that copies no table of its name (Xcode target
    /// membership listed file by file): the extension's bundle is its own, so the text shows
    /// untranslated — a raw identifier, or the development language's text — in every language.
    /// `nil` for any other usage, and for text keys where no other language ships.
    static func extensionWithoutTable(
        _ usage: KeyUsage, _ context: RuleContext, shipsTranslations: ([ProjectModel.TableAddress]) -> Bool
    ) -> Finding? {
        switch usage.bundleArgument {
        case .absent, .main: break
        case .module, .bundleMacro, .other: return nil
        }
        let model = context.model
        let owners = model.modules.appExtensions.extensionsLacking(table: usage.table, ofPath: usage.path)
        guard !owners.isEmpty else { return nil }
        let key: String
        let shown: [String]
        switch usage.lookup {
        case .key(let exact):
            key = exact
            shown = [exact]
        case .compilerTemplate(let template, _):
            key = template
            shown = [template]
        case .runtimeTemplate(let pattern, let expansions):
            key = pattern
            shown = expansions ?? []
        }
        guard !KeyStyle.isOnlySpecifiersAndPunctuation(key), context.verdict(covering: key) == nil else { return nil }
        let showsIdentifier = !usage.hasDefaultValue && shown.contains(where: KeyStyle.isIdentifierLike)
        // The extension speaks the app's languages: a text key in an app of one language reads right.
        let appTables = [ProjectModel.TableAddress(bundle: ModuleMap.mainBundle, table: usage.table)]
        if !showsIdentifier {
            if !shipsTranslations(appTables) || TextNature.isCodeOrData(key: key) || Self.isHidden(usage, context) { return nil }
            // A name the translators keep ("Simplenote") reads right untranslated.
            if TextNature.of(key) != .words {
                var names = NameEvidence(context)
                if names.verdict(on: key) == .keptAsName { return nil }
            }
        }
        // An App Clip is an app of its own (deltachat's DcAppClip), not an extension.
        let appClips = model.modules.appExtensions.appClipNames
        let isAppClip = owners.allSatisfy(appClips.contains)
        let kind = isAppClip ? "App Clip" : "app extension"
        let owner = owners.count == 1 ? "\(owners[0]), an \(kind) that copies" : "\(MessageText.list(owners)), \(kind)s that copy"
        // Habitica's widgets look up Localizable, which the app does not have either (its tables
        // are named Mainstrings): there is no table to add to the extension.
        var advice = "(add the table to the \(isAppClip ? "App Clip" : "extension")'s target)"
        if !model.hasTable(appTables[0]) {
            // InfoPlist holds the bundle's Info.plist texts, not texts code looks up.
            let appTableNames = Set(model.tableAddresses.filter { $0.bundle == ModuleMap.mainBundle && $0.table != "InfoPlist" }.map(\.table)).sorted()
            advice = "(the app has no \(usage.table) table either"
                + (appTableNames.isEmpty ? ")" : ": put the text in one of its tables (\(MessageText.list(appTableNames))), copy that table into the extension and name it with tableName:)")
        }
        return Finding(
            ruleID: id, severity: showsIdentifier ? .error : .warning,
            message: "'\(key)' is looked up in \(usage.table) from \(owner) no \(usage.table) table: "
                + "it shows \(showsIdentifier ? "the raw key" : usage.hasDefaultValue ? "the default value" : "this text") in every language "
                + advice,
            location: context.location(usage.path, usage.range), key: key, table: usage.table)
    }

    /// Texts of storyboards and XIBs that code looks up when the document loads
    /// (`NibLocalizedTexts`: a view class localizing itself in `awakeFromNib`, a runtime
    /// attribute's setter) and that none of the tables tried defines.
    static func interfaceBuilderFindings(_ context: RuleContext, shipsTranslations: ([ProjectModel.TableAddress]) -> Bool) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for lookup in NibLocalizedTexts.lookups(in: model.index) where lookup.isPlaced && !lookup.tables.isEmpty {
            let key = lookup.text.text
            let bundle = model.modules.mainBundle(ofPath: lookup.path)
            let addresses = lookup.tables.map { ProjectModel.TableAddress(bundle: bundle, table: $0) }
            let tables = addresses.flatMap { model.tableFiles(at: $0) }
            guard !tables.isEmpty, !tables.contains(where: \.hasSyntaxErrors), !KeyStyle.isOnlySpecifiersAndPunctuation(key) else { continue }
            if addresses.contains(where: { !model.entries(forKey: key, at: $0).isEmpty }) { continue }
            if context.verdict(covering: key) != nil { continue }
            let isIdentifier = KeyStyle.isIdentifierLike(key)
            if !isIdentifier, TextNature.isCodeOrData(key: key) || !shipsTranslations(addresses) || context.isInOneLanguageProject(lookup.path) {
                continue
            }
            let document = lookup.path.split(separator: "/").last.map(String.init) ?? lookup.path
            let described = lookup.tables.count == 1 ? describe(tables) : lookup.tables.joined(separator: " nor ")
            findings.append(
                Finding(
                    ruleID: id, severity: isIdentifier ? .error : .warning,
                    message: "'\(key)' is not in \(described): \(document) hands it to code that looks it up when the document loads (a \(lookup.text.className))",
                    location: context.location(lookup.path, lookup.text.range), key: key, table: lookup.tables[0]))
        }
        return findings
    }

    /// The last name of a key argument written as a name or member path
    /// (`DoubaoService.defaultModelIdentifier` → `defaultModelIdentifier`); `nil` for literals and
    /// other expressions.
    static func holderName(of usage: KeyUsage, _ context: RuleContext) -> String? {
        guard case .call = usage.source, let bytes = context.index.files[usage.path]?.lineTable.bytes,
            usage.range.start >= 0, usage.range.end <= bytes.count, usage.range.start < usage.range.end
        else { return nil }
        let text = String(decoding: bytes[usage.range.start..<usage.range.end], as: UTF8.self)
        guard let first = text.first, first.isLetter || first == "_",
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return text.split(separator: ".").last.map(String.init)
    }

    /// Whether the view showing `usage` is never readable (a redacted placeholder, transparent or
    /// hidden): its text shows nothing to anyone, present or not.
    static func isHidden(_ usage: KeyUsage, _ context: RuleContext) -> Bool {
        guard case .call = usage.source, let file = context.index.files[usage.path] else { return false }
        if HiddenText.isHidden(at: usage.range, in: file.lineTable.bytes) { return true }
        // A project view that draws this closure hidden, declared in another file.
        let views = context.layoutHidingViews
        return !views.isEmpty && HiddenText.isInHiddenLayout(at: usage.range, in: file.lineTable.bytes, views: views)
    }

    /// Why a missing text key may or may not need a translation, when its form cannot tell: a
    /// product named with its specifications, or a single letter; `nil` for anything else.
    static func undecidableNature(of key: String) -> String? {
        if TextNature.isProductSpecification(key) {
            return "it reads as a product name with its specifications, which may be the same in every language"
        }
        // Beside placeholders and punctuation only: a shortcut hint (`%@ (P)`) or a type sample
        // (`Aa`, one letter in its capital and small forms) is still one letter.
        let text = KeyStyle.textOutsideSpecifiers(key)
        guard text.allSatisfy({ $0.isLetter || $0.isPunctuation || $0.isWhitespace || $0.isSymbol }) else { return nil }
        let letters = text.filter(\.isLetter)
        let isOneLetter = letters.count == 1
            || (letters.count == 2 && letters.first?.isUppercase == true && letters.last?.isLowercase == true
                && letters.first.map { String($0).lowercased() } == letters.last.map { String($0) })
        if isOneLetter {
            return "a single letter may be a symbol that reads the same everywhere, or an initial other alphabets write differently"
        }
        return nil
    }

    /// The info asking for a verdict on a missing key whose form cannot tell (`reason`).
    static func undecided(_ key: String, _ reason: String, _ usage: KeyUsage, _ tableFile: TableFile, _ context: RuleContext) -> Finding {
        Finding(
            ruleID: id, severity: .info,
            message: "cannot decide whether '\(key)' needs a translation: \(reason); add it to \(tableFile.table) or record a verdict",
            location: context.location(usage.path, usage.range), key: key, table: tableFile.table)
    }

    /// Whether `file` is a `.strings`/`.stringsdict` table outside any `.lproj` folder that defines
    /// `key`: the bundle serves such a table to every language (xDrip's `QuickActions.strings`),
    /// and the model holds no translations for it, having no locale to file them under.
    static func unlocalizedTable(_ file: TableFile, defines key: String) -> Bool {
        guard file.locale == nil, file.format != .stringCatalog else { return false }
        return file.strings?.entry(forKey: key) != nil || file.stringsdict?.entry(forKey: key) != nil
    }

    /// The files of `table` in the Swift package modules' bundles that ship translations, when
    /// `bundle` (which has no such table) ships translations itself; with every module owning
    /// them, sorted by name (ProtonVPN's BugReport and Strings both translate a Localizable: the
    /// message names both, not whichever bundle sorts first).
    /// A module whose table cannot be read translates nothing; `.lproj` folders are a package
    /// target's resources without being declared (SwiftPM processes them: ProtonVPN's Strings
    /// module declares none). Only package modules: which tables an app extension copies is read from the project, and
    /// where that reading is partial the extension would seem to lack tables it has.
    static func sameTableTranslatedElsewhere(bundle: String, table: String, _ model: ProjectModel) -> (files: [TableFile], modules: [String])? {
        guard model.shippedLocales(ofBundle: bundle).count > 1 else { return nil }
        var files: [TableFile] = []
        var modules: Set<String> = []
        for other in model.bundles where other != bundle {
            let bundleFiles = model.tableFiles(at: ProjectModel.TableAddress(bundle: other, table: table))
            guard let first = bundleFiles.first, let target = model.modules.target(ofPath: first.path),
                target.declaresResources || first.path.contains(".lproj/"),
                model.shippedLocales(ofBundle: other).count > 1, !bundleFiles.contains(where: \.hasSyntaxErrors)
            else { continue }
            files += bundleFiles
            modules.insert(model.modules.moduleName(ofPath: first.path))
        }
        return files.isEmpty ? nil : (files, modules.sorted())
    }

    /// Whether `key` is a domain named after the app (`omnivore.work` for the app Omnivore): a
    /// lowercase name that is one of the app's names, a dot, and a generic top-level domain
    /// (`aichat.title`, a key of the module AIChat, is none).
    static func isOwnDomain(_ key: String, appNames: Set<String>) -> Bool {
        let labels = key.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count == 2, let name = labels.first, let top = labels.last, genericTopLevelDomains.contains(String(top)),
            name.allSatisfy({ !$0.isUppercase })
        else { return false }
        return appNames.contains { $0.lowercased() == name }
    }

    /// Generic top-level domains products are named with.
    static let genericTopLevelDomains: Set<String> = TextNature.brandTopLevelDomains.union([
        "work", "site", "online", "tech", "blog", "xyz", "info", "page", "cloud", "so", "sh", "gg", "to",
    ])

    /// `Localizable (App/Localizable.xcstrings)` for messages.
    static func describe(_ tables: [TableFile]) -> String {
        guard let first = tables.first else { return "any catalog" }
        return "\(first.table) (\(first.path)\(tables.count > 1 ? " and \(tables.count - 1) more" : ""))"
    }
}
