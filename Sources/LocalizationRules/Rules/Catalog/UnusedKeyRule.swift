import Foundation
import LocalizationIndex
import SwiftSourceScanner
import TextPositions

/// Reports catalog entries that no code can reach — conservatively: runtime-assembled families,
/// verdict patterns and tables read by the system (Info.plist, App Shortcuts) count as used.
public struct UnusedKeyRule: Rule {
    public static let description = RuleDescription(
        id: "unused-key",
        name: "Unused Key",
        defaultSeverity: .info,
        summary: "A catalog entry that no code in the project can reach.",
        rationale: """
            Dead entries cost translation money and hide real gaps in coverage numbers. The rule counts \
            every use, in every `#if` branch, preview and test, every expansion of runtime-assembled keys \
            and every key named by a verdict; a family of keys assembled at run time that the analysis \
            cannot enumerate keeps all entries it could match alive. Objective-C and C files are read \
            for their lookups (`NSLocalizedString(@"key", …)`, `-localizedStringForKey:value:table:`) \
            and literals, so mixed apps' keys are not reported; so are storyboards and XIBs, for the texts \
            they hand to the project's own view classes that look their text up in `awakeFromNib`, or to \
            an `@IBInspectable` property's setter that looks the object's title up in a table (a \
            user-defined runtime attribute such as `localizeTitle`). Keys that are string values of a \
            JSON file the app bundles, where code looks up keys it reads at run time \
            (`LocalizedStringKey(category.id)` over a `categories.json`), may all be shown: one \
            finding per table says that this cannot be decided. A table no code looks up that is named like \
            a system framework's own (`CameraUI`, `PhotosUI`: apps copy them hoping to translate the \
            system's pickers) may be read if the app redirects the framework's lookups: one finding per \
            table says that this cannot be decided. Deleting an entry is still a human \
            decision, hence information only.
            """,
        triggering: [
            // Tables named like a system framework's own (the camera picker's `CameraUI`), which no
            // code looks up: the framework reads its own bundle unless the app redirects its
            // lookups, so whether they are read cannot be decided: one finding for the table.
            Example(
                """
                //- /App/ScanView.swift
                import UIKit

                final class ScanViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = NSLocalizedString("scan.title", comment: "")
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "scan.title" = "Scan";
                //- /App/en.lproj/CameraUI.strings
                1️⃣"API_CANCEL_TITLE" = "Cancel";
                "PHOTO" = "Photo";
                //- /App/de.lproj/Localizable.strings
                "scan.title" = "Scannen";
                //- /App/de.lproj/CameraUI.strings
                "API_CANCEL_TITLE" = "Abbrechen";
                "PHOTO" = "Foto";
                """),
            Example(
                """
                //- /App/ContentView.swift
                import SwiftUI

                struct ContentView: View {
                    var body: some View {
                        Text("Inbox")
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Inbox" : { },
                    1️⃣"Outbox" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // `Text("\(credits)")` looks up exactly `%lld`: it keeps that entry alive, not every entry.
            Example(
                """
                //- /App/CreditsView.swift
                import SwiftUI

                struct CreditsView: View {
                    let credits: Int
                    var body: some View {
                        Text("\\(credits)")
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld" : { },
                    1️⃣"onboarding.legacy.banner.title" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // A project whose lookups name no generated symbol: the member `.cancel` elsewhere (a
            // button's role) is not Xcode's symbol of the manual entry `Cancel`.
            Example(
                """
                //- /App/TrashView.swift
                import SwiftUI

                struct TrashView: View {
                    var body: some View {
                        Button("Delete", role: .cancel) {}
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    1️⃣"Cancel" : { "extractionState" : "manual" },
                    "Delete" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // A key the source language dropped but translations still carry: one finding, at the
            // first file, whatever the number of locales.
            Example(
                """
                //- /App/SettingsView.swift
                import SwiftUI

                struct SettingsView: View {
                    var body: some View { Text("settings.title") }
                }
                //- /App/en.lproj/Localizable.strings
                "settings.title" = "Settings";
                //- /App/de.lproj/Localizable.strings
                "settings.title" = "Einstellungen";
                1️⃣"settings.legacy_sync" = "Synchronisierung (alt)";
                //- /App/fr.lproj/Localizable.strings
                "settings.title" = "Réglages";
                "settings.legacy_sync" = "Synchronisation (ancienne)";
                """),
            // Objective-C is read too, but a key named only in a comment is no use.
            Example(
                """
                //- /App/AppView.swift
                import SwiftUI

                struct AppView: View {
                    var body: some View { Text("Virtual Machines") }
                }
                //- /App/Services/DiskImage.m
                // Was: NSLocalizedString(@"Failed to mount the image.", @"DiskImage")
                - (NSError *)failure {
                    return [self errorWithMessage:NSLocalizedString(@"Failed to resize the image.", @"DiskImage")];
                }
                //- /App/en.lproj/Localizable.strings
                "Virtual Machines" = "Virtual Machines";
                "Failed to resize the image." = "Failed to resize the image.";
                1️⃣"Failed to mount the image." = "Failed to mount the image.";
                """),
            // A `Settings.bundle` table is read by the Settings app through `Root.plist`: an entry
            // no specifier names is shown nowhere.
            Example(
                """
                //- /App/AppView.swift
                import SwiftUI

                struct AppView: View {
                    var body: some View { Text("Virtual Machines") }
                }
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
                            <string>PSMultiValueSpecifier</string>
                            <key>Title</key>
                            <string>Renderer</string>
                            <key>Titles</key>
                            <array>
                                <string>Default</string>
                                <string>Metal</string>
                            </array>
                        </dict>
                    </array>
                </dict>
                </plist>
                //- /App/Settings.bundle/en.lproj/Root.strings
                1️⃣"Group" = "Group";
                "Renderer" = "Renderer";
                "Default" = "Default";
                "Metal" = "Metal";
                //- /App/en.lproj/Localizable.strings
                "Virtual Machines" = "Virtual Machines";
                """),
            // Many keys only translations still define (a translation platform keeps what the
            // source dropped): one finding for the table, listing them.
            Example(
                """
                //- /App/LibraryView.swift
                import SwiftUI

                struct LibraryView: View {
                    var body: some View { Text("library.title") }
                }
                //- /App/en.lproj/Localizable.strings
                "library.title" = "Library";
                //- /App/de.lproj/Localizable.strings
                "library.title" = "Bibliothek";
                1️⃣"library.cast_to" = "Übertragen an";
                "library.cast_none" = "Keine Geräte gefunden";
                "library.server_add" = "Server hinzufügen";
                "library.server_exists" = "Server existiert bereits";
                "library.who_watches" = "Wer schaut zu?";
                "library.more_like" = "Mehr davon";
                //- /App/it.lproj/Localizable.strings
                "library.title" = "Libreria";
                "library.cast_to" = "Trasmetti a";
                "library.more_like" = "Altri simili";
                """),
            // A storyboard text is shown as written unless its object's class looks it up: a
            // custom class that only styles its text does not make it a key.
            Example(
                """
                //- /App/Views/MonospacedLabel.swift
                import UIKit

                class MonospacedLabel: UILabel {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        font = .monospacedSystemFont(ofSize: 12, weight: .regular)
                    }
                }
                //- /App/Base.lproj/Main.storyboard
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <label text="KeyExportHint" id="a1b-c2-d3e" customClass="MonospacedLabel" customModule="App"/>
                </document>
                //- /App/en.lproj/Localizable.strings
                1️⃣"KeyExportHint" = "Copy the key below into your server's list.";
                """),
            // A table looked up with keys computed at run time (rows read from a property list):
            // which of its keys are used cannot be decided — one finding for them all. A wrapper
            // whose key is its parameter says nothing about its table: its callers' literals do;
            // nor does a choice between two literal keys.
            Example(
                """
                //- /App/ControlsView.swift
                import AppKit

                func pad(_ key: String) -> String {
                    NSLocalizedString(key, tableName: "PadLabels", comment: "")
                }

                final class ControlsView: NSView {
                    func addLabels(rows: [String]) {
                        for row in rows {
                            addLabel(NSLocalizedString(row, tableName: "ControlLabels", comment: "Button label"))
                        }
                        addLabel(pad("Start"))
                        addLabel(NSLocalizedString(rows.isEmpty ? "Empty" : "Controls", tableName: "Titles", comment: ""))
                    }
                    func addLabel(_ text: String) {}
                }
                //- /App/en.lproj/ControlLabels.strings
                1️⃣"Fire" = "Fire";
                "Jump" = "Jump";
                //- /App/en.lproj/PadLabels.strings
                "Start" = "Start";
                2️⃣"Select" = "Select";
                //- /App/en.lproj/Titles.strings
                "Empty" = "No controls";
                "Controls" = "Controls";
                3️⃣"Shortcuts" = "Shortcuts";
                """),
            // Names an app reads from a JSON file it bundles and looks up as they come (category
            // ids): which of the file's values are shown cannot be decided — one finding for them
            // all. A key no data file holds is still reported.
            Example(
                """
                //- /App/Category.swift
                import SwiftUI

                struct Category: Decodable, Identifiable {
                    let id: String
                    let symbol: String
                    var localizedName: LocalizedStringKey { LocalizedStringKey(self.id) }
                }
                //- /App/SidebarView.swift
                import SwiftUI

                struct SidebarView: View {
                    let categories: [Category]
                    var body: some View {
                        Text("Discover")
                        List(categories) { category in
                            Label(category.localizedName, systemImage: category.symbol)
                        }
                    }
                }
                //- /App/Resources/categories.json
                {
                  "categories" : [
                    { "id" : "Browsers", "symbol" : "network" },
                    { "id" : "Developer Tools", "symbol" : "hammer" }
                  ]
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    1️⃣"Browsers" : { },
                    "Developer Tools" : { },
                    "Discover" : { },
                    2️⃣"Manage applications" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // The same data file with no lookup of a key read at run time: its values are names
            // like any other text, and an entry no code uses is reported.
            Example(
                """
                //- /App/SidebarView.swift
                import SwiftUI

                struct SidebarView: View {
                    var body: some View {
                        Text("Discover")
                    }
                }
                //- /App/Resources/categories.json
                { "categories" : [ { "id" : "Browsers" } ] }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    1️⃣"Browsers" : { },
                    "Discover" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // Menu items and buttons that set a runtime attribute whose setter looks their title
            // up (`@IBInspectable`): their titles are the keys of that setter's table, by class, so
            // the table stays decidable and a key no document hands over is reported.
            Example(
                """
                //- /App/Interface+Lookup.swift
                import AppKit

                extension NSMenuItem {
                    @IBInspectable var translatesTitle: Bool {
                        get { false }
                        set {
                            if newValue { title = Bundle.main.localizedString(forKey: title, value: nil, table: "Menus") }
                        }
                    }
                }

                extension NSButton {
                    @IBInspectable var translatesTitle: Bool {
                        get { false }
                        set {
                            if newValue { title = Bundle.main.localizedString(forKey: title, value: nil, table: "Buttons") }
                        }
                    }
                }
                //- /App/Base.lproj/MainMenu.xib
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                    <objects>
                        <menu title="Main" id="m1">
                            <items>
                                <menuItem title="Open Recent" id="a1">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="translatesTitle" value="YES"/>
                                    </userDefinedRuntimeAttributes>
                                </menuItem>
                                <menuItem title="Close All" id="a2"/>
                            </items>
                        </menu>
                        <button id="b1">
                            <buttonCell key="cell" type="push" title="Import…" id="b2"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="translatesTitle" value="YES"/>
                            </userDefinedRuntimeAttributes>
                        </button>
                    </objects>
                </document>
                //- /App/en.lproj/Menus.strings
                "Open Recent" = "Open Recent";
                1️⃣"Close All" = "Close All";
                //- /App/en.lproj/Buttons.strings
                "Import…" = "Import…";
                2️⃣"Open Recent" = "Open Recent";
                """),
        ],
        nonTriggering: [
            // A string runtime attribute handed to a library's inspectable property (IBLocalizable's
            // `localizableString`, declared outside the repository) whose value is a key: used.
            Example(
                """
                //- /App/Base.lproj/Main.storyboard
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <tabBarItem key="tabBarItem" title="Scan" id="t1">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="scanner.tab-bar.item"/>
                                    </userDefinedRuntimeAttributes>
                                </tabBarItem>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                //- /App/ScanViewController.swift
                import IBLocalizable
                import UIKit

                final class ScanViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = NSLocalizedString("scanner.title", comment: "")
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "scanner.title" = "Scan a Product";
                "scanner.tab-bar.item" = "Scan";
                """),
            // Accessors generated at build time (SwiftGen's `L10n`, not in the repository), also
            // when code goes on to transform the text (`L10n.total.uppercased()`).
            Example(
                """
                //- /App/StorageView.swift
                import SwiftUI

                struct StorageView: View {
                    var body: some View {
                        Section(L10n.total.uppercased()) {
                            Text(L10n.Storage.empty)
                        }
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "total" = "Total";
                "storage.empty" = "No files";
                //- /App/de.lproj/Localizable.strings
                "total" = "Gesamt";
                "storage.empty" = "Keine Dateien";
                """),
            // Xcode's generated symbols (`STRING_CATALOG_GENERATE_SYMBOLS`): `.cancel` is the key
            // `Cancel` of Localizable, `.Donations.oneTimeDisplayName` the key `one-time.displayName`
            // of `Donations.xcstrings`. macOS reads `ServicesMenu` for the titles of the services
            // the Info.plist declares.
            Example(
                """
                //- /App/DonationView.swift
                import SwiftUI

                struct DonationView: View {
                    var body: some View {
                        Label(.Donations.oneTimeDisplayName, systemImage: "cup.and.saucer")
                        Button(String(localized: .cancel)) {}
                    }
                }
                //- /App/Donations.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "one-time.displayName" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "One cup" } } } }
                  },
                  "version" : "1.0"
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Cancel" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } } } }
                  },
                  "version" : "1.0"
                }
                //- /App/ServicesMenu.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Open in Editor" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "In Editor öffnen" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            // Xcode's symbols go wherever a `LocalizedStringResource` goes, not only into a lookup:
            // the project's own view takes one (`title: .agentDetailsVersionTitle`), a property
            // returns one in a tuple, the type names one (Secretive). Believed once a lookup names a
            // symbol of the catalog (`Text(.setupTitle)`).
            Example(
                """
                //- /App/AgentView.swift
                import SwiftUI

                struct ConfigurationItemView: View {
                    let title: LocalizedStringResource
                    var body: some View { Text(title) }
                }

                struct AgentView: View {
                    var isCritical: Bool
                    var notice: (LocalizedStringResource, Color) {
                        isCritical ? (.updateCriticalNoticeTitle, .red) : (LocalizedStringResource.updateNormalNoticeTitle, .orange)
                    }
                    var body: some View {
                        Text(.setupTitle)
                        ConfigurationItemView(title: .agentDetailsVersionTitle)
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "agent_details_version_title" : { "extractionState" : "manual" },
                    "setup_title" : { "extractionState" : "manual" },
                    "update_critical_notice_title" : { "extractionState" : "manual" },
                    "update_normal_notice_title" : { "extractionState" : "manual" }
                  },
                  "version" : "1.0"
                }
                """),
            // XCStrings Tool's accessors: a function named after the table takes the key's member
            // (`.documents(.allDocuments)`), or a label named so (`Text(documents: .inbox)`).
            Example(
                """
                //- /App/SidebarView.swift
                import SwiftUI

                struct SidebarView: View {
                    var body: some View {
                        List {
                            Text(.documents(.allDocuments))
                            Text(documents: .inbox)
                            Button(String(localized: .documents( .documentCount(3)))) {}
                        }
                    }
                }
                //- /App/Documents.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "allDocuments" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "All documents" } } } },
                    "documentCount" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld documents" } } } },
                    "inbox" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Inbox" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            // A storyboard in a folder Xcode synchronizes (no variant group lists it) and its
            // catalog beside it: the keys are its object ids, older ones plain numbers.
            Example(
                """
                //- /App/AppDelegate.swift
                import AppKit

                final class AppDelegate: NSObject, NSApplicationDelegate {}
                //- /App/Base.lproj/Main.storyboard
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
                    <scenes>
                        <scene sceneID="1">
                            <objects>
                                <menuItem title="Bring All to Front" id="5"/>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                //- /App/mul.lproj/Main.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "5.title" : {
                      "comment" : "Class = \\"NSMenuItem\\"; title = \\"Bring All to Front\\"; ObjectID = \\"5\\";",
                      "extractionState" : "extracted_with_value",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Alle nach vorne bringen" } },
                        "en" : { "stringUnit" : { "state" : "new", "value" : "Bring All to Front" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // A build plugin's accessors per catalog (xcstrings-tool): `.reply.zappedYou(sats)` is
            // the key `zappedYou` of `Reply.xcstrings`.
            Example(
                """
                //- /App/ActivityRow.swift
                import SwiftUI

                struct ActivityRow: View {
                    let sats: Int
                    var body: some View {
                        Text(.reply.zappedYou(sats))
                    }
                }
                //- /App/Reply.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "zappedYou" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "zapped you %lld sats" } } } }
                  },
                  "version" : "1.0"
                }
                """),
            // A label class that looks its own text up when the storyboard loads (through a
            // `String` helper), and a subclass of it: the storyboard's texts are keys.
            Example(
                """
                //- /App/Support/String+Lookup.swift
                import Foundation

                extension String {
                    func lookedUp() -> String {
                        NSLocalizedString(self, comment: "")
                    }
                }
                //- /App/Views/TranslatedLabel.swift
                import UIKit

                class TranslatedLabel: UILabel {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        text = text?.lookedUp()
                    }
                }

                class HintLabel: TranslatedLabel {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        textColor = .secondaryLabel
                    }
                }
                //- /App/Base.lproj/Main.storyboard
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                    <label text="KeyExportHint" id="a1b-c2-d3e" customClass="HintLabel" customModule="App"/>
                    <label id="f4g-h5-i6j" customClass="TranslatedLabel" customModule="App">
                        <string key="text">KeyImport &amp; Sync</string>
                    </label>
                </document>
                //- /App/en.lproj/Localizable.strings
                "KeyExportHint" = "Copy the key below into your server's list.";
                "KeyImport & Sync" = "Import and sync keys";
                """),
            // An Objective-C macro joining a literal piece and its parameter looks up the family
            // `keyword_*`: every key it matches may be reached.
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
                    #define TranslateKeyword(keyword) [bundle localizedStringForKey:@"keyword_" keyword value:keyword table:@"Localizable"] : keyword
                    return @{
                        TranslateKeyword(@"file"),
                        TranslateKeyword(@"folder")
                    };
                }
                //- /App/en.lproj/Localizable.strings
                "Search" = "Search";
                "keyword_file" = "file";
                "keyword_folder" = "folder";
                """),
            // Keys looked up from Objective-C: the macros (also through a table, with `@"a" @"b"`
            // pieces joined) and `-localizedStringForKey:value:table:`, in any preprocessor branch.
            Example(
                """
                //- /App/AppView.swift
                import SwiftUI

                struct AppView: View {
                    var body: some View { Text("Virtual Machines") }
                }
                //- /App/Services/DiskImage.m
                #import "DiskImage.h"

                @implementation DiskImage
                - (NSError *)failure {
                    return [self errorWithMessage:NSLocalizedString(@"Failed to resize the image.", @"DiskImage")];
                }
                - (NSString *)title {
                    return NSLocalizedStringFromTable(@"Disk image " @"in use", @"Disks", nil);
                }
                - (NSString *)bootTitle {
                    return [[NSBundle mainBundle] localizedStringForKey:@"Boot Image" value:@"" table:nil];
                }
                #if 0
                - (NSString *)legacyTitle { return NSLocalizedString(@"Legacy Image", nil); }
                #endif
                @end
                //- /App/en.lproj/Localizable.strings
                "Virtual Machines" = "Virtual Machines";
                "Failed to resize the image." = "Failed to resize the image.";
                "Boot Image" = "Boot Image";
                "Legacy Image" = "Legacy Image";
                //- /App/en.lproj/Disks.strings
                "Disk image in use" = "Disk image in use";
                """),
            Example(
                """
                //- /App/Topic.swift
                enum Topic: String, CaseIterable {
                    case sleep, pollen
                }
                //- /App/TopicView.swift
                import SwiftUI

                struct TopicView: View {
                    let topic: Topic
                    var body: some View {
                        Text(NSLocalizedString("topic.\\(topic.rawValue).title", comment: ""))
                    }
                }

                #if DEBUG
                struct DebugView: View {
                    var body: some View { Text("Debug menu") }
                }
                #endif

                struct DeleteButton: View {
                    let isBulk: Bool
                    var body: some View {
                        Label(isBulk ? "Bulk Delete" : "Delete", systemImage: "trash")
                    }
                }

                let serviceNames = ["kTCCServiceCamera": "Camera"]

                enum Validation {
                    case invalid(description: LocalizedStringKey)
                }

                func nameStatus(_ name: String) -> Validation {
                    .invalid(description: "\\(name) is already taken")
                }

                func moduleHint(_ module: String) -> String {
                    lookUp("Open \\(module) settings")
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%@ is already taken" : { },
                    "Bulk Delete" : { },
                    "Open Battery settings" : { },
                    "Camera" : { },
                    "Debug menu" : { },
                    "Delete" : { },
                    "topic.pollen.title" : { },
                    "topic.sleep.title" : { }
                  },
                  "version" : "1.0"
                }
                //- /App/InfoPlist.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "NSCameraUsageDescription" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // Accessors generated at build time from the table (their source is not in the
            // repository) keep the keys they name alive.
            Example(
                """
                //- /App/ShareButton.swift
                import SwiftUI

                struct ShareButton: View {
                    var body: some View {
                        Button(Strings.common_button_share) { }
                        Text(Strings.library_refresh_error_description(withArgs: 3))
                    }
                }
                //- /App/en.lproj/Localizable.strings
                "common.button.share" = "Share";
                "library_refresh_error.description" = "%d catalogs could not be refreshed";
                """),
            // The system reads permission texts from the InfoPlist table, whatever the case of its
            // file name, and the Settings app reads a settings bundle's table.
            Example(
                """
                //- /App/ContentView.swift
                import SwiftUI

                struct ContentView: View {
                    var body: some View { Text("Inbox") }
                }
                //- /App/Localizable.xcstrings
                { "sourceLanguage" : "en", "strings" : { "Inbox" : { } }, "version" : "1.0" }
                //- /App/en.lproj/infoPlist.strings
                "NSCameraUsageDescription" = "Scan receipts to add expenses.";
                //- /App/Settings.bundle/en.lproj/Root.strings
                "Version" = "Version";
                """),
            // A vendored Objective-C package looks its table up in code the analysis does not
            // read; a widget's intent definition reads its table's generated ids itself.
            // An intent definition compiled as a plain file whose translations sit in `.lproj`
            // folders the target copies whole: the system reads its ids (`JOCERT`), code never does.
            Example(
                """
                //- /VPN.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, de); mainGroup = G; targets = (T); };
                    T = { isa = PBXNativeTarget; name = VPN; productType = "com.apple.product-type.application"; buildPhases = (S, R); };
                    S = { isa = PBXSourcesBuildPhase; files = (F1, F2); };
                    R = { isa = PBXResourcesBuildPhase; files = (F3, F4); };
                    F1 = { isa = PBXBuildFile; fileRef = A; };
                    F2 = { isa = PBXBuildFile; fileRef = I; };
                    F3 = { isa = PBXBuildFile; fileRef = EN; };
                    F4 = { isa = PBXBuildFile; fileRef = DE; };
                    G = { isa = PBXGroup; children = (A, I, EN, DE); sourceTree = "<group>"; };
                    A = { isa = PBXFileReference; path = VPN/App.swift; sourceTree = "<group>"; };
                    I = { isa = PBXFileReference; lastKnownFileType = file.intentdefinition; path = "Shortcuts/Intents.intentdefinition"; sourceTree = "<group>"; };
                    EN = { isa = PBXFileReference; lastKnownFileType = folder; path = Resources/en.lproj; sourceTree = "<group>"; };
                    DE = { isa = PBXFileReference; lastKnownFileType = folder; path = Resources/de.lproj; sourceTree = "<group>"; };
                  };
                  rootObject = P;
                }
                //- /VPN/App.swift
                import SwiftUI
                //- /Resources/en.lproj/Intents.strings
                "JOCERT" = "Get the connection status";
                //- /Resources/de.lproj/Intents.strings
                "JOCERT" = "Verbindungsstatus abfragen";
                """),
            Example(
                """
                //- /Widgets.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de); mainGroup = G; targets = (T); };
                    T = { isa = PBXNativeTarget; name = Widget; buildPhases = (R); };
                    R = { isa = PBXResourcesBuildPhase; files = (F, F2); };
                    F = { isa = PBXBuildFile; fileRef = V; };
                    F2 = { isa = PBXBuildFile; fileRef = V2; };
                    G = { isa = PBXGroup; children = (W); sourceTree = "<group>"; };
                    W = { isa = PBXGroup; children = (V, V2); path = Widget; sourceTree = "<group>"; };
                    V2 = { isa = PBXVariantGroup; children = (S); name = Widget.stringsdict; sourceTree = "<group>"; };
                    S = { isa = PBXFileReference; name = en; path = en.lproj/Widget.stringsdict; sourceTree = "<group>"; };
                    V = { isa = PBXVariantGroup; children = (B, E, D); name = Widget.intentdefinition; sourceTree = "<group>"; };
                    B = { isa = PBXFileReference; name = Base; path = Base.lproj/Widget.intentdefinition; sourceTree = "<group>"; };
                    E = { isa = PBXFileReference; name = en; path = en.lproj/Widget.strings; sourceTree = "<group>"; };
                    D = { isa = PBXFileReference; name = de; path = de.lproj/Widget.strings; sourceTree = "<group>"; };
                  };
                  rootObject = P;
                }
                //- /Widget/en.lproj/Widget.strings
                "3kQ9Zt" = "Account";
                //- /Widget/de.lproj/Widget.strings
                "3kQ9Zt" = "Konto";
                //- /Widget/en.lproj/Widget.stringsdict
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>There are ${count} accounts.</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>There are %#@count@.</string>
                        <key>count</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>ld</string>
                            <key>one</key>
                            <string>%ld account</string>
                            <key>other</key>
                            <string>%ld accounts</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                //- /Widget/WidgetView.swift
                import SwiftUI

                struct WidgetView: View {
                    var body: some View { Text("Inbox") }
                }
                //- /Vendor/Updater/Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Updater",
                    defaultLocalization: "en",
                    targets: [
                        .target(name: "Updater", resources: [.process("Resources")]),
                    ]
                )
                //- /Vendor/Updater/Sources/Updater/Resources/en.lproj/Updater.strings
                "Install and Relaunch" = "Install and Relaunch";
                """),
            // Keys joined with `+` from literals and values, a table the app loads whole as a
            // dictionary or reads through `tr("Table", key)` with computed keys (each of its keys
            // may be shown), and the descriptions a network monitor
            // reads from `InternetAccessPolicy.strings`, and a second target's Info.plist table.
            Example(
                """
                //- /App/SoundProfile.swift
                import Foundation

                struct SoundProfile {
                    let titleKey: String
                    init(style: String) {
                        titleKey = "sound.profile." + style
                    }
                    var title: String { NSLocalizedString(titleKey, comment: "") }
                    static func hint(for mode: String) -> String {
                        NSLocalizedString("mode." + mode.lowercased() + ".hint", comment: "")
                    }
                }
                //- /App/Shortcuts.swift
                import Foundation

                enum Shortcuts {
                    static let names: [String: String] = {
                        guard let path = Bundle.main.path(forResource: "ShortcutNames", ofType: "strings"),
                              let table = NSDictionary(contentsOfFile: path) as? [String: String] else { return [:] }
                        return table
                    }()
                }
                //- /App/en.lproj/Localizable.strings
                "sound.profile.warm" = "Warm";
                "sound.profile.bright" = "Bright";
                "mode.quiet.hint" = "Lowers the volume at night.";
                //- /App/en.lproj/ShortcutNames.strings
                "cmd.seek" = "Seek";
                "cmd.pause" = "Pause";
                //- /App/EmojiNames.swift
                import Foundation

                enum EmojiNames {
                    static func name(for emoji: String) -> String { tr("EmojiNames", emoji.lowercased()) }
                    private static func tr(_ table: String, _ key: String) -> String {
                        NSLocalizedString(key, tableName: table, comment: "")
                    }
                }
                //- /App/en.lproj/EmojiNames.strings
                "dog" = "Dog";
                "rocket" = "Rocket";
                //- /App/en.lproj/InternetAccessPolicy.strings
                "ApplicationDescription" = "Sound Profiles adjusts your speakers.";
                "UpdateCheckPurpose" = "Checks for new versions.";
                //- /App/ja.lproj/Info-RemotePlist.strings
                "NSMicrophoneUsageDescription" = "マイクを使用して音声を録音します。";
                """),
            // Keys are the cases of an enum, looked up by a function generic over any
            // `RawRepresentable` key: which enum it is given is not known, its raw values may all be keys.
            Example(
                """
                //- /Core/Localization/StringLocalizableKey.swift
                public enum StringLocalizableKey: String, CaseIterable {
                    case onboarding_title
                    case bluetooth_disabled_title
                }
                //- /Core/Localization/Localization.swift
                import Foundation

                struct Localization {
                    var bundle: Bundle

                    private func lookUp(_ key: String, tableName: String?, bundle: Bundle) -> String {
                        NSLocalizedString(key, tableName: tableName, bundle: bundle, value: "", comment: "")
                    }

                    func localize<Key: RawRepresentable>(_ key: Key) -> String where Key.RawValue == String {
                        lookUp(key.rawValue, tableName: nil, bundle: bundle)
                    }
                }
                //- /Core/Localization/en.lproj/Localizable.strings
                "onboarding_title" = "Welcome";
                "bluetooth_disabled_title" = "Bluetooth is off";
                """),
        ],
        fixes: [
            "Delete the entry if the text is really gone from the app.",
            "If code reaches it in a way the analysis cannot see, record a verdict with the reason.",
        ])

    /// Tables the system reads by itself, never through code (lower-cased: `infoPlist.strings` is seen too).
    /// `InternetAccessPolicy` is read by network monitors (Little Snitch) from the app's bundle;
    /// `ServicesMenu` by macOS for the Services menu titles the Info.plist's `NSServices` declares.
    static let systemTables: Set<String> = ["infoplist", "appshortcuts", "internetaccesspolicy", "servicesmenu"]

    public init() {}

    /// Whether the system reads `file` by itself: an InfoPlist table (also a target's own
    /// `Launcher-InfoPlist.strings`), App Shortcuts, or a `Settings.bundle` table, whose keys the
    /// Settings app takes from the bundle's property lists rather than from code — unless those
    /// lists were read (`settings`), which then say which keys are shown.
    static func isReadBySystem(_ file: TableFile, settings: SettingsBundleTables) -> Bool {
        let table = file.table.lowercased()
        // Also a target's own `Launcher-InfoPlist.strings` or `Info-RemotePlist.strings` (UTM).
        if systemTables.contains(table) || table.hasSuffix("-infoplist") || table.hasSuffix("plist") { return true }
        return SettingsBundleTables.isInSettingsBundle(file) && !settings.isRead(file)
    }

    /// Places of one key in one table: every file defining it with its entry there.
    typealias KeyPlaces = [String: [(file: TableFile, entry: TableEntry)]]

    /// What the rule decides about the entries no usage reaches: by table, the keys no code uses,
    /// and the keys it cannot decide about (with the lookup that makes them undecidable).
    struct Classification {
        /// Keys no code uses, by table.
        var unused: [ProjectModel.TableAddress: KeyPlaces] = [:]
        /// Keys of tables code also looks up with keys computed at run time, by table.
        var undecided: [ProjectModel.TableAddress: KeyPlaces] = [:]
        /// Keys that are values of a bundled JSON file, in tables looked up with keys read at run time.
        var undecidedData: [ProjectModel.TableAddress: KeyPlaces] = [:]
        /// The first lookup with a computed key, by table.
        var computedKeyLookups: [String: CodeKeyPatterns.ComputedKeyLookup] = [:]
        /// The first lookup with a key read from data, by table.
        var dataKeyLookups: [String: CodeKeyPatterns.ComputedKeyLookup] = [:]
        /// Where bundled JSON files hold the undecided keys as values.
        var dataValues: [String: (place: (path: String, range: ByteRange), bundles: Set<String>)] = [:]
    }

    /// The keys among `candidates` that the rule reports as used by no code, as
    /// `table|key`: missing-translation asks, so that a key nobody looks up is not also an error
    /// for showing raw (Firefox Focus' `Tip.Release.Title`).
    static func unusedKeys(among candidates: Set<String>, _ context: RuleContext) -> Set<String> {
        guard let classification = classify(context, among: candidates) else { return [] }
        var keys: Set<String> = []
        for (address, places) in classification.unused {
            for key in places.keys { keys.insert(address.table + "|" + key) }
        }
        return keys
    }

    public func check(_ context: RuleContext) -> [Finding] {
        guard let classification = Self.classify(context, among: nil) else { return [] }
        let model = context.model
        let (unused, undecided, undecidedData) = (classification.unused, classification.undecided, classification.undecidedData)
        let (computedKeyLookups, dataKeyLookups, dataValues) = (
            classification.computedKeyLookups, classification.dataKeyLookups, classification.dataValues
        )
        var findings: [Finding] = []
        for (address, keys) in undecided {
            if let lookup = computedKeyLookups[address.table] {
                findings.append(
                    Self.computedKeysFinding(
                        keys, table: address.table, source: model.sourceLanguage(ofBundle: address.bundle), lookup: lookup, context))
            }
        }
        for (address, keys) in undecidedData {
            if let lookup = dataKeyLookups[address.table] {
                let places = keys.keys.sorted().compactMap { dataValues[$0]?.place }
                findings.append(
                    Self.computedKeysFinding(
                        keys, table: address.table, source: model.sourceLanguage(ofBundle: address.bundle), lookup: lookup, context,
                        dataPlaces: places))
            }
        }
        // Tables no code looks up by name: those named like a system framework's own table.
        var tablesLookedUp: Set<String>?
        for (address, keys) in unused {
            let source = model.sourceLanguage(ofBundle: address.bundle)
            if Self.systemFrameworkTables.contains(address.table) {
                if tablesLookedUp == nil { tablesLookedUp = Set(model.usages.map(\.table)) }
                if tablesLookedUp?.contains(address.table) == false {
                    findings.append(Self.frameworkTableFinding(keys, table: address.table, source: source, context))
                    continue
                }
            }
            var keys = keys
            // Keys only translations still define (the development language dropped them: a
            // translation platform's leftovers) are one finding per table when they are many
            // (Swiftfin: 266 such keys, each in 40 locale files).
            let orphans = keys.filter { _, places in
                !places.contains { $0.file.locale == source || $0.file.locale == "Base" || $0.file.format == .stringCatalog }
            }
            if orphans.count > Self.orphansReportedOneByOne {
                findings.append(Self.orphansFinding(orphans, table: address.table, source: source, context))
                for key in orphans.keys { keys[key] = nil }
            }
            for (key, places) in keys {
                let place = places.first { $0.file.locale == source || $0.file.format == .stringCatalog } ?? places[0]
                let others = places.count - 1
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: Self.description.defaultSeverity,
                        message: "'\(key)' in \(address.table) is not used by any code"
                            + (others > 0 ? " (defined in \(others + 1) files)" : ""),
                        location: context.location(place.file.path, place.entry.keyRange),
                        related: places.filter { $0.file.path != place.file.path }.map {
                            RelatedLocation(location: context.location($0.file.path, $0.entry.keyRange), note: "also defined here")
                        },
                        key: key, table: address.table))
            }
        }
        return findings
    }

    /// Decides about the entries no usage reaches (only keys in `candidates`, when given): which
    /// no code uses and which the analysis cannot decide about; `nil` when every entry is reached
    /// or the project has no Swift code.
    static func classify(_ context: RuleContext, among candidates: Set<String>?) -> Classification? {
        let model = context.model
        guard !model.index.files.values.allSatisfy({ $0.swift == nil }) else { return nil }
        // Patterns of keys assembled at run time that could not be enumerated: they may reach any
        // entry they match.
        var openPatterns: [KeyPattern.Compiled] = []
        // By position: a `for usage in` loop copies every usage (a large value) to read one field.
        let usages = model.usages
        for position in usages.indices {
            switch usages[position].lookup {
            case .runtimeTemplate(let pattern, nil): openPatterns.append(KeyPattern.Compiled(pattern))
            case .compilerTemplate(_, nil):
                // `Text("\(count)")` or `Text("\(a), \(b)")` looks up `%lld` or `%@, %@` exactly; only a
                // template with words of its own (`topic.\(x).title`) may stand for a family of entries.
                if let pattern = usages[position].wildcardPattern, Self.hasWords(pattern) { openPatterns.append(KeyPattern.Compiled(pattern)) }
            case .key, .runtimeTemplate, .compilerTemplate: break
            }
        }
        // Tables the code loads whole as a dictionary: any key may be shown.
        var tablesReadWhole: Set<String> = []
        // Bundles whose code the analysis reads: a package target of Objective-C only (a vendored
        // Sparkle) looks its tables up in code no rule sees.
        var bundlesWithSwift: Set<String> = [ModuleMap.mainBundle]
        for (path, file) in model.index.files {
            guard let otherCalls = file.swift?.otherCalls else { continue }
            tablesReadWhole.formUnion(CodeKeyPatterns.tablesReadWhole(otherCalls))
            bundlesWithSwift.insert(model.modules.bundle(ofPath: path))
        }
        let interfaceTables = Self.interfaceTables(model)
        // First the entries no usage reaches (a few among thousands); only they are compared with
        // the code's literals and patterns below, so the literals are looked up in a small set
        // instead of being gathered into a large one.
        var unreached: [(address: ProjectModel.TableAddress, file: TableFile, entry: TableEntry)] = []
        var unreachedKeys: Set<String> = []
        let settingsTables = SettingsBundleTables.of(model)
        for file in model.tableFiles
        where !Self.isReadBySystem(file, settings: settingsTables) && !file.hasSyntaxErrors && !tablesReadWhole.contains(file.table) {
            let address = ProjectModel.TableAddress(bundle: model.modules.bundle(ofPath: file.path), table: file.table)
            guard bundlesWithSwift.contains(address.bundle) || model.modules.isAppBundle(address.bundle), !interfaceTables.contains(Self.interfaceTableIdentity(file.path)) else { continue }
            for entry in file.entries where !entry.isStale && candidates?.contains(entry.key) != false && !model.containsUsage(reaching: entry.key) {
                unreached.append((address, file, entry))
                unreachedKeys.insert(entry.key)
            }
        }
        guard !unreached.isEmpty else { return nil }
        // A key written as a literal anywhere in code may reach the catalog through paths the
        // analysis does not follow (a dictionary of display names, a custom component taking
        // `String`): it is not reported. Only the unreached keys among them matter.
        var literalsInCode: Set<String> = []
        // Interpolated literals anywhere in code (`.invalid(description: "\(name) is taken")`, an
        // enum case or property typed `LocalizedStringKey`) in template form: `* is taken` keeps
        // `%@ is taken` alive whatever the interpolation's type.
        var templatesInCode: Set<String> = []
        for file in model.index.files.values {
            if let objectiveC = file.objectiveC {
                for literal in objectiveC.literals where unreachedKeys.contains(literal) { literalsInCode.insert(literal) }
            }
            // A string runtime attribute whose value is a key counts like a literal in code: the
            // inspectable property it sets may live in a library outside the repository
            // (IBLocalizable's `localizableString`: Open Food Facts sets 47 keys that way).
            for object in file.interfaceBuilder?.attributedObjects ?? [] {
                for attribute in object.runtimeAttributes where attribute.type == "string" && unreachedKeys.contains(attribute.value) {
                    literalsInCode.insert(attribute.value)
                }
            }
            guard let literals = file.swift?.stringLiterals else { continue }
            for literal in literals {
                if let value = literal.value {
                    if unreachedKeys.contains(value) { literalsInCode.insert(value) }
                } else if literal.hasInterpolation {
                    templatesInCode.insert(Self.templateForm(of: literal))
                }
            }
            // Keys joined with `+` (`"eq.preset." + name`) as patterns, like interpolations.
            templatesInCode.formUnion(CodeKeyPatterns.concatenations(literals, bytes: file.lineTable.bytes))
        }
        // Texts storyboards hand to the project's views that look their own text up on load, or
        // to a runtime attribute's setter that does: keys of the tables looked up (of any table
        // when code computes the table).
        var nibKeys: [String: Set<String>] = [:]
        for lookup in NibLocalizedTexts.lookups(in: model.index) {
            if lookup.tables.isEmpty { literalsInCode.insert(lookup.text.text) }
            for table in lookup.tables { nibKeys[table, default: []].insert(lookup.text.text) }
        }
        // Tables code looks keys up in with keys computed at run time: which of their keys are
        // used cannot be decided (the first such lookup per table is named).
        // A runtime attribute's setter (`@IBInspectable var localizeTitle`) looks up the texts of
        // the documents that set it, read above: it leaves its table decidable.
        var computedKeyLookups: [String: CodeKeyPatterns.ComputedKeyLookup] = [:]
        let helpers = CodeKeyPatterns.functionsLookingUpComputedKeys(in: model.index.files.values.compactMap(\.swift))
        let nibSetters = NibLocalizedTexts.setterRanges(in: model.index)
        for (path, file) in model.index.files.sorted(by: { $0.key < $1.key }) {
            guard let swift = file.swift else { continue }
            let setters = nibSetters[path] ?? []
            for lookup in CodeKeyPatterns.computedKeyLookups(in: swift, path: path, helpers: helpers)
            where computedKeyLookups[lookup.table] == nil && !setters.contains(where: { $0.contains(lookup.range) }) {
                computedKeyLookups[lookup.table] = lookup
            }
        }
        // Keys that are string values of a JSON file the app bundles, in tables code looks keys
        // up in with values it reads at run time (Applite: `LocalizedStringKey(self.id)` over
        // `categories.json`): which of them are shown cannot be decided.
        let dataKeyLookups = Self.dataKeyLookups(model)
        let dataValues = dataKeyLookups.isEmpty ? [:] : Self.bundledDataValues(model, among: unreachedKeys)
        let accessorNames = Self.generatedAccessorNames(model).union(Self.catalogMemberAccessorNames(model))
        let localizableSymbols = Self.localizableSymbolNames(model)
        let localizableSymbolReferences = Self.localizableSymbolReferences(model, unreached: unreached, lookups: localizableSymbols)
        // The same literals as wildcard patterns: a wrapper the analysis does not know may look up
        // the interpolated text itself (`localizedString("Open \(module) settings")`).
        let codePatterns = PatternBuckets(templatesInCode.filter(Self.hasWords))
        // One finding per key and table: a legacy table repeats the key in every locale's file;
        // the development language's file (else the first) stands for them all.
        // Tables code looks up an enum's raw value in, unknown which enum: the raw values of the
        // project's `String` enums may be their keys.
        let codeFiles = model.index.files.values.filter { $0.swift != nil }
        let rawValueTables = CodeKeyPatterns.rawValueLookupTables(in: codeFiles)
        let enumRawValues = rawValueTables.isEmpty ? [] : CodeKeyPatterns.stringEnumRawValues(in: codeFiles)
        var unused: [ProjectModel.TableAddress: KeyPlaces] = [:]
        var undecided: [ProjectModel.TableAddress: KeyPlaces] = [:]
        var undecidedData: [ProjectModel.TableAddress: KeyPlaces] = [:]
        for (address, file, entry) in unreached {
            if literalsInCode.contains(entry.key) || nibKeys[file.table]?.contains(entry.key) == true { continue }
            if openPatterns.contains(where: { $0.matches(entry.key) }) { continue }
            if context.verdict(covering: entry.key) != nil { continue }
            if Self.looksLikeInterfaceBuilderID(entry.key) { continue }
            if !accessorNames.isEmpty, accessorNames.contains(Self.accessorForm(entry.key)) { continue }
            if file.table == "Localizable",
                localizableSymbols.contains(Self.accessorForm(entry.key)) || localizableSymbolReferences.contains(Self.accessorForm(entry.key))
            { continue }
            if entry.key.contains("%"), templatesInCode.contains(Self.templateForm(entry.key)) { continue }
            if codePatterns.matchesAny(entry.key) { continue }
            if rawValueTables.contains(file.table), enumRawValues.contains(entry.key) { continue }
            if computedKeyLookups[file.table] != nil {
                undecided[address, default: [:]][entry.key, default: []].append((file, entry))
                continue
            }
            if dataKeyLookups[file.table] != nil, let value = dataValues[entry.key], value.bundles.contains(address.bundle) {
                undecidedData[address, default: [:]][entry.key, default: []].append((file, entry))
                continue
            }
            unused[address, default: [:]][entry.key, default: []].append((file, entry))
        }
        return Classification(
            unused: unused, undecided: undecided, undecidedData: undecidedData,
            computedKeyLookups: computedKeyLookups, dataKeyLookups: dataKeyLookups, dataValues: dataValues)
    }

    /// One "cannot decide" finding for the keys of a table that code also looks up with keys
    /// computed at run time: at the first key (findings of this rule stay in tables), pointing at
    /// the lookup, listing the keys nothing else uses in `keys`.
    /// With `dataPlaces` (where bundled JSON files hold the keys as values), the finding says the
    /// keys are data the lookup may read and points at the first such value.
    static func computedKeysFinding(
        _ keys: [String: [(file: TableFile, entry: TableEntry)]], table: String, source: String,
        lookup: CodeKeyPatterns.ComputedKeyLookup, _ context: RuleContext, dataPlaces: [(path: String, range: ByteRange)] = []
    ) -> Finding {
        let ordered = orderedKeys(keys, source: source)
        return Finding(
            ruleID: Self.id, severity: .info,
            message: "cannot decide whether "
                + (ordered.count == 1
                    ? "'\(ordered[0].key)' in \(table) is used"
                    : "\(ordered.count) keys of \(table) are used (\(MessageText.examples(ordered.map(\.key))))")
                + ": " + Self.dataWording(dataPlaces, count: ordered.count)
                + "\(lookup.callee) looks keys up in \(table) computed at run time",
            location: context.location(ordered[0].place.file.path, ordered[0].place.entry.keyRange),
            related: [RelatedLocation(location: context.location(lookup.path, lookup.range), note: "the lookup with a computed key")]
                + dataPlaces.prefix(1).map { RelatedLocation(location: context.location($0.path, $0.range), note: "a value of a bundled data file") }
                + ordered.dropFirst().prefix(Self.relatedKeysShown).map {
                    RelatedLocation(location: context.location($0.place.file.path, $0.place.entry.keyRange), note: "'\($0.key)'")
                },
            table: table, keys: ordered.map(\.key))
    }

    /// Names of tables Apple's frameworks read from their own bundles, which apps copy into theirs
    /// hoping to translate the system's screens (Open Food Facts' `CameraUI.strings`,
    /// `PhotosUI.strings` … in 150 languages for the camera and photo pickers). The framework looks
    /// its texts up in its own bundle, unless the app redirects its lookups (Open Food Facts
    /// swizzles `localizedString(forKey:value:table:)`): whether the copy is read cannot be decided.
    static let systemFrameworkTables: Set<String> = [
        "AVKit", "AuthenticationServices", "CameraUI", "ContactsUI", "EventKitUI", "MapKit", "MessageUI",
        "PassKit", "PhotoLibrary", "PhotoLibraryServices", "PhotosUI", "QuickLook", "SafariServices",
        "StoreKit", "UIKit", "UIKitCore", "VisionKit",
    ]

    /// One "cannot decide" finding for a table no code looks up that is named like a system
    /// framework's own table (`systemFrameworkTables`): at its first key, listing its keys.
    static func frameworkTableFinding(
        _ keys: [String: [(file: TableFile, entry: TableEntry)]], table: String, source: String, _ context: RuleContext
    ) -> Finding {
        let ordered = orderedKeys(keys, source: source)
        return Finding(
            ruleID: Self.id, severity: .info,
            message: "cannot decide whether \(ordered.count == 1 ? "'\(ordered[0].key)' in \(table) is" : "the \(ordered.count) keys of \(table) are") "
                + "used\(ordered.count == 1 ? "" : " (\(MessageText.examples(ordered.map(\.key))))"): no code looks table \(table) up, "
                + "and it is named like the table of Apple's \(table) framework, which reads its texts from its own bundle "
                + "unless the app redirects its lookups",
            location: context.location(ordered[0].place.file.path, ordered[0].place.entry.keyRange),
            related: ordered.dropFirst().prefix(Self.relatedKeysShown).map {
                RelatedLocation(location: context.location($0.place.file.path, $0.place.entry.keyRange), note: "'\($0.key)'")
            },
            table: table, keys: ordered.map(\.key))
    }

    /// Each key at its development-language file (else its first), in file order.
    static func orderedKeys(
        _ keys: [String: [(file: TableFile, entry: TableEntry)]], source: String
    ) -> [(key: String, place: (file: TableFile, entry: TableEntry))] {
        func order(_ place: (file: TableFile, entry: TableEntry)) -> (Int, String, Int) {
            (place.file.locale == source || place.file.format == .stringCatalog ? 0 : 1, place.file.path, place.entry.keyRange.start)
        }
        return keys.map { key, places -> (key: String, place: (file: TableFile, entry: TableEntry)) in
            (key, places.min { order($0) < order($1) } ?? places[0])
        }.sorted { order($0.place) < order($1.place) }
    }

    /// How many keys of a grouped "cannot decide" finding are also pointed at.
    static let relatedKeysShown = 20

    /// "it is a value in categories.json, and " (or "they are values in …") for keys bundled
    /// data files hold; empty for none.
    static func dataWording(_ places: [(path: String, range: ByteRange)], count: Int) -> String {
        var files: [String] = []
        for place in places where !files.contains(place.path) { files.append(place.path) }
        guard !files.isEmpty else { return "" }
        return (count == 1 ? "it is a value in " : "they are values in ") + MessageText.list(files) + ", and "
    }

    /// By table, the first lookup whose key code computes from a value the analysis cannot see
    /// (not a literal, not a value it enumerates, not a wrapper's parameter):
    /// `LocalizedStringKey(self.id)`, `NSLocalizedString(item.name, comment: "")`. Only these
    /// entry points: they look a runtime string up as it is (`Text(name)` with a `String` shows
    /// it verbatim).
    static func dataKeyLookups(_ model: ProjectModel) -> [String: CodeKeyPatterns.ComputedKeyLookup] {
        var lookups: [String: CodeKeyPatterns.ComputedKeyLookup] = [:]
        // In path order, so the lookup named is the same whatever the table's order; only the
        // files with such calls are sorted.
        var candidates: [(path: String, swift: ScannedFile)] = []
        for (path, file) in model.index.files {
            guard let swift = file.swift, swift.localizationCalls.contains(where: { Self.looksUpAsWritten($0.entryPoint.kind) }) else { continue }
            candidates.append((path, swift))
        }
        for (path, swift) in candidates.sorted(by: { $0.path < $1.path }) where !model.modules.isTestCode(path) {
            var usages: [KeyUsage]?
            for call in swift.localizationCalls {
                guard Self.looksUpAsWritten(call.entryPoint.kind), case .expression(let key) = call.key, CodeKeyPatterns.computedKeyText(call.key) != nil else { continue }
                let table: String
                if let name = call.tableName {
                    table = name
                } else if call.table == nil {
                    table = "Localizable"
                } else {
                    continue
                }
                guard lookups[table] == nil, !CodeKeyPatterns.isParameter(key.text, around: call.call.range, in: swift) else { continue }
                // A key the analysis enumerates (an enum's raw values) is a usage of its own.
                if usages == nil { usages = model.usages(inPath: path) }
                if usages?.contains(where: { call.call.range.contains($0.range) }) == true { continue }
                lookups[table] = CodeKeyPatterns.ComputedKeyLookup(table: table, path: path, range: call.call.range, callee: call.callee)
            }
        }
        return lookups
    }

    /// Whether the entry point looks a runtime string up as it is: `LocalizedStringKey(_:)`,
    /// `NSLocalizedString`, `Bundle.localizedString(forKey:value:table:)`.
    static func looksUpAsWritten(_ kind: EntryPoint.Kind) -> Bool {
        switch kind {
        case .localizedStringKey, .nsLocalizedString, .bundleLocalizedString: return true
        default: return false
        }
    }

    /// Of `keys`, those that are string values of a JSON file some product bundles (not test
    /// code, not left out of every Xcode project covering it), with the first such place and the
    /// bundles holding them.
    static func bundledDataValues(_ model: ProjectModel, among keys: Set<String>)
        -> [String: (place: (path: String, range: ByteRange), bundles: Set<String>)]
    {
        var found: [String: (place: (path: String, range: ByteRange), bundles: Set<String>)] = [:]
        let dataFiles = model.index.files.filter { $0.value.dataResource?.values.isEmpty == false }
        for (path, file) in dataFiles.sorted(by: { $0.key < $1.key }) {
            guard let data = file.dataResource, !model.modules.isTestCode(path) else { continue }
            if model.xcodeProjects.contains(where: { $0.includes(path: path) == false }) { continue }
            let bundle = model.modules.bundle(ofPath: path)
            for key in keys {
                guard let range = data.values[key] else { continue }
                found[key, default: ((path, range), [])].bundles.insert(bundle)
            }
        }
        return found
    }

    /// Up to this many keys that only translations define are reported one by one.
    static let orphansReportedOneByOne = MessageText.itemsReportedOneByOne

    /// One finding for the many keys of a table that only translations define and no code uses:
    /// the count, a few examples, every key in `keys`, and each key's first place as related.
    static func orphansFinding(
        _ orphans: [String: [(file: TableFile, entry: TableEntry)]], table: String, source: String, _ context: RuleContext
    ) -> Finding {
        let ordered = orphans.map { key, places -> (key: String, place: (file: TableFile, entry: TableEntry), count: Int) in
            let first = places.min { ($0.file.path, $0.entry.keyRange.start) < ($1.file.path, $1.entry.keyRange.start) } ?? places[0]
            return (key, first, places.count)
        }.sorted { ($0.place.file.path, $0.place.entry.keyRange.start) < ($1.place.file.path, $1.place.entry.keyRange.start) }
        let locales = Set(orphans.values.flatMap { $0.compactMap(\.file.locale) }).sorted()
        let first = ordered[0].place
        return Finding(
            ruleID: Self.id, severity: Self.description.defaultSeverity,
            message: "\(ordered.count) keys of \(table) are defined only in translations (\(MessageText.list(locales))), not in \(source), "
                + "and no code uses them (\(MessageText.examples(ordered.map(\.key)))): leftovers of removed texts",
            location: context.location(first.file.path, first.entry.keyRange),
            related: ordered.dropFirst().map {
                RelatedLocation(location: context.location($0.place.file.path, $0.place.entry.keyRange), note: "'\($0.key)' (in \($0.count) files)")
            },
            table: table, keys: ordered.map(\.key))
    }

    /// Keys reached through accessors a build plugin generates per String Catalog as members named
    /// after the table in lower camel case (xcstrings-tool: `.localizable.anErrorOccurred`,
    /// `.reply.zappedYou(amount)` for `Reply.xcstrings`, passed to `String(localized:)` or `Text`;
    /// its later versions wrap the key's member in a function named after the table,
    /// `.app(.allDocuments)`, or take it as an argument labelled so, `Text(app: .allDocuments)`).
    /// In `accessorForm`; only catalogs' tables, the only ones such plugins read.
    /// Xcode's own symbols for a catalog's manually added entries (`STRING_CATALOG_GENERATE_SYMBOLS`)
    /// are members named after the table as written: `.InAppPurchase.donationOnetimeDisplayName`.
    static func catalogMemberAccessorNames(_ model: ProjectModel) -> Set<String> {
        var tableNames: Set<String> = []
        for file in model.tableFiles where file.format == .stringCatalog {
            guard let first = file.table.first else { continue }
            tableNames.insert(first.lowercased() + file.table.dropFirst())
            tableNames.insert(file.table)
        }
        guard !tableNames.isEmpty else { return [] }
        // One pass over each file's dots (not one search per table name): a name between two
        // dots is read only when its length is a table name's.
        let lengths = Set(tableNames.map(\.utf8.count))
        let dot: [UInt8] = [UInt8(ascii: ".")]
        var names: Set<String> = []
        for file in model.index.files.values where file.swift != nil {
            let bytes = file.lineTable.bytes
            var index = 0
            while let found = SourceBytes.firstIndex(of: dot, in: bytes, from: index) {
                index = found + 1
                // `.localizable.x`, not `Bundle.localizable.x` or `foo.localizable.x`.
                if found > 0, SourceBytes.isIdentifierByte(bytes[found - 1]) { continue }
                var end = index
                while end < bytes.count, SourceBytes.isIdentifierByte(bytes[end]) { end += 1 }
                if end > index, Self.followsTableAccessor(bytes, dotAt: found, tableNames: tableNames, lengths: lengths) {
                    names.insert(accessorForm(String(decoding: bytes[index..<end], as: UTF8.self)))
                }
                guard end < bytes.count, bytes[end] == UInt8(ascii: "."), lengths.contains(end - index),
                    tableNames.contains(String(decoding: bytes[index..<end], as: UTF8.self))
                else { continue }
                var memberEnd = end + 1
                while memberEnd < bytes.count, SourceBytes.isIdentifierByte(bytes[memberEnd]) { memberEnd += 1 }
                if memberEnd > end + 1 { names.insert(accessorForm(String(decoding: bytes[(end + 1)..<memberEnd], as: UTF8.self))) }
                index = end
            }
        }
        return names
    }

    /// Whether the member written at the dot `dotAt` is the argument of a table's accessor:
    /// `.app(.allDocuments)` (the function `.app` before the parenthesis) or `Text(app: .allDocuments)`
    /// (the label `app`), spaces allowed between them.
    static func followsTableAccessor(_ bytes: [UInt8], dotAt dot: Int, tableNames: Set<String>, lengths: Set<Int>) -> Bool {
        var before = dot - 1
        while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
        guard before > 0, bytes[before] == UInt8(ascii: "(") || bytes[before] == UInt8(ascii: ":") else { return false }
        let isCall = bytes[before] == UInt8(ascii: "(")
        var nameEnd = before
        if !isCall { while nameEnd > 0, bytes[nameEnd - 1] == UInt8(ascii: " ") { nameEnd -= 1 } }
        var nameStart = nameEnd
        while nameStart > 0, SourceBytes.isIdentifierByte(bytes[nameStart - 1]) { nameStart -= 1 }
        guard nameEnd > nameStart, lengths.contains(nameEnd - nameStart) else { return false }
        // The function form is a member (`.app(`), not a call of a free function or a method.
        if isCall, nameStart == 0 || bytes[nameStart - 1] != UInt8(ascii: ".") { return false }
        return tableNames.contains(String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self))
    }

    /// Keys of `Localizable` reached through the symbols Xcode generates for it
    /// (`STRING_CATALOG_GENERATE_SYMBOLS`): static members of `LocalizedStringResource` named after
    /// the key, passed where a key goes (`String(localized: .cancel)`, `Text(.itemCount(3))`). In
    /// `accessorForm`; a member the project declares itself names its literal, which counts anyway.
    static func localizableSymbolNames(_ model: ProjectModel) -> Set<String> {
        var names: Set<String> = []
        for file in model.index.files.values {
            guard let calls = file.swift?.localizationCalls else { continue }
            for call in calls {
                guard case .expression(let expression) = call.key else { continue }
                var text = Substring(expression.text)
                guard text.first == ".", text.dropFirst().first?.isLetter == true else { continue }
                text = text.dropFirst()
                if let open = text.firstIndex(of: "(") { text = text[..<open] }
                guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                names.insert(accessorForm(String(text)))
            }
        }
        return names
    }

    /// Keys of `Localizable` whose generated symbol (`STRING_CATALOG_GENERATE_SYMBOLS`) code writes
    /// outside a lookup, wherever a `LocalizedStringResource` goes: an argument of the project's
    /// own view (`ConfigurationItemView(title: .agentDetailsVersionTitle)`), a returned tuple
    /// (`(.updateCriticalNoticeTitle, .red)`), `LocalizedStringResource.integrationsToolNameSsh`.
    /// Believed only for the catalog's manually added entries (those Xcode makes symbols for), and
    /// only once a lookup names a symbol of one (`Text(.setupTitle)`, in `lookups`): in a project
    /// that generates none, a button's `.cancel` is not the entry `Cancel`. In `accessorForm`.
    static func localizableSymbolReferences(
        _ model: ProjectModel, unreached: [(address: ProjectModel.TableAddress, file: TableFile, entry: TableEntry)], lookups: Set<String>
    ) -> Set<String> {
        var candidates: Set<String> = []
        var usesSymbols = false
        for (_, file, entry) in unreached where file.table == "Localizable" && file.format == .stringCatalog && entry.extractionState == "manual" {
            let form = accessorForm(entry.key)
            if lookups.contains(form) { usesSymbols = true } else { candidates.insert(form) }
        }
        guard usesSymbols, !candidates.isEmpty else { return [] }
        // One pass over each file's dots; a member's name is read only when its length (without
        // `_`, as `accessorForm` drops it) is a candidate's.
        let lengths = Set(candidates.map(\.utf8.count))
        let dot: [UInt8] = [UInt8(ascii: ".")]
        var found: Set<String> = []
        for file in model.index.files.values where file.swift != nil {
            let bytes = file.lineTable.bytes
            var index = 0
            while let at = SourceBytes.firstIndex(of: dot, in: bytes, from: index) {
                index = at + 1
                var end = index
                var counted = 0
                while end < bytes.count, SourceBytes.isIdentifierByte(bytes[end]) {
                    if bytes[end] != UInt8(ascii: "_") { counted += 1 }
                    end += 1
                }
                guard end > index, lengths.contains(counted), Self.isImplicitOrResourceMember(bytes, dotAt: at) else { continue }
                let form = accessorForm(String(decoding: bytes[index..<end], as: UTF8.self))
                if candidates.contains(form) { found.insert(form) }
                index = end
            }
        }
        return found
    }

    /// Whether the member after the dot at `dotAt` is an implicit member (`title: .x`, `(.x, .red)`,
    /// `? .x`: the dot follows a space or an opening or separating character) or a member of
    /// `LocalizedStringResource` — not a member of another value (`foo.x`, `x?.y`, `list[0].x`).
    static func isImplicitOrResourceMember(_ bytes: [UInt8], dotAt dot: Int) -> Bool {
        guard dot > 0 else { return true }
        let before = bytes[dot - 1]
        if SourceBytes.isIdentifierByte(before) {
            var start = dot - 1
            while start > 0, SourceBytes.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            return bytes[start..<dot].elementsEqual("LocalizedStringResource".utf8)
        }
        switch before {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("), UInt8(ascii: "["),
            UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "{"):
            return true
        default:
            return false
        }
    }

    /// Member paths written after a type that code passes as a key but the project never declares
    /// (`LocalString.common_button_cancel`, `L10n.Common.cancel`): accessors generated at build
    /// time from the table, whose source is not in the repository. In `accessorForm`.
    static func generatedAccessorNames(_ model: ProjectModel) -> Set<String> {
        // The candidate types first (few), then the declarations only to strike them out: no set
        // of every declared name is built.
        var accessorTypes: Set<String> = []
        for file in model.index.files.values {
            guard let calls = file.swift?.localizationCalls else { continue }
            for call in calls {
                guard case .expression(let expression) = call.key, let root = accessorRoot(of: expression.text) else { continue }
                accessorTypes.insert(root)
            }
        }
        guard !accessorTypes.isEmpty else { return [] }
        for file in model.index.files.values {
            guard let swift = file.swift else { continue }
            for type in swift.types { accessorTypes.remove(type.name) }
            for declaration in swift.enums { accessorTypes.remove(declaration.name) }
            if accessorTypes.isEmpty { return [] }
        }
        var names: Set<String> = []
        let needles = accessorTypes.map { Array(($0 + ".").utf8) }
        for file in model.index.files.values where file.swift != nil {
            let bytes = file.lineTable.bytes
            for needle in needles {
                var index = 0
                while let found = SourceBytes.firstIndex(of: needle, in: bytes, from: index) {
                    index = found + needle.count
                    if found > 0, SourceBytes.isIdentifierByte(bytes[found - 1]) { continue }
                    var end = index
                    while end < bytes.count, SourceBytes.isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
                    guard end > index else { continue }
                    // Every member path the chain starts with: `L10n.total.uppercased()` reads
                    // `total` (Zotero), `L10n.Citation.preview.uppercased()` `Citation.preview`.
                    var prefix = ""
                    for member in String(decoding: bytes[index..<end], as: UTF8.self).split(separator: ".") {
                        prefix += prefix.isEmpty ? member : "." + member
                        names.insert(accessorForm(prefix))
                    }
                }
            }
        }
        return names
    }

    /// The type an expression starts with when it reads a member of it (`L10n` of `L10n.Common.cancel`):
    /// a name of letters, digits and `_` starting with an uppercase letter, followed by `.`.
    static func accessorRoot(of text: String) -> String? {
        // Most expressions are ASCII: answered from the bytes; any other byte before the `.`
        // takes the Unicode-aware path.
        let answeredFromBytes: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard let first = bytes.first, first < 0x80 else { return nil }
            guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return false }
            for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 { return nil }
                guard !SourceBytes.isIdentifierByte(byte) else { continue }
                guard byte == UInt8(ascii: ".") else { return false }
                // A combining mark after the `.` would make it another character.
                return offset + 1 < bytes.count && bytes[offset + 1] >= 0x80 ? nil : true
            }
            return false
        } ?? nil
        switch answeredFromBytes {
        case .some(false): return nil
        case .some(true): return String(decoding: text.utf8.prefix { $0 != UInt8(ascii: ".") }, as: UTF8.self)
        case .none:
            let root = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard root.first?.isUppercase == true, text.dropFirst(root.count).first == "." else { return nil }
            return String(root)
        }
    }

