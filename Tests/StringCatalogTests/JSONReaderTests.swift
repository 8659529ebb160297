import Testing
import TestSupport
import TextPositions
@testable import StringCatalog

@Suite struct JSONReaderTests {
    @Test func keepsKeyAndValueRangesInOrder() {
        let marked = extractMarkers(#"{1️⃣"b"2️⃣ : 3️⃣[1, true, null]4️⃣, 5️⃣"a"6️⃣:7️⃣"x\"y"8️⃣}"#)
        let document = JSONReader.read(marked.text)
        #expect(document.problems.isEmpty)
        let members = document.root.value.members ?? []
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[0].keyRange == ByteRange(start: marked["1️⃣"], end: marked["2️⃣"]))
        #expect(members[0].value.range == ByteRange(start: marked["3️⃣"], end: marked["4️⃣"]))
        #expect(members[1].keyRange == ByteRange(start: marked["5️⃣"], end: marked["6️⃣"]))
        #expect(members[1].value.range == ByteRange(start: marked["7️⃣"], end: marked["8️⃣"]))
        #expect(members[1].value.value == .string("x\"y"))
    }

    @Test func decodesEscapesAndSurrogatePairs() {
        let document = JSONReader.read(#"["a\n\t\u00e9\ud83d\ude00\/"]"#)
        #expect(document.problems.isEmpty)
        guard case .array(let elements) = document.root.value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.first?.value == .string("a\n\té😀/"))
    }

    @Test func recoversFromMissingCommaAndReportsIt() {
        let marked = extractMarkers(#"{"a" : 1 1️⃣"b" : 2}"#)
        let document = JSONReader.read(marked.text)
        #expect(document.root.value.members?.map(\.key) == ["a", "b"])
        #expect(document.problems.map(\.range.start) == [marked["1️⃣"]])
    }

    @Test func truncatedTextYieldsWhatWasRead() {
        let document = JSONReader.read(#"{"a" : {"b" : "c"}, "d" : ["#)
        #expect(document.root.value.members?.map(\.key) == ["a", "d"])
        #expect(!document.problems.isEmpty)
    }

    @Test func reportsTrailingCommaAndInvalidNumbers() {
        let document = JSONReader.read(#"{"a" : 01, "b" : [1,],}"#)
        #expect(document.root.value.members?.map(\.key) == ["a", "b"])
        #expect(document.problems.count == 3)
    }

    @Test func rejectsDeepNestingWithoutCrashing() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let document = JSONReader.read(text)
        #expect(!document.problems.isEmpty)
    }
}
