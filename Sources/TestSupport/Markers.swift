/// Position markers for tests: `1️⃣` … `🔟` placed in a source text stand for offsets.
///
/// `extractMarkers` removes them and returns the clean text with each marker's UTF-8 byte offset
/// in that clean text, so tests state positions by pointing at them instead of counting columns.
public let positionMarkers: [String] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

/// A text with its markers removed, and where they stood.
public struct MarkedText: Sendable {
    /// The text without markers.
    public var text: String
    /// UTF-8 byte offset in `text` of each marker found, by marker.
    public var offsets: [String: Int]

    /// The offset of `marker`; a test that names a marker it did not place fails loudly.
    public subscript(marker: String) -> Int {
        guard let offset = offsets[marker] else {
            preconditionFailure("marker \(marker) is not in the text")
        }
        return offset
    }
}

/// Removes `1️⃣`…`🔟` markers from `source`, recording the byte offset where each stood.
/// A marker used twice is a mistake in the test and stops it.
public func extractMarkers(_ source: String) -> MarkedText {
    var clean = ""
    clean.reserveCapacity(source.utf8.count)
    var offsets: [String: Int] = [:]
    var index = source.startIndex
    while index < source.endIndex {
        var matched = false
        for marker in positionMarkers where source[index...].hasPrefix(marker) {
            precondition(offsets[marker] == nil, "marker \(marker) is used twice")
            offsets[marker] = clean.utf8.count
            index = source.index(index, offsetBy: marker.count)
            matched = true
            break
        }
        if !matched {
            clean.append(source[index])
            index = source.index(after: index)
        }
    }
    return MarkedText(text: clean, offsets: offsets)
}
