/// Accumulates a text file (Swift, .strings, plist) line by line, knowing the 1-based number of the next line, so
/// call sites can be located for the manifest and the editor probes.
struct TextFileBuilder {
    /// Path relative to the project root.
    let path: String
    /// The text so far.
    private(set) var text = ""
    /// The 1-based number of the next line to be added.
    private(set) var nextLine = 1

    /// An empty file at `path`.
    init(path: String) {
        self.path = path
        text.reserveCapacity(8_192)
    }

    /// Appends one line (`indent` levels of four spaces, then `content`) and returns its number.
    @discardableResult
    mutating func line(_ content: String, indent: Int = 0) -> Int {
        let number = nextLine
        if !content.isEmpty {
            for _ in 0..<indent { text += "    " }
            text += content
        }
        text += "\n"
        nextLine += 1
        return number
    }

    /// The file's bytes.
    var bytes: [UInt8] { Array(text.utf8) }
}
