import LocalizationIndex
import SwiftSourceScanner
import TestSupport
import Testing
import TextPositions

/// The shallow Objective-C reader: which lookups it finds, with what table, bundle and shipping
/// state, and where their keys are.
@Suite struct ObjectiveCSourceTests {
    /// The lookups of `marked`, with the offsets of its markers.
    private func read(_ marked: String) -> (lookups: [ObjectiveCSource.Lookup], markers: MarkedText, source: ObjectiveCSource) {
        let text = extractMarkers(marked)
        let source = ObjectiveCSource(bytes: Array(text.text.utf8))
        return (source.lookups, text, source)
    }

    @Test func findsTheMacrosAndTheMessageWithTheirTablesAndBundles() {
        let (lookups, markers, _) = read(
            #"""
            // NSLocalizedString(@"commented.out", nil)
            /* NSLocalizedString(@"also.commented", nil) */
            NSString *a = NSLocalizedString(1️⃣@"Failed to start.", "Process");
            NSString *b = NSLocalizedStringFromTable(2️⃣@"row." @"title", @"Rows", @"a comment");
            NSString *c = NSLocalizedStringFromTableInBundle(3️⃣@"k3", nil, [NSBundle bundleForClass:[self class]], nil);
            NSString *d = [[NSBundle mainBundle] localizedStringForKey:4️⃣@"k4" value:@"Fallback" table:@"Menus"];
            NSString *e = [self.bundle localizedStringForKey:5️⃣@"k5" value:nil table:nil];
            CFStringRef f = CFCopyLocalizedStringFromTable(6️⃣CFSTR("k6"), CFSTR("Core"), NULL);
            NSString *g = NSLocalizedString(name, nil);
            NSString *h = NSLocalizedStringFromTable(@"k8", tableName, nil);
            """#)
        #expect(lookups.map(\.key) == ["Failed to start.", "row.title", "k3", "k4", "k5", "k6"])
        #expect(lookups.map(\.table) == ["Localizable", "Rows", "Localizable", "Menus", "Localizable", "Core"])
        #expect(lookups.map(\.keyRange.start) == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"].map { markers[$0] })
        #expect(lookups[0].bundle == .absent)
        #expect(lookups[0].comment == "Process")
        #expect(lookups[1].comment == "a comment")
        #expect(lookups[2].bundle == .other("[NSBundle bundleForClass:[self class]]"))
        #expect(lookups[3].bundle == .main)
        #expect(lookups[3].hasDefaultValue)
        #expect(lookups[4].bundle == .other("self.bundle"))
        #expect(!lookups[4].hasDefaultValue)
    }

    /// A macro's body joining a literal piece and its parameter (`@"keyword_" keyword`) looks up a
    /// family of keys: a pattern. A lone variable stays no lookup.
    @Test func aLiteralJoinedWithAMacroParameterIsAPattern() {
        let (lookups, markers, _) = read(
            #"""
            #define TranslateKeyword(keyword) [[bundle localizedStringForKey:1️⃣@"keyword_" keyword value:keyword table:@"Localizable"] lowercaseString] : keyword
            #define Title(name) NSLocalizedString(2️⃣@"title." name @".short", nil)
            NSString *a = [bundle localizedStringForKey:name value:nil table:@"Localizable"];
            NSString *b = NSLocalizedString(prefix suffix, nil);
            """#)
        #expect(lookups.map(\.key) == ["keyword_*", "title.*.short"])
        #expect(lookups.map(\.isPattern) == [true, true])
        #expect(lookups.map(\.keyRange.start) == [markers["1️⃣"], markers["2️⃣"]])
    }

    /// The uses of such a macro spell its keys: each is a lookup at the use's argument. A use
    /// passing a variable leaves the pattern.
    @Test func theUsesOfAMacroSpellItsKeys() {
        let (lookups, markers, _) = read(
            #"""
            #define TranslateKeyword(keyword) [[bundle localizedStringForKey:@"keyword_" keyword value:keyword table:@"Search"] lowercaseString]
            NSArray *keywords = @[ TranslateKeyword(1️⃣@"file"), TranslateKeyword(2️⃣@"archive") ];
            #define Title(name) NSLocalizedString(3️⃣@"title." name, nil)
            NSString *title = Title(someName);
            """#)
        #expect(lookups.map(\.key) == ["keyword_file", "keyword_archive", "title.*"])
        #expect(lookups.map(\.isPattern) == [false, false, true])
        #expect(lookups.map(\.table) == ["Search", "Search", "Localizable"])
        #expect(lookups.map(\.keyRange.start) == [markers["1️⃣"], markers["2️⃣"], markers["3️⃣"]])
    }

    @Test func decodesEscapesAsTheCompilerDoes() {
        let (lookups, _, source) = read(#"NSLocalizedString(@"Tab\there \"quoted\" \u2022 \101\x42", nil);"#)
        #expect(lookups.map(\.key) == ["Tab\there \"quoted\" \u{2022} AB"])
        #expect(source.literals.contains("Tab\there \"quoted\" \u{2022} AB"))
    }

    @Test func preprocessorBranchesDecideWhatShips() {
        let (lookups, _, _) = read(
            """
            #if 0
            NSLocalizedString(@"never", nil);
            #else
            NSLocalizedString(@"else.of.zero", nil);
            #endif
            #ifdef DEBUG
            NSLocalizedString(@"debug", nil);
            #elif TARGET_OS_IOS
            NSLocalizedString(@"ios", nil);
            #endif
            #if 1
            NSLocalizedString(@"one", nil);
            #else
            NSLocalizedString(@"else.of.one", nil);
            #endif
              #if TARGET_OS_OSX
            NSLocalizedString(@"mac", nil);
              #endif
            #define TITLE NSLocalizedString(@"from.macro", nil)
            #import "NSLocalizedString(@\\"not.a.lookup\\", nil).h"
            """)
        let shipping = Dictionary(uniqueKeysWithValues: lookups.map { ($0.key, $0.isShipping) })
        #expect(
            shipping == [
                "never": false, "else.of.zero": true, "debug": false, "ios": true, "one": true, "else.of.one": false,
                "mac": true, "from.macro": true,
            ])
    }

    @Test func brokenInputEndsQuietly() {
        for text in [#"NSLocalizedString(@"unterminated"#, "NSLocalizedString(", "/* open comment NSLocalizedString(@\"k\", nil)",
            "[[NSBundle mainBundle] localizedStringForKey:@\"k\" value:", "#if 0\n#endif\n#endif\n#else\nNSLocalizedString(@\"k\", nil)"]
        {
            let source = ObjectiveCSource(bytes: Array(text.utf8))
            #expect(source.lookups.count <= 1, "\(text)")
        }
    }
}

/// An edit of an Objective-C file that keeps its lookups and literals derives the next model
/// from the previous one (as a Swift edit does), with the same usages as a full build.
@Suite struct ObjectiveCIncrementalModelTests {
    @Test func anEditMovingLookupsGivesTheFullBuildsUsages() {
        var index = ProjectIndex()
        index.update(path: "App/AppView.swift", bytes: Array("import SwiftUI\nstruct AppView: View { var body: some View { Text(\"Hello\") } }\n".utf8))
        index.update(path: "App/en.lproj/Localizable.strings", bytes: Array("\"Hello\" = \"Hello\";\n\"Disk full.\" = \"Disk full.\";\n".utf8))
        index.update(path: "App/Disk.m", bytes: Array("- (NSString *)full { return NSLocalizedString(@\"Disk full.\", nil); }\n".utf8))
        let before = ProjectModel(index: index)
        let tablesValue = before.derivedFromTables(TablesProbe.self) { TablesProbe() }
        let edited = extractMarkers("// Disk\n\n- (NSString *)full {\n    return NSLocalizedString(1️⃣@\"Disk full.\", nil);\n}\n")
        let change = index.update(path: "App/Disk.m", bytes: Array(edited.text.utf8))
        #expect(!change.affectsProject)
        let derived = ProjectModel(index: index, reusing: before)
        // Derived, not rebuilt: the tables (and what was derived from them) are the same.
        #expect(derived.derivedFromTables(TablesProbe.self) { TablesProbe() } === tablesValue)
        let full = ProjectModel(index: index)
        #expect(derived.usages == full.usages)
        #expect(derived.usages(inPath: "App/Disk.m").map(\.range.start) == [edited["1️⃣"]])
    }
}

/// A value kept with a model's tables, to tell a derived model (same tables) from a rebuilt one.
private final class TablesProbe: Sendable {}
