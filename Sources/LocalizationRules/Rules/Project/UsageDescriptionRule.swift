import LocalizationIndex
import TextPositions

/// Reports permission texts (`NS…UsageDescription`) that are empty, or not translated in a locale
/// the app ships.
public struct UsageDescriptionRule: Rule {
    /// What the rule finds and why; its examples are its tests.
    public static let description = RuleDescription(
        id: "usage-description",
        name: "Usage Description",
        defaultSeverity: .warning,
        summary: "A permission text (NS…UsageDescription) is empty or has no translation in a shipped locale.",
        rationale: """
            iOS and macOS show the `NS…UsageDescription` text of Info.plist in the alert that asks for \
            camera, location, contacts… access. It is localized through the `InfoPlist` table \
            (`InfoPlist.xcstrings` or `xx.lproj/InfoPlist.strings`); where a locale lacks it, the alert \
            shows the development-language text in the middle of a translated app, at the moment the \
            user decides whether to trust it. An empty text shows an alert with no reason at all, which \
            App Review rejects (an error). The texts are read from the targets' Info.plist files and \
            from `INFOPLIST_KEY_…` build settings of the Xcode project (or of its XcodeGen \
            `project.yml`); the locales are \
            `requiredLocales`, else the project's `knownRegions` that some table of the app translates \
            (a region without any `.lproj` does not ship), else the locales of the catalogs; where \
            several applications copy tables of their own, a text is judged in the languages of the \
            applications it is the Info.plist of, against their own `InfoPlist` tables. This rule \
            owns permission texts: one finding per text, naming every locale that lacks it (variants of \
            one app whose Info.plist files write the same permission lacking the same locales are one \
            finding, naming the other files), and \
            `missing-translation` does not report the same entries of the `InfoPlist` table again. A key \
            the system replaced (`NSBluetoothPeripheralUsageDescription` from iOS 13, \
            `NSLocationAlwaysUsageDescription` from iOS 11) is not reported for a target whose \
            deployment target is that recent: its text never appears.
            """,
        triggering: [
            // Variants of one app (a distribution and a testnet build), each with its Info.plist,
            // write the same permission: one finding, naming the other file.
            Example(
                """
                //- /Wallet.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, es); targets = (D, T); };
                    D = { isa = PBXNativeTarget; name = Wallet; productType = "com.apple.product-type.application"; buildConfigurationList = DL; };
                    T = { isa = PBXNativeTarget; name = "Wallet Testnet"; productType = "com.apple.product-type.application"; buildConfigurationList = TL; };
                    DL = { isa = XCConfigurationList; buildConfigurations = (DC); };
                    TL = { isa = XCConfigurationList; buildConfigurations = (TC); };
                    DC = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = "Wallet/Info.plist"; }; };
                    TC = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = "Wallet/Testnet-Info.plist"; }; };
                  };
                  rootObject = P;
                }
                //- /Wallet/Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSCameraUsageDescription</key>
                \t<string>1️⃣Scan payment codes.</string>
                </dict>
                </plist>
                //- /Wallet/Testnet-Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSCameraUsageDescription</key>
                \t<string>Scan payment codes.</string>
                </dict>
                </plist>
                //- /Wallet/es.lproj/Localizable.strings
                "Send" = "Enviar";
                """),
            Example(
                """
                //- /App/Info.plist
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>NSCameraUsageDescription</key>
                \t<string>1️⃣Scan receipts to add expenses.</string>
                \t<key>NSLocationWhenInUseUsageDescription</key>
                \t<string>Tag expenses with the place you paid.</string>
                </dict>
                </plist>
                //- /App/InfoPlist.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "NSLocationWhenInUseUsageDescription" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Ausgaben mit dem Ort markieren." } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /Receipts.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, fr); targets = (T); };
                    T = { isa = PBXNativeTarget; name = Receipts; buildConfigurationList = L; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                    C = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                      INFOPLIST_KEY_NSMicrophoneUsageDescription = 1️⃣"Record voice notes.";
                      INFOPLIST_KEY_NSContactsUsageDescription = 2️⃣"";
                    }; };
                  };
                  rootObject = P;
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "OK" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /project.yml
                name: Reader
                settings:
                  base:
                    INFOPLIST_KEY_NSPhotoLibraryAddUsageDescription: 1️⃣"Reader saves images to your photo library."
                //- /Support/de.lproj/Localizable.strings
                "Open" = "Öffnen";
                //- /Support/en.lproj/Localizable.strings
                "Open" = "Open";
                """),
            // Below iOS 13 the system reads the older Bluetooth key: its text needs translating too.
            Example(
                """
                //- /Cast.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, fr); targets = (T); };
                    T = { isa = PBXNativeTarget; name = Cast; buildConfigurationList = L; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                    C = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                      INFOPLIST_FILE = Cast/Info.plist;
                      IPHONEOS_DEPLOYMENT_TARGET = 12.0;
                    }; };
                  };
                  rootObject = P;
                }
                //- /Cast/Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSBluetoothAlwaysUsageDescription</key>
                \t<string>Find speakers near you.</string>
                \t<key>NSBluetoothPeripheralUsageDescription</key>
                \t<string>1️⃣Find speakers near you.</string>
                </dict>
                </plist>
                //- /Cast/fr.lproj/InfoPlist.strings
                "NSBluetoothAlwaysUsageDescription" = "Trouver les enceintes proches.";
                """),
            // The target's Info.plist and a build setting write the same permission: one text.
            Example(
                """
                //- /Camera.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, fr); targets = (T); };
                    T = { isa = PBXNativeTarget; name = Camera; buildConfigurationList = L; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                    C = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                      GENERATE_INFOPLIST_FILE = YES;
                      INFOPLIST_FILE = Camera/Info.plist;
                      INFOPLIST_KEY_NSCameraUsageDescription = "Scan codes.";
                    }; };
                  };
                  rootObject = P;
                }
                //- /Camera/Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSCameraUsageDescription</key>
                \t<string>1️⃣Scan codes.</string>
                </dict>
                </plist>
                //- /Camera/fr.lproj/Localizable.strings
                "Scan" = "Scanner";
                """),
            // A key written twice is one text, the later one: the property list keeps it.
            Example(
                """
                //- /Board/Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSAppleEventsUsageDescription</key>
                \t<string>Read the address of the front browser tab.</string>
                \t<key>NSAppleEventsUsageDescription</key>
                \t<string>1️⃣Read the address of the front browser tab.</string>
                </dict>
                </plist>
                //- /Board/de.lproj/Localizable.strings
                "Open" = "Öffnen";
                //- /Board/en.lproj/Localizable.strings
                "Open" = "Open";
                """),
        ],
        nonTriggering: [
            // An example app's own project inside a package of the app ships English only: its
            // permission text is not judged in the app's German.
            Example(
                """
                //- /Editor.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de); targets = (A); };
                    A = { isa = PBXNativeTarget; name = Editor; productType = "com.apple.product-type.application"; };
                  };
                  rootObject = P;
                }
                //- /Editor/de.lproj/Localizable.strings
                "Save" = "Sichern";
                //- /Editor/en.lproj/Localizable.strings
                "Save" = "Save";
                //- /Packages/RichText/Package.swift
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "RichText", targets: [.target(name: "RichText")])
                //- /Packages/RichText/Example/RichTextDemo.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base); targets = (D); };
                    D = { isa = PBXNativeTarget; name = RichTextDemo; productType = "com.apple.product-type.application"; buildConfigurationList = L; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                    C = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                      INFOPLIST_KEY_NSPhotoLibraryUsageDescription = "Insert images into the text.";
                    }; };
                  };
                  rootObject = P;
                }
                """),
            // One project builds an iOS and a macOS app with tables of their own: the iOS app ships
            // English and German (its tables' languages), and its permission text has both; the
            // project's `fr` is the macOS app's.
            Example(
                """
                //- /Notes.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, fr); mainGroup = G; targets = (I, M); };
                    I = { isa = PBXNativeTarget; name = "Notes iOS"; productType = "com.apple.product-type.application"; buildPhases = (IR); buildConfigurationList = L; };
                    M = { isa = PBXNativeTarget; name = Notes; productType = "com.apple.product-type.application"; buildPhases = (MR); };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                    C = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = "Notes iOS/Info.plist"; }; };
                    IR = { isa = PBXResourcesBuildPhase; files = (F1); };
                    MR = { isa = PBXResourcesBuildPhase; files = (F2); };
                    F1 = { isa = PBXBuildFile; fileRef = IC; };
                    F2 = { isa = PBXBuildFile; fileRef = MC; };
                    G = { isa = PBXGroup; children = (GI, GM); sourceTree = "<group>"; };
                    GI = { isa = PBXGroup; children = (IC); path = "Notes iOS"; sourceTree = "<group>"; };
                    GM = { isa = PBXGroup; children = (MC); path = Notes; sourceTree = "<group>"; };
                    IC = { isa = PBXFileReference; path = InfoPlist.xcstrings; sourceTree = "<group>"; };
                    MC = { isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
                  };
                  rootObject = P;
                }
                //- /Notes iOS/Info.plist
                <plist version="1.0">
                <dict>
                \\t<key>NSCameraUsageDescription</key>
                \\t<string>Attach photos to notes.</string>
                </dict>
                </plist>
                //- /Notes iOS/InfoPlist.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "NSCameraUsageDescription" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Fotos an Notizen anhängen." } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                //- /Notes/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Show in Finder" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Im Finder zeigen" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Afficher dans le Finder" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /App/Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSCameraUsageDescription</key>
                \t<string>Scan receipts to add expenses.</string>
                \t<key>CFBundleDisplayName</key>
                \t<string>Receipts</string>
                </dict>
                </plist>
                //- /App/InfoPlist.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "NSCameraUsageDescription" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Belege scannen, um Ausgaben hinzuzufügen." } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /App/Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSCameraUsageDescription</key>
                \t<string>Scan receipts to add expenses.</string>
                </dict>
                </plist>
                //- /App/Localizable.xcstrings
                { "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }
                """),
            Example(
                """
                //- /App/Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSCameraUsageDescription</key>
                \t<string>Scan receipts to add expenses.</string>
                </dict>
                </plist>
                //- /App/InfoPlist.xcstrings
                { "sourceLanguage" : "en", "strings" : { "CFBundleName" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "レシート" } } } } }, "version" : "1.0" }
                """,
                settings: AnalysisSettings(debt: [.init(key: "NSCameraUsageDescription", locale: "ja", reason: "Japanese launch is next quarter")])),
            // The project lists `id` beside `id-ID`, but only `id-ID.lproj` exists: `id` ships no
            // folder, and Indonesian users read `id-ID`.
            Example(
                """
                //- /Browser.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, id, "id-ID"); targets = (T); };
                    T = { isa = PBXNativeTarget; name = Browser; buildConfigurationList = L; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                    C = { isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Browser/Info.plist; }; };
                  };
                  rootObject = P;
                }
                //- /Browser/Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSCameraUsageDescription</key>
                \t<string>Scan codes to open pages.</string>
                </dict>
                </plist>
                //- /Browser/en.lproj/InfoPlist.strings
                "NSCameraUsageDescription" = "Scan codes to open pages.";
                //- /Browser/id-ID.lproj/InfoPlist.strings
                "NSCameraUsageDescription" = "Pindai kode untuk membuka halaman.";
                """),
            // From iOS 13 on, only `NSBluetoothAlwaysUsageDescription` is read: the older key's
            // text never appears.
            Example(
                """
                //- /Cast.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, fr); targets = (T); };
                    T = { isa = PBXNativeTarget; name = Cast; buildConfigurationList = L; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                    C = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                      INFOPLIST_FILE = Cast/Info.plist;
                      IPHONEOS_DEPLOYMENT_TARGET = 15.0;
                    }; };
                  };
                  rootObject = P;
                }
                //- /Cast/Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSBluetoothAlwaysUsageDescription</key>
                \t<string>Find speakers near you.</string>
                \t<key>NSBluetoothPeripheralUsageDescription</key>
                \t<string>Find speakers near you.</string>
                </dict>
                </plist>
                //- /Cast/fr.lproj/InfoPlist.strings
                "NSBluetoothAlwaysUsageDescription" = "Trouver les enceintes proches.";
                """),
            // Generation is off: the `INFOPLIST_KEY_` setting never reaches the app, whose Info.plist
            // asks only for what French translates.
            Example(
                """
                //- /Notes.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, fr); targets = (T); };
                    T = { isa = PBXNativeTarget; name = Notes; buildConfigurationList = L; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                    C = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                      GENERATE_INFOPLIST_FILE = NO;
                      INFOPLIST_FILE = Notes/Info.plist;
                      INFOPLIST_KEY_NSAppleEventsUsageDescription = "Read the title of the front window.";
                    }; };
                  };
                  rootObject = P;
                }
                //- /Notes/Info.plist
                <plist version="1.0">
                <dict>
                \t<key>NSMicrophoneUsageDescription</key>
                \t<string>Record voice notes.</string>
                </dict>
                </plist>
                //- /Notes/fr.lproj/InfoPlist.strings
                "NSMicrophoneUsageDescription" = "Enregistrer des notes vocales.";
                """),
        ],
        fixes: [
            "Add the key to `InfoPlist.xcstrings` (Xcode extracts it when the catalog exists) and translate it in every locale.",
            "For legacy projects, add the key to each `xx.lproj/InfoPlist.strings`.",
            "Write a real reason in an empty permission text: what the app does with the access.",
        ])

