/// How a `.strings` file's bytes are encoded (formats.md §3.1), detected the way CoreFoundation
/// does before parsing.
public enum StringsFileEncoding: Sendable, Equatable {
    /// UTF-8; `hasBOM` when it starts with EF BB BF.
    case utf8(hasBOM: Bool)
    /// UTF-16 little-endian; without a BOM the byte order was guessed from where the NULs are.
    case utf16LittleEndian(hasBOM: Bool)
    /// UTF-16 big-endian.
    case utf16BigEndian(hasBOM: Bool)
    /// UTF-32 with a BOM.
    case utf32LittleEndian
    /// UTF-32 with a BOM.
    case utf32BigEndian
    /// A binary property list (`bplist00`), as Xcode's build copies `.strings` into bundles.
    case binaryPropertyList

    /// Detects the encoding from the leading bytes.
    public static func detect(_ bytes: [UInt8]) -> StringsFileEncoding {
        func starts(_ prefix: [UInt8]) -> Bool { bytes.count >= prefix.count && Array(bytes[0..<prefix.count]) == prefix }
        if starts([0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
        if starts([0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian }
        if starts([0xEF, 0xBB, 0xBF]) { return .utf8(hasBOM: true) }
        if starts([0xFF, 0xFE]) { return .utf16LittleEndian(hasBOM: true) }
        if starts([0xFE, 0xFF]) { return .utf16BigEndian(hasBOM: true) }
        if starts(Array("bplist00".utf8)) { return .binaryPropertyList }
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            // BOM-less UTF-16: ASCII text has its NULs in the high byte of each unit.
            var evenZeros = 0
            var oddZeros = 0
            for (offset, byte) in bytes.prefix(4096).enumerated() where byte == 0 {
                if offset % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
            }
            return evenZeros >= oddZeros ? .utf16BigEndian(hasBOM: false) : .utf16LittleEndian(hasBOM: false)
        }
        return .utf8(hasBOM: false)
    }

    /// Whether the file is UTF-8 (with or without BOM).
    public var isUTF8: Bool {
        if case .utf8 = self { return true }
        return false
    }
}

/// A file's text as UTF-8, with the byte offset in the original file of every UTF-8 byte.
///
/// Positions of `.strings` entries are UTF-8 offsets into `utf8` (so `LineTable(bytes: utf8)`
/// gives correct lines and columns for any encoding); `fileOffset(of:)` maps one back to the
/// original bytes. For UTF-8 files the two are the same.
public struct TranscodedText: Sendable {
    /// The text as UTF-8 (a UTF-16/32 BOM becomes EF BB BF so columns stay right).
    public var utf8: [UInt8]
    /// File offset of each UTF-8 byte plus one past the end; empty when identical to `utf8`.
    var fileOffsets: [Int]
    /// Offsets of units that were not valid in the source encoding (for problems).
    var invalidRanges: [Range<Int>]

    /// The original file offset for a UTF-8 offset of `utf8`.
    public func fileOffset(of utf8Offset: Int) -> Int {
        if fileOffsets.isEmpty { return utf8Offset }
        return fileOffsets[min(max(utf8Offset, 0), fileOffsets.count - 1)]
    }

    /// Decodes `bytes` in `encoding`.
    static func decode(_ bytes: [UInt8], encoding: StringsFileEncoding) -> TranscodedText {
        switch encoding {
        case .utf8, .binaryPropertyList:
            var invalid: [Range<Int>] = []
            if !bytes.withUnsafeBufferPointer({ isValidUTF8($0) }) {
                invalid.append(0..<bytes.count)
            }
            return TranscodedText(utf8: bytes, fileOffsets: [], invalidRanges: invalid)
        case .utf16LittleEndian, .utf16BigEndian:
            let isBigEndian: Bool
            if case .utf16BigEndian = encoding { isBigEndian = true } else { isBigEndian = false }
            var output: [UInt8] = []
            var offsets: [Int] = []
            var invalid: [Range<Int>] = []
            output.reserveCapacity(bytes.count)
            offsets.reserveCapacity(bytes.count)
            var index = 0
            func unit(at position: Int) -> UInt32 {
                isBigEndian ? UInt32(bytes[position]) << 8 | UInt32(bytes[position + 1])
                    : UInt32(bytes[position + 1]) << 8 | UInt32(bytes[position])
            }
            while index + 1 < bytes.count {
                let start = index
                var scalar = unit(at: index)
                index += 2
                if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count, (0xDC00..<0xE000).contains(unit(at: index)) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(at: index) - 0xDC00)
                    index += 2
                } else if (0xD800..<0xE000).contains(scalar) {
                    invalid.append(start..<index)
                    scalar = 0xFFFD
                }
                appendUTF8(scalar, fileOffset: start, into: &output, offsets: &offsets)
            }
            if index < bytes.count { invalid.append(index..<bytes.count) }
            offsets.append(bytes.count)
            return TranscodedText(utf8: output, fileOffsets: offsets, invalidRanges: invalid)
        case .utf32LittleEndian, .utf32BigEndian:
            let isBigEndian = encoding == .utf32BigEndian
            var output: [UInt8] = []
            var offsets: [Int] = []
            var invalid: [Range<Int>] = []
            var index = 0
            while index + 3 < bytes.count {
                let b = bytes[index..<index + 4].map(UInt32.init)
                var scalar = isBigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
                if Unicode.Scalar(scalar) == nil {
                    invalid.append(index..<index + 4)
                    scalar = 0xFFFD
                }
                appendUTF8(scalar, fileOffset: index, into: &output, offsets: &offsets)
                index += 4
            }
            if index < bytes.count { invalid.append(index..<bytes.count) }
            offsets.append(bytes.count)
            return TranscodedText(utf8: output, fileOffsets: offsets, invalidRanges: invalid)
        }
    }

    static func appendUTF8(_ scalar: UInt32, fileOffset: Int, into output: inout [UInt8], offsets: inout [Int]) {
        let encoded = Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
        output.append(contentsOf: encoded)
        offsets.append(contentsOf: repeatElement(fileOffset, count: encoded.count))
    }
}
