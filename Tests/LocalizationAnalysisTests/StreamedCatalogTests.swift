import Foundation
@testable import LocalizationIndex
import StringCatalog
import Testing
import TextPositions

/// A large catalog is summarized through a window of its bytes (`IndexedFile(path:streaming:)`):
/// the file it gives is the one `IndexedFile(path:bytes:)` makes of the whole text.
@Suite struct StreamedCatalogTests {
    /// A source over `bytes` (which `change` may alter between reads, as a file changing on disk).
    static func source(over bytes: [UInt8], change: (@Sendable (Int) -> [UInt8]?)? = nil) -> ForwardBytes {
        ForwardBytes(count: bytes.count) { buffer, offset in
            let now = change?(offset) ?? bytes
            let available = now.count - offset
            guard available > 0 else { return 0 }
            let count = min(buffer.count, available, 3000)
            now.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
            return count
        }
    }

    /// A catalog with plural and device variations, substitutions, comments and non-ASCII text.
    static let catalog: [UInt8] = {
        var bytes = StringCatalogWriter.write(StringCatalogBenchmark.makeCatalog(keys: 300, locales: 8))
        // One entry of a shape the fast path leaves to the full reader (a string set), mid-file.
        let marker = Array("\"strings\" : {\n".utf8)
        let at = bytes.indices.first { bytes[$0..<min($0 + marker.count, bytes.count)].elementsEqual(marker) }! + marker.count
        let odd = "    \"0 odd\" : {\n      \"localizations\" : {\n        \"de\" : {\n          \"stringSet\" : {\n            \"state\" : \"translated\",\n            \"values\" : [\n              \"a\"\n            ]\n          }\n        }\n      }\n    },\n"
        bytes.insert(contentsOf: Array(odd.utf8), at: at)
        return bytes
    }()

    /// Everything the index sees of two summaries of the same catalog.
    static func expectSame(_ streamed: IndexedFile, _ whole: IndexedFile) throws {
        #expect(streamed.content == whole.content)
        #expect(streamed.bytes == nil && whole.bytes == nil)
        #expect(streamed.projectFacts == whole.projectFacts)
        let table = try #require(streamed.table)
        let wholeTable = try #require(whole.table)
        #expect(table.entries == wholeTable.entries)
        #expect(table.sourceLanguage == wholeTable.sourceLanguage && table.stringsRange == wholeTable.stringsRange)
        #expect(table.catalogProblems.isEmpty && wholeTable.catalogProblems.isEmpty)
        #expect(streamed.lineTable.lineCount == whole.lineTable.lineCount)
        for entry in table.entries {
            for offset in [entry.keyRange.start, entry.keyRange.end, entry.range.end] {
                #expect(streamed.lineTable.position(of: offset, in: .utf16) == whole.lineTable.position(of: offset, in: .utf16))
            }
            for (_, translation) in entry.translations {
                for unit in translation.units {
                    #expect(streamed.lineTable.position(of: unit.range.start, in: .utf16) == whole.lineTable.position(of: unit.range.start, in: .utf16))
                }
            }
        }
    }

    @Test func aStreamedCatalogIsSummarizedAsTheWholeText() throws {
        let bytes = Self.catalog
        #expect(bytes.count > 100_000)
        let whole = IndexedFile(path: "App/Localizable.xcstrings", bytes: bytes)
        let source = Self.source(over: bytes)
        let streamed = try #require(IndexedFile(path: "App/Localizable.xcstrings", streaming: source, window: 16_384, step: 2_000))
        try Self.expectSame(streamed, whole)
        #expect(whole.hasContent(bytes) && streamed.hasContent(bytes))
        #if os(Linux)
        // Nothing of the file is held once the pass is done.
        #expect(source.bytes.allSatisfy { $0 == 0 })
        #endif
    }

    /// The file is read on a thread of its own while the pass parses (`ReadAhead`): reads that
    /// come slowly, in small pieces, make the parser wait, never read ahead of them.
    @Test func aPassWaitsForSlowReads() throws {
        let bytes = Self.catalog
        let whole = IndexedFile(path: "App/Localizable.xcstrings", bytes: bytes)
        let slow = ForwardBytes(count: bytes.count) { buffer, offset in
            let count = min(buffer.count, bytes.count - offset, 700)
            guard count > 0 else { return 0 }
            if offset % 7 == 0 { usleep(50) }
            bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
            return count
        }
        let streamed = try #require(IndexedFile(path: "App/Localizable.xcstrings", streaming: slow, window: 8_192, step: 1_000))
        try Self.expectSame(streamed, whole)
        #if os(Linux)
        #expect(slow.bytes.allSatisfy { $0 == 0 })
        #endif
    }

    @Test func aCatalogThePassCannotSummarizeAloneIsReadWhole() throws {
        let path = "App/Localizable.xcstrings"
        // An entry longer than the window: the pass meets zeros and gives up.
        #expect(IndexedFile(path: path, streaming: Self.source(over: Self.catalog), window: 512, step: 256) == nil)
        // A catalog with a problem (a repeated key) is left to the full reader.
        let repeated = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n\n    },\n    \"a\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}".utf8)
        #expect(IndexedFile(path: path, streaming: Self.source(over: repeated)) == nil)
        // Not a catalog.
        #expect(IndexedFile(path: "App/View.swift", streaming: Self.source(over: Array("let a = 1".utf8))) == nil)
        // The index then reads the file whole: the same file as given whole.
        var index = ProjectIndex()
        index.update(files: [], streamed: [(path, Self.source(over: repeated))])
        let file = try #require(index.files[path])
        #expect(file.bytes == repeated)
        #expect(file.table?.catalogProblems.isEmpty == false)
    }

    /// A file that shrinks while the pass reads it: the pass sees zeros where bytes went missing,
    /// gives up, and the file is read again as it is now — never a summary of bytes that were not there.
    @Test func aCatalogTruncatedWhileStreamedIsReadAgainWhole() throws {
        let bytes = Self.catalog
        let truncated = Array(bytes[0..<bytes.count / 2])
        let source = Self.source(over: bytes) { offset in offset >= 40_000 ? truncated : nil }
        #expect(IndexedFile(path: "App/Localizable.xcstrings", streaming: source, window: 16_384, step: 2_000) == nil)
        var index = ProjectIndex()
        index.update(files: [], streamed: [("App/Localizable.xcstrings", Self.source(over: bytes) { offset in offset >= 40_000 ? truncated : nil })])
        let file = try #require(index.files["App/Localizable.xcstrings"])
        #expect(file.hasContent(truncated))
        #expect(file.table?.hasSyntaxErrors == true)
    }

    /// Loading streamed and plain files at once gives the index loading all of them plain gives.
    @Test func theIndexTakesStreamedFilesBesidePlainOnes() throws {
        let swift = Array("Text(\"Comment for done 9 with \\\"quotes\\\"\")".utf8)
        var plain = ProjectIndex()
        plain.update(files: [("App/View.swift", swift), ("App/Localizable.xcstrings", Self.catalog)])
        var streamed = ProjectIndex()
        let change = streamed.update(files: [("App/View.swift", swift)], streamed: [("App/Localizable.xcstrings", Self.source(over: Self.catalog))])
        #expect(change.changedPaths == ["App/View.swift", "App/Localizable.xcstrings"])
        try Self.expectSame(try #require(streamed.files["App/Localizable.xcstrings"]), try #require(plain.files["App/Localizable.xcstrings"]))
    }
}
