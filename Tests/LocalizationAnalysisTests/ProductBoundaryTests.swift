import LocalizationRules
import Testing

/// Where a text's bundle and a product's languages end, on layouts read in real apps: a package's
/// lone target in `Sources/`, a ternary handed to the project's own function, a framework's
/// project beside the app's.
@Suite struct ProductBoundaryTests {
    /// A package whose only target keeps its files directly in `Sources/` (SwiftPM 5.9; FlowDown's
    /// `ChatClientKit`) owns the catalog there: its `bundle: .module` lookups find their keys, and
    /// a lookup without it is told to pass it.
    @Test func loneTargetInSourcesOwnsItsCatalog() {
        let fixture = """
            //- /Frameworks/ChatKit/Package.swift
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "ChatKit",
                defaultLocalization: "en",
                targets: [
                    .target(name: "ChatKit")
                ]
            )
            //- /Frameworks/ChatKit/Sources/RemoteClient.swift
            import Foundation

            func connectionFailure() -> String {
                String(localized: "Unable to connect to the server.", bundle: .module)
            }

            func serverFailure() -> String {
                String(localized: "Server Error")
            }
            //- /Frameworks/ChatKit/Sources/Resources/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Server Error" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Serverfehler" } } } },
                "Unable to connect to the server." : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Keine Verbindung zum Server." } } } }
              },
              "version" : "1.0"
            }
            //- /App/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Settings" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } } } }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings()
        // The lookup without `bundle: .module` reads the app's bundle: the package's own catalog
        // is the one it should name.
        let missingBundle = findings.filter { $0.ruleID == "missing-bundle" }
        #expect(missingBundle.map(\.key) == ["Server Error"], "\(findings.map(\.message))")
        #expect(!findings.contains { $0.ruleID == "missing-key" && $0.key == "Unable to connect to the server." })
    }

    /// `Text(localized(flag ? "a" : "b"))`: the ternary's literals go to the project's own
    /// function (quotio's builds the key `prefix + "." + suffix`), not to `Text` as keys.
    @Test func ternaryPassedToAFunctionIsNotTheKey() {
        let fixture = """
            //- /App/ConnectionSheet.swift
            import SwiftUI

            struct ConnectionSheet: View {
                var isEditing: Bool
                var prefix: String
                var body: some View {
                    Text(localized(isEditing ? "connection.edit" : "connection.title"))
                    Text((isEditing ? "Save" : "Add"))
                }
                private func localized(_ suffix: String) -> String {
                    NSLocalizedString(prefix + "." + suffix, comment: "")
                }
            }
            //- /App/Localizable.xcstrings
            {
              "sourceLanguage" : "en",
              "strings" : {
                "amp.connection.edit" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bearbeiten" } } } },
                "amp.connection.title" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Verbinden" } } } }
              },
              "version" : "1.0"
            }
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-key" }
        // Only the parenthesized ternary's literals are `Text`'s keys.
        #expect(findings.compactMap(\.key).sorted() == ["Add", "Save"], "\(findings.map(\.message))")
    }

