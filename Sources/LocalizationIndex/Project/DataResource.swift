import StringCatalog
import TextPositions

/// The string values of a JSON file an app may bundle as data: Applite's `categories.json`
/// lists categories whose `"id"` ("Browsers", "Developer Tools") the app looks up as a key
/// (`LocalizedStringKey(self.id)`), so a catalog entry of that name may be shown though no code
/// names it.
///
/// Only values are kept (member names are the format's own words), each at its first place, and
/// only those that could be a text: at most `longestValue` bytes and holding a letter. A file
/// larger than `largestFile` (an animation, a recorded response) is not read: it holds no such
/// list of names, and reading it would cost every check.
public struct DataResource: Sendable {
    /// Each kept string value and the range of its first occurrence (quotes included).
    public let values: [String: ByteRange]

    /// Files from this size on are not read.
    public static let largestFile = 1 << 20
    /// Longer values are not kept: no key that long is a value a data file names.
    public static let longestValue = 200

    /// Reads the string values of `bytes`; none when the file is too large or not JSON.
    public init(bytes: [UInt8]) {
        guard bytes.count < Self.largestFile else {
            values = [:]
            return
        }
        let document = JSONReader.read(bytes)
        var values: [String: ByteRange] = [:]
        var pending = [document.root]
        while let node = pending.popLast() {
            switch node.value {
            case .object(let members): pending.append(contentsOf: members.reversed().map(\.value))
            case .array(let elements): pending.append(contentsOf: elements.reversed())
            case .string(let text):
                guard text.utf8.count <= Self.longestValue, values[text] == nil, text.contains(where: \.isLetter) else { continue }
                values[text] = node.range
            case .number, .bool, .null, .invalid:
                continue
            }
        }
        self.values = values
    }
}
