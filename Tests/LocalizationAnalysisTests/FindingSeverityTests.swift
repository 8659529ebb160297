import LocalizationRules
import Testing

/// How loud a finding is follows what the user would see (rule examples check where findings
/// are; these check how severe and how worded they are, on patterns read in real apps).
@Suite struct FindingSeverityTests {
    /// A lookup with `value:` over keys assembled at run time shows the default value where a key
    /// is missing: English text, not a raw identifier.
    @Test func missingExpansionsWithDefaultValueAreWarnings() {
        let fixture = """
            //- /App/Corner.swift
            import Foundation

            enum Corner {
                case topLeft, bottomRight
                var title: String {
                    let key: String
                    let value: String
                    switch self {
                    case .topLeft:
                        key = "corner.topLeft.title"
                        value = "Top Left"
                    case .bottomRight:
                        key = "corner.bottomRight.title"
                        value = "Bottom Right"
                    }
                    return NSLocalizedString(key, tableName: "Menu", value: value, comment: "")
                }
            }
            //- /App/en.lproj/Menu.strings
            "corner.topLeft.title" = "Top Left";
            //- /App/de.lproj/Menu.strings
            "corner.topLeft.title" = "Oben links";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-key" }
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("users see the default value") == true)
        #expect(findings.first?.message.contains("corner.bottomRight.title") == true)
    }

    /// A key defined twice with one value changes nothing the user sees (info); with two values
    /// the earlier is lost (warning). A development-language duplicate that every translation
    /// repeats is one finding that names the translations.
    @Test func duplicateKeysAreAsLoudAsWhatTheyHide() {
        let fixture = """
            //- /App/en.lproj/Localizable.strings
            "generic.cancel" = "Cancel";
            "generic.cancel" = "Cancel";
            "generic.done" = "Done";
            "generic.done" = "Finish";
            //- /App/fr.lproj/Localizable.strings
            "generic.cancel" = "Annuler";
            "generic.cancel" = "Annuler";
            "generic.done" = "Terminé";
            //- /App/it.lproj/Localizable.strings
            "generic.cancel" = "Annulla";
            "generic.cancel" = "Annulla";
            "generic.done" = "Fatto";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "strings-syntax" }
            .sorted { $0.location.start.line < $1.location.start.line }
        #expect(findings.map(\.severity) == [.info, .warning])
        #expect(findings.first?.message.contains("same value") == true)
        #expect(findings.first?.message.contains("2 translations repeat it (fr, it)") == true)
        #expect(findings.first?.related.count == 3)
        #expect(findings.allSatisfy { $0.location.path.hasSuffix("en.lproj/Localizable.strings") })
    }

    /// A translation whose entries a script appended a second time (Stats: 129 keys twice in one
    /// table) is one finding per kind of duplicate that lists the keys, not one per key.
    @Test func manyDuplicatesInOneTableAreListedOnce() {
        let keys = ["battery.low", "battery.high", "battery.full", "battery.time", "battery.percent", "battery.mode"]
        let firstPass = keys.map { "\"\($0)\" = \"Batterie (\($0))\";" }.joined(separator: "\n")
        let secondPass = keys.map { "\"\($0)\" = \"Akku (\($0))\";" }.joined(separator: "\n")
        let fixture = """
            //- /App/en.lproj/Localizable.strings
            \(keys.map { "\"\($0)\" = \"Battery\";" }.joined(separator: "\n"))
            "battery.title" = "Battery";
            //- /App/de.lproj/Localizable.strings
            \(firstPass)
            "battery.title" = "Batterie";
            \(secondPass)
            "battery.title" = "Batterie";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "strings-syntax" }
        #expect(findings.map(\.severity) == [.warning, .info])
        #expect(findings.first?.message.hasPrefix("6 keys of this table are defined again with another value; the later values win") == true)
        #expect(findings.first?.related.count == 6)
        #expect(findings.last?.message.hasPrefix("1 key of this table is defined twice with the same value") == true)
    }

    /// A legacy table some translations have and others lack is "missing from" those, not
    /// "only in" the development language.
    @Test func tableSomeTranslationsLackIsMissingFromThem() {
        let fixture = """
            //- /App/en.lproj/Localizable.strings
            "scan.title" = "Scan";
            //- /App/en.lproj/Camera.strings
            "camera.retake" = "Retake";
            "camera.use" = "Use Photo";
            //- /App/fr.lproj/Localizable.strings
            "scan.title" = "Scanner";
            //- /App/fr.lproj/Camera.strings
            "camera.retake" = "Reprendre";
            "camera.use" = "Utiliser";
            //- /App/de.lproj/Localizable.strings
            "scan.title" = "Scannen";
            //- /App/it.lproj/Localizable.strings
            "scan.title" = "Scansiona";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.message) == [
            "Camera is missing from 2 shipped languages (no .lproj of theirs has it: de, it): its 2 keys ('camera.retake', 'camera.use') show untranslated"
        ])
    }

    /// Translations on disk that the project's variant group does not list do not ship: the
    /// message says they are there and uncopied, which is the fix.
    @Test func tableTranslationsLeftOutOfTheProjectAreNamed() {
        let fixture = """
            //- /Vault.xcodeproj/project.pbxproj
            {
              objects = {
                P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, fr, de, it, Base); mainGroup = G; targets = (T); };
                T = { isa = PBXNativeTarget; name = Vault; buildPhases = (R); productType = "com.apple.product-type.application"; };
                R = { isa = PBXResourcesBuildPhase; files = (B1, B2); };
                B1 = { isa = PBXBuildFile; fileRef = V1; };
                B2 = { isa = PBXBuildFile; fileRef = V2; };
                G = { isa = PBXGroup; children = (A); sourceTree = "<group>"; };
                A = { isa = PBXGroup; children = (V1, V2); path = App; sourceTree = "<group>"; };
                V1 = { isa = PBXVariantGroup; children = (S1, S2); name = Localizable.strings; sourceTree = "<group>"; };
                S1 = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                S2 = { isa = PBXFileReference; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
                V2 = { isa = PBXVariantGroup; children = (M1, M2, M3, M4); name = Main.strings; sourceTree = "<group>"; };
                M1 = { isa = PBXFileReference; name = en; path = en.lproj/Main.strings; sourceTree = "<group>"; };
                M2 = { isa = PBXFileReference; name = fr; path = fr.lproj/Main.strings; sourceTree = "<group>"; };
                M3 = { isa = PBXFileReference; name = de; path = de.lproj/Main.strings; sourceTree = "<group>"; };
                M4 = { isa = PBXFileReference; name = it; path = it.lproj/Main.strings; sourceTree = "<group>"; };
              };
              rootObject = P;
            }
            //- /App/en.lproj/Localizable.strings
            "vault.lock" = "Lock";
            //- /App/fr.lproj/Localizable.strings
            "vault.lock" = "Verrouiller";
            //- /App/de.lproj/Localizable.strings
            "vault.lock" = "Sperren";
            //- /App/it.lproj/Localizable.strings
            "vault.lock" = "Blocca";
            //- /App/en.lproj/Main.strings
            "Kx1-ab-c9Q.title" = "Vault";
            //- /App/fr.lproj/Main.strings
            "Kx1-ab-c9Q.title" = "Coffre";
            //- /App/de.lproj/Main.strings
            "Kx1-ab-c9Q.title" = "Tresor";
            //- /App/it.lproj/Main.strings
            "Kx1-ab-c9Q.title" = "Cassaforte";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.message) == [
            "Localizable is missing from 2 shipped languages (de, it): its 1 key ('vault.lock') shows "
                + "untranslated — App/de.lproj/Localizable.strings and 1 more are on disk, but no target copies them"
        ])
    }

    /// Projects side by side in one folder (Tinode: the app's project beside its one-language SDK
    /// and database projects) make the folder's code one-language only if all of them are: the
    /// app's texts missing from its tables are reported, whatever order the projects are read in.
    @Test func appProjectBesideOneLanguageProjectsKeepsItsLanguages() {
        func project(_ regions: String) -> String {
            """
            {
              objects = {
                P = { isa = PBXProject; developmentRegion = en; knownRegions = (\(regions)); mainGroup = G; targets = (); };
                G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
              };
              rootObject = P;
            }
            """
        }
        let fixture = """
            //- /Chat.xcodeproj/project.pbxproj
            \(project("en, de, Base"))
            //- /ChatSDK.xcodeproj/project.pbxproj
            \(project("en, Base"))
            //- /ChatDB.xcodeproj/project.pbxproj
            \(project("en, Base"))
            //- /ChatStore.xcodeproj/project.pbxproj
            \(project("en, Base"))
            //- /Chat/CallView.swift
            import SwiftUI

            struct CallView: View {
                var body: some View {
                    Text("Call declined")
                }
            }
            //- /Chat/en.lproj/Localizable.strings
            "Call" = "Call";
            //- /Chat/de.lproj/Localizable.strings
            "Call" = "Anrufen";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-key" }
        #expect(findings.map(\.key) == ["Call declined"])
    }

    /// A storyboard object's text a language lacks shows the title written in the storyboard, also
    /// when its object ID was chosen by hand (`Cel-Fnd-On`, not Xcode's `xxx-xx-xxx`): the
    /// comment Xcode extracts names the object, so the gap is a warning, not a raw key.
    @Test func storyboardTextWithHandWrittenObjectIDIsAWarning() {
        let fixture = #"""
            //- /App/Base.lproj/Preferences.storyboard
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
                <buttonCell key="cell" type="check" title="Only in Finder" id="Cel-Fnd-On"/>
            </document>
            //- /App/mul.lproj/Preferences.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Cel-Fnd-On.title" : {
                  "comment" : "Class = \"NSButtonCell\"; title = \"Only in Finder\"; ObjectID = \"Cel-Fnd-On\";",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Only in Finder" } }
                  }
                },
                "Sub-Me-Cel.title" : {
                  "comment" : "Class = \"NSButtonCell\"; title = \"Group items\"; ObjectID = \"Sub-Me-Cel\";",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Einträge gruppieren" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Group items" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("Cel-Fnd-On.title") == true)
    }

    /// An extension's `Localizable` lookup where the app has no `Localizable` table either (its
    /// tables have other names): the message does not ask to add a table that does not exist.
    @Test func extensionLookupInATableTheAppLacksNamesTheAppsTables() {
        let fixture = """
            //- /Tasks.xcodeproj/project.pbxproj
            // !$*UTF8*$!
            {
            	objects = {
            		A1 /* TasksView.swift */ = {isa = PBXFileReference; path = TasksView.swift; sourceTree = "<group>"; };
            		A2 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Mainstrings.strings; sourceTree = "<group>"; };
            		A3 /* fr */ = {isa = PBXFileReference; name = fr; path = fr.lproj/Mainstrings.strings; sourceTree = "<group>"; };
            		AV /* Mainstrings.strings */ = {isa = PBXVariantGroup; children = (A2 /* en */, A3 /* fr */, ); name = Mainstrings.strings; sourceTree = "<group>"; };
            		W1 /* DailiesWidget.swift */ = {isa = PBXFileReference; path = DailiesWidget.swift; sourceTree = "<group>"; };
            		BA1 = {isa = PBXBuildFile; fileRef = A1 /* TasksView.swift */; };
            		BAV = {isa = PBXBuildFile; fileRef = AV /* Mainstrings.strings */; };
            		BW1 = {isa = PBXBuildFile; fileRef = W1 /* DailiesWidget.swift */; };
            		SA = {isa = PBXSourcesBuildPhase; files = (BA1, ); };
            		RA = {isa = PBXResourcesBuildPhase; files = (BAV, ); };
            		SW = {isa = PBXSourcesBuildPhase; files = (BW1, ); };
            		GA /* App */ = {isa = PBXGroup; children = (A1, AV, ); path = App; sourceTree = "<group>"; };
            		GW /* Widget */ = {isa = PBXGroup; children = (W1, ); path = Widget; sourceTree = "<group>"; };
            		G0 = {isa = PBXGroup; children = (GA /* App */, GW /* Widget */, ); sourceTree = "<group>"; };
            		TA /* Tasks */ = {isa = PBXNativeTarget; buildPhases = (SA, RA, ); name = Tasks; productType = "com.apple.product-type.application"; };
            		TW /* TasksWidget */ = {isa = PBXNativeTarget; buildPhases = (SW, ); name = TasksWidget; productType = "com.apple.product-type.app-extension"; };
            		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, fr, Base, ); mainGroup = G0; targets = (TA /* Tasks */, TW /* TasksWidget */, ); };
            	};
            	rootObject = P1 /* Project object */;
            }
            //- /App/TasksView.swift
            import Foundation

            let title = NSLocalizedString("tasks.title", tableName: "Mainstrings", comment: "")
            //- /App/en.lproj/Mainstrings.strings
            "tasks.title" = "Tasks";
            //- /App/fr.lproj/Mainstrings.strings
            "tasks.title" = "Tâches";
            //- /Widget/DailiesWidget.swift
            import SwiftUI

            struct DailiesWidget: View {
                var body: some View { Text("All done today!") }
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-key" }
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("the app has no Localizable table either") == true)
        #expect(findings.first?.message.contains("Mainstrings") == true)
        #expect(findings.first?.message.contains("add the table to the extension's target") == false)
    }

    /// An identifier key a locale lacks, looked up everywhere with a default value, shows that
    /// value (English), not the identifier: a warning that says so.
    @Test func identifierGapWithDefaultValueIsAWarning() {
        let fixture = """
            //- /App/PortingView.swift
            import SwiftUI

            struct PortingView: View {
                var body: some View {
                    Text(String(localized: "porting.fileScopes.label", defaultValue: "File Scopes", table: "Porting"))
                    Text(String(localized: "porting.themes.label", table: "Porting"))
                }
            }
            //- /App/Porting.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "porting.fileScopes.label" : {
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Dateibereiche" } },
                    "en" : { "stringUnit" : { "state" : "new", "value" : "File Scopes" } }
                  }
                },
                "porting.themes.label" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Themen" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Themes" } }
                  }
                },
                "porting.title" : {
                  "localizations" : {
                    "bg" : { "stringUnit" : { "state" : "translated", "value" : "Пренасяне" } },
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Übertragen" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Porting" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        let byKey = Dictionary(findings.map { ($0.key ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byKey["porting.fileScopes.label"]?.severity == .warning)
        #expect(byKey["porting.fileScopes.label"]?.message.contains("default value") == true)
        #expect(byKey["porting.themes.label"]?.severity == .error)
    }

    /// A plural category the development language's own text leaves out is undecided in every
    /// locale (information); one the English text has is still a warning where it is missing.
    @Test func pluralCategoryTheSourceLeavesOutIsUndecided() {
        let fixture = """
            //- /App/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld replaced" : {
                  "localizations" : {
                    "de" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld ersetzt" } } } } },
                    "en" : { "variations" : { "plural" : {
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld replaced" } },
                      "zero" : { "stringUnit" : { "state" : "translated", "value" : "Not replaced" } }
                    } } },
                    "ru" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Заменено: %lld" } } } } }
                  }
                },
                "%lld files" : {
                  "localizations" : {
                    "de" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } } } } },
                    "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                    } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "plural-categories" }
        let replaced = findings.filter { $0.key == "%lld replaced" }.sorted { ($0.locale ?? "") < ($1.locale ?? "") }
        #expect(replaced.map(\.locale) == ["de", "en", "ru"])
        #expect(replaced.map(\.severity) == [.info, .info, .warning])
        #expect(replaced.prefix(2).allSatisfy { $0.message.hasPrefix("cannot decide") })
        // Russian `few` and `many` (2–4, 5–20 …) are numbers English has no category for: missing.
        #expect(replaced.last?.message.hasSuffix("lacks plural categories few, many") == true)
        let files = findings.filter { $0.key == "%lld files" }
        #expect(files.map(\.severity) == [.warning])
        #expect(files.first?.locale == "de")
    }

    /// A Title Case text with a function word ("Create Your Profile") is a title, words: a
    /// warning; two capitalised words the project says nothing about ("Launch Agent") may be a
    /// name: the rule asks (information).
    @Test func titleCasedFunctionWordsAreWords() {
        let fixture = """
            //- /App/en.lproj/Localizable.strings
            "Done" = "Done";
            //- /App/de.lproj/Localizable.strings
            "Done" = "Fertig";
            //- /App/ProfileHeader.swift
            import SwiftUI

            struct ProfileHeader: View {
                let isConfirming: Bool
                var headline: String {
                    isConfirming ? "Confirm Your Profile" : "Create Your Profile"
                }
                var kind: String { "Launch Agent" }
                var body: some View {
                    VStack {
                        Text(headline)
                        Text(kind)
                    }
                }
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "verbatim-text" }
        #expect(findings.map(\.severity) == [.warning, .info])
    }

    /// Button titles made of an interface's actions and states ("Next", "Connect", "Open System
    /// Settings", "Queued") are words, shown verbatim: a warning, not a question. A text that only
    /// may be a name ("Standard Notes", "OK") still asks (information).
    @Test func interfaceWordingIsWords() {
        let fixture = """
            //- /App/en.lproj/Localizable.strings
            "Done" = "Done";
            //- /App/de.lproj/Localizable.strings
            "Done" = "Fertig";
            //- /App/ConnectView.swift
            import SwiftUI

            enum ConnectStep {
                case intro, connecting, permission
                var confirmTitle: String {
                    switch self {
                    case .intro: return "Next"
                    case .connecting: return "Connect"
                    case .permission: return "Open System Settings"
                    }
                }
                var status: String { self == .connecting ? "Queued" : "Unknown" }
                var partner: String { self == .intro ? "Standard Notes" : "OK" }
            }

            struct ConnectView: View {
                let step: ConnectStep
                var body: some View {
                    VStack {
                        Button(step.confirmTitle) {}
                        Text(step.status)
                        Text(step.partner)
                    }
                }
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "verbatim-text" }
        #expect(findings.map(\.severity) == [.warning, .warning, .info])
        #expect(TextNature.of("Next") == .words)
        #expect(TextNature.of("Set Labels") == .words)
        #expect(TextNature.of("New York") == .name)
        #expect(TextNature.of("Home Assistant") == .name)
    }

    /// A storyboard object's ID missing from a locale's table leaves the menu with the title the
    /// interface file holds: untranslated, not gibberish.
    @Test func interfaceBuilderIDGapsAreWarnings() {
        let fixture = """
            //- /App/AppDelegate.swift
            import AppKit
            //- /App/en.lproj/MainMenu.strings
            "Q4a-bc-R7x.title" = "Reset Zoom";
            "Z9k-3D-pQ2.title" = "Open Recent";
            //- /App/da.lproj/MainMenu.strings
            "Z9k-3D-pQ2.title" = "Åbn seneste";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("'Q4a-bc-R7x.title'") == true)
    }

    /// A regional variant of the development language that has a table of its own may show a
    /// missing identifier key raw: reported; its missing text keys show English: not reported.
    @Test func regionalVariantOfTheSourceReportsOnlyIdentifierGaps() {
        let fixture = """
            //- /App/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Color" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Farbe" } },
                    "en-GB" : { "stringUnit" : { "state" : "translated", "value" : "Colour" } }
                  }
                },
                "Favorite colors" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Lieblingsfarben" } }
                  }
                },
                "palette.empty_title" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "No colors yet" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.message) == ["'palette.empty_title' has no translation in de, en-GB (Localizable)"])
        #expect(findings.map(\.severity) == [.error])
    }

    /// An identifier key only a variant of the development language lacks may or may not show
    /// raw: the finding says the analysis cannot decide.
    @Test func identifierGapOnlyInTheSourceVariantIsUndecided() {
        let fixture = """
            //- /App/en.lproj/Localizable.strings
            "cart.title" = "Cart";
            "cart.empty" = "Your cart is empty";
            //- /App/de.lproj/Localizable.strings
            "cart.title" = "Warenkorb";
            "cart.empty" = "Ihr Warenkorb ist leer";
            //- /App/en-GB.lproj/Localizable.strings
            "cart.title" = "Basket";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.severity) == [.info])
        #expect(findings.map(\.message) == [
            "cannot decide whether en-GB shows 'cart.empty' raw: App/en-GB.lproj/Localizable.strings lacks it, unless the system takes it from en",
        ])
    }

    /// A translation that is there but empty (marked translated in a catalog, `"key" = "";` in a
    /// `.strings` file) is found by the lookup, which returns it: users see no text, not the
    /// development language's. Said so, not "no translation"; a regional variant of the
    /// development language is no exception.
    @Test func emptyTranslationsSayUsersSeeNoText() {
        let fixture = """
            //- /App/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Archive" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                    "en-GB" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Archiver" } }
                  }
                },
                "Delete" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } },
                    "en-GB" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } },
                    "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
                  }
                }
              },
              "version" : "1.0"
            }
            //- /App/en.lproj/Main.strings
            "status.busy" = "Busy";
            //- /App/de.lproj/Main.strings
            "status.busy" = "";
            //- /App/fr.lproj/Main.strings
            "status.busy" = "Occupé";
            //- /App/en-GB.lproj/Main.strings
            "status.busy" = "Busy";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.message).sorted() == [
            "'Archive' is translated as an empty text in de, en-GB (Localizable): users see no text there, not the en one "
                + "(an empty translation is found, so the lookup does not fall back)",
            "'Delete' has no translation in fr (Localizable)",
            "'status.busy' is translated as an empty text in de (Main): users see no text there, not the en one "
                + "(an empty translation is found, so the lookup does not fall back)",
        ])
        #expect(findings.map(\.severity) == [.warning, .warning, .error])
    }

    /// A `.stringsdict` with one entry `key` whose one plural variable `COUNT` has `forms`.
    private static func pluralStringsdict(key: String, forms: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>\(key)</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@COUNT@</string>
                <key>COUNT</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    \(forms)
                </dict>
            </dict>
        </dict>
        </plist>
        """
    }

    /// A plural whose other forms are translated but one is empty (Element X's Croatian
    /// `.stringsdict`: `few` is `<string></string>`) shows no text only for counts of that form:
    /// the finding names the form instead of calling the whole translation empty.
    @Test func anEmptyPluralFormIsNamed() {
        let fixture = """
            //- /App/en.lproj/Localizable.stringsdict
            \(Self.pluralStringsdict(key: "photos_selected", forms: "<key>one</key><string>%d photo selected</string><key>other</key><string>%d photos selected</string>"))
            //- /App/hr.lproj/Localizable.stringsdict
            \(Self.pluralStringsdict(key: "photos_selected", forms: "<key>one</key><string>%d fotografija odabrana</string><key>few</key><string></string><key>other</key><string>%d fotografija odabrano</string>"))
            //- /App/Catalog.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        // (Each table also lacks the other table's language: those gaps are not this test's.)
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" && !$0.message.contains("has no translation") }
        #expect(findings.map(\.message).sorted() == [
            "'%lld files' has an empty form in de (its one form) (Catalog): for counts that choose that form users see no text, "
                + "not the en one (an empty form is found, so the lookup does not fall back)",
            "'photos_selected' has an empty form in hr (its few form) (Localizable): for counts that choose that form users see no "
                + "text, not the en one (an empty form is found, so the lookup does not fall back)",
        ])
    }

    /// A variable the development language leaves empty in every form, only to consume an argument
    /// (Mastodon's `%#@names@%#@count_mutual@`), is empty in translations as written: no gap, no
    /// empty text, also in forms English lacks (Arabic's `few`). A form empty only in the
    /// translation is still named.
    @Test func formsTheDevelopmentLanguageLeavesEmptyAreNoGap() {
        func stringsdict(_ names: String, _ mutual: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>followed_by_and_mutual</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@names@%#@count_mutual@</string>
                    <key>names</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>ld</string>
            \(names)
                    </dict>
                    <key>count_mutual</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>ld</string>
            \(mutual)
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        }
        let fixture = """
            //- /App/en.lproj/Localizable.stringsdict
            \(stringsdict(
                "<key>one</key><string></string><key>other</key><string></string>",
                "<key>one</key><string>Followed by %1$@ and another mutual</string><key>other</key><string>Followed by %1$@ and %ld mutuals</string>"))
            //- /App/ar.lproj/Localizable.stringsdict
            \(stringsdict(
                "<key>one</key><string></string><key>few</key><string></string><key>other</key><string></string>",
                "<key>one</key><string>يتابعه %1$@ وشخص آخر</string><key>few</key><string>يتابعه %1$@ و%ld آخرين</string><key>other</key><string>يتابعه %1$@ و%ld آخر</string>"))
            //- /App/de.lproj/Localizable.stringsdict
            \(stringsdict(
                "<key>one</key><string></string><key>other</key><string></string>",
                "<key>one</key><string></string><key>other</key><string>Gefolgt von %1$@ und %ld gemeinsamen</string>"))
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.message) == [
            "'followed_by_and_mutual' has an empty form in de (its count_mutual one form) (Localizable): for counts that choose that form "
                + "users see no text, not the en one (an empty form is found, so the lookup does not fall back)",
        ])
    }

    /// Where code opens the development language's `.lproj` to fall back key by key (Home
    /// Assistant's `LocalizedManager` asks the English bundle when the value is empty), an empty
    /// translation may show the English text: the finding says it cannot decide.
    @Test func emptyTranslationBesideADevelopmentLanguageFallbackIsUndecided() {
        let fixture = """
            //- /App/Strings.swift
            import Foundation

            enum Strings {
                static let english = Bundle.main.url(forResource: "en", withExtension: "lproj").flatMap(Bundle.init(url:))

                static func text(_ key: String) -> String {
                    let value = NSLocalizedString(key, tableName: "Frontend", comment: "")
                    return value.isEmpty || value == key ? english?.localizedString(forKey: key, value: nil, table: "Frontend") ?? key : value
                }
            }
            //- /App/en.lproj/Frontend.strings
            "panel::map" = "Map";
            //- /App/es.lproj/Frontend.strings
            "panel::map" = "";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.message) == [
            "cannot decide whether users see no text or the en one: 'panel::map' is translated as an empty text in es (Frontend), "
                + "and code opens en.lproj to fall back key by key (App/Strings.swift:4:38), which may take over empty texts too",
        ])
        #expect(findings.map(\.severity) == [.warning])
    }

    /// A `placeholder:` literal passed to a library's type (declared outside the project) is a key
    /// only if the library types the parameter `LocalizedStringKey`: the analysis cannot see it and
    /// says so; SwiftUI's `searchable(prompt:)` takes a key, which stays an error.
    @Test func placeholderOfALibraryCallIsUndecided() {
        let fixture = """
            //- /App/TokenEditor.swift
            import SwiftUI
            import AlertController

            func editToken() -> AlertInputViewController {
                AlertInputViewController(title: String(localized: "Edit Token"), placeholder: "workgroup-xxx")
            }

            struct SearchScreen: View {
                @State private var query = ""
                var body: some View {
                    List { Text("Edit Token") }.searchable(text: $query, prompt: "search.prompt")
                }
            }
            //- /App/en.lproj/Localizable.strings
            "Edit Token" = "Edit Token";
            //- /App/de.lproj/Localizable.strings
            "Edit Token" = "Token bearbeiten";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-key" }
        #expect(findings.map(\.message) == [
            "cannot decide whether 'workgroup-xxx' needs a translation: AlertInputViewController is declared outside the project, "
                + "and its argument is looked up only if typed LocalizedStringKey; add it to Localizable or record a verdict",
            "'search.prompt' is not in Localizable (App/de.lproj/Localizable.strings and 1 more)",
        ])
        #expect(findings.map(\.severity) == [.info, .error])
    }

    /// A regional variant of another language (`de-AT` beside `de`) is its own table: the system
    /// is not known to fill its gaps from `de` key by key, so they are reported.
    @Test func regionalVariantOfAnotherLanguageKeepsItsGaps() {
        let fixture = """
            //- /App/en.lproj/Localizable.strings
            "cart.title" = "Cart";
            "cart.empty" = "Your cart is empty";
            //- /App/de.lproj/Localizable.strings
            "cart.title" = "Warenkorb";
            "cart.empty" = "Ihr Warenkorb ist leer";
            //- /App/de-AT.lproj/Localizable.strings
            "cart.title" = "Einkaufswagen";
            //- /App/en-GB.lproj/Localizable.strings
            "cart.title" = "Basket";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.message) == ["'cart.empty' has no translation in de-AT, en-GB (Localizable)"])
    }

    /// Different comments prove two meanings only when they name different parts of speech;
    /// otherwise the finding says the analysis cannot decide.
    @Test func homographsAreProvenByPartsOfSpeech() {
        let fixture = """
            //- /App/Store.swift
            import Foundation

            let state = String(localized: "Open", comment: "Store status, adjective")
            let action = String(localized: "Open", comment: "Button that opens a document, verb")
            let lock = NSLocalizedString("Cancel", comment: "Passcode screen cancel button")
            let alert = NSLocalizedString("Cancel", comment: "Dismisses the password alert")
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "homograph-key" }
        #expect(findings.map(\.key) == ["Open", "Cancel"])
        #expect(findings.map(\.severity) == [.warning, .info])
        #expect(findings.last?.message.hasPrefix("cannot decide whether 'Cancel' has two meanings") == true)
    }

    /// Keys that end in an ellipsis are words ("Cherry-Pick...").
    @Test func ellipsisKeysAreText() {
        #expect(!KeyStyle.isIdentifierLike("Cherry-Pick..."))
        #expect(KeyStyle.isIdentifierLike("menu.cherry_pick..."))
    }

    /// One letter, alone, as a type sample or as a shortcut hint beside an interpolated title,
    /// may read the same in every language or not: an info asks; a word beside it is a warning.
    @Test func lettersBesidePlaceholdersAreUndecided() {
        let fixture = """
            //- /App/Toolbar.swift
            import SwiftUI

            struct Toolbar: View {
                let title: String
                var body: some View {
                    Text("Aa")
                    Text("Ab")
                    Button("Save") {}.help("\\(title) (S)")
                    Button("Save") {}.help("\\(title) (press S)")
                }
            }
            //- /App/en.lproj/Localizable.strings
            "Save" = "Save";
            //- /App/fr.lproj/Localizable.strings
            "Save" = "Enregistrer";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-key" }
        #expect(findings.map(\.key) == ["Aa", "Ab", "%@ (S)", "%@ (press S)"])
        #expect(findings.map(\.severity) == [.info, .warning, .info, .warning])
        #expect(findings.first?.message.hasPrefix("cannot decide whether 'Aa' needs a translation") == true)
    }

    /// A stale entry that only `#if DEBUG` code uses is information; one shipping code uses is
    /// a warning.
    @Test func staleEntriesOfDebugCodeAreInformation() {
        let fixture = """
            //- /App/SettingsView.swift
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    Text("settings.sync.title")
                    #if DEBUG
                    Text("settings.sync.devBadge")
                    #endif
                }
            }
            //- /App/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "settings.sync.devBadge" : { "extractionState" : "stale" },
                "settings.sync.title" : { "extractionState" : "stale" }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "stale-entry" }
        #expect(findings.map(\.key) == ["settings.sync.devBadge", "settings.sync.title"])
        #expect(findings.map(\.severity) == [.info, .warning])
        #expect(findings.first?.message.contains("users never see it") == true)
    }

    /// An identifier key one locale lacks shows raw (error), unless code opens the development
    /// language's `.lproj` to fall back key by key (MeetingBar's lookup helper): then users read
    /// the English text (warning, naming the place).
    @Test func identifierGapsWithAKeyByKeyFallbackAreWarnings() {
        let tables = """
            //- /App/en.lproj/Localizable.strings
            "sidebar.advanced" = "Advanced";
            "sidebar.general" = "General";
            //- /App/uk.lproj/Localizable.strings
            "sidebar.general" = "Загальні";
            """
        let plain = loadFixture(tables).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(plain.map(\.severity) == [.error])
        let fallback = """
            //- /App/Lookup.swift
            import Foundation

            enum Lookup {
                static let english = Bundle.main.path(forResource: "en", ofType: "lproj").flatMap(Bundle.init(path:))
                static func text(_ key: String) -> String {
                    let found = Bundle.main.localizedString(forKey: key, value: nil, table: nil)
                    return found != key ? found : english?.localizedString(forKey: key, value: key, table: nil) ?? key
                }
            }

            """ + tables
        let findings = loadFixture(fallback).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("App/Lookup.swift:4") == true)
    }

    /// A package lookup that misses `bundle: .module` shows an identifier raw (error), English
    /// text as written (warning), and a key with nothing to translate the same as ever (silent).
    @Test func missingBundleFollowsWhatTheKeyShows() {
        let fixture = """
            //- /Packages/Wallet/Package.swift
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Wallet",
                defaultLocalization: "en",
                targets: [.target(name: "Wallet", resources: [.process("Resources")])]
            )
            //- /Packages/Wallet/Sources/Wallet/FeeView.swift
            import SwiftUI

            struct FeeView: View {
                let fee: String
                var body: some View {
                    Text("wallet.fee.title")
                    Text("Gas Limit")
                    Text("\\(fee), \\(fee)")
                    Text("0.0000")
                    Text("Cancel")
                }
            }
            //- /Packages/Wallet/Sources/Wallet/Resources/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Gas Limit" : { },
                "wallet.fee.title" : { }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-bundle" }
        #expect(findings.map(\.key) == ["wallet.fee.title", "Gas Limit", "Cancel"])
        #expect(findings.map(\.severity) == [.error, .warning, .warning])
        // The module's table lacks "Cancel" too: the bundle alone would not translate it.
        #expect(findings.map { $0.message.hasSuffix("which lacks it too") } == [false, false, true])
    }

    /// A translation that types the Arabic percent sign for '%' shows "٪@" instead of the value: a
    /// warning that says so, not "drops argument 1" (information).
    @Test func arabicPercentSignForASpecifierIsAWarning() {
        let fixture = """
            //- /App/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Version %@ (%@)" : {
                  "localizations" : {
                    "ar" : { "stringUnit" : { "state" : "translated", "value" : "الإصدار ٪@ (٪@)" } },
                    "fa" : { "stringUnit" : { "state" : "translated", "value" : "نسخه (%@)" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "format-mismatch" }
        #expect(findings.map(\.locale) == ["ar", "fa"])
        #expect(findings.map(\.severity) == [.warning, .info])
        #expect(findings.first?.message.contains("writes '٪@' where the source has a specifier, with the Arabic percent sign") == true)
    }

    /// Numbers and addresses are no identifiers: a missing `0.0.0.0` placeholder or `@host.example`
    /// suffix reads the same in every language.
    @Test func numbersAndDomainsAreNotIdentifiers() {
        #expect(!KeyStyle.isIdentifierLike("0.0.0.0"))
        #expect(!KeyStyle.isIdentifierLike("@nos.example"))
        #expect(!KeyStyle.isIdentifierLike(".nos.example"))
        #expect(KeyStyle.isIdentifierLike("settings.v2.title"))
        #expect(!KeyStyle.isIdentifierLike("Duck.ai"))
        #expect(KeyStyle.isIdentifierLike("menu.settings"))
        #expect(KeyStyle.isIdentifierLike("Menu.Acknowledgements"))
        #expect(TextNature.isCodeOrData(key: "@nos.example"))
        #expect(!TextNature.isCodeOrData(key: "@Mention someone"))
        // Codecs named by a letter and a number read the same everywhere; `error.404` is a key.
        #expect(!KeyStyle.isIdentifierLike("H.264"))
        #expect(TextNature.isCodeOrData(key: "H.265"))
        #expect(KeyStyle.isIdentifierLike("error.404"))
    }

    /// Vietnamese plural variations with only `other` (what translators and older systems know)
    /// lack the `one` a recent CLDR added: undecided, information; Ukrainian lacking `few` stays a
    /// warning.
    @Test func vietnameseOneIsUndecided() {
        let fixture = """
            //- /App/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld lines" : {
                  "localizations" : {
                    "uk" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld рядок" } },
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld рядків" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld рядка" } }
                    } } },
                    "vi" : { "variations" : { "plural" : {
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld dòng" } }
                    } } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "plural-categories" }
        #expect(findings.map(\.locale) == ["uk", "vi"])
        #expect(findings.map(\.severity) == [.warning, .info])
        #expect(findings.last?.message.hasPrefix("cannot decide") == true)
    }

    /// A screen named for debugging may be an internal menu or a settings page users reach: its
    /// untranslated texts are undecided (information); the same text elsewhere is a warning.
    @Test func debugNamedScreensAreUndecided() {
        let fixture = """
            //- /App/Settings/ServerView.swift
            import SwiftUI

            struct ServerView: View {
                var body: some View {
                    Text("Hostname")
                }
            }
            //- /App/Settings/ServerDebugView.swift
            import SwiftUI

            enum SampleRate {
                case low
                var title: String { "Low rate" }
            }

            struct ServerDebugView: View {
                let rate: SampleRate
                var body: some View {
                    Text("Hostname")
                    Text(rate.title)
                }
            }
            //- /App/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Port" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Port" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Port" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-key" || $0.ruleID == "verbatim-text" }
        let debug = findings.filter { $0.path == "App/Settings/ServerDebugView.swift" }
        #expect(Set(debug.map(\.ruleID)) == ["missing-key", "verbatim-text"])
        #expect(debug.map(\.severity) == [.info, .info])
        #expect(debug.allSatisfy { $0.message.hasPrefix("cannot decide whether users") && $0.message.contains("ServerDebugView.swift is named for debugging") })
        #expect(findings.filter { $0.path == "App/Settings/ServerView.swift" }.map(\.severity) == [.warning])
    }

    /// A translation platform's `{{ name }}` where the source has `%@` shows as written: a
    /// warning naming it; leaving the value out of the sentence stays information.
    @Test func platformPlaceholdersForASpecifierAreWarnings() {
        let fixture = """
            //- /App/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Flag this as %@?" : {
                  "localizations" : {
                    "nl" : { "stringUnit" : { "state" : "translated", "value" : "Weet je het zeker?" } },
                    "sv" : { "stringUnit" : { "state" : "translated", "value" : "Flagga detta som {{ report_type }}?" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "format-mismatch" }
        #expect(findings.map(\.locale) == ["nl", "sv"])
        #expect(findings.map(\.severity) == [.info, .warning])
        #expect(findings.last?.message.contains("writes '{{ report_type }}'") == true)
    }
}

/// Messages that name the fix: patterns read in real apps.
@Suite struct FindingMessageTests {
    /// A language whose `.stringsdict` the project copies but whose `.strings` it does not (the
    /// file is on disk): the finding says the file exists and no target copies it.
    @Test func uncopiedStringsTableOfAShippedLanguageIsNamed() {
        let fixture = """
            //- /Reader.xcodeproj/project.pbxproj
            {
              objects = {
                P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, ja, Base); mainGroup = G; targets = (T); };
                T = { isa = PBXNativeTarget; name = Reader; buildPhases = (R); productType = "com.apple.product-type.application"; };
                R = { isa = PBXResourcesBuildPhase; files = (B1, B2); };
                B1 = { isa = PBXBuildFile; fileRef = V1; };
                B2 = { isa = PBXBuildFile; fileRef = V2; };
                G = { isa = PBXGroup; children = (A); sourceTree = "<group>"; };
                A = { isa = PBXGroup; children = (V1, V2); path = App; sourceTree = "<group>"; };
                V1 = { isa = PBXVariantGroup; children = (S1); name = Localizable.strings; sourceTree = "<group>"; };
                S1 = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                V2 = { isa = PBXVariantGroup; children = (D1, D2); name = Localizable.stringsdict; sourceTree = "<group>"; };
                D1 = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.stringsdict; sourceTree = "<group>"; };
                D2 = { isa = PBXFileReference; name = ja; path = ja.lproj/Localizable.stringsdict; sourceTree = "<group>"; };
              };
              rootObject = P;
            }
            //- /App/en.lproj/Localizable.strings
            "close" = "Close";
            "delete" = "Delete";
            "edit" = "Edit";
            "share" = "Share";
            "rename" = "Rename";
            "sync.title" = "Sync";
            //- /App/ja.lproj/Localizable.strings
            "close" = "閉じる";
            "delete" = "削除";
            "edit" = "編集";
            "share" = "共有";
            "rename" = "名前を変更";
            "sync.title" = "同期";
            //- /App/en.lproj/Localizable.stringsdict
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>items.count</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@n@</string>
                    <key>n</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>d</string>
                        <key>one</key>
                        <string>%d item</string>
                        <key>other</key>
                        <string>%d items</string>
                    </dict>
                </dict>
            </dict>
            </plist>
            //- /App/ja.lproj/Localizable.stringsdict
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>items.count</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@n@</string>
                    <key>n</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key>
                        <string>d</string>
                        <key>other</key>
                        <string>%d 件</string>
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" && $0.locale == "ja" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("App/ja.lproj/Localizable.strings is on disk, but no target copies it") == true, "\(findings.map(\.message))")
    }

    /// A `.stringsdict` outside any `.lproj` (Lunar's, copied to the bundle's root) is named as
    /// such, not with a placeholder for its language.
    @Test func stringsdictOutsideAnyLanguageFolderIsNamedSo() {
        let fixture = """
            //- /App/Localizable.stringsdict
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>Screen</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@VARIABLE@</string>
                    <key>VARIABLE</key>
                    <dict>
                        <key>NSStringFormatSpecTypeKey</key>
                        <string>NSStringPluralRuleType</string>
                        <key>one</key>
                        <string>Screen</string>
                        <key>other</key>
                        <string>Screens</string>
                    </dict>
                </dict>
            </dict>
            </plist>
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "stringsdict-structure" }
        #expect(findings.map(\.message) == ["Localizable.stringsdict (outside any .lproj): variable 'VARIABLE' has no NSStringFormatValueTypeKey"])
    }

    /// A text in a module whose catalogs all have other names than the lookup's table: passing
    /// the module's bundle is not enough, the message says which tables the module has.
    @Test func missingBundleNamesTheModulesTablesWhenItHasNoneOfThatName() {
        let fixture = """
            //- /Packages/AppShared/Package.swift
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "AppShared",
                defaultLocalization: "en",
                targets: [
                    .target(name: "AppShared", resources: [.process("Resources")]),
                ]
            )
            //- /Packages/AppShared/Sources/AppShared/TagFilterView.swift
            import SwiftUI

            public struct TagFilterView: View {
                public var body: some View {
                    Text("Tag filter mode")
                }
            }
            //- /Packages/AppShared/Sources/AppShared/Resources/Settings.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "settingsTitle" : { }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-bundle" }
        #expect(findings.map(\.message) == [
            "'Tag filter mode' is looked up in the app's main bundle, but module AppShared owns its catalog: pass bundle: .module; "
                + "the module has no Localizable table either (Settings): add the text to one of its tables and name it with table:"
        ])
    }

    /// A text looked up in a bundle without the table, while several package modules translate a
    /// table of that name (ProtonVPN: BugReport and Strings), names every one of them in order,
    /// not whichever bundle happens to sort first; `.lproj` folders are resources SwiftPM
    /// processes without a `resources:` declaration (ProtonVPN's Strings declares none).
    @Test func missingTableNamesEveryModuleTranslatingOne() {
        let fixture = """
            //- /Kit/Package.swift
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                defaultLocalization: "en",
                targets: [
                    .target(name: "Home"),
                    .target(name: "BugReport", resources: [.process("Resources")]),
                    .target(name: "Strings"),
                ]
            )
            //- /Kit/Sources/Home/CountriesView.swift
            import SwiftUI

            struct CountriesView: View {
                var body: some View { Text("Countries") }
            }
            //- /Kit/Sources/BugReport/Resources/en.lproj/Localizable.strings
            "report.title" = "Report";
            //- /Kit/Sources/BugReport/Resources/de.lproj/Localizable.strings
            "report.title" = "Melden";
            //- /Kit/Sources/Strings/Resources/en.lproj/Localizable.strings
            "_cancel" = "Cancel";
            //- /Kit/Sources/Strings/Resources/de.lproj/Localizable.strings
            "_cancel" = "Abbrechen";
            //- /App/en.lproj/LaunchScreen.strings
            "launch.title" = "VPN";
            //- /App/de.lproj/LaunchScreen.strings
            "launch.title" = "VPN";
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-key" }
        #expect(findings.map(\.message) == [
            "'Countries' is looked up in the main bundle, which has no Localizable table, "
                + "while modules BugReport, Strings translate theirs: it shows as written in every language"
        ])
    }

    /// An identifier key a language lacks is an error because a lookup shows it raw; one no code
    /// uses (unused-key reports it: Firefox Focus' `Tip.Release.Title`) shows to nobody, so its
    /// gap is a warning. A used key stays an error.
    @Test func unusedIdentifierKeyLackingATranslationIsAWarning() {
        let fixture = """
            //- /App/AboutView.swift
            import UIKit

            let title = NSLocalizedString("About.title", comment: "")
            //- /App/en.lproj/Localizable.strings
            "About.title" = "About";
            "Tip.Release.Title" = "What's new";
            //- /App/de.lproj/Localizable.strings
            "Other.key" = "Anderes";
            """
        let findings = loadFixture(fixture).snapshot.allFindings()
        let gaps = Dictionary(
            findings.filter { $0.ruleID == "missing-translation" }.map { ($0.key ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        #expect(gaps["About.title"]?.severity == .error)
        #expect(gaps["Tip.Release.Title"]?.severity == .warning)
        #expect(gaps["Tip.Release.Title"]?.message.hasSuffix("no code uses it (unused-key), so no user sees it raw") == true)
        #expect(findings.contains { $0.ruleID == "unused-key" && $0.key == "Tip.Release.Title" })
    }
}
