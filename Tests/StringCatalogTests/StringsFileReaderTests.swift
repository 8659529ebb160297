import Foundation
import Testing
import TestSupport
import TextPositions
@testable import StringCatalog

@Suite struct StringsFileReaderTests {
    @Test func readsEntriesCommentsAndPositions() {
        let marked = extractMarkers("""
            /* Title of the screen */
            1️⃣"title"2️⃣ = 3️⃣"Hello \\"you\\""4️⃣;
            // Unquoted forms
            plain.key = value_1;
            "self";
            'single' = 'quotes';
            """)
        let file = StringsFileReader.read(Array(marked.text.utf8))
        #expect(file.problems.isEmpty)
        #expect(file.isLoadable)
        #expect(file.entries.map(\.key) == ["title", "plain.key", "self", "single"])
        let title = file.entry(forKey: "title")
        #expect(title?.value == "Hello \"you\"")
        #expect(title?.comment == "Title of the screen")
        #expect(title?.keyRange == ByteRange(start: marked["1️⃣"], end: marked["2️⃣"]))
        #expect(title?.valueRange == ByteRange(start: marked["3️⃣"], end: marked["4️⃣"]))
        #expect(file.entry(forKey: "plain.key")?.value == "value_1")
        #expect(file.entry(forKey: "plain.key")?.comment == "Unquoted forms")
        #expect(file.entry(forKey: "self")?.value == "self")
    }

