import Foundation
@testable import LocalizationIndex
import TestSupport
import Testing
import TextPositions

/// The string values of a JSON file an app may bundle (`DataResource`), read by a byte scan.
@Suite struct DataResourceTests {
    @Test func keepsValuesNotMemberNames() {
        let marked = extractMarkers(#"""
            { "categories" : [
                { "id" : 1️⃣"Browsers"2️⃣, "symbol" : "network", "count" : 12 },
                { "id": "Browsers", "title" : "Caf\u00e9 \"Menu\"", "code": "42", "emoji": "\ud83d\ude00 Fun" },
                [ "Office Tools", "" ]
            ] }
            """#)
        let data = DataResource(path: "App/Resources/categories.json", bytes: Array(marked.text.utf8))
        #expect(Set(data.values.keys) == ["Browsers", "network", #"Café "Menu""#, "😀 Fun", "Office Tools"])
        #expect(data.values["Browsers"] == ByteRange(start: marked["1️⃣"], end: marked["2️⃣"]))
    }

    @Test func leavesOutLongValuesLargeFilesAndTestData() {
        let long = String(repeating: "a", count: DataResource.longestValue + 1)
        #expect(DataResource(path: "App/data.json", bytes: Array(#"["\#(long)", "Short"]"#.utf8)).values.keys.sorted() == ["Short"])
        let large = Array(#"["Short", "\#(String(repeating: " ", count: DataResource.largestFile))"]"#.utf8)
        #expect(DataResource(path: "App/data.json", bytes: large).values.isEmpty)
        #expect(DataResource(path: "AppTests/Fixtures/data.json", bytes: Array(#"["Short"]"#.utf8)).values.isEmpty)
        // Broken text gives the strings it holds, never a crash.
        #expect(DataResource(path: "App/data.json", bytes: Array(#"{"a": "Open", "b": "unterminated"#.utf8)).values.keys.sorted() == ["Open"])
        #expect(DataResource(path: "App/data.json", bytes: Array(#"["bad \u12"]"#.utf8)).values.isEmpty)
    }
}
