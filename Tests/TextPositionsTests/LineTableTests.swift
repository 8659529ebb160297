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

    @Test func aTableWithoutItsTextConvertsEveryPositionOutsideNonASCIIStretchesExactly() throws {
        // A catalog in Xcode's layout: non-ASCII text only inside strings, some lines with 4-byte
        // characters, one without a final newline.
        let text = "{\n  \"Grüße 😀\" : {\n    \"value\" : \"Добрый день, 世界\"\n  },\n  \"plain\" : \"ascii\",\n  \"x\" : \"é\"\n}"
        let bytes = Array(text.utf8)
        let full = LineTable(bytes: bytes)
        let compact = try #require(LineTable(compacting: bytes, outsideOf: UInt8(ascii: "\"")))
        #expect(!compact.hasText && compact.bytes.isEmpty && compact.count == bytes.count)
        #expect(compact.lineCount == full.lineCount)
        var checkedInsideStretches = 0
        for offset in 0...bytes.count {
            let isInside = (0..<full.lineCount).contains { line in
                let range = full.contentRange(ofLine: line)
                let nonASCII = bytes[range.start..<range.end].indices.filter { bytes[$0] >= 0x80 }
                guard let first = nonASCII.first, let last = nonASCII.last else { return false }
                return offset > first && offset <= last
            }
            #expect(compact.isExact(at: offset) == !isInside, "offset \(offset)")
            #expect(compact.lineColumn(of: offset) == full.lineColumn(of: offset))
            guard !isInside else { checkedInsideStretches += 1; continue }
            for encoding in ColumnEncoding.allCases {
                #expect(compact.position(of: offset, in: encoding) == full.position(of: offset, in: encoding), "offset \(offset) \(encoding)")
            }
        }
        #expect(checkedInsideStretches > 20)
        for line in 0..<full.lineCount + 1 {
            #expect(compact.contentRange(ofLine: line) == full.contentRange(ofLine: line))
            for character in 0..<40 {
                let position = LinePosition(line: line, character: character)
                for encoding in ColumnEncoding.allCases {
                    let offset = full.offset(of: position, in: encoding)
                    guard compact.isExact(at: offset) else { continue }
                    #expect(compact.offset(of: position, in: encoding) == offset, "\(position) \(encoding)")
                }
            }
        }
    }

    /// Without its text a table packs its line starts (a byte per line, a start per 64 lines):
    /// lines of every length, across block ends, give the same lines and columns.
    @Test func packedLineStartsGiveTheLinesOfTheText() throws {
        var text = ""
        for line in 0..<300 { text += String(repeating: "x", count: (line * 37) % 600) + (line % 7 == 0 ? "é" : "") + "\n" }
        text += "last"
        let bytes = Array(text.utf8)
        let full = LineTable(bytes: bytes)
        let compact = try #require(LineTable(compacting: bytes, outsideOf: UInt8(ascii: "\"")))
        #expect(compact.lineCount == full.lineCount)
        for offset in stride(from: 0, through: bytes.count, by: 7) + [bytes.count] {
            #expect(compact.lineColumn(of: offset) == full.lineColumn(of: offset), "offset \(offset)")
        }
        for line in 0..<full.lineCount {
            #expect(compact.contentRange(ofLine: line) == full.contentRange(ofLine: line), "line \(line)")
            let start = full.contentRange(ofLine: line).start
            #expect(compact.lineIndex(containing: start) == line)
            #expect(compact.lineIndex(containing: max(start - 1, 0)) == max(line - 1, 0))
        }
    }

    /// Stretches are packed in 16 bits; a line with 65,535 bytes of non-ASCII text or more keeps
    /// its stretch whole beside them.
    @Test func aLongNonASCIILineConvertsAsWithItsText() throws {
        let text = "{\n  \"a\" : \"" + String(repeating: "é😀", count: 12_000) + "\",\n  \"b\" : \"ü\"\n}"
        let bytes = Array(text.utf8)
        let full = LineTable(bytes: bytes)
        let compact = try #require(LineTable(compacting: bytes, outsideOf: UInt8(ascii: "\"")))
        let longLineEnd = full.contentRange(ofLine: 1).end
        for offset in [0, 10, longLineEnd - 2, longLineEnd - 1, longLineEnd, longLineEnd + 5, bytes.count - 3, bytes.count] {
            #expect(compact.isExact(at: offset) == full.isExact(at: offset))
            for encoding in ColumnEncoding.allCases {
                #expect(compact.position(of: offset, in: encoding) == full.position(of: offset, in: encoding), "\(offset) \(encoding)")
            }
        }
        #expect(compact.position(of: longLineEnd - 1, in: .utf16) == LinePosition(line: 1, character: 9 + 12_000 * 3 + 1))
        #expect(compact.offset(of: LinePosition(line: 1, character: 9 + 12_000 * 3 + 1), in: .utf16) == longLineEnd - 1)
    }

    @Test func aTableIsKeptWithItsTextWhenPositionsWithoutItCouldBeWrong() {
        let quote = UInt8(ascii: "\"")
        // Two strings with non-ASCII text on one line: a token boundary inside the stretch.
        #expect(LineTable(compacting: Array("{\"é\":\"ü\"}".utf8), outsideOf: quote) == nil)
        #expect(LineTable(compacting: Array("\"a\"\r\n\"é\"".utf8), outsideOf: quote) == nil)
        #expect(LineTable(compacting: [0x22, 0xC3, 0x22], outsideOf: quote) == nil)
        #expect(LineTable(compacting: [0x22, 0xA9, 0x22], outsideOf: quote) == nil)
        #expect(LineTable(compacting: Array("\"é\",\n\"ü\"".utf8), outsideOf: quote) != nil)
        #expect(LineTable(compacting: [], outsideOf: quote)?.lineCount == 1)
    }
}
