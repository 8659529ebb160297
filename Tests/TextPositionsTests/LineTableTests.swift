import Testing
import TestSupport
import TextPositions

@Suite struct LineTableTests {
    @Test func convertsOffsetsToCompilerStyleLineColumns() {
        let marked = extractMarkers("let a = 1\n  1️⃣Text(\"é\")\r\nlet 2️⃣b\rc3️⃣")
        let table = LineTable(marked.text)
        #expect(table.lineCount == 4)
        #expect(table.lineColumn(of: marked["1️⃣"]) == LineColumn(line: 2, column: 3))
        #expect(table.lineColumn(of: marked["2️⃣"]) == LineColumn(line: 3, column: 5))
        #expect(table.lineColumn(of: marked["3️⃣"]) == LineColumn(line: 4, column: 2))
        #expect(table.offset(of: LineColumn(line: 2, column: 3)) == marked["1️⃣"])
    }

    @Test func countsUTF16UnitsForEditorsAndRoundTrips() {
        // "😀" is 4 UTF-8 bytes, 2 UTF-16 units, 1 scalar; "é" is 2 bytes, 1 unit.
        let marked = extractMarkers("Text(\"😀é1️⃣x\")")
        let table = LineTable(marked.text)
        let offset = marked["1️⃣"]
        #expect(table.position(of: offset, in: .utf16) == LinePosition(line: 0, character: 9))
        #expect(table.position(of: offset, in: .utf32) == LinePosition(line: 0, character: 8))
        #expect(table.position(of: offset, in: .utf8) == LinePosition(line: 0, character: 12))
        for encoding in ColumnEncoding.allCases {
            #expect(table.offset(of: table.position(of: offset, in: encoding), in: encoding) == offset)
        }
    }

    @Test func clampsPositionsEditorsSendPastTheEnd() {
        let table = LineTable("ab\ncd")
        #expect(table.offset(of: LinePosition(line: 0, character: 99), in: .utf16) == 2)
        #expect(table.offset(of: LinePosition(line: 7, character: 0), in: .utf16) == 5)
        // Half a surrogate pair rounds down to the start of the character.
        let emoji = LineTable("😀x")
        #expect(emoji.offset(of: LinePosition(line: 0, character: 1), in: .utf16) == 0)
    }
}