    /// Creates the rule.
    public init() {}

    /// The rule's findings for the whole project.
    public func check(_ context: RuleContext) -> [Finding] {
        // Sorted once: `paths` sorts every indexed path on each call.
        let paths = context.index.paths
        let projects = paths.compactMap { path -> XcodeProject? in
            guard let file = context.index.files[path], file.kind == .xcodeProject else { return nil }
            // The index read the project from the same bytes already.
            return file.xcodeProject ?? XcodeProject(path: path, bytes: file.bytes ?? [])
        }
        let texts = privacyTexts(context, projects: projects, paths: paths)
        guard !texts.isEmpty else { return [] }
        let mainBundle = ModuleMap.mainBundle
        let infoPlistTables = context.model.tableFiles.filter { $0.table == "InfoPlist" }
        let source = projects.lazy.compactMap(\.developmentRegion).first
            ?? infoPlistTables.lazy.compactMap(\.sourceLanguage).first
            ?? context.model.sourceLanguage(ofBundle: mainBundle)
        // The app's languages as the model knows them: `requiredLocales`, else the project's regions
        // that some table of the app translates (Brave lists `id` beside `id-ID` but has no
        // `id.lproj`: Indonesian users get `id-ID`), else the tables' locales.
        // Listed in the project's order when it has regions.
        let shipped = context.model.shippedLocales(ofBundle: mainBundle)
        let regions = projects.flatMap(\.shippedLocales).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let locales = context.settings.requiredLocales == nil && !regions.isEmpty ? regions.filter(Set(shipped).contains) : shipped

        var findings: [Finding] = []
        // Texts lacking the same locales in the same tables, by key: variants of one app (zashi's
        // five Info.plists, one per network and distribution) write the same permission each, and
        // one translation fixes them all.
        var lacking: [String: (text: PrivacyText, missing: [String], others: [PrivacyText])] = [:]
        var lackingOrder: [String] = []
        for text in texts {
            let location = context.location(text.path, text.valueRange)
            if text.value.allSatisfy(\.isWhitespace) {
                findings.append(Finding(
                    ruleID: Self.id, severity: .error,
                    message: "the permission text '\(text.key)' is empty: the alert asking for access gives no reason, which App Review rejects",
                    location: location, key: text.key, table: "InfoPlist"))
                continue
            }
            if text.value.hasPrefix("$(") || text.value.hasPrefix("${") { continue }  // set by the build; unknown here
            if Self.isNeverRead(text, projects: projects) { continue }
            // One finding per text, naming every locale that lacks it: a project that never localized
            // its Info.plist gets one line per permission, not one per permission and locale.
            // Where several applications copy tables of their own (fsnotes' iOS and macOS apps), the
            // text's app ships its own languages and reads its own InfoPlist tables.
            var textLocales = locales
            var textTables = infoPlistTables
            // The text's target is built by its own project, whose regions are its languages: an
            // example app's project inside a package of the app (FlowDown's RichEditorDemo, `en`
            // only) does not ship the app's `zh-Hans`.
            let ownProjects = projects.filter { project in
                text.targetName == nil ? project.targets.contains { $0.infoPlistFiles.contains(text.path) } : project.path == text.path
            }
            let ownRegions = Set(ownProjects.flatMap(\.shippedLocales))
            if context.settings.requiredLocales == nil, projects.count > 1, !ownRegions.isEmpty {
                textLocales = textLocales.filter(ownRegions.contains)
            }
            let products = context.model.applicationProducts.products(infoPlistAt: text.path, targetName: text.targetName)
            if context.settings.requiredLocales == nil, !products.isEmpty {
                let productLocales = products.reduce(into: Set<String>()) { $0.formUnion($1.locales) }
                let productTables = products.reduce(into: Set<String>()) { $0.formUnion($1.tablePaths) }
                textLocales = locales.filter(productLocales.contains)
                textTables = infoPlistTables.filter { productTables.contains($0.path) }
            }
            var missing: [String] = []
            for locale in textLocales where locale != source && !Self.sameLanguage(locale, source) {
                switch Self.translationState(of: text.key, in: locale, tables: textTables) {
                case .translated, .unknown:
                    continue
                case .missing:
                    if !context.isDebt(key: text.key, locale: locale) { missing.append(locale) }
                }
            }
            guard !missing.isEmpty else { continue }
            let group = ([text.key] + missing + textTables.map(\.path)).joined(separator: "|")
            if lacking[group] != nil {
                lacking[group]?.others.append(text)
            } else {
                lacking[group] = (text, missing, [])
                lackingOrder.append(group)
            }
        }
        for group in lackingOrder {
            guard let (text, missing, others) = lacking[group] else { continue }
            var also = ""
            if !others.isEmpty {
                let otherPaths = others.map(\.path).reduce(into: [String]()) { if $1 != text.path && !$0.contains($1) { $0.append($1) } }
                // Other Info.plist files (variants of the app), or other targets' build settings in
                // the same project file.
                also = otherPaths.isEmpty
                    ? "; \(MessageText.count(others.count, "more target")) of this project \(others.count == 1 ? "sets" : "set") it and \(others.count == 1 ? "lacks" : "lack") the same"
                    : "; \(MessageText.count(otherPaths.count, "more Info.plist file")) \(otherPaths.count == 1 ? "writes" : "write") it and \(otherPaths.count == 1 ? "lacks" : "lack") the same (\(MessageText.list(otherPaths)))"
            }
            findings.append(Finding(
                ruleID: Self.id, severity: Self.description.defaultSeverity,
                message: "the permission text '\(text.key)' has no translation in \(MessageText.list(missing)): the alert shows the \(source) text\(also)",
                location: context.location(text.path, text.valueRange),
                related: others.map { RelatedLocation(location: context.location($0.path, $0.valueRange), note: "'\(text.key)' here too") },
                key: text.key, table: "InfoPlist", locale: missing.count == 1 ? missing[0] : nil))
        }
        return findings
    }

