import Foundation
@testable import LocalizationAnalysis
import LocalizationIndex
import LocalizationRules
import TestSupport
import TextPositions
import Testing

/// Editor queries through the analysis API, on small multi-file fixtures with markers.
@Suite struct EditorQueryTests {
    /// A small app: a view using a symbolic key, a template over an enum, and a catalog.
    static let app = """
        //- /App/Topic.swift
        enum Topic: String, CaseIterable {
            case sleep, pollen
        }
        //- /App/ContentView.swift
        import SwiftUI

        struct ContentView: View {
            let topic: Topic
            var body: some View {
                VStack {
                    Text("inbox.1️⃣title")
                    Text(NSLocalizedString("topic.2️⃣\\(topic.rawValue).title", comment: ""))
                    Text("inb3️⃣")
                    Text("settings.title")
                }
            }
        }
        //- /App/Localizable.xcstrings
        {
          "sourceLanguage" : "en",
          "strings" : {
            4️⃣"inbox.title" : {
              "comment" : "Title of the inbox",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Posteingang" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Inbox" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Boîte" } }
              }
            },
            "inbox.unread" : { },
            "topic.sleep.title" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Schlaf" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func hoverOnKeyShowsEveryLocaleStateAndComment() throws {
        let loaded = loadFixture(Self.app)
        let place = try #require(loaded.markers["1️⃣"])
        let hover = try #require(loaded.snapshot.hover(path: place.path, offset: place.offset))
        #expect(hover.key == "inbox.title")
        #expect(hover.table == "Localizable")
        #expect(hover.comment == "Title of the inbox")
        #expect(hover.catalogs == ["App/Localizable.xcstrings"])
        #expect(hover.translations.map(\.locale) == ["en", "de", "fr"])
        #expect(hover.translations.first { $0.locale == "fr" }?.state == "needs_review")
        #expect(hover.translations.first { $0.locale == "de" }?.value == "Posteingang")
    }

    @Test func hoverOnTemplateListsExpansionsAndWhichExist() throws {
        let loaded = loadFixture(Self.app)
        let place = try #require(loaded.markers["2️⃣"])
        let hover = try #require(loaded.snapshot.hover(path: place.path, offset: place.offset))
        #expect(hover.expansions == [
            KeyHover.Expansion(key: "topic.sleep.title", exists: true),
            KeyHover.Expansion(key: "topic.pollen.title", exists: false),
        ])
    }

    @Test func hoverOnCatalogEntryListsUsages() throws {
        let loaded = loadFixture(Self.app)
        let place = try #require(loaded.markers["4️⃣"])
        let hover = try #require(loaded.snapshot.hover(path: place.path, offset: place.offset))
        #expect(hover.key == "inbox.title")
        #expect(hover.usages.map(\.path) == ["App/ContentView.swift"])
        #expect(hover.usages.first?.start.line == 7)
    }

    @Test func definitionGoesToTheCatalogEntry() throws {
        let loaded = loadFixture(Self.app)
        let place = try #require(loaded.markers["1️⃣"])
        let entry = try #require(loaded.markers["4️⃣"])
        let locations = loaded.snapshot.definition(path: place.path, offset: place.offset)
        #expect(locations.map(\.path) == ["App/Localizable.xcstrings"])
        #expect(locations.first?.range.start == entry.offset)
    }

    @Test func referencesFromTheEntryFindTheCode() throws {
        let loaded = loadFixture(Self.app)
        let entry = try #require(loaded.markers["4️⃣"])
        let plain = loaded.snapshot.references(path: entry.path, offset: entry.offset)
        #expect(plain.map(\.path) == ["App/ContentView.swift"])
        let withDeclaration = loaded.snapshot.references(path: entry.path, offset: entry.offset, includeDeclarations: true)
        #expect(withDeclaration.count == 2)
    }

    @Test func completionOffersKeysStartingWithWhatIsTyped() throws {
        let loaded = loadFixture(Self.app)
        let place = try #require(loaded.markers["3️⃣"])
        let completions = loaded.snapshot.completions(path: place.path, offset: place.offset)
        #expect(completions.map(\.key) == ["inbox.title", "inbox.unread"])
        #expect(completions.first?.detail == "Inbox")
    }

    /// Typing in a key literal: the keys come from the last built model, so the completion does
    /// not wait for the new one; any change outside the literal makes the earlier model unusable.
    @Test func completionAfterAKeystrokeUsesTheLastBuiltModel() throws {
        var workspace = Workspace()
        var texts: [String: MarkedText] = [:]
        for file in FixtureParser.files(in: Self.app) {
            texts[file.path] = extractMarkers(file.text)
            workspace.set(path: file.path, text: texts[file.path]!.text)
        }
        let ready = workspace.snapshot
        _ = ready.model
        let view = "App/ContentView.swift"
        let place = try #require(texts[view])["3️⃣"]
        var bytes = Array(try #require(texts[view]).text.utf8)
        bytes.insert(UInt8(ascii: "o"), at: place)
        workspace.set(path: view, bytes: bytes)
        let typed = workspace.snapshot
        let fromReady = try #require(typed.completions(path: view, offset: place + 1, keysFrom: ready))
        #expect(typed.builtModel == nil)
        #expect(fromReady.map(\.key) == ["inbox.title", "inbox.unread"])
        #expect(fromReady == typed.completions(path: view, offset: place + 1))

        workspace.set(path: view, bytes: Array("\n".utf8) + bytes)
        let shifted = workspace.snapshot
        #expect(shifted.completions(path: view, offset: place + 2, keysFrom: ready) == nil)
    }

    /// Keys of legacy tables are renamed in place: only the key token changes, every other byte
    /// (comments, spacing, order, the translations) stays.
    @Test func renameEditsLegacyTablesKeepingEveryOtherByte() throws {
        let loaded = loadFixture("""
            //- /App/View.swift
            import SwiftUI
            let title = Text("old.1️⃣title")
            //- /App/en.lproj/Localizable.strings
            /* The title */
            "old.title" = "Title";
            other = "Other";
            //- /App/de.lproj/Localizable.strings
            "other"="Andere";
            old.title = "Titel";
            //- /App/en.lproj/Localizable.stringsdict
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>old.title</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>%#@n@</string>
                </dict>
            </dict>
            </plist>
            """)
        let place = try #require(loaded.markers["1️⃣"])
        guard case .edits(let edits) = loaded.snapshot.rename(path: place.path, offset: place.offset, to: "new \"title\" & more") else {
            Issue.record("rename was refused: \(loaded.snapshot.rename(path: place.path, offset: place.offset, to: "new"))")
            return
        }
        func edited(_ path: String) -> String {
            var bytes = loaded.snapshot.index.files[path]?.bytes ?? []
            for edit in edits.filter({ $0.path == path }).sorted(by: { $0.range.start > $1.range.start }) {
                bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(edited("App/View.swift") == "import SwiftUI\nlet title = Text(\"new \\\"title\\\" & more\")\n")
        #expect(edited("App/en.lproj/Localizable.strings") == "/* The title */\n\"new \\\"title\\\" & more\" = \"Title\";\nother = \"Other\";\n")
        #expect(edited("App/de.lproj/Localizable.strings") == "\"other\"=\"Andere\";\n\"new \\\"title\\\" & more\" = \"Titel\";\n")
        #expect(edited("App/en.lproj/Localizable.stringsdict").contains("    <key>new \"title\" &amp; more</key>\n    <dict>"))
        #expect(edits.count == 4)
    }

    /// What is typed matches keys ignoring case, in ASCII and beyond.
    @Test func keyPrefixesMatchIgnoringCase() {
        #expect(Snapshot.startsCaseInsensitively("Inbox.Title", with: "inbox.t"))
        #expect(Snapshot.startsCaseInsensitively("inbox", with: ""))
        #expect(!Snapshot.startsCaseInsensitively("inbox", with: "inboxes"))
        #expect(!Snapshot.startsCaseInsensitively("outbox", with: "inb"))
        #expect(Snapshot.startsCaseInsensitively("ÉTÉ.title", with: "été"))
        #expect(!Snapshot.startsCaseInsensitively("Été", with: "ete"))
    }

    @Test func renameEditsCodeAndCatalog() throws {
        let loaded = loadFixture(Self.app)
        let place = try #require(loaded.markers["1️⃣"])
        guard case .edits(let edits) = loaded.snapshot.rename(path: place.path, offset: place.offset, to: "mailbox.title", contents: loaded.contents(ofPath:))
        else {
            Issue.record("rename was refused")
            return
        }
        #expect(Set(edits.map(\.path)) == ["App/ContentView.swift", "App/Localizable.xcstrings"])
        #expect(edits.contains { $0.path == "App/ContentView.swift" && $0.replacement == "mailbox.title" })
        let template = try #require(loaded.markers["2️⃣"])
        #expect(loaded.snapshot.rename(path: template.path, offset: template.offset, to: "x") != .edits([]))
        if case .edits = loaded.snapshot.rename(path: template.path, offset: template.offset, to: "x") {
            Issue.record("a template must not be renamed")
        }
    }

    /// The index keeps a catalog without its bytes: a rename reads it again through the front end
    /// and edits it only when it is still the text that was indexed.
    @Test func renameRefusesACatalogChangedSinceItWasIndexed() throws {
        let loaded = loadFixture(Self.app)
        let place = try #require(loaded.markers["1️⃣"])
        let catalogPath = "App/Localizable.xcstrings"
        #expect(loaded.snapshot.index.files[catalogPath]?.bytes == nil)
        var changed = try #require(loaded.texts[catalogPath])
        changed.insert(UInt8(ascii: " "), at: 1)
        let refused = loaded.snapshot.rename(path: place.path, offset: place.offset, to: "mailbox.title") { path in
            path == catalogPath ? changed : loaded.texts[path]
        }
        #expect(refused == .refused("App/Localizable.xcstrings changed since it was indexed; try again once the change is picked up"))
        let unreadable = loaded.snapshot.rename(path: place.path, offset: place.offset, to: "mailbox.title") { _ in nil }
        #expect(unreadable == .refused("App/Localizable.xcstrings cannot be read to edit it"))
        // The same bytes as indexed: the catalog's key is rewritten where the summary says it is.
        guard case .edits(let edits) = loaded.snapshot.rename(path: place.path, offset: place.offset, to: "mailbox.title", contents: loaded.contents(ofPath:))
        else {
            Issue.record("rename was refused")
            return
        }
        var catalog = try #require(loaded.texts[catalogPath])
        for edit in edits.filter({ $0.path == catalogPath }).sorted(by: { $0.range.start > $1.range.start }) {
            catalog.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
        }
        let text = String(decoding: catalog, as: UTF8.self)
        #expect(text.contains("\"mailbox.title\" : {\n      \"comment\" : \"Title of the inbox\""))
        #expect(!text.contains("inbox.title"))
    }

    @Test func missingKeyOffersToAddTheEntryInXcodeLayout() throws {
        let loaded = loadFixture(Self.app)
        let finding = try #require(loaded.snapshot.allFindings().first { $0.ruleID == "missing-key" && $0.key == "settings.title" })
        let actions = loaded.snapshot.codeActions(path: finding.path, range: finding.range)
        let add = try #require(actions.first { $0.title.hasPrefix("Add 'settings.title'") })
        #expect(add.edits.count == 1)
        #expect(add.edits[0].path == "App/Localizable.xcstrings")
        #expect(add.edits[0].replacement.contains("\"settings.title\" : {"))
        #expect(add.edits[0].replacement.contains("\"extractionState\" : \"manual\""))
    }

    @Test func missingBundleFixInsertsModuleBundle() throws {
        let loaded = loadFixture("""
            //- /Kit/Package.swift
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", defaultLocalization: "en", targets: [
                .target(name: "Kit", resources: [.process("Resources")]),
            ])
            //- /Kit/Sources/Kit/Title.swift
            import Foundation
            let title = String(localized: "kit.title", comment: "Title")
            //- /Kit/Sources/Kit/Resources/Localizable.xcstrings
            { "sourceLanguage" : "en", "strings" : { "kit.title" : { } }, "version" : "1.0" }
            """)
        let finding = try #require(loaded.snapshot.allFindings().first { $0.ruleID == "missing-bundle" })
        let action = try #require(loaded.snapshot.codeActions(path: finding.path, range: finding.range).first)
        #expect(action.edits == [FileEdit(path: "Kit/Sources/Kit/Title.swift", range: ByteRange(at: finding.range.end), replacement: ", bundle: .module")])
    }

    @Test func inlayHintShowsTheSourceTextOfSymbolicKeys() throws {
        let loaded = loadFixture(Self.app)
        let hints = loaded.snapshot.inlayHints(path: "App/ContentView.swift", range: ByteRange(start: 0, end: 10_000))
        #expect(hints.map(\.label) == ["Inbox"])
    }

    @Test func symbolsListCatalogEntries() {
        let loaded = loadFixture(Self.app)
        #expect(loaded.snapshot.documentSymbols(path: "App/Localizable.xcstrings").map(\.key) == ["inbox.title", "inbox.unread", "topic.sleep.title"])
        #expect(loaded.snapshot.workspaceSymbols(matching: "INBOX").map(\.key) == ["inbox.title", "inbox.unread"])
    }

    @Test func findingsAreDeterministicAndSorted() {
        let first = loadFixture(Self.app).snapshot.allFindings()
        let second = loadFixture(Self.app).snapshot.allFindings()
        #expect(first == second)
        #expect(first == first.sorted())
    }

    @Test func unchangedFactsStopInvalidation() {
        var workspace = Workspace()
        let source = "import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a.b\") }\n}\n"
        #expect(workspace.set(path: "App/A.swift", text: source).affectsProject)
        // Only whitespace inside the body changes: positions move, facts do not.
        let edited = source.replacingOccurrences(of: "{ Text", with: "{  Text")
        let change = workspace.set(path: "App/A.swift", text: edited)
        #expect(change.changedPaths == ["App/A.swift"])
        #expect(!change.affectsProject)
        #expect(workspace.set(path: "App/A.swift", text: edited).changedPaths.isEmpty)
        #expect(workspace.set(path: "App/A.swift", text: edited.replacingOccurrences(of: "a.b", with: "a.c")).affectsProject)
    }
}
