import LanguageServerProtocol
import Testing
import TestSupport
import TextPositions

@testable import LocalizationServer

/// Applies one ranged change at the positions of the markers `1️⃣` (start) and `2️⃣` (end, or the
/// start when absent) of `marked`, counted in `encoding` as a client would.
private func applyChange(to marked: String, inserting text: String, encoding: ColumnEncoding) -> String {
    let source = extractMarkers(marked)
    let table = LineTable(source.text)
    let start = table.position(of: source["1️⃣"], in: encoding)
    let end = table.position(of: source.offsets["2️⃣"] ?? source["1️⃣"], in: encoding)
    var document = OpenDocument(uri: "file:///a.swift", path: "a.swift", languageId: "swift", version: 1, bytes: Array(source.text.utf8))
    let range = Range(start: Position(line: start.line, character: start.character), end: Position(line: end.line, character: end.character))
    document.apply(TextDocumentContentChangeEvent(range: range, text: text), encoding: encoding)
    return String(decoding: document.bytes, as: UTF8.self)
}

@Suite struct DocumentSyncTests {
    @Test(arguments: [ColumnEncoding.utf16, .utf8, .utf32])
    func appliesRangesAfterMultibyteCharactersInEveryEncoding(_ encoding: ColumnEncoding) {
        let result = applyChange(to: "Text(\"😀 é 1️⃣old2️⃣\")\nnext", inserting: "new", encoding: encoding)
        #expect(result == "Text(\"😀 é new\")\nnext")
    }

    @Test func insertsAcrossLineEndingsOfEveryKind() {
        #expect(applyChange(to: "a\r\nb1️⃣\rc", inserting: "X", encoding: .utf16) == "a\r\nbX\rc")
        #expect(applyChange(to: "a1️⃣\nb\n2️⃣c", inserting: "", encoding: .utf16) == "ac")
    }

    @Test func clampsRangesPastTheEndAndOrdersReversedOnes() {
        var document = OpenDocument(uri: "file:///a.swift", path: "a.swift", languageId: "swift", version: 1, bytes: Array("ab\ncd".utf8))
        document.apply(
            TextDocumentContentChangeEvent(
                range: Range(start: Position(line: 100_000, character: 5), end: Position(line: 100_001, character: 99)), text: "x"),
            encoding: .utf16)
        document.apply(
            TextDocumentContentChangeEvent(
                range: Range(start: Position(line: 0, character: 100_000), end: Position(line: 0, character: 100_000)), text: "y"),
            encoding: .utf16)
        document.apply(
            TextDocumentContentChangeEvent(range: Range(start: Position(line: 1, character: 1), end: Position(line: 0, character: 1)), text: "-"),
            encoding: .utf16)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "a-dx")
    }

    @Test func replacesTheWholeTextWithoutARange() {
        var document = OpenDocument(uri: "file:///a.swift", path: "a.swift", languageId: "swift", version: 1, bytes: Array("old".utf8))
        document.apply(TextDocumentContentChangeEvent(range: nil, text: "new text"), encoding: .utf16)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "new text")
    }

    @Test func mapsURIsToWorkspacePathsAndBack() {
        let paths = WorkspacePaths(root: "/work/My App")
        #expect(paths.path(forURI: "file:///work/My%20App/Sources/A%C3%A9.swift") == "Sources/Aé.swift")
        #expect(paths.path(forURI: "file:///elsewhere/B.swift") == "/elsewhere/B.swift")
        #expect(paths.uri(forPath: "Sources/Aé.swift") == "file:///work/My%20App/Sources/A%C3%A9.swift")
        #expect(paths.path(forURI: "untitled:Untitled-1") == "untitled:Untitled-1")
        #expect(WorkspacePaths.rootPath(fromURI: "file:///work/My%20App/") == "/work/My App")
    }
}