    /// A literal with each interpolation written `*`.
    static func templateForm(of literal: StringLiteral) -> String {
        literal.segments.map { segment in
            if case .text(let text) = segment { return text.value }
            return "*"
        }.joined()
    }

    /// A key with each format specifier written `*` (`%1$@ of %lld` → `* of *`); `%%` stays.
    static func templateForm(_ key: String) -> String {
        var result = ""
        var index = key.startIndex
        while index < key.endIndex {
            let character = key[index]
            index = key.index(after: index)
            guard character == "%", index < key.endIndex else {
                result.append(character)
                continue
            }
            if key[index] == "%" {
                result.append("%%")
                index = key.index(after: index)
                continue
            }
            var end = index
            while end < key.endIndex, "0123456789$.-+ #'hlqLzjt".contains(key[end]) { end = key.index(after: end) }
            guard end < key.endIndex, key[end].isLetter || key[end] == "@" else {
                result.append(character)
                continue
            }
            result.append("*")
            index = key.index(after: end)
        }
        return result
    }

    /// A key or member path reduced to lowercase letters and digits: `common.button-cancel`,
    /// `common_button_cancel` and `Common.Button.cancel` meet.
    static func accessorForm(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Whether a key pattern has a letter or digit outside its wildcards.
    static func hasWords(_ pattern: String) -> Bool {
        pattern.contains { $0 != "*" && ($0.isLetter || $0.isNumber) }
    }

    /// Tables an Xcode project lists as translations of an interface or intent definition
    /// (`en.lproj/Widget.strings` of `Widget.intentdefinition`, of `Main.storyboard`), with the
    /// plural tables of the same name beside them (`Widget.stringsdict`): the system reads their
    /// keys (generated object ids such as `3d6HSO`) from that file, not from code. By folder and
    /// table name.
    static func interfaceTables(_ model: ProjectModel) -> Set<String> {
        var tables: Set<String> = []
        for project in model.xcodeProjects {
            for group in project.variantGroups {
                let name = group.name.lowercased()
                guard [".intentdefinition", ".storyboard", ".xib"].contains(where: { name.hasSuffix($0) }) else { continue }
                for localization in group.localizations { tables.insert(Self.interfaceTableIdentity(localization.path)) }
            }
        }
        // An intent definition compiled as a plain file, its translations in `.lproj` folders
        // the project copies whole (ProtonVPN: `Siri Shortcut Handler/Intents.intentdefinition`,
        // `Resources/de.lproj/Intents.strings`): the tables of its name in the project's folders.
        for project in model.xcodeProjects {
            let definitions = Set(
                project.targets.flatMap(\.compiledPaths).filter { $0.hasSuffix(".intentdefinition") }.map(FileKind.tableName(ofPath:)))
            guard !definitions.isEmpty else { continue }
            let folder = project.projectFolder.isEmpty ? "" : project.projectFolder + "/"
            for table in model.tableFiles where definitions.contains(table.table) && table.path.hasPrefix(folder) {
                tables.insert(Self.interfaceTableIdentity(table.path))
            }
        }
        // A folder Xcode synchronizes lists no variant groups: a storyboard or XIB
        // (`Base.lproj/Main.storyboard`) is translated by the tables of its name in the `.lproj`
        // folders beside it (`mul.lproj/Main.xcstrings`), whose keys are its object ids.
        for (path, file) in model.index.files where file.interfaceBuilder != nil {
            tables.insert(Self.interfaceTableIdentity(path))
        }
        return tables
    }

    /// A table file's folder above its `.lproj` and its table name (`Widget/|Widget`), so the
    /// `.strings` and `.stringsdict` of one localized file meet.
    static func interfaceTableIdentity(_ path: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false)
        let name = components.popLast().map(String.init) ?? path
        if components.last?.hasSuffix(".lproj") == true { components.removeLast() }
        return components.joined(separator: "/") + "|" + FileKind.tableName(ofPath: name)
    }

