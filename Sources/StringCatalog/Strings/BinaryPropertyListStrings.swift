import TextPositions

/// Reads a `.strings` table stored as a binary property list (`bplist00`, what Xcode's build
/// copies into bundles): a top-level dictionary of strings. Positions are the byte offsets of
/// each key and value object in the file. Malformed files give a `parseError`, never a crash.
enum BinaryPropertyListStrings {
    static func read(_ bytes: [UInt8]) -> StringsFile {
        var problems: [StringsProblem] = []
        var entries: [StringsEntry] = []
        func fail(_ message: String) -> StringsFile {
            problems.append(StringsProblem(kind: .parseError, message: "binary property list: \(message)", range: ByteRange(at: 0)))
            return StringsFile(encoding: .binaryPropertyList, text: TranscodedText(utf8: bytes, fileOffsets: [], invalidRanges: []),
                entries: entries, problems: problems)
        }
        guard bytes.count >= 40 else { return fail("too short") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        let objectCount = readInteger(bytes, at: trailer + 8, size: 8) ?? 0
        let topObject = readInteger(bytes, at: trailer + 16, size: 8) ?? 0
        let tableOffset = readInteger(bytes, at: trailer + 24, size: 8) ?? 0
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), objectCount > 0, objectCount < bytes.count,
            topObject < objectCount, tableOffset >= 8, tableOffset + objectCount * offsetSize <= trailer
        else { return fail("invalid trailer") }
        func objectOffset(_ reference: Int) -> Int? {
            guard reference >= 0, reference < objectCount,
                let offset = readInteger(bytes, at: tableOffset + reference * offsetSize, size: offsetSize),
                offset >= 8, offset < tableOffset
            else { return nil }
            return offset
        }
        /// The object's length field: the low nibble, or a following integer object when 0xF.
        func count(at offset: Int) -> (count: Int, dataStart: Int)? {
            let low = Int(bytes[offset] & 0x0F)
            if low != 0x0F { return (low, offset + 1) }
            guard offset + 1 < bytes.count, bytes[offset + 1] & 0xF0 == 0x10 else { return nil }
            let size = 1 << Int(bytes[offset + 1] & 0x0F)
            guard size <= 8, let value = readInteger(bytes, at: offset + 2, size: size) else { return nil }
            return (value, offset + 2 + size)
        }
        func string(_ reference: Int) -> (String, ByteRange)? {
            guard let offset = objectOffset(reference), let (length, start) = count(at: offset) else { return nil }
            switch bytes[offset] & 0xF0 {
            case 0x50:
                guard length >= 0, start + length <= tableOffset else { return nil }
                return (String(decoding: bytes[start..<start + length], as: UTF8.self), ByteRange(start: offset, end: start + length))
            case 0x60:
                guard length >= 0, start + length * 2 <= tableOffset else { return nil }
                let units = (0..<length).map { UInt16(bytes[start + $0 * 2]) << 8 | UInt16(bytes[start + $0 * 2 + 1]) }
                return (String(decoding: units, as: UTF16.self), ByteRange(start: offset, end: start + length * 2))
            default:
                return nil
            }
        }
        guard let rootOffset = objectOffset(topObject), bytes[rootOffset] & 0xF0 == 0xD0,
            let (pairCount, referencesStart) = count(at: rootOffset),
            referencesStart + pairCount * 2 * referenceSize <= tableOffset
        else { return fail("the top object is not a dictionary") }
        var firstKeyRange: [String: ByteRange] = [:]
        for pair in 0..<pairCount {
            guard let keyReference = readInteger(bytes, at: referencesStart + pair * referenceSize, size: referenceSize),
                let valueReference = readInteger(bytes, at: referencesStart + (pairCount + pair) * referenceSize, size: referenceSize),
                let (key, keyRange) = string(keyReference)
            else { return fail("entry \(pair) has no string key") }
            var entry = StringsEntry(key: key, value: nil, keyRange: keyRange, valueRange: keyRange, comment: nil, range: keyRange)
            if let (value, valueRange) = string(valueReference) {
                entry.value = value
                entry.valueRange = valueRange
            } else {
                problems.append(StringsProblem(kind: .nonStringValue, message: "the value of '\(key)' is not a string", range: keyRange))
            }
            if let first = firstKeyRange[key] {
                problems.append(StringsProblem(kind: .duplicateKey, message: "'\(key)' is defined again", range: keyRange, relatedRange: first))
            } else {
                firstKeyRange[key] = keyRange
            }
            entries.append(entry)
        }
        return StringsFile(encoding: .binaryPropertyList, text: TranscodedText(utf8: bytes, fileOffsets: [], invalidRanges: []),
            entries: entries, problems: problems)
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`, or `nil` if out of bounds or too big.
    static func readInteger(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size > 0, size <= 8, offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
        return value > UInt64(Int.max / 4) ? nil : Int(value)
    }
}
