import LocalizationAnalysis
import Testing

/// Private types drawn only by a file's previews hold texts for the developer's canvas: no user
/// reads them, so no rule asks for their translation. A private type shipping code also draws
/// is checked as before.
@Suite struct PreviewOnlyTypesTests {
    static let fixture = """
        //- /App/en.lproj/Localizable.strings
        "Done" = "Done";
        //- /App/de.lproj/Localizable.strings
        "Done" = "Fertig";
        //- /App/DatePickerRow.swift
        import SwiftUI

        struct DatePickerRow: View {
            var body: some View {
                Form {
                    LegendRow()
                    Text("Done")
                }
            }
        }

        private struct LegendRow: View {
            var body: some View { Text("Pick a day") }
        }

        private struct DatePickerRowPreview: View {
            var body: some View {
                Form {
                    Section("With Title") { DatePickerRow() }
                    Section("No Title") { DatePickerRow() }
                }
            }
        }

        fileprivate struct Container<Content: View>: View {
            let content: Content
            var body: some View { NavigationStack { content.navigationTitle("Title") } }
        }

        #Preview("Date picker") {
            DatePickerRowPreview()
        }

        #Preview("In a navigation stack") {
            Container(content: DatePickerRow())
        }
        """

    @Test func textsOfTypesOnlyPreviewsDrawAreNotReported() {
        let findings = loadFixture(Self.fixture).snapshot.allFindings().filter { $0.ruleID == "missing-key" }
        #expect(findings.map(\.key) == ["Pick a day"])
    }

    @Test func aTypeShippingCodeMentionsShips() {
        let shipping = Self.fixture.replacingOccurrences(of: "LegendRow()\n", with: "LegendRow()\n            Container(content: Text(\"Done\"))\n")
        let findings = loadFixture(shipping).snapshot.allFindings().filter { $0.ruleID == "missing-key" }
        #expect(findings.compactMap(\.key).sorted() == ["Pick a day", "Title"])
    }
}