    @Test func decodesEscapesLikeCoreFoundation() {
        let file = StringsFileReader.read(Array(#""k" = "a\nb\tc\U00e9\UD83D\UDE00\101\q\\ \u00e9";"#.utf8))
        #expect(file.entry(forKey: "k")?.value == "a\nb\tcé😀Aq\\ u00e9")
        #expect(file.problems.map(\.kind) == [.lowercaseUnicodeEscape])
    }

    /// A doubled `;` (UTM's `"New Drive…" = "…";=`, xDrip's `…";;`) ends CoreFoundation's
    /// reading without an error: what comes before loads, what comes after never does.
    @Test func textNoKeyCanStartStopsReadingThere() {
        let marked = extractMarkers("\"a\" = \"1\";1️⃣;\n\"b\" = \"2\"\n\"c\" = \"3\";\n")
        let file = StringsFileReader.read(Array(marked.text.utf8))
        #expect(file.isLoadable)
        #expect(file.entries.map(\.key) == ["a"])
        #expect(file.problems.map(\.kind) == [.unreadRest], "the missing ';' after \"2\" is never read")
        #expect(file.problems.first?.range.start == marked["1️⃣"])
        #expect(file.problems.first?.message.contains("the 2 entries from 'b' on never load") == true)

        let last = StringsFileReader.read(Array("\"a\" = \"1\";\n\"b\" = \"2\";;\n/* end */\n".utf8))
        #expect(last.isLoadable)
        #expect(last.entries.map(\.key) == ["a", "b"])
        #expect(last.problems.map(\.kind) == [.strayText])

        // Before any entry, the same byte is junk the parser rejects: nothing loads.
        let first = StringsFileReader.read(Array(";\"a\" = \"1\";\n".utf8))
        #expect(!first.isLoadable)
        // In a braced table the parser wants the closing '}': nothing loads either.
        let braced = StringsFileReader.read(Array("{ \"a\" = \"1\";; \"b\" = \"2\"; }".utf8))
        #expect(!braced.isLoadable)
    }

    @Test func missingSemicolonLosesTheTable() {
        let marked = extractMarkers("\"a\" = \"1\"1️⃣\n\"b\" = \"2\";\n")
        let file = StringsFileReader.read(Array(marked.text.utf8))
        #expect(!file.isLoadable)
        #expect(file.problems.map(\.kind) == [.parseError])
        #expect(file.problems.first?.range.start == marked["1️⃣"])
        #expect(file.entries.map(\.key) == ["a", "b"])
    }

    /// MonitorControl's cs: a translator quoted a term with plain `"`. The value ends at the inner
    /// quote, so the table fails like a missing `;`, but the fix is at the quote: say so there.
    @Test func unescapedInnerQuoteIsNamedAtTheQuote() {
        let marked = extractMarkers("\"a\" = \"Hold Shift for 1️⃣\"Safe mode\" to start\";\n\"b\" = \"2\"2️⃣\n\"c\" = \"3\";\n")
        let file = StringsFileReader.read(Array(marked.text.utf8))
        #expect(!file.isLoadable)
        // What the parser trips over next on line 1 is the same defect (the rule reports a line once).
        #expect(file.problems.allSatisfy { $0.kind == .parseError })
        #expect(file.problems.first?.range.start == marked["1️⃣"])
        #expect(file.problems.first?.message
            == "an unescaped '\"' inside the value of 'a' (line 1) ends it early (write it \\\"); the whole table will not load")
        // A value that ends its line without `;` lacks the `;`, whatever quotes the next line holds.
        let second = file.problems.first { $0.range.start == marked["2️⃣"] }
        #expect(second?.message.hasPrefix("missing ';' after the entry for 'b' (line 2)") == true)
    }

    @Test func duplicateKeysReportBothLocations() {
        let marked = extractMarkers("1️⃣\"a\" = \"1\";\n2️⃣\"a\" = \"2\";")
        let file = StringsFileReader.read(Array(marked.text.utf8))
        #expect(file.problems.map(\.kind) == [.duplicateKey])
        #expect(file.problems.first?.range.start == marked["2️⃣"])
        #expect(file.problems.first?.relatedRange?.start == marked["1️⃣"])
        #expect(file.entry(forKey: "a")?.value == "2")
    }

    @Test func unterminatedStringAndJunkAreErrors() {
        #expect(!StringsFileReader.read(Array(#""a" = "unterminated;"#.utf8)).isLoadable)
        #expect(!StringsFileReader.read(Array(#""a" = ;"#.utf8)).isLoadable)
        #expect(StringsFileReader.read(Array("/* only a comment */".utf8)).isLoadable)
        #expect(StringsFileReader.read([]).entries.isEmpty)
    }

    @Test func bracedTablesAndNonStringValues() {
        let file = StringsFileReader.read(Array(#"{ "a" = "1"; "b" = { "x" = "y"; }; "c" = ("p", "q"); }"#.utf8))
        #expect(file.entries.map(\.key) == ["a", "b", "c"])
        #expect(file.problems.map(\.kind) == [.nonStringValue, .nonStringValue])
    }

    @Test(arguments: [true, false])
    func readsUTF16InBothByteOrdersWithPositionsInTheTranscoding(hasBOM: Bool) {
        let text = "/* é */\n\"clé\" = \"valeur 😀\";\n"
        for bigEndian in [true, false] {
            var bytes: [UInt8] = hasBOM ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
            for unit in text.utf16 {
                bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            let file = StringsFileReader.read(bytes)
            #expect(file.entry(forKey: "clé")?.value == "valeur 😀")
            #expect(file.problems.map(\.kind) == (hasBOM ? [] : [.questionableEncoding]))
            let entry = file.entry(forKey: "clé")
            let lines = LineTable(bytes: file.text.utf8)
            #expect(lines.lineColumn(of: entry?.keyRange.start ?? 0) == LineColumn(line: 2, column: 1))
            let keyFileOffset = file.text.fileOffset(of: entry?.keyRange.start ?? 0)
            #expect(keyFileOffset == (hasBOM ? 2 : 0) + 2 * "/* é */\n".utf16.count)
        }
    }

    @Test func aRepeatedByteOrderMarkIsNotText() {
        var bytes: [UInt8] = [0xFF, 0xFE, 0xFF, 0xFE]
        for unit in "/* Title */\n\"title\" = \"Titel\";\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = StringsFileReader.read(bytes)
        #expect(file.problems.isEmpty)
        #expect(file.entry(forKey: "title")?.value == "Titel")
        #expect(file.entry(forKey: "title")?.comment == "Title")
        // A mark after the first entry is a character where a key belongs: the reading stops there.
        let inside = StringsFileReader.read(Array(#""a" = "b";"#.utf8) + [0xEF, 0xBB, 0xBF] + Array(#""c" = "d";"#.utf8))
        #expect(inside.entries.map(\.key) == ["a"])
        #expect(inside.problems.map(\.kind) == [.unreadRest])
        #expect(inside.problems.first?.message.hasPrefix("'\u{FEFF}' where a key should start") == true)
    }

    @Test func readsUTF8WithBOMAndUTF32() {
        let utf8 = StringsFileReader.read([0xEF, 0xBB, 0xBF] + Array(#""a" = "b";"#.utf8))
        #expect(utf8.encoding == .utf8(hasBOM: true))
        #expect(utf8.entry(forKey: "a")?.keyRange.start == 3)
        var utf32: [UInt8] = [0xFF, 0xFE, 0x00, 0x00]
        for scalar in #""a" = "ü";"#.unicodeScalars {
            utf32 += [UInt8(scalar.value & 0xFF), UInt8(scalar.value >> 8 & 0xFF), 0, 0]
        }
        let file = StringsFileReader.read(utf32)
        #expect(file.encoding == .utf32LittleEndian)
        #expect(file.entry(forKey: "a")?.value == "ü")
    }

    @Test func invalidUTF8FailsToLoad() {
        let file = StringsFileReader.read([0x22, 0x61, 0x22, 0x3D, 0x22, 0xE9, 0x22, 0x3B])
        #expect(file.problems.map(\.kind) == [.invalidEncoding])
        #expect(!file.isLoadable)
    }

    @Test func readsBinaryPropertyListTables() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["title": "Hello", "clé": "Grüße 😀"], format: .binary, options: 0)
        let file = StringsFileReader.read([UInt8](data))
        #expect(file.encoding == .binaryPropertyList)
        #expect(file.problems.isEmpty)
        #expect(file.entry(forKey: "title")?.value == "Hello")
        #expect(file.entry(forKey: "clé")?.value == "Grüße 😀")
    }

    @Test func readsXMLPropertyListTables() {
        let file = StringsFileReader.read(Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>title</key><string>Hello &amp; bye</string><key>n</key><integer>1</integer></dict></plist>
            """.utf8))
        #expect(file.entry(forKey: "title")?.value == "Hello & bye")
        #expect(file.problems.map(\.kind) == [.nonStringValue])
    }
}
