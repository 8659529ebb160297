import TextPositions

/// A legacy `.strings` table read with positions (formats.md §3).
///
/// Positions are UTF-8 offsets into `text.utf8`, which is the file itself for UTF-8 files and
/// its UTF-8 transcoding for UTF-16/32 ones (`text.fileOffset(of:)` maps back to file bytes;
/// `LineTable(bytes: text.utf8)` gives lines and columns in every case).
public struct StringsFile: Sendable {
    /// How the file was encoded.
    public var encoding: StringsFileEncoding
    /// The decoded text the positions refer to.
    public var text: TranscodedText
    /// Entries in file order (duplicates included).
    public var entries: [StringsEntry]
    /// What is wrong, in text order.
    public var problems: [StringsProblem]

    /// Whether the runtime would load the table: any parse error makes CoreFoundation reject the
    /// whole file, so every key falls back to its default.
    public var isLoadable: Bool {
        !problems.contains { $0.kind == .parseError || $0.kind == .invalidEncoding }
    }

    /// The entry the runtime uses for `key` (the last one when repeated).
    public func entry(forKey key: String) -> StringsEntry? {
        entries.last { $0.key == key }
    }
}

/// One `"key" = "value";` of a `.strings` file.
public struct StringsEntry: Sendable, Equatable {
    /// The key, unescaped.
    public var key: String
    /// The value, unescaped; for `"key";` it is the key. `nil` when the value is not a string
    /// (a dictionary, array or data, which lookups cannot use).
    public var value: String?
    /// The key token (with quotes if quoted).
    public var keyRange: ByteRange
    /// The value token; equals `keyRange` for `"key";`.
    public var valueRange: ByteRange
    /// The `/* … */` or `//` comment right above the entry (the translator comment by convention).
    public var comment: String?
    /// From the key to the `;`.
    public var range: ByteRange
}

/// Something wrong in a `.strings` file.
public struct StringsProblem: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of problem (formats.md §3, §8).
    public enum Kind: String, Sendable, Equatable {
        /// Syntax the runtime rejects (missing `;` or `=`, unterminated string, junk): the whole
        /// table fails to load.
        case parseError
        /// Text after a complete entry that can start no key (`"a" = "b";;`): CoreFoundation
        /// stops reading there without an error, and the entries after it never load.
        case unreadRest
        /// The same, with no entry after it: nothing is lost yet, but entries appended later
        /// will be.
        case strayText
        /// The same key again; the later value wins (`relatedRange` is the first one).
        case duplicateKey
        /// `\u1234` with a lower-case `u` is not an escape: it reads as the letters `u1234`.
        case lowercaseUnicodeEscape
        /// BOM-less UTF-16 or another encoding that loads only on some platforms.
        case questionableEncoding
        /// Bytes not valid in the detected encoding (the table fails to load).
        case invalidEncoding
        /// A dictionary, array or data value where a string is expected.
        case nonStringValue
    }

    /// The kind of problem.
    public var kind: Kind
    /// What is wrong.
    public var message: String
    /// Where, as UTF-8 offsets into the decoded text.
    public var range: ByteRange
    /// A second place (the first occurrence of a duplicate key).
    public var relatedRange: ByteRange?

    /// `range: kind: message`, for logs and test failures.

    public var description: String { "\(range): \(kind.rawValue): \(message)" }
}
