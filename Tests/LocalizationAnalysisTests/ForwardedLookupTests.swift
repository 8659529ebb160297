import Foundation
@testable import LocalizationAnalysis
@testable import LocalizationIndex
import LocalizationRules
import Testing

/// A literal passed to a project function that forwards its `String` parameter to a lookup
/// (`localizedString("Hello there")`) is a key of that lookup's table: a keystroke that changes
/// only that table, in the function's file, must change the findings of the calling files exactly
/// as a fresh load does.
@Suite struct ForwardedLookupTests {
    /// The function looks its parameter up in `Main`; the greeting's text is a key of `Main` only.
    static let fixture = """
        //- /App/Helpers.swift
        import Foundation

        func localizedString(_ key: String, comment: String = "") -> String {
            NSLocalizedString(key, tableName: "Main", comment: comment)
        }
        //- /App/Greeting.swift
        import UIKit

        final class Greeting {
            let label = UILabel()
            func show() { label.text = localizedString("Hello there") }
        }

        """ + StringPropertyLookupTests.tables
    static let helpersPath = "App/Helpers.swift"
    static let greetingPath = "App/Greeting.swift"

    @Test func changingOnlyTheForwardedLookupsTableChangesTheCallersFindingsAsAFreshLoad() {
        var (workspace, _) = UsageFindingsMemoryTests.workspace(Self.fixture, marker: Self.greetingPath)
        let before = workspace.snapshot
        #expect(before.findings(in: Self.greetingPath).isEmpty)
        #expect(before.allFindings().map(\.ruleID) == ["unused-key"])

        // The table literal alone changes: the greeting's text is now looked up in Other, which
        // lacks it, and Main's key is no longer used.
        FileContributionTests.replace("\"Main\"", with: "\"Other\"", in: Self.helpersPath, of: &workspace)
        let expected = StringPropertyLookupTests.freshFindings(workspace)
        #expect(expected.contains { $0.ruleID == "missing-key" && $0.path == Self.greetingPath })
        #expect(workspace.snapshot.findings(in: Self.greetingPath) == expected.filter { $0.path == Self.greetingPath })
        #expect(workspace.snapshot.allFindings() == expected)

        // The body stops forwarding its parameter: the greeting's text is no key any more.
        FileContributionTests.replace("NSLocalizedString(key,", with: "NSLocalizedString(\"Goodbye\",", in: Self.helpersPath, of: &workspace)
        let unforwarded = StringPropertyLookupTests.freshFindings(workspace)
        #expect(!unforwarded.contains { $0.path == Self.greetingPath })
        #expect(workspace.snapshot.allFindings() == unforwarded)
    }
}
