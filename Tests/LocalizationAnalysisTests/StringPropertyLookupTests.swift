import Foundation
@testable import LocalizationAnalysis
@testable import LocalizationIndex
import LocalizationRules
import Testing

/// A literal read through a property of the project's `String` extension (`"Hello".localized`)
/// is a key of the table that property's body looks `self` up in: a keystroke that changes only
/// that table, in the extension's file, must change the findings of the files using the property
/// exactly as a fresh load does.
@Suite struct StringPropertyLookupTests {
    /// The extension looks its receiver up in `Main`; the greeting's text is a key of `Main` only.
    static let fixture = """
        //- /App/String+Localized.swift
        import Foundation

        extension String {
            var localized: String { NSLocalizedString(self, tableName: "Main", comment: "") }
        }
        //- /App/Greeting.swift
        import UIKit

        final class Greeting {
            let label = UILabel()
            func show() { label.text = "Hello there".localized }
        }

        """ + tables
    /// `Main` has the greeting's text, `Other` does not (also `ForwardedLookupTests`' tables).
    static let tables = """
        //- /App/en.lproj/Main.strings
        "Hello there" = "Hello there";
        //- /App/fr.lproj/Main.strings
        "Hello there" = "Bonjour";
        //- /App/en.lproj/Other.strings
        "Goodbye" = "Goodbye";
        //- /App/fr.lproj/Other.strings
        "Goodbye" = "Au revoir";
        """
    static let extensionPath = "App/String+Localized.swift"
    static let greetingPath = "App/Greeting.swift"

    /// The findings of a workspace loaded from scratch with the files `workspace` holds now.
    static func freshFindings(_ workspace: Workspace) -> [Finding] {
        var fresh = Workspace()
        for path in workspace.snapshot.paths {
            guard let bytes = workspace.snapshot.index.files[path]?.bytes else { continue }
            fresh.set(path: path, bytes: bytes)
        }
        return fresh.snapshot.allFindings()
    }

    @Test func changingOnlyTheExtensionsTableChangesTheUsingFilesFindingsAsAFreshLoad() {
        var (workspace, _) = UsageFindingsMemoryTests.workspace(Self.fixture, marker: Self.greetingPath)
        let before = workspace.snapshot
        #expect(before.findings(in: Self.greetingPath).isEmpty)
        #expect(before.allFindings().map(\.ruleID) == ["unused-key"])

        // One keystroke's worth: the table literal alone changes. The greeting's text is now
        // looked up in Other, which lacks it, and Main's key is no longer used.
        FileContributionTests.replace("\"Main\"", with: "\"Other\"", in: Self.extensionPath, of: &workspace)
        let edited = workspace.snapshot
        let expected = Self.freshFindings(workspace)
        #expect(expected.contains { $0.ruleID == "missing-key" && $0.path == Self.greetingPath })
        #expect(edited.findings(in: Self.greetingPath) == expected.filter { $0.path == Self.greetingPath })
        #expect(edited.allFindings() == expected)

        // And back.
        FileContributionTests.replace("\"Other\"", with: "\"Main\"", in: Self.extensionPath, of: &workspace)
        #expect(workspace.snapshot.findings(in: Self.greetingPath).isEmpty)
        #expect(workspace.snapshot.allFindings() == Self.freshFindings(workspace))
    }

    @Test func typingInTheLookupsCommentStillDerivesTheModel() {
        var (workspace, _) = UsageFindingsMemoryTests.workspace(Self.fixture, marker: Self.greetingPath)
        let before = workspace.snapshot
        _ = before.allFindings()
        FileContributionTests.replace("comment: \"\"", with: "comment: \"A\"", in: Self.extensionPath, of: &workspace)
        let typed = workspace.snapshot
        let derived = typed.model.tablesIdentity === before.model.tablesIdentity
        #expect(derived)
        #expect(typed.allFindings() == Self.freshFindings(workspace))
    }
}