    /// A privacy text and where it is written.
    struct PrivacyText {
        var key: String
        var value: String
        var path: String
        var valueRange: ByteRange
        /// The target whose `INFOPLIST_KEY_…` setting writes it (`path` is then the project's).
        var targetName: String? = nil
    }

    /// The privacy texts of the shipped targets: the Info.plist files the Xcode projects name (every
    /// Info.plist outside test folders when there is no project) and `INFOPLIST_KEY_…` settings.
    /// `paths` are the index's paths, sorted.
    func privacyTexts(_ context: RuleContext, projects: [XcodeProject], paths: [String]) -> [PrivacyText] {
        let plistPaths: [String]
        let allPlists = paths.filter { context.index.files[$0]?.kind == .infoPlist }
        if projects.isEmpty {
            plistPaths = allPlists.filter { !context.model.modules.isTestCode($0) }
        } else {
            let named = Set(projects.flatMap { $0.targets.filter { !$0.name.hasSuffix("Tests") }.flatMap(\.infoPlistFiles) })
            plistPaths = allPlists.filter { named.contains($0) }
        }
        var texts: [PrivacyText] = []
        for path in plistPaths {
            guard let file = context.index.files[path] else { continue }
            let entries = InfoPlist(path: path, bytes: file.bytes ?? []).usageDescriptions
            // A key written twice is one text: the property list keeps the later value.
            for (index, entry) in entries.enumerated() where !entries[(index + 1)...].contains(where: { $0.key == entry.key }) {
                texts.append(PrivacyText(key: entry.key, value: entry.value, path: path, valueRange: entry.valueRange))
            }
        }
        // An XcodeGen spec generates the project; when the project is committed too, it is what builds.
        if projects.isEmpty {
            // A byte test of the name's end first: `isSpec` splits the path.
            for path in paths where Self.mayBeXcodeGenSpec(path) && XcodeGenSpec.isSpec(path) {
                guard let file = context.index.files[path] else { continue }
                for entry in XcodeGenSpec(path: path, bytes: file.bytes ?? []).usageDescriptions {
                    texts.append(PrivacyText(key: entry.key, value: entry.value, path: path, valueRange: entry.valueRange))
                }
            }
        }
        // A key the target's Info.plist file writes too is one text of one product (Damus writes the
        // camera text in both): reported at the file.
        let writtenInFiles = Set(texts.map { "\($0.path)|\($0.key)" })
        for project in projects {
            for target in project.targets where !target.name.hasSuffix("Tests") {
                for setting in target.infoPlistKeys where InfoPlist.isUsageDescriptionKey(setting.key) {
                    if target.infoPlistFiles.contains(where: { writtenInFiles.contains("\($0)|\(setting.key)") }) { continue }
                    texts.append(PrivacyText(
                        key: setting.key, value: setting.value, path: project.path, valueRange: setting.valueRange, targetName: target.name))
                }
            }
        }
        return texts
    }