    /// A library's resource bundle copied whole (`DateTools.bundle`, `iVersion.bundle`) is a
    /// bundle of its own: its `Localizable` is not the app's, and its languages are not the app's.
    @Test func resourceBundleKeepsItsTablesAndLanguages() {
        let fixture = """
            //- /App/en.lproj/Localizable.strings
            "Time Scroller" = "Time Scroller";
            //- /App/de.lproj/Localizable.strings
            "Time Scroller" = "Zeitleiste";
            //- /App/Vendor/iVersion.bundle/en.lproj/Localizable.strings
            "iVersionUpdateAvailableTitle" = "New version available";
            //- /App/Vendor/iVersion.bundle/de.lproj/Localizable.strings
            "iVersionUpdateAvailableTitle" = "Neue Version verfügbar";
            //- /App/Vendor/iVersion.bundle/el.lproj/Localizable.strings
            "iVersionUpdateAvailableTitle" = "Νέα έκδοση διαθέσιμη";
            //- /App/Clock.swift
            import Foundation

            let title = NSLocalizedString("Time Scroller", comment: "")
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// A framework's own project beside the app's lists the framework's regions: they are not the
    /// app's languages (Clocker ships 20, its ShortcutRecorder project lists 30).
    @Test func frameworkProjectRegionsAreNotTheAppLanguages() {
        let fixture = """
            //- /App.xcodeproj/project.pbxproj
            {
              objects = {
                P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, de); mainGroup = G; targets = (A); };
                A = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (AR); };
                AR = { isa = PBXResourcesBuildPhase; files = (F1); };
                F1 = { isa = PBXBuildFile; fileRef = L; };
                G = { isa = PBXGroup; children = (L); sourceTree = "<group>"; };
                L = { isa = PBXVariantGroup; children = (LE, LD); name = Localizable.strings; path = App; sourceTree = "<group>"; };
                LE = { isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                LD = { isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
              };
              rootObject = P;
            }
            //- /Recorder/Recorder.xcodeproj/project.pbxproj
            {
              objects = {
                P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, de, cs); mainGroup = G; targets = (K); };
                K = { isa = PBXNativeTarget; name = Recorder; productType = "com.apple.product-type.framework"; buildPhases = (KR); };
                KR = { isa = PBXResourcesBuildPhase; files = (F1); };
                F1 = { isa = PBXBuildFile; fileRef = R; };
                G = { isa = PBXGroup; children = (R); sourceTree = "<group>"; };
                R = { isa = PBXVariantGroup; children = (RE, RD, RC); name = Recorder.strings; path = Resources; sourceTree = "<group>"; };
                RE = { isa = PBXFileReference; name = en; path = en.lproj/Recorder.strings; sourceTree = "<group>"; };
                RD = { isa = PBXFileReference; name = de; path = de.lproj/Recorder.strings; sourceTree = "<group>"; };
                RC = { isa = PBXFileReference; name = cs; path = cs.lproj/Recorder.strings; sourceTree = "<group>"; };
              };
              rootObject = P;
            }
            //- /App/en.lproj/Localizable.strings
            "Time Scroller" = "Time Scroller";
            //- /App/de.lproj/Localizable.strings
            "Time Scroller" = "Zeitleiste";
            //- /Recorder/Resources/en.lproj/Recorder.strings
            "Space" = "Space";
            //- /Recorder/Resources/de.lproj/Recorder.strings
            "Space" = "Leertaste";
            //- /Recorder/Resources/cs.lproj/Recorder.strings
            "Space" = "Mezerník";
            //- /App/Clock.swift
            import Foundation

            let title = NSLocalizedString("Time Scroller", comment: "")
            """
        let loaded = loadFixture(fixture)
        let findings = loaded.snapshot.allFindings().filter { $0.ruleID == "missing-translation" || $0.ruleID == "usage-description" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// A resource bundle shows the language the app runs in: its gaps count in the app's
    /// languages, and a language only the bundle has (DateTools' `cy`, which Clocker does not
    /// ship) is never shown.
    @Test func resourceBundleShipsTheAppLanguages() {
        let fixture = """
            //- /App/en.lproj/Localizable.strings
            "Time Scroller" = "Time Scroller";
            //- /App/de.lproj/Localizable.strings
            "Time Scroller" = "Zeitleiste";
            //- /App/Vendor/DateTools.bundle/en.lproj/DateTools.strings
            "Just now" = "Just now";
            "Yesterday" = "Yesterday";
            //- /App/Vendor/DateTools.bundle/de.lproj/DateTools.strings
            "Just now" = "Gerade eben";
            //- /App/Vendor/DateTools.bundle/cy.lproj/DateTools.strings
            "Just now" = "Newydd";
            //- /App/Clock.swift
            import Foundation

            let title = NSLocalizedString("Time Scroller", comment: "")
            """
        let findings = loadFixture(fixture).snapshot.allFindings().filter { $0.ruleID == "missing-translation" }
        #expect(findings.map(\.key) == ["Yesterday"], "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("de") == true)
        #expect(findings.first?.message.contains("cy") == false)
    }
}
