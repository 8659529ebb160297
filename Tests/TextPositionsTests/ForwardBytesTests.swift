import Testing
import TextPositions

@Suite struct ForwardBytesTests {
    /// A source over `file`, read through `pread`-like calls that copy from it (at most `chunk`
    /// bytes a call, as a real file may give fewer bytes than asked).
    static func source(over file: Box, count: Int? = nil, chunk: Int = 1000) -> ForwardBytes {
        ForwardBytes(count: count ?? file.bytes.count) { buffer, offset in
            let available = file.bytes.count - offset
            guard available > 0 else { return 0 }
            let count = min(buffer.count, available, chunk)
            file.bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
            return count
        }
    }

    /// A file's contents that a test changes under a source.
    final class Box: @unchecked Sendable {
        var bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    @Test func fillsForwardAndGivesBackWholePagesBehind() {
        let file = Box((0..<50_000).map { UInt8(truncatingIfNeeded: $0 % 251 + 1) })
        let source = Self.source(over: file)
        #expect(source.count == 50_000 && source.filled == 0)
        #expect(source.bytes[10] == 0)
        source.fill(through: 20_000)
        #expect(source.filled == 20_000)
        #expect(Array(source.bytes[0..<20_000]) == Array(file.bytes[0..<20_000]))
        #expect(source.bytes[20_000] == 0)
        source.release(before: ForwardBytes.pageSize + 10)
        #expect(source.released == ForwardBytes.pageSize)
        #if os(Linux)
        #expect(source.bytes[ForwardBytes.pageSize - 1] == 0)
        #endif
        #expect(source.bytes[ForwardBytes.pageSize] == file.bytes[ForwardBytes.pageSize])
        source.fill(through: 80_000)
        #expect(source.filled == 50_000)
        #expect(Array(source.bytes[20_000..<50_000]) == Array(file.bytes[20_000..<50_000]))
        #expect(source.isComplete)
        source.releaseAll()
        #if os(Linux)
        #expect(source.bytes[49_999] == 0)
        #endif
    }

    @Test func aFileThatShrankOrGrewWhileReadIsNotComplete() {
        let shrinking = Box(Array(repeating: 7, count: 30_000))
        let short = Self.source(over: shrinking)
        short.fill(through: 10_000)
        shrinking.bytes.removeLast(25_000)
        short.fill(through: 30_000)
        // The missing bytes read as zeros; the pass knows it did not get the file.
        #expect(short.bytes[10_000] == 0 && short.bytes[29_999] == 0)
        #expect(!short.isComplete)
        #expect(short.readAll() == Array(repeating: 7, count: 5_000))

        let growing = Box(Array(repeating: 7, count: 30_000))
        let long = Self.source(over: growing)
        long.fill(through: 30_000)
        #expect(long.isComplete)
        growing.bytes += [8]
        #expect(!long.isComplete)
        #expect(long.readAll()?.count == 30_001)
    }

    @Test func anEmptyFileIsComplete() {
        let source = Self.source(over: Box([]))
        source.fill(through: 100)
        #expect(source.count == 0 && source.bytes.isEmpty && source.isComplete)
        #expect(source.readAll() == [])
    }

    /// A compactor fed piece by piece, cut anywhere (mid-line, mid-character), makes the table
    /// `LineTable(compacting:)` makes of the whole text.
    @Test func aCompactorFedInPiecesMakesTheWholeTextsTable() throws {
        var text = "{\n"
        for line in 0..<400 {
            text += "  \"key \(line)\" : \"" + String(repeating: line % 3 == 0 ? "é" : "x", count: line % 90) + (line % 11 == 0 ? "😀" : "") + "\",\n"
        }
        text += "}"
        let bytes = Array(text.utf8)
        let whole = try #require(LineTable(compacting: bytes, outsideOf: UInt8(ascii: "\"")))
        for piece in [1, 7, 100, 4096] {
            var compactor = LineTable.Compactor(count: bytes.count, separator: UInt8(ascii: "\""))
            var end = 0
            while end < bytes.count {
                end = min(end + piece, bytes.count)
                let position = bytes.withUnsafeBufferPointer { compactor.feed($0, upTo: end) }
                #expect(position <= end)
                #expect(position == 0 || position == bytes.count || bytes[position - 1] == UInt8(ascii: "\n"))
            }
            let table = try #require(compactor.finish())
            #expect(table.lineCount == whole.lineCount)
            for offset in stride(from: 0, through: bytes.count, by: 3) {
                #expect(table.lineColumn(of: offset) == whole.lineColumn(of: offset))
                #expect(table.isExact(at: offset) == whole.isExact(at: offset))
                #expect(table.position(of: offset, in: .utf16) == whole.position(of: offset, in: .utf16), "piece \(piece) offset \(offset)")
            }
        }
        // A carriage return anywhere makes any feeding fail, as the whole text does.
        var broken = bytes
        broken[bytes.count / 2] = UInt8(ascii: "\r")
        var compactor = LineTable.Compactor(count: broken.count, separator: UInt8(ascii: "\""))
        for end in stride(from: 100, through: broken.count + 99, by: 100) {
            broken.withUnsafeBufferPointer { _ = compactor.feed($0, upTo: min(end, broken.count)) }
        }
        #expect(compactor.failed)
        #expect(compactor.finish() == nil)
    }
}
