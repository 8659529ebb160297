import LanguageServerProtocol
import TextPositions

/// A document the editor has open: its text as the editor sees it, and its version.
///
/// The text is kept as UTF-8 bytes (the analysis' unit); the line table is rebuilt lazily, once
/// per version, when a position has to be converted.
struct OpenDocument: Sendable {
    /// The URI the client uses.
    let uri: String
    /// The workspace path.
    let path: String
    /// The client's language id.
    var languageId: String
    /// The version of the last change applied.
    var version: Int
    /// The current text.
    private(set) var bytes: [UInt8]
    private var cachedLineTable: LineTable?

    /// Creates a value from its members.
    init(uri: String, path: String, languageId: String, version: Int, bytes: [UInt8]) {
        self.uri = uri
        self.path = path
        self.languageId = languageId
        self.version = version
        self.bytes = bytes
    }

    /// The line table of the current text.
    mutating func lineTable() -> LineTable {
        if let cachedLineTable { return cachedLineTable }
        let table = LineTable(bytes: bytes)
        cachedLineTable = table
        return table
    }

    /// Applies one content change: a range replacement in `encoding`, or the whole text.
    ///
    /// Ranges past the end clamp to the end and a reversed range is put in order: editors send such
    /// ranges after races, and an approximate edit that keeps the server alive beats an error; the
    /// next full sync or edit corrects the text.
    mutating func apply(_ change: TextDocumentContentChangeEvent, encoding: ColumnEncoding) {
        let newBytes = Array(change.text.utf8)
        guard let range = change.range else {
            bytes = newBytes
            cachedLineTable = nil
            return
        }
        let table = lineTable()
        var start = table.offset(of: LinePosition(line: range.start.line, character: range.start.character), in: encoding)
        var end = table.offset(of: LinePosition(line: range.end.line, character: range.end.character), in: encoding)
        if start > end { swap(&start, &end) }
        bytes.replaceSubrange(start..<end, with: newBytes)
        cachedLineTable = nil
    }
}
