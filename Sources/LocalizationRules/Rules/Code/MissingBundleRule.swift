import LocalizationIndex

/// Reports lookups in a Swift package target that owns its catalog but does not pass
/// `bundle: .module`: they search the app's main bundle and fall back to the key.
public struct MissingBundleRule: Rule {
    public static let description = RuleDescription(
        id: "missing-bundle",
        name: "Missing Bundle",
        defaultSeverity: .error,
        summary: "A localization call in a module that owns its catalog, without bundle: .module or #bundle.",
        rationale: """
            A package target's strings live in its own resource bundle. Without `bundle: .module` the \
            lookup goes to the main bundle, finds nothing, and shows the key: perfect in the catalog \
            editor, English (or raw) at run time. A raw identifier key is an error; an English text \
            key (or a `value:` default) shows untranslated English, a warning. A key with nothing to \
            translate (`"%@, %@"`, `"$0.00"`, `""`) reads the same from any bundle and is not \
            reported. A target without localized resources that relies on the app's catalog is \
            correct as it is and is not reported, nor is a key the app's own table has (the lookup \
            finds it there); nor is a file the manifest leaves out of the target (`exclude:`, or not \
            among its `sources:`), which belongs to the app, nor one an Xcode application or app \
            extension target compiles itself or synchronizes (a manifest that wraps the app's own \
            folder for command-line tests): the app users get is built by the project. An executable \
            target keeps its files when the project's apps are Mac-only: a Mac app may be assembled \
            from `swift build`, an iOS app never is.
            """,
        triggering: [
            Example(
                """
                //- /Packages/ProfileKit/Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "ProfileKit",
                    defaultLocalization: "en",
                    targets: [
                        .target(name: "ProfileKit", resources: [.process("Resources")]),
                    ]
                )
                //- /Packages/ProfileKit/Sources/ProfileKit/ProfileHeader.swift
                import SwiftUI

                public struct ProfileHeader: View {
                    public var body: some View {
                        Text(1️⃣"profile.title")
                        Text(2️⃣"Edit profile")
                    }
                }
                //- /Packages/ProfileKit/Sources/ProfileKit/Resources/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "profile.title" : { },
                    "Edit profile" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // A Mac app assembled from `swift build`: its executable target owns the catalog, though the
            // Mac-only Xcode target synchronizes the same folder.
            Example(
                """
                //- /Package.swift
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "Agenda",
                    defaultLocalization: "en",
                    targets: [
                        .executableTarget(name: "Agenda", path: "Agenda", resources: [.process("Assets")]),
                    ]
                )
                //- /Agenda.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                	objects = {
                		SA /* Agenda */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Agenda; sourceTree = "<group>"; };
                		G0 = {isa = PBXGroup; children = (SA /* Agenda */, ); sourceTree = "<group>"; };
                		TA /* Agenda */ = {isa = PBXNativeTarget; buildConfigurationList = L; fileSystemSynchronizedGroups = (SA /* Agenda */, ); name = Agenda; productType = "com.apple.product-type.application"; };
                		L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
                		C = {isa = XCBuildConfiguration; buildSettings = { MACOSX_DEPLOYMENT_TARGET = 15.0; SDKROOT = macosx; }; name = Release; };
                		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G0; targets = (TA /* Agenda */, ); };
                	};
                	rootObject = P1 /* Project object */;
                }
                //- /Agenda/EventEditor.swift
                import SwiftUI

                struct EventEditor: View {
                    var body: some View {
                        Button(1️⃣"Save") {}
                    }
                }
                //- /Agenda/Assets/en.lproj/Localizable.strings
                "Save" = "Save";
                //- /Agenda/Assets/de.lproj/Localizable.strings
                "Save" = "Sichern";
                """),
        ],
        nonTriggering: [
            Example(
                """
                //- /Packages/ProfileKit/Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "ProfileKit",
                    defaultLocalization: "en",
                    targets: [
                        .target(name: "ProfileKit", resources: [.process("Resources")]),
                        .target(name: "ProfileUI"),
                    ]
                )
                //- /Packages/ProfileKit/Sources/ProfileKit/ProfileHeader.swift
                import SwiftUI

                public struct ProfileHeader: View {
                    public var body: some View {
                        Text("profile.title",
                             bundle: .module)
                    }
                }
                //- /Packages/ProfileKit/Sources/ProfileUI/ProfileFooter.swift
                import SwiftUI

                public struct ProfileFooter: View {
                    public var body: some View {
                        Text("Sign out")
                    }
                }
                //- /Packages/ProfileKit/Sources/ProfileKit/Resources/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "profile.title" : { }
                  },
                  "version" : "1.0"
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Sign out" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // Code that runs only in Xcode's preview canvas (the environment variable Xcode sets
            // there) shows the developer's own labels, like a `#Preview` block.
            Example(
                """
                //- /Packages/FieldsKit/Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "FieldsKit",
                    defaultLocalization: "en",
                    targets: [
                        .target(name: "FieldsKit", resources: [.process("Resources")]),
                    ]
                )
                //- /Packages/FieldsKit/Sources/FieldsKit/FieldList.swift
                import SwiftUI

                struct FieldList: View {
                    let fields: [String]
                    var body: some View {
                        Form {
                            Text("fields.title", bundle: .module)
                            if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" {
                                Section("decoded") {
                                    ForEach(fields, id: \\.self) { Text(verbatim: $0) }
                                }
                            }
                        }
                    }
                }
                //- /Packages/FieldsKit/Sources/FieldsKit/Resources/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "fields.title" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // Keys with nothing to translate read the same from the main bundle.
            Example(
                """
                //- /Packages/WalletKit/Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "WalletKit",
                    defaultLocalization: "en",
                    targets: [
                        .target(name: "WalletKit", resources: [.process("Resources")]),
                    ]
                )
                //- /Packages/WalletKit/Sources/WalletKit/BalanceRow.swift
                import SwiftUI

                struct BalanceRow: View {
                    let amount: String
                    let symbol: String
                    @State private var note = ""
                    var body: some View {
                        Text("\\(amount) \\(symbol)")
                        Text("$0.00")
                        TextField("", text: $note)
                            .accessibilityLabel("\\(amount), \\(symbol)")
                    }
                }
                //- /Packages/WalletKit/Sources/WalletKit/Resources/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "wallet.title" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // The package shares the app's folder: it compiles the files `sources:` names and
            // excludes the app's tables, so the views and the tables are the app's.
            Example(
                """
                //- /Package.swift
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "PlannerLogic",
                    defaultLocalization: "en",
                    targets: [
                        .target(
                            name: "PlannerLogic",
                            path: "Planner",
                            exclude: ["Localization", "Assets.xcassets"],
                            sources: ["Rules/ReminderPolicy.swift"]
                        ),
                    ]
                )
                //- /Planner/Rules/ReminderPolicy.swift
                struct ReminderPolicy {
                    func leadTime(minutes: Int) -> Int { max(minutes, 1) }
                }
                //- /Planner/Views/SettingsView.swift
                import SwiftUI

                struct SettingsView: View {
                    var body: some View {
                        Text("settings.title")
                    }
                }
                //- /Planner/Localization/en.lproj/Localizable.strings
                "settings.title" = "Settings";
                //- /Planner/Localization/de.lproj/Localizable.strings
                "settings.title" = "Einstellungen";
                """),
            // A manifest wraps the app's folder for command-line tests, but the app users get is built
            // by the Xcode project, which compiles the view and copies the tables itself: its
            // lookups go to the app's main bundle, where `Bundle.module` does not exist.
            Example(
                """
                //- /Package.swift
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "Relay",
                    targets: [
                        .target(name: "Relay", path: "Relay"),
                        .testTarget(name: "RelayTests", dependencies: ["Relay"], path: "RelayTests"),
                    ]
                )
                //- /Relay.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                	objects = {
                		A1 /* FeedView.swift */ = {isa = PBXFileReference; path = FeedView.swift; sourceTree = "<group>"; };
                		A2 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                		A3 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                		AV /* Localizable.strings */ = {isa = PBXVariantGroup; children = (A2 /* en */, A3 /* de */, ); name = Localizable.strings; sourceTree = "<group>"; };
                		BA1 = {isa = PBXBuildFile; fileRef = A1 /* FeedView.swift */; };
                		BAV = {isa = PBXBuildFile; fileRef = AV /* Localizable.strings */; };
                		SA = {isa = PBXSourcesBuildPhase; files = (BA1, ); };
                		RA = {isa = PBXResourcesBuildPhase; files = (BAV, ); };
                		GA /* Relay */ = {isa = PBXGroup; children = (A1, AV, ); path = Relay; sourceTree = "<group>"; };
                		G0 = {isa = PBXGroup; children = (GA /* Relay */, ); sourceTree = "<group>"; };
                		TA /* Relay */ = {isa = PBXNativeTarget; buildPhases = (SA, RA, ); name = Relay; productType = "com.apple.product-type.application"; };
                		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G0; targets = (TA /* Relay */, ); };
                	};
                	rootObject = P1 /* Project object */;
                }
                //- /Relay/FeedView.swift
                import SwiftUI

                struct FeedView: View {
                    var body: some View {
                        Text("Mute")
                    }
                }
                //- /Relay/en.lproj/Localizable.strings
                "Mute" = "Mute";
                //- /Relay/de.lproj/Localizable.strings
                "Mute" = "Stummschalten";
                """),
            // The manifest wraps the app's folder as an executable target for `swift test`, while the
            // iOS app users get is built by the Xcode project, which synchronizes that folder: a
            // SwiftPM executable cannot be an iOS app, so the view and the catalog are the app's.
            Example(
                """
                //- /Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Mesh",
                    defaultLocalization: "en",
                    targets: [
                        .executableTarget(name: "Mesh", path: "Mesh", resources: [.process("Localizable.xcstrings")]),
                        .testTarget(name: "MeshTests", dependencies: ["Mesh"], path: "MeshTests"),
                    ]
                )
                //- /Mesh.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                	objects = {
                		SA /* Mesh */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Mesh; sourceTree = "<group>"; };
                		G0 = {isa = PBXGroup; children = (SA /* Mesh */, ); sourceTree = "<group>"; };
                		TA /* Mesh */ = {isa = PBXNativeTarget; buildConfigurationList = L; fileSystemSynchronizedGroups = (SA /* Mesh */, ); name = Mesh; productType = "com.apple.product-type.application"; };
                		L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
                		C = {isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; }; name = Release; };
                		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G0; targets = (TA /* Mesh */, ); };
                	};
                	rootObject = P1 /* Project object */;
                }
                //- /Mesh/PeerList.swift
                import SwiftUI

                struct PeerList: View {
                    var body: some View {
                        Text("peers.title")
                    }
                }
                //- /Mesh/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "peers.title" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Geräte" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Devices" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // Xcode extracted the package's keys into a module catalog with no translations, while
            // the app's own table translates them: the lookup in the main bundle finds the app's
            // entry, and `bundle: .module` would lose its translations.
            Example(
                """
                //- /Packages/WalletCore/Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "WalletCore",
                    defaultLocalization: "en",
                    targets: [
                        .target(name: "WalletCore", resources: [.process("Resources/Localizable.xcstrings")]),
                    ]
                )
                //- /Packages/WalletCore/Sources/WalletCore/FilterView.swift
                import SwiftUI

                struct FilterView: View {
                    var body: some View {
                        Text("transaction_filter.all_coins")
                    }
                }
                //- /Packages/WalletCore/Sources/WalletCore/Resources/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "transaction_filter.all_coins" : { }
                  },
                  "version" : "1.0"
                }
                //- /Wallet/Resources/en.lproj/Localizable.strings
                "transaction_filter.all_coins" = "All Coins";
                //- /Wallet/Resources/de.lproj/Localizable.strings
                "transaction_filter.all_coins" = "Alle Coins";
                """),
        ],
        fixes: [
            "Pass `bundle: .module` (or `#bundle`) to the call (code action).",
            "For modifiers that take no bundle, pass a `Text(\"…\", bundle: .module)` or a `LocalizedStringResource` built with the bundle.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        // A project without SwiftUI has no SwiftUI views: its `Section("…")` is another library's.
        let importsNoSwiftUI = context.importsNoSwiftUI
        for usage in model.usages where usage.isShipping {
            guard case .call(let callee) = usage.source else { continue }
            if importsNoSwiftUI && RuleContext.isSwiftUIName(usage) { continue }
            switch usage.bundleArgument {
            case .absent, .main: break
            case .module, .bundleMacro, .other: continue
            }
            guard model.modules.ownsTables(modulePath: usage.path) else { continue }
            let key: String
            switch usage.lookup {
            case .key(let exact), .compilerTemplate(let exact, _): key = exact
            case .runtimeTemplate(let pattern, _): key = pattern
            }
            if case .runtimeTemplate = usage.lookup {} else if Self.hasNothingToTranslate(key) { continue }
            // The table of the bundle the call looks in has the key (Unstoppable's WalletCore: Xcode
            // extracted the package's keys into an empty module catalog, the app's table translates
            // them): the lookup finds it there.
            let mainTable = ProjectModel.TableAddress(bundle: model.modules.mainBundle(ofPath: usage.path), table: usage.table)
            if case .key(let exact) = usage.lookup, !model.entries(forKey: exact, at: mainTable).isEmpty { continue }
            // What users see instead of the module's translations: a raw identifier, or English.
            let severity: Severity = KeyStyle.isIdentifierLike(key) && !usage.hasDefaultValue ? .error : .warning
            let module = model.modules.moduleName(ofPath: usage.path)
            var fixes: [Fix] = []
            if let offset = usage.bundleInsertionOffset, usage.bundleArgument == .absent {
                fixes.append(
                    Fix(
                        title: "Add 'bundle: .module'",
                        edits: [FileEdit(path: usage.path, range: .init(at: offset), replacement: ", bundle: .module")],
                        isPreferred: true))
            }
            var advice = usage.bundleInsertionOffset == nil ? "\(callee) looks it up in the main bundle" : "pass bundle: .module"
            // The module's own table lacks the key too (Omnivore's `Text("Cancel")` beside a
            // symbolic `Localizable.strings`): the bundle alone does not translate it.
            let moduleTable = ProjectModel.TableAddress(bundle: model.modules.bundle(ofPath: usage.path), table: usage.table)
            if case .key(let exact) = usage.lookup, model.hasTable(moduleTable), model.entries(forKey: exact, at: moduleTable).isEmpty {
                advice += ", and add it to the module's \(usage.table) table, which lacks it too"
            } else if !model.hasTable(moduleTable) {
                // The module's catalogs have other names (Swift Paperless: App, Settings, …): the
                // bundle alone would look in a table the module does not have.
                let moduleTables = model.tableAddresses.filter { $0.bundle == moduleTable.bundle }.map(\.table)
                if !moduleTables.isEmpty {
                    advice += "; the module has no \(usage.table) table either (\(MessageText.list(moduleTables))): add the text to one "
                        + "of its tables and name it with table:"
                }
            }
            findings.append(
                Finding(
                    ruleID: Self.id, severity: severity,
                    message: "'\(usage.displayKey)' is looked up in the app's main bundle, but module \(module) owns its catalog: \(advice)",
                    location: context.location(usage.path, usage.range), key: usage.displayKey, table: usage.table, fixes: fixes))
        }
        return findings
    }

    /// Whether a key reads the same from any bundle: specifiers, punctuation and numbers only
    /// (`"%@, %@"`, `"$0.00"`, `"****"`, `""`), or code and data.
    static func hasNothingToTranslate(_ key: String) -> Bool {
        KeyStyle.isOnlySpecifiersAndPunctuation(key) || TextNature.isCodeOrData(key: key)
    }
}