    /// Whether `path` ends with an XcodeGen spec's name (`project.yml`, `project.yaml`), compared
    /// as bytes: what `XcodeGenSpec.isSpec` needs before it looks at the last component.
    static func mayBeXcodeGenSpec(_ path: String) -> Bool {
        ["project.yml", "project.yaml"].contains { name in path.utf8.reversed().starts(with: name.utf8.reversed()) }
    }

    /// Permission keys the system stopped reading, with the first iOS and macOS versions that read
    /// their replacement instead (`NSBluetoothAlwaysUsageDescription`; for location the
    /// `…AlwaysAndWhenInUse…` key, iOS only).
    static let replacedKeys: [String: (iOS: [Int], macOS: [Int]?)] = [
        "NSBluetoothPeripheralUsageDescription": (iOS: [13], macOS: [10, 15]),
        "NSLocationAlwaysUsageDescription": (iOS: [11], macOS: nil),
    ]

    /// Whether every target whose Info.plist holds `text` runs only on systems that read a
    /// replacement key instead: its alert never appears, translated or not. Undecided (a target
    /// without a deployment target in the project, set by an `.xcconfig`) keeps the finding.
    static func isNeverRead(_ text: PrivacyText, projects: [XcodeProject]) -> Bool {
        guard let replaced = replacedKeys[text.key] else { return false }
        let targets = projects.flatMap(\.targets).filter { $0.infoPlistFiles.contains(text.path) }
        guard !targets.isEmpty else { return false }
        return targets.allSatisfy { target in
            guard !target.iOSDeploymentTargets.isEmpty else { return false }
            let onIOS = target.iOSDeploymentTargets.allSatisfy { isVersion($0, atLeast: replaced.iOS) }
            let onMacOS = target.macOSDeploymentTargets.isEmpty
                || replaced.macOS.map { minimum in target.macOSDeploymentTargets.allSatisfy { isVersion($0, atLeast: minimum) } } == true
            return onIOS && onMacOS
        }
    }

