import LocalizationIndex
import StringCatalog
import TextPositions

/// Reports entries without a usable translation in a locale the app ships.
public struct MissingTranslationRule: Rule {
    public static let description = RuleDescription(
        id: "missing-translation",
        name: "Missing Translation",
        defaultSeverity: .warning,
        summary: "An entry is absent, empty or still new in a locale the app ships.",
        rationale: """
            Where a translation is missing, the runtime shows the key (or the default value): an English \
            sentence in a German screen, or worse, a raw identifier such as `inbox.title`. Identifier-style \
            keys are therefore errors, sentence keys warnings (and storyboard object IDs such as \
            `P1a-ot-P31.title`, whose menu keeps the title written in the interface file). An identifier \
            key that no code uses (`unused-key` reports it) shows to nobody, raw or not: its gaps are a \
            warning, not an error; a key code may reach through keys computed at run time stays an error. A regional \
            variant of the development language (`en-GB` beside `en`) needs only the texts that differ: its \
            missing text keys show English to English readers, and without a table of its own it reads the \
            development language's; its identifier keys missing from a table it has are information that the \
            analysis cannot decide (whether the system takes them from the development language is not known). A locale lacking more than five keys of a \
            table is partly translated (community-translated apps ship such locales on purpose): it is \
            one warning for the locale, with the count, examples, and every key it lacks listed (JSON \
            `keys`, related places in the editor); a key missing in several otherwise complete locales \
            is one finding naming them; a legacy table only the development language has (no `.lproj` \
            of several shipped locales holds it) is one finding for the table. Entries marked \
            "Don't Translate" and stale entries are skipped, and so are tables named like a system \
            framework's own that no code looks up (`CameraUI.strings`: whether anything reads them \
            cannot be decided, which `unused-key` says once). A translation that is there but empty (marked \
            translated with an empty value, `"key" = "";`) is not missing: the lookup finds it and returns the \
            empty text, so users see no text at all (not the development language's, also in its regional \
            variants); it is reported as such, one finding per key naming its locales, and the form when \
            only a plural or device variation is empty (users see no text only for counts of that category) \
            (where code opens the \
            development language's `.lproj` to fall back key by key, whether that takes over empty texts \
            is not known, and the finding says so); a piece of a sentence that code joins with others (its \
            development-language text starts or ends with a blank, or is one lowercase word: `"You gain "`, \
            `"and"`, not punctuation alone) left empty is a language's other word order, not a gap; \
            the shipped locales are the project's (or `requiredLocales`); where one project builds \
            several applications with tables of their own (an iOS and a macOS app), a table is judged \
            in the languages of the applications that copy it: its project's regions that their \
            tables have. Permission texts \
            (`NS…UsageDescription` in the `InfoPlist` table) belong to `usage-description`, which reports \
            each one once, naming every locale that lacks it: this rule does not report them again. \
            In a `Settings.bundle` whose property lists were read, entries no list shows (Xcode's \
            template `Group`, `Name`, `none given`, `Enabled`) need no translation.
            """,
        triggering: [
            // `InternetAccessPolicy.strings` exists only in `en.lproj`: one finding for the table.
            Example(
                """
                //- /App/AppDelegate.swift
                import UIKit
                //- /App/en.lproj/Localizable.strings
                "Save" = "Save";
                //- /App/de.lproj/Localizable.strings
                "Save" = "Sichern";
                //- /App/fr.lproj/Localizable.strings
                "Save" = "Enregistrer";
                //- /App/en.lproj/InternetAccessPolicy.strings
                1️⃣"ApplicationDescription" = "A password manager";
                "SyncPurpose" = "Syncs your database with your cloud storage";
                """),
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    1️⃣"inbox.title" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Posteingang" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Inbox" } }
                      }
                    },
                    "Settings" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Archive" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Archivieren" } },
                        1️⃣"fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
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
                                Base,
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
                    "Cancel" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } }
                      }
                    },
                    1️⃣"Done" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /App/en.lproj/Localizable.strings
                "pregnancy.detail.title" = "Week %lld";
                1️⃣"pregnancy.detail.baby_size" = "Your baby is the size of a lemon";
                //- /App/ar.lproj/Localizable.strings
                "pregnancy.detail.title" = "الأسبوع %lld";
                //- /App/es.lproj/Localizable.strings
                "pregnancy.detail.title" = "Semana %lld";
                "pregnancy.detail.baby_size" = "Tu bebé tiene el tamaño de un limón";
                """),
            // A translatewiki-style locale that is a third done: one finding for the locale (at its
            // file), listing every key it lacks, not one per key.
            Example(
                """
                //- /App/en.lproj/Localizable.strings
                "welcome.title" = "Welcome";
                "welcome.subtitle" = "Start here";
                "library.title" = "Library";
                "library.empty" = "No books yet";
                "settings.title" = "Settings";
                "settings.about" = "About";
                "settings.language" = "Language";
                "settings.storage" = "Storage";
                "settings.reset" = "Reset";
                //- /App/de.lproj/Localizable.strings
                "welcome.title" = "Willkommen";
                "welcome.subtitle" = "Hier beginnen";
                "library.title" = "Bibliothek";
                "library.empty" = "Noch keine Bücher";
                "settings.title" = "Einstellungen";
                "settings.about" = "Über";
                "settings.language" = "Sprache";
                "settings.storage" = "Speicher";
                "settings.reset" = "Zurücksetzen";
                //- /App/br.lproj/Localizable.strings
                1️⃣"welcome.title" = "Degemer mat";
                "library.title" = "Levraoueg";
                "settings.title" = "Arventennoù";
                """),
            // Punctuation between sentences emptied is no other word order: the Norwegian
            // sentences run together.
            Example(
                """
                //- /App/en.lproj/Localizable.strings
                "common_sentence_delimiter" = ". ";
                //- /App/nb.lproj/Localizable.strings
                1️⃣"common_sentence_delimiter" = "";
                """),
            // A new entry nobody translated yet: one finding naming every locale that lacks it.
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    1️⃣"Export" : { },
                    "Import" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Importieren" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Importer" } },
                        "ja" : { "stringUnit" : { "state" : "translated", "value" : "読み込む" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        nonTriggering: [
            // Pieces of a sentence that code joins: Japanese puts the verb after what is gained,
            // so its translator leaves the opening piece and the conjunction empty on purpose.
            Example(
                """
                //- /App/en.lproj/Localizable.strings
                "greeting.mark.start" = "You gain ";
                "greeting.mark.and" = "and";
                "greeting.mark.end" = " today!";
                //- /App/ja.lproj/Localizable.strings
                "greeting.mark.start" = "";
                "greeting.mark.and" = "";
                "greeting.mark.end" = "を手に入れた！";
                """),
            // A table named like a system framework's own (the camera picker's `CameraUI`) that no
            // code looks up may never be read: unused-key says so once; its languages are not judged.
            Example(
                """
                //- /App/ScanView.swift
                import UIKit

                let scanTitle = NSLocalizedString("scan.title", comment: "")
                //- /App/en.lproj/Localizable.strings
                "scan.title" = "Scan";
                //- /App/en.lproj/CameraUI.strings
                "API_CANCEL_TITLE" = "Cancel";
                "USE_PHOTO" = "Use Photo";
                //- /App/de.lproj/Localizable.strings
                "scan.title" = "Scannen";
                //- /App/fr.lproj/Localizable.strings
                "scan.title" = "Scanner";
                """),
            // One project builds an iOS and a macOS app, each copying its own catalog: the iOS app
            // has no French table, so it does not ship French (an `.lproj` folder exists only for a
            // language some of its resources has); the project's `fr` is the macOS app's.
            Example(
                """
                //- /Notes.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, fr); mainGroup = G; targets = (I, M); };
                    I = { isa = PBXNativeTarget; name = "Notes iOS"; productType = "com.apple.product-type.application"; buildPhases = (IR); };
                    M = { isa = PBXNativeTarget; name = Notes; productType = "com.apple.product-type.application"; buildPhases = (MR); };
                    IR = { isa = PBXResourcesBuildPhase; files = (F1); };
                    MR = { isa = PBXResourcesBuildPhase; files = (F2); };
                    F1 = { isa = PBXBuildFile; fileRef = IC; };
                    F2 = { isa = PBXBuildFile; fileRef = MC; };
                    G = { isa = PBXGroup; children = (GI, GM); sourceTree = "<group>"; };
                    GI = { isa = PBXGroup; children = (IC); path = "Notes iOS"; sourceTree = "<group>"; };
                    GM = { isa = PBXGroup; children = (MC); path = Notes; sourceTree = "<group>"; };
                    IC = { isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
                    MC = { isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
                  };
                  rootObject = P;
                }
                //- /Notes iOS/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Sync notes" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Notizen synchronisieren" } }
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
            // A UI-test target's tables go into the test runner, never to users (Firefox Focus's
            // `ScreenshotTests/en.lproj/InfoPlist.strings` has no German file).
            Example(
                """
                //- /App/en.lproj/Localizable.strings
                "Save" = "Save";
                //- /App/de.lproj/Localizable.strings
                "Save" = "Sichern";
                //- /AppUITests/en.lproj/InfoPlist.strings
                "NSHumanReadableCopyright" = "Made for screenshots";
                """),
            // …also where only the project says it is one: a target whose product is a UI-test
            // bundle copies `XCUITest/en.lproj/InfoPlist.strings`.
            Example(
                """
                //- /App.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, de); mainGroup = G; targets = (A, U); };
                    A = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (AR); };
                    U = { isa = PBXNativeTarget; name = XCUITest; productType = "com.apple.product-type.bundle.ui-testing"; buildPhases = (UR); };
                    AR = { isa = PBXResourcesBuildPhase; files = (F1); };
                    UR = { isa = PBXResourcesBuildPhase; files = (F2); };
                    F1 = { isa = PBXBuildFile; fileRef = L; };
                    F2 = { isa = PBXBuildFile; fileRef = I; };
                    G = { isa = PBXGroup; children = (L, I); sourceTree = "<group>"; };
                    L = { isa = PBXVariantGroup; children = (LE, LD); name = Localizable.strings; path = App; sourceTree = "<group>"; };
                    LE = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                    LD = { isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                    I = { isa = PBXVariantGroup; children = (IE); name = InfoPlist.strings; path = XCUITest; sourceTree = "<group>"; };
                    IE = { isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
                  };
                  rootObject = P;
                }
                //- /App/en.lproj/Localizable.strings
                "Save" = "Save";
                //- /App/de.lproj/Localizable.strings
                "Save" = "Sichern";
                //- /XCUITest/en.lproj/InfoPlist.strings
                "NSHumanReadableCopyright" = "Made for UI tests";
                """),
            // A storyboard label whose text its code sets marks the placeholder "do not localize":
            // the interface shows `<dnl>` until then, the same in every language.
            Example(
                """
                //- /App/Base.lproj/Main.storyboard
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <textField id="f1">
                                    <textFieldCell key="cell" title="Sort By" id="6qa-ld-AXD"/>
                                </textField>
                                <textField id="f2">
                                    <textFieldCell key="cell" title="&lt;dnl&gt;" id="jLw-y7-vqv"/>
                                </textField>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                //- /App/en.lproj/Main.strings
                /* Class = "NSTextFieldCell"; title = "Sort By"; ObjectID = "6qa-ld-AXD"; */
                "6qa-ld-AXD.title" = "Sort By";

                /* Class = "NSTextFieldCell"; title = "<dnl>"; ObjectID = "jLw-y7-vqv"; */
                "jLw-y7-vqv.title" = "<dnl>";
                //- /App/ro.lproj/Main.strings
                /* Class = "NSTextFieldCell"; title = "Sort By"; ObjectID = "6qa-ld-AXD"; */
                "6qa-ld-AXD.title" = "Sortează după";
                """),
            // Preview content (`DEVELOPMENT_ASSET_PATHS`) is left out of archive builds: its
            // catalog of sample texts never reaches a French user.
            Example(
                """
                //- /Feed.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, fr); targets = (T); };
                    T = { isa = PBXNativeTarget; name = Feed; buildConfigurationList = L; };
                    L = { isa = XCConfigurationList; buildConfigurations = (C); };
                    C = { isa = XCBuildConfiguration; buildSettings = { DEVELOPMENT_ASSET_PATHS = "\\"Feed/Preview Content\\""; }; name = Debug; };
                  };
                  rootObject = P;
                }
                //- /Feed/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Refresh" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Actualiser" } } } }
                  },
                  "version" : "1.0"
                }
                //- /Feed/Preview Content/PreviewTexts.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "sample.post.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "A day at the lake" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            // The Settings app shows only what `Root.plist` names: the template's other entries
            // need no translation.
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
                            <key>Key</key>
                            <string>app.version</string>
                        </dict>
                    </array>
                </dict>
                </plist>
                //- /App/Settings.bundle/en.lproj/Root.strings
                "Group" = "Group";
                "none given" = "none given";
                "Version" = "Version";
                //- /App/Settings.bundle/de.lproj/Root.strings
                "Version" = "Version";
                """),
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld" : { },
                    "AppName" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Roundup" } }
                      },
                      "shouldTranslate" : false
                    },
                    "Legacy" : {
                      "extractionState" : "stale"
                    },
                    "Done" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Done" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
                      }
                    },
                    "Later" : { },
                    "DEBUG: Reset onboarding" : { }
                  },
                  "version" : "1.0"
                }
                //- /App/DebugMenu.swift
                import SwiftUI

                #if DEBUG
                struct DebugMenu: View {
                    var body: some View { Button("DEBUG: Reset onboarding") { } }
                }
                #endif
                """,
                settings: AnalysisSettings(debt: [.init(key: "Later", locale: "de", reason: "translator is on it")])),
            // The project lists `es` (for a package's sake) but no table of the app translates it:
            // the app has no es.lproj, so Spanish users get the English app as intended.
            Example(
                """
                //- /Reader.xcodeproj/project.pbxproj
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objects = {
                        4D5E6F708192A3B4C5D6E7F8 = {
                            isa = PBXProject;
                            developmentRegion = en;
                            knownRegions = (
                                en,
                                Base,
                                es,
                            );
                        };
                    };
                    rootObject = 4D5E6F708192A3B4C5D6E7F8;
                }
                //- /Reader/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Mark All as Read" : { },
                    "Refresh" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // A translation tool's inputs (`Tools/Importer/input/fr.lproj`) are in the project's
            // navigator but in no target's resources: French does not ship. The display name is
            // the app's own name, the same in every language.
            Example(
                """
                //- /Notes.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, fr); mainGroup = G; targets = (T); };
                    T = { isa = PBXNativeTarget; name = Notes; buildPhases = (R); };
                    R = { isa = PBXResourcesBuildPhase; files = (F, F2); };
                    F = { isa = PBXBuildFile; fileRef = V; };
                    F2 = { isa = PBXBuildFile; fileRef = V2; };
                    G = { isa = PBXGroup; children = (A, I); sourceTree = "<group>"; };
                    I = { isa = PBXFileReference; lastKnownFileType = folder; path = Tools; sourceTree = "<group>"; };
                    A = { isa = PBXGroup; children = (V, V2); path = Notes; sourceTree = "<group>"; };
                    V2 = { isa = PBXVariantGroup; children = (E2); name = InfoPlist.strings; sourceTree = "<group>"; };
                    E2 = { isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
                    V = { isa = PBXVariantGroup; children = (E, D); name = Localizable.strings; sourceTree = "<group>"; };
                    E = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                    D = { isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                  };
                  rootObject = P;
                }
                //- /Notes/en.lproj/Localizable.strings
                "notes.title" = "Notes";
                "notes.empty" = "No notes yet";
                //- /Notes/de.lproj/Localizable.strings
                "notes.title" = "Notizen";
                "notes.empty" = "Noch keine Notizen";
                //- /Notes/en.lproj/InfoPlist.strings
                "CFBundleDisplayName" = "Notes";
                //- /Tools/Importer/input/fr.lproj/Localizable.strings
                "notes.title" = "Notes";
                """),
            // The permission text lacks German: usage-description reports it, once.
            Example(
                """
                //- /App/InfoPlist.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "CFBundleDisplayName" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Belege" } }
                      }
                    },
                    "NSCameraUsageDescription" : {
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "Scan receipts to add expenses." } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                //- /App/de.lproj/InfoPlist.strings
                "CFBundleDisplayName" = "Belege";
                //- /App/en.lproj/InfoPlist.strings
                "CFBundleDisplayName" = "Receipts";
                "NSCameraUsageDescription" = "Scan receipts to add expenses.";
                """),
            // An empty development-language text (Xcode extracts `CFBundleGetInfoString` as "")
            // shows nothing in any language: there is nothing to translate.
            Example(
                """
                //- /App/InfoPlist.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "CFBundleGetInfoString" : {
                      "extractionState" : "extracted_with_value",
                      "localizations" : {
                        "en" : { "stringUnit" : { "state" : "new", "value" : "" } }
                      }
                    },
                    "UIApplicationShortcutItemTitle" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Neue Nachricht" } },
                        "en" : { "stringUnit" : { "state" : "translated", "value" : "New Message" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                //- /App/en.lproj/Localizable.strings
                "status.idle" = "";
                "status.busy" = "Busy";
                //- /App/de.lproj/Localizable.strings
                "status.busy" = "Beschäftigt";
                """),
            // A regional variant of the development language carries only the texts that differ:
            // where it has none, British readers see the English text.
            Example(
                """
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
                    "Share Palette…" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Palette teilen …" } }
                      }
                    },
                    "Sign in" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmelden" } },
                        "en-GB" : { "stringUnit" : { "state" : "new", "value" : "" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        fixes: [
            "Translate the entry in the reported locale (Xcode: select the language in the catalog editor).",
            "If the text must not be translated (a brand name), mark it \"Don't Translate\".",
            "Accept it as known debt with a reason in `.swift-l10n.json` (`debt`).",
        ])

    public init() {}

    /// A locale lacking more keys of one table than this is reported as one partly translated
    /// locale (translatewiki-style projects ship locales at 30 %); up to this many, each key is
    /// reported, as a regression in an otherwise complete locale.
    static let keysReportedOneByOne = MessageText.itemsReportedOneByOne

    /// One key without a usable translation in one locale.
    struct Gap {
        /// The key.
        var key: String
        /// The locale lacking it.
        var locale: String
        /// Where to point: the empty translation, else the key in the development language.
        var location: SourceLocation
        /// Where the key is defined in the development language.
        var entryLocation: SourceLocation
        /// For an empty translation: the variations that are empty (`few`, `mac one`) when the
        /// rest is translated; empty when the whole text is.
        var emptyForms: [String] = []
    }

    /// The gaps of one table: a catalog file, or a legacy table's files in one bundle.
    struct TableGaps {
        /// The table name.
        var table: String
        /// The development language's file (catalog) or first file (`.strings`).
        var sourcePath: String
        /// How many keys the development language defines (the locale's denominator).
        var keyCount: Int
        /// Whether the table is a legacy `.strings` table (one file per locale).
        var isLegacy = false
        /// The files of each locale, for a legacy table (the place a partly translated locale is reported).
        var localeFiles: [String: String] = [:]
        /// Keys without translation, by locale, in table order.
        var gaps: [String: [Gap]] = [:]
        /// Keys translated as an empty text, by locale, in table order: the lookup finds the
        /// entry and returns its empty value, so users see no text, not the development language's.
        var emptyTranslations: [String: [Gap]] = [:]
        /// Whether each key is identifier-style (shown raw when its lookup fails).
        var isIdentifierLike: [String: Bool] = [:]
        /// The development language (its regional variants' gaps are undecided).
        var source = ""
    }

    public func check(_ context: RuleContext) -> [Finding] {
        // Where code falls back to each development language key by key (looked for only when an
        // identifier key lacks a translation).
        var fallbacks: [String: SourceLocation?] = [:]
        let tables = catalogGaps(context) + legacyGaps(context)
        // The identifier keys with gaps that unused-key reports as used by no code (`table|key`),
        // decided only when one would be an error: among the keys no usage reaches.
        var unusedKeys: Set<String>?
        return tables.flatMap { table in
            report(
                table, context,
                fallback: { language in
                    if let known = fallbacks[language] { return known }
                    let found = DevelopmentLanguageFallback.opening(language, in: context)
                    fallbacks[language] = found
                    return found
                },
                isUnused: { table, key in
                    if unusedKeys == nil {
                        var candidates: Set<String> = []
                        for gaps in tables {
                            for (key, isIdentifier) in gaps.isIdentifierLike where isIdentifier && !context.model.containsUsage(reaching: key) {
                                candidates.insert(key)
                            }
                        }
                        unusedKeys = candidates.isEmpty ? [] : UnusedKeyRule.unusedKeys(among: candidates, context)
                    }
                    return unusedKeys?.contains(table + "|" + key) == true
                })
        }
    }

    /// Per catalog, the entries without a usable translation in each shipped locale.
    private func catalogGaps(_ context: RuleContext) -> [TableGaps] {
        var tables: [TableGaps] = []
        var appNames: Set<String>?
        for file in context.model.tableFiles where file.format == .stringCatalog && !Self.isTestTable(file, context) {
            if Self.isFrameworkTableNoCodeReads(file.table, context) { continue }
            let bundle = context.model.modules.bundle(ofPath: file.path)
            let source = file.sourceLanguage ?? context.model.sourceLanguage(ofBundle: bundle)
            let locales = context.model.shippedLocales(ofBundle: bundle, copying: [file.path]).filter { $0 != source }
            // Variants of the development language with no translation in this catalog get no
            // table of their own: the lookup reads the development language's.
            var translatingLocales: Set<String>?
            var table = TableGaps(table: file.table, sourcePath: file.path, keyCount: 0)
            table.source = source
            for entry in file.entries where !entry.isStale && entry.isTranslatable {
                if KeyStyle.isOnlySpecifiersAndPunctuation(entry.key) { continue }
                if Self.isEmptyInSource(entry, source: source) { continue }
                if Self.isUsedOnlyOffShipping(entry.key, context) { continue }
                if Self.isOwnedByUsageDescription(key: entry.key, table: file.table) { continue }
                if Self.isAppName(entry, table: file.table, source: source, &appNames, context) { continue }
                table.keyCount += 1
                // Located only when a gap needs it: most entries have none.
                var knownEntryLocation: SourceLocation?
                let intended = IntendedEmptyForms(entry.translations[source])
                for locale in locales {
                    let translation = entry.translations[locale]
                    if let translation, translation.isUsable || intended.isUsable(translation) { continue }
                    if let translation, Self.isEmptyTranslation(translation, intended: intended) {
                        if context.isDebt(key: entry.key, locale: locale) || Self.isSentencePiece(entry, source: source) { continue }
                        let location = context.location(file.path, translation.range)
                        table.emptyTranslations[locale, default: []].append(
                            Gap(
                                key: entry.key, locale: locale, location: location, entryLocation: context.location(file.path, entry.keyRange),
                                emptyForms: Self.emptyForms(translation, intended: intended)))
                        table.isIdentifierLike[entry.key] = Self.showsRaw(entry)
                        continue
                    }
                    if Self.showsSourceLanguage(
                        entry.key, locale: locale, source: source, variantHasTable: { Self.translates(file, into: locale, &translatingLocales) })
                    {
                        continue
                    }
                    if context.isDebt(key: entry.key, locale: locale) { continue }
                    let entryLocation = knownEntryLocation ?? context.location(file.path, entry.keyRange)
                    knownEntryLocation = entryLocation
                    let location = translation.map { context.location(file.path, $0.range) } ?? entryLocation
                    table.gaps[locale, default: []].append(
                        Gap(key: entry.key, locale: locale, location: location, entryLocation: entryLocation))
                    table.isIdentifierLike[entry.key] = Self.showsRaw(entry)
                }
            }
            if !table.gaps.isEmpty || !table.emptyTranslations.isEmpty { tables.append(table) }
        }
        return tables
    }

    /// Whether `table` is named like a system framework's own table and no code looks it up
    /// (Open Food Facts' `CameraUI.strings`): whether it is read at all cannot be decided, which
    /// `unused-key` says once for the table; its languages are not judged.
    static func isFrameworkTableNoCodeReads(_ table: String, _ context: RuleContext) -> Bool {
        UnusedKeyRule.systemFrameworkTables.contains(table) && !context.model.usages.contains { $0.table == table }
    }

    /// Whether a catalog translation is there, no longer `new`, and empty in some unit (a legacy
    /// entry `"key" = "";` too): the compiled table holds the empty text, which the lookup returns.
    static func isEmptyTranslation(_ translation: TableEntry.Translation, intended: IntendedEmptyForms = IntendedEmptyForms(nil)) -> Bool {
        let units = translation.units
        return !units.isEmpty && !units.contains { $0.state == "new" } && units.contains { $0.value?.isEmpty == true && !intended.contains($0.path) }
    }

    /// The variations the development language leaves empty on purpose: Mastodon's
    /// `%#@names@%#@count_mutual@` gives `names` an empty text in every form, only to consume
    /// an argument. A translation empty there too is as written, not a gap; it may have forms
    /// English lacks (`few`), empty as well.
    struct IntendedEmptyForms {
        /// Paths empty in the development language (`substitution:names/plural:one`).
        private var paths: Set<String> = []
        /// Variables (a path less its last step) whose every form is empty there.
        private var variables: Set<String> = []

        init(_ source: TableEntry.Translation?) {
            guard let source else { return }
            var nonEmptyVariables: Set<String> = []
            for unit in source.units where !unit.path.isEmpty {
                let variable = Self.variable(of: unit.path)
                if unit.value?.isEmpty == true {
                    paths.insert(unit.path)
                    variables.insert(variable)
                } else {
                    nonEmptyVariables.insert(variable)
                }
            }
            variables.subtract(nonEmptyVariables)
        }

        /// Whether the development language leaves `path` empty.
        func contains(_ path: String) -> Bool {
            !path.isEmpty && (paths.contains(path) || variables.contains(Self.variable(of: path)))
        }

        /// Whether `translation` is complete once the forms left empty on purpose are allowed.
        func isUsable(_ translation: TableEntry.Translation) -> Bool {
            guard !paths.isEmpty else { return false }
            let units = translation.units
            return !units.isEmpty
                && units.allSatisfy { unit in unit.state != "new" && (unit.value.map { !$0.isEmpty } ?? false || contains(unit.path)) }
        }

        /// The variable a form belongs to: `substitution:names` for a catalog's
        /// `substitution:names/plural:one`, `names` for a `.stringsdict`'s `names:one`; `""` for a
        /// catalog's top-level `plural:one`.
        static func variable(of path: String) -> String {
            if let slash = path.lastIndex(of: "/") { return String(path[..<slash]) }
            guard let colon = path.firstIndex(of: ":") else { return "" }
            let kind = path[..<colon]
            return kind == "plural" || kind == "device" ? "" : String(kind)
        }
    }

    /// The variations of `translation` whose text is empty, named by their last steps (`few` for
    /// `plural:few`, `mac one` for `device:mac/plural:one`); none when the whole text is empty.
    /// Element X's Croatian `.stringsdict` leaves only the `few` form of a plural empty: users see
    /// no text for counts in that category and the translated text for the others.
    static func emptyForms(_ translation: TableEntry.Translation, intended: IntendedEmptyForms) -> [String] {
        var forms: [String] = []
        // A `.stringsdict` entry with several variables names the variable too (`count_mutual one`).
        let variables = Set(translation.units.map { IntendedEmptyForms.variable(of: $0.path) })
        for unit in translation.units where unit.value?.isEmpty == true && !intended.contains(unit.path) {
            guard !unit.path.isEmpty else { return [] }
            let steps = unit.path.split(separator: "/").map { step in
                let parts = step.split(separator: ":", maxSplits: 1).map(String.init)
                let isVariable = parts.first != "plural" && parts.first != "device" && parts.first != "substitution"
                return isVariable && variables.count > 1 ? parts.joined(separator: " ") : parts.last ?? ""
            }
            let name = steps.joined(separator: " ")
            if !forms.contains(name) { forms.append(name) }
        }
        return forms
    }

    /// `.strings` tables: every key of the development language's file must be in each shipped
    /// locale's file (or its `.stringsdict`). A locale whose files cannot be read is skipped.
    private func legacyGaps(_ context: RuleContext) -> [TableGaps] {
        let model = context.model
        var tables: [TableGaps] = []
        var addresses: [ProjectModel.TableAddress: [TableFile]] = [:]
        for file in model.tableFiles where file.format != .stringCatalog && file.locale != nil && !Self.isTestTable(file, context) {
            addresses[model.address(of: file), default: []].append(file)
        }
        for (address, files) in addresses.sorted(by: { ($0.key.bundle, $0.key.table) < ($1.key.bundle, $1.key.table) }) {
            if Self.isFrameworkTableNoCodeReads(address.table, context) { continue }
            let source = model.sourceLanguage(ofBundle: address.bundle)
            let sourceFiles = files.filter { $0.locale == source }
            var appNames: Set<String>?
            guard let firstSource = sourceFiles.first, !sourceFiles.contains(where: \.hasSyntaxErrors) else { continue }
            let settingsTables = SettingsBundleTables.of(model)
            let sourceEntries = sourceFiles.flatMap { file in
                file.entries.filter {
                    !KeyStyle.isOnlySpecifiersAndPunctuation($0.key) && !Self.isEmptyInSource($0, source: source)
                        && !Self.isOwnedByUsageDescription(key: $0.key, table: address.table)
                        && !Self.isUsedOnlyOffShipping($0.key, context)
                        && !Self.isAppName($0, table: address.table, source: source, &appNames, context)
                        && !settingsTables.isUnshown($0.key, of: file, in: model)
                        && !Self.isUntranslatableInterfaceText($0, source: source)
                }.map { (file, $0) }
            }
            var table = TableGaps(
                table: address.table, sourcePath: firstSource.path, keyCount: Set(sourceEntries.map(\.1.key)).count)
            table.isLegacy = true
            table.source = source
            for locale in model.shippedLocales(ofBundle: address.bundle, copying: files.map(\.path)) where locale != source {
                let localeFiles = files.filter { $0.locale == locale }
                if localeFiles.contains(where: \.hasSyntaxErrors) { continue }
                if let first = localeFiles.first { table.localeFiles[locale] = first.path }
                var present: [String: TableEntry.Translation] = [:]
                for file in localeFiles {
                    for entry in file.entries { present[entry.key] = entry.translations[locale] }
                }
                var seen: Set<String> = []
                for (file, entry) in sourceEntries where seen.insert(entry.key).inserted {
                    let intended = IntendedEmptyForms(entry.translations[source])
                    if let translation = present[entry.key], translation.isUsable || intended.isUsable(translation) { continue }
                    if let translation = present[entry.key], Self.isEmptyTranslation(translation, intended: intended) {
                        if context.isDebt(key: entry.key, locale: locale) || Self.isSentencePiece(entry, source: source) { continue }
                        let location = context.location(file.path, entry.keyRange)
                        let place = localeFiles.lazy.compactMap { file in
                            file.entries.last { $0.key == entry.key }.map { context.location(file.path, $0.keyRange) }
                        }.first
                        table.emptyTranslations[locale, default: []].append(
                            Gap(key: entry.key, locale: locale, location: place ?? location, entryLocation: location, emptyForms: Self.emptyForms(translation, intended: intended)))
                        table.isIdentifierLike[entry.key] = Self.showsRaw(entry)
                        continue
                    }
                    if Self.showsSourceLanguage(entry.key, locale: locale, source: source, variantHasTable: { !localeFiles.isEmpty }) { continue }
                    if context.isDebt(key: entry.key, locale: locale) { continue }
                    let location = context.location(file.path, entry.keyRange)
                    table.gaps[locale, default: []].append(Gap(key: entry.key, locale: locale, location: location, entryLocation: location))
                    table.isIdentifierLike[entry.key] = Self.showsRaw(entry)
                }
            }
            if !table.gaps.isEmpty || !table.emptyTranslations.isEmpty { tables.append(table) }
        }
        return tables
    }

    /// The findings of one table: a partly translated locale as one finding listing its keys;
    /// the few gaps of otherwise complete locales one finding per key, naming its locales.
    /// `isUnused(table, key)` says whether unused-key reports the key as used by no code.
    private func report(
        _ table: TableGaps, _ context: RuleContext, fallback: (String) -> SourceLocation?, isUnused: (String, String) -> Bool
    ) -> [Finding] {
        var findings: [Finding] = []
        var fewGaps: [String: [Gap]] = [:]
        var keyOrder: [String] = []
        // A legacy table that only the development language has — no file in several shipped
        // locales (KeePassium's `InternetAccessPolicy.strings`, in `en.lproj` alone) — is one
        // finding for the table, not one per locale.
        let absentLocales = table.isLegacy
            ? table.gaps.filter { table.localeFiles[$0.key] == nil && $0.value.count == table.keyCount && !Self.isVariant($0.key, of: table.source) }
                .keys.sorted()
            : []
        if absentLocales.count > 1, let gaps = table.gaps[absentLocales[0]] {
            // Their files may be on disk and left out of the project (Lockwise: 21 translations of
            // `Localizable.strings` beside the 5 its variant group lists): that is the fix.
            let lying = Self.uncopiedFiles(of: table, in: Set(absentLocales), context)
            // Other translations may have the file (Open Food Facts: `CameraUI.strings` in 142
            // of 152 folders): then it is missing from some, not only in the development language.
            let translatedElsewhere = table.localeFiles.keys.contains { !Self.isVariant($0, of: table.source) }
            let whereItIs = !lying.isEmpty || translatedElsewhere
                ? "is missing from \(absentLocales.count) shipped languages (\(lying.isEmpty ? "no .lproj of theirs has it: " : "")"
                : "is only in \(table.source) (no .lproj of \(absentLocales.count) shipped languages has it: "
            let onDisk = lying.isEmpty
                ? ""
                : " — \(lying[0].path)\(lying.count > 1 ? " and \(lying.count - 1) more are" : " is") on disk, but no target copies \(lying.count > 1 ? "them" : "it")"
            findings.append(
                Finding(
                    ruleID: Self.id, severity: .warning,
                    message: "\(table.table) \(whereItIs)"
                        + "\(MessageText.list(absentLocales))): its \(MessageText.count(table.keyCount, "key")) (\(MessageText.examples(gaps.map(\.key)))) show\(table.keyCount == 1 ? "s" : "") untranslated\(onDisk)",
                    location: context.location(table.sourcePath, ByteRange(start: 0, end: 0)),
                    related: gaps.map { RelatedLocation(location: $0.entryLocation, note: "'\($0.key)' is only in \(table.source)") },
                    table: table.table, keys: gaps.map(\.key)))
        }
        let groupedLocales = absentLocales.count > 1 ? Set(absentLocales) : []
        for (locale, gaps) in table.gaps.sorted(by: { $0.key < $1.key }) where !groupedLocales.contains(locale) {
            guard gaps.count > Self.keysReportedOneByOne else {
                for gap in gaps {
                    if fewGaps[gap.key] == nil { keyOrder.append(gap.key) }
                    fewGaps[gap.key, default: []].append(gap)
                }
                continue
            }
            findings.append(partlyTranslated(locale: locale, gaps: gaps, table: table, context))
        }
        for key in keyOrder {
            guard let gaps = fewGaps[key], let first = gaps.first else { continue }
            let locales = gaps.map(\.locale)
            // Where it is missing, as the parenthesis of a gap names it and as a clause.
            let where_: String
            let lacking: String
            if let file = table.localeFiles[first.locale], locales.count == 1 {
                where_ = "\(file) lacks it"
                lacking = where_
            } else if locales.count == 1 && table.isLegacy {
                where_ = "no \(first.locale).lproj/\(table.table).strings"
                lacking = "there is " + where_
            } else {
                where_ = table.table
                lacking = "\(table.table) lacks it"
            }
            // Only regional variants of the development language lack it (identifier keys: the
            // others were skipped): whether the system takes it from the language is not known.
            if locales.allSatisfy({ Self.isVariant($0, of: table.source) }) {
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: .info,
                        message: "cannot decide whether \(MessageText.list(locales)) shows '\(key)' raw: \(lacking), "
                            + "unless the system takes it from \(table.source)",
                        location: locales.count == 1 ? first.location : first.entryLocation, key: key, table: table.table,
                        locale: locales.count == 1 ? first.locale : nil))
                continue
            }
            // A raw identifier on screen is an error, unless code falls back to the development
            // language key by key: then users read its text; or unless no code looks the key up
            // (unused-key reports it): nobody sees it, raw or not (Firefox Focus' `Tip.Release.Title`).
            var severity: Severity = table.isIdentifierLike[key] == true ? .error : .warning
            var shows = ""
            if severity == .error, let opening = fallback(table.source) {
                severity = .warning
                shows = ": code opens \(table.source).lproj to fall back key by key (\(opening)), so users see the \(table.source) text"
            } else if severity == .error, Self.everyLookupPassesDefaultValue(key, table: table.table, context) {
                severity = .warning
                shows = ": every lookup passes a default value, which users see instead"
            } else if severity == .error, isUnused(table.table, key) {
                severity = .warning
                shows = ": no code uses it (unused-key), so no user sees it raw"
            }
            findings.append(
                Finding(
                    ruleID: Self.id, severity: severity,
                    message: "'\(key)' has no translation in \(MessageText.list(locales)) (\(where_))\(shows)",
                    location: locales.count == 1 ? first.location : first.entryLocation, key: key, table: table.table,
                    locale: locales.count == 1 ? first.locale : nil))
        }
        findings += emptyTranslationFindings(table, fallback: fallback)
        return findings
    }

    /// One finding per key translated as an empty text, naming its locales. The lookup finds the
    /// entry and returns the empty value (it falls back to the key or a default value only for a
    /// key it does not find), so users see no text at all: not "untranslated". As severe as a gap
    /// of the same key (an identifier key's gap shows it raw: an error; a text key's, a warning).
    /// Code that opens the development language's `.lproj` to fall back key by key may take over
    /// empty texts too (Home Assistant's `LocalizedManager` asks the English bundle when the value
    /// is the key or empty), or only missing keys: the finding says it cannot tell which.
    private func emptyTranslationFindings(_ table: TableGaps, fallback: (String) -> SourceLocation?) -> [Finding] {
        var byKey: [String: [Gap]] = [:]
        var order: [String] = []
        for (_, gaps) in table.emptyTranslations.sorted(by: { $0.key < $1.key }) {
            for gap in gaps {
                if byKey[gap.key] == nil { order.append(gap.key) }
                byKey[gap.key, default: []].append(gap)
            }
        }
        return order.compactMap { key in
            guard let gaps = byKey[key], let first = gaps.first else { return nil }
            let locales = gaps.map { gap in
                gap.emptyForms.isEmpty ? gap.locale : "\(gap.locale) (its \(gap.emptyForms.joined(separator: ", ")) form\(gap.emptyForms.count == 1 ? "" : "s"))"
            }
            let onlyForms = gaps.allSatisfy { !$0.emptyForms.isEmpty }
            let message: String
            var severity: Severity = table.isIdentifierLike[key] == true ? .error : .warning
            if let opening = fallback(table.source) {
                severity = .warning
                message = "cannot decide whether users see no text or the \(table.source) one: '\(key)' is translated as an empty text in "
                    + "\(MessageText.list(locales)) (\(table.table)), and code opens \(table.source).lproj to fall back key by key (\(opening)), "
                    + "which may take over empty texts too"
            } else {
                let chosen = gaps.allSatisfy { $0.emptyForms.allSatisfy { PluralCategory(rawValue: String($0.split(separator: " ").last ?? "")) != nil } }
                    ? "for counts that choose that form" : "where that form is chosen"
                message = onlyForms
                    ? "'\(key)' has an empty form in \(MessageText.list(locales)) (\(table.table)): \(chosen) users see no text, "
                        + "not the \(table.source) one (an empty form is found, so the lookup does not fall back)"
                    : "'\(key)' is translated as an empty text in \(MessageText.list(locales)) (\(table.table)): users see no text there, "
                        + "not the \(table.source) one (an empty translation is found, so the lookup does not fall back)"
            }
            return Finding(
                ruleID: Self.id, severity: severity,
                message: message,
                location: gaps.count == 1 ? first.location : first.entryLocation,
                related: gaps.count == 1 ? [] : gaps.map { RelatedLocation(location: $0.location, note: "empty in \($0.locale)") },
                key: key, table: table.table, locale: gaps.count == 1 ? first.locale : nil)
        }
    }

    /// The `.strings` files of `table` for `locales` that sit beside the development language's
    /// file on disk but that no target copies.
    private static func uncopiedFiles(of table: TableGaps, in locales: Set<String>, _ context: RuleContext) -> [TableFile] {
        context.model.unshippedTableFiles.filter {
            $0.locale.map(locales.contains) == true && $0.table == table.table && $0.format == .strings
                && lprojParent($0.path) == lprojParent(table.sourcePath)
        }
    }

    /// One finding for a locale lacking many keys: the count, a few examples, and every key in
    /// `keys` and as related places (the editor and JSON list them all).
    private func partlyTranslated(locale: String, gaps: [Gap], table: TableGaps, _ context: RuleContext) -> Finding {
        let examples = MessageText.examples(gaps.map(\.key))
        let translated = max(table.keyCount - gaps.count - (table.emptyTranslations[locale]?.count ?? 0), 0)
        let place: SourceLocation
        if let file = table.localeFiles[locale] {
            place = context.location(file, ByteRange(start: 0, end: 0))
        } else {
            place = gaps[0].location
        }
        var absent = table.isLegacy && table.localeFiles[locale] == nil ? " (no \(locale).lproj/\(table.table).strings)" : ""
        // The language's table is on disk but the project copies only its `.stringsdict` (Zotero's
        // ja, fi, tr … added to the variant group without their `.strings`): say so, it is the fix.
        if table.isLegacy, let lying = Self.uncopiedFiles(of: table, in: [locale], context).first {
            absent = " (\(lying.path) is on disk, but no target copies it)"
        }
        if Self.isVariant(locale, of: table.source) {
            // Identifier keys a variant of the development language lacks (the rest were skipped).
            return Finding(
                ruleID: Self.id, severity: .info,
                message: "cannot decide whether \(locale) shows \(gaps.count) keys of \(table.table) raw (\(examples)): its table lacks them, "
                    + "unless the system takes them from \(table.source)",
                location: place,
                related: gaps.map { RelatedLocation(location: $0.entryLocation, note: "'\($0.key)' has no translation in \(locale)") },
                table: table.table, locale: locale, keys: gaps.map(\.key))
        }
        return Finding(
            ruleID: Self.id, severity: .warning,
            message: translated == 0
                ? "\(locale) ships, but none of the \(table.keyCount) keys of \(table.table)\(absent) has a translation (\(examples)): they show untranslated"
                : "\(locale) is partly translated: \(gaps.count) of \(table.keyCount) keys of \(table.table)\(absent) have no translation (\(examples)) and show untranslated; \(translated) are translated",
            location: place,
            related: gaps.map { RelatedLocation(location: $0.entryLocation, note: "'\($0.key)' has no translation in \(locale)") },
            table: table.table, locale: locale, keys: gaps.map(\.key))
    }

    /// The folder holding a legacy table's `.lproj` folder (`App/Resources/` of
    /// `App/Resources/ja.lproj/Localizable.strings`): a translation tool's inputs elsewhere
    /// (`StringsConvertor/input/hy.lproj/`) are not the app's table.
    static func lprojParent(_ path: String) -> Substring {
        guard let lproj = path.range(of: ".lproj/", options: .backwards) else { return "" }
        let folder = path[..<lproj.lowerBound]
        return folder.lastIndex(of: "/").map { folder[...$0] } ?? ""
    }

    /// Whether a gap of `locale` shows the development language's text to people who read that
    /// language: `locale` is a regional variant of it (`en-GB`, `en-US` beside `en`), which carries
    /// only the texts that differ (Rectangle, Mlem: 26 British spellings of 1,111 texts). Without a
    /// table of its own the variant reads the development language's (resource lookup falls back
    /// through the languages); with one, a missing text key, or a storyboard object's own title,
    /// is English already. An identifier key may still show raw (the system is not known to fall
    /// back key by key: apps that rely on it, such as Element X, wrap lookups with their own
    /// fallback), so it stays a gap.
    static func showsSourceLanguage(_ key: String, locale: String, source: String, variantHasTable: () -> Bool) -> Bool {
        guard isVariant(locale, of: source) else { return false }
        return !showsRaw(key) || !variantHasTable()
    }

    /// Whether code looks `key` up in `table` somewhere users are, and every such lookup passes a
    /// default value (`String(localized: "settings.fileScopes.label", defaultValue: "File Scopes")`):
    /// a locale without the key shows that value, English text rather than the identifier.
    static func everyLookupPassesDefaultValue(_ key: String, table: String, _ context: RuleContext) -> Bool {
        let lookups = context.model.usages(reaching: key).filter { $0.table == table && $0.isShipping }
        return !lookups.isEmpty && lookups.allSatisfy(\.hasDefaultValue)
    }

    /// Whether `locale` is a regional variant of `source` (`en-GB` of `en`).
    static func isVariant(_ locale: String, of source: String) -> Bool {
        locale != source && writtenLanguage(of: locale) == writtenLanguage(of: source)
    }

    /// Whether the catalog translates any entry into `locale` (so the build writes a table for
    /// it); the catalog's translating locales are collected once into `known`.
    static func translates(_ file: TableFile, into locale: String, _ known: inout Set<String>?) -> Bool {
        if let known { return known.contains(locale) }
        var locales: Set<String> = []
        for entry in file.entries {
            for (translated, translation) in entry.translations where translation.isUsable { locales.insert(translated) }
        }
        known = locales
        return locales.contains(locale)
    }

    /// Whether `entry` is a storyboard or XIB object's text that is code or a marker rather than
    /// words (Latest's `"<dnl>"`, "do not localize", on labels its code fills): where a language's
    /// table lacks it, the interface shows the text written in the document, the same for everyone.
    static func isUntranslatableInterfaceText(_ entry: TableEntry, source: String) -> Bool {
        guard UnusedKeyRule.looksLikeInterfaceBuilderID(entry.key), let value = entry.translations[source]?.value else { return false }
        return TextNature.of(value) == .code
    }

    /// Whether a missing translation of `key` shows the key itself as gibberish: an identifier,
    /// but not a storyboard or XIB object's ID (`P1a-ot-P31.title`), whose view keeps the title
    /// written in the interface file.
    static func showsRaw(_ key: String) -> Bool {
        KeyStyle.isIdentifierLike(key) && !UnusedKeyRule.looksLikeInterfaceBuilderID(key)
    }

    /// Whether a missing translation of `entry` shows its key raw: `showsRaw(_:)`, unless the
    /// comment Xcode writes for interface texts names the key's object (`Class = "NSButtonCell";
    /// title = "…"; ObjectID = "Cel-Fnd-On";`): an ID chosen by hand rather than in Xcode's
    /// `xxx-xx-xxx` form is still an object whose view keeps its written title.
    static func showsRaw(_ entry: TableEntry) -> Bool {
        guard showsRaw(entry.key) else { return false }
        guard let comment = entry.comment, let objectID = entry.key.split(separator: ".", maxSplits: 1).first else { return true }
        return !(comment.contains("Class = ") && comment.contains("ObjectID = \"\(objectID)\";"))
    }

    /// The language and script subtags of a locale identifier, without its region: `en` of
    /// `en-GB`, `zh-Hant` of `zh-Hant-HK` (Traditional Chinese is not a variant of `zh-Hans`).
    static func writtenLanguage(of locale: String) -> [Substring] {
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = subtags.first else { return [] }
        let script = subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
        return [language.lowercased()[...]] + (script.map { [$0] } ?? [])
    }

    /// Whether `file` belongs to test code (a test target, a `Tests` or `…Tests` folder, a file
    /// only Xcode test bundles copy): the test runner reads it, users never do.
    static func isTestTable(_ file: TableFile, _ context: RuleContext) -> Bool {
        context.model.modules.isTestCode(file.path) || context.model.modules.xcodeTestBundleFiles.contains(file.path)
    }

    /// Whether code uses `key`, but only where users never are (`#if DEBUG`, previews, tests):
    /// Cork's "DEBUG: Log packages to be adopted" needs no translation.
    static func isUsedOnlyOffShipping(_ key: String, _ context: RuleContext) -> Bool {
        // One walk over the key's usages: whether any reaches it, and whether one ships.
        var isReached = false
        let isShipped = context.model.containsUsage(reaching: key) { usage in
            isReached = true
            return usage.isShipping
        }
        return isReached && !isShipped
    }

    /// Whether `entry` is the bundle's display name and its text is the app's own name (a target's
    /// or the project's): the home screen shows it unchanged in every language by design.
    /// `appNames` is filled on first need.
    static func isAppName(
        _ entry: TableEntry, table: String, source: String, _ appNames: inout Set<String>?, _ context: RuleContext
    ) -> Bool {
        guard entry.key == "CFBundleDisplayName" || entry.key == "CFBundleName", table.lowercased() == "infoplist",
            let name = entry.translations[source]?.value
        else { return false }
        if appNames == nil { appNames = NameEvidence(context).appNames }
        return appNames?.contains(name) == true
    }

    /// Whether the development language's text of `entry` is empty (`"CFBundleGetInfoString" = ""`):
    /// every language shows nothing, translated or not.
    static func isEmptyInSource(_ entry: TableEntry, source: String) -> Bool {
        guard let translation = entry.translations[source], translation.value == "" else { return false }
        return translation.units.allSatisfy { $0.value?.isEmpty ?? true }
    }

    /// Whether the development language's text of `entry` is words that code joins with others
    /// into one sentence: it starts or ends with a blank (`"You gain "`, `" and "`) or is one
    /// lowercase word (`"and"`, `"ago"`). A language with another word order leaves such a piece
    /// empty on purpose (EhPanda's Japanese `"struct.greeting.mark.start" = "";` before
    /// `"を手に入れた！"`; xDrip's Dutch `"ago" = "";`, "too long to fit"). Punctuation alone
    /// (`". "` between sentences) is no word: emptied, two sentences run together.
    static func isSentencePiece(_ entry: TableEntry, source: String) -> Bool {
        let text = entry.translations[source]?.value ?? entry.key
        guard let first = text.first, let last = text.last, text.contains(where: \.isLetter) else { return false }
        if first.isWhitespace || last.isWhitespace { return true }
        return text.allSatisfy { $0.isLetter && $0.isLowercase }
    }

    /// Whether the entry is a permission text of the `InfoPlist` table: `usage-description` owns
    /// those (one finding per text, every missing locale named), so they are not reported twice.
    static func isOwnedByUsageDescription(key: String, table: String) -> Bool {
        table == "InfoPlist" && InfoPlist.isUsageDescriptionKey(key)
    }
}