    /// Interface Builder keys (`9sv-l5-xwG.title`) are used by storyboards, not code.
    static func looksLikeInterfaceBuilderID(_ key: String) -> Bool {
        let parts = key.split(separator: ".", maxSplits: 1)
        guard let id = parts.first else { return false }
        let pieces = id.split(separator: "-")
        return pieces.count == 3 && pieces[0].count == 3 && pieces[1].count == 2 && pieces[2].count == 3
    }
}

/// Wildcard patterns (`Open * settings`) found by the first or last characters of their literal
/// ends, so testing every entry against thousands of patterns stays linear.
struct PatternBuckets {
    /// Patterns by up to four leading characters of their text before the first `*`.
    private var byPrefix: [String: [KeyPattern.Compiled]] = [:]
    /// Patterns starting with `*`, by up to four trailing characters after the last `*`.
    private var bySuffix: [String: [KeyPattern.Compiled]] = [:]
    /// Patterns starting and ending with `*`.
    private var unanchored: [KeyPattern.Compiled] = []

    /// Sorts `patterns` into buckets.
    init(_ patterns: Set<String>) {
        for pattern in patterns {
            // The texts before the first and after the last `*` are the compiled pattern's first
            // and last pieces (not found again by reversing the pattern's characters).
            let compiled = KeyPattern.Compiled(pattern)
            let prefix = compiled.leadingText
            if !prefix.isEmpty {
                byPrefix[String(prefix.prefix(4)), default: []].append(compiled)
            } else if !compiled.trailingText.isEmpty {
                bySuffix[String(compiled.trailingText.suffix(4)), default: []].append(compiled)
            } else {
                unanchored.append(compiled)
            }
        }
    }

    /// Whether some pattern matches `key`.
    func matchesAny(_ key: String) -> Bool {
        for length in 1...4 where key.count >= length {
            if byPrefix[String(key.prefix(length))]?.contains(where: { $0.matches(key) }) == true { return true }
            if bySuffix[String(key.suffix(length))]?.contains(where: { $0.matches(key) }) == true { return true }
        }
        return unanchored.contains { $0.matches(key) }
    }
}