    /// Whether a dotted version (`15.0`, `"10.15"`) is at least `minimum` (`[10, 15]`).
    static func isVersion(_ text: String, atLeast minimum: [Int]) -> Bool {
        let parts = text.filter { $0 != "\"" }.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return false }
        let version = parts.compactMap { $0 }
        for (index, required) in minimum.enumerated() {
            let part = index < version.count ? version[index] : 0
            if part != required { return part > required }
        }
        return true
    }

    /// Whether a locale has the text.
    enum TranslationState {
        /// A usable translation exists.
        case translated
        /// No table of the locale has it.
        case missing
        /// A table of the locale could not be read completely: say nothing rather than guess.
        case unknown
    }

    /// Looks `key` up in the `InfoPlist` tables for `locale`.
    static func translationState(of key: String, in locale: String, tables: [TableFile]) -> TranslationState {
        var isUnknown = false
        for table in tables {
            if let tableLocale = table.locale {
                guard tableLocale == locale else { continue }
                if table.entries.contains(where: { $0.key == key && ($0.translations[locale]?.value ?? "").isEmpty == false }) {
                    return .translated
                }
                if table.hasSyntaxErrors { isUnknown = true }
            } else {
                if let entry = table.entries.first(where: { $0.key == key }) {
                    if !entry.isTranslatable { return .translated }
                    if entry.translations[locale]?.isUsable == true { return .translated }
                }
                if table.hasSyntaxErrors { isUnknown = true }
            }
        }
        return isUnknown ? .unknown : .missing
    }

    /// `en` and `en-GB` share a language: a regional variant of the development language falls back
    /// to it without a visible change of language.
    static func sameLanguage(_ locale: String, _ source: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return language == source
    }
}
