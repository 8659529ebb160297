/// Splits a byte stream into `Content-Length`-framed bodies, surviving any input.
///
/// The base protocol frames each body with HTTP-like headers ending in `\r\n\r\n`. Real peers and
/// broken pipes send worse, so the framer reads header *lines* and only trusts a block that has a
/// sane `Content-Length`:
/// - LF-only line ends are accepted as well as CRLF.
/// - A line that is not a header (garbage, the tail of a body whose length was too short, random
///   bytes) is skipped; if a `Content-Length:` starts somewhere inside it, reading resynchronizes
///   there, since the next valid header is where the next message starts.
/// - A header block without a usable length (missing, negative, non-numeric, absurdly large) is
///   dropped with everything up to the next header.
/// - A body that holds one complete JSON value followed by stray bytes (a length that was too
///   long) yields the value and hands the stray bytes back to the header reader, so the start of
///   the next message it swallowed is not lost.
///
/// The framer does no IO: `append` bytes, then call `next()` until it returns `nil`.
public struct MessageFramer: Sendable {
    /// What `next()` found.
    public enum Event: Sendable, Equatable {
        /// One body (not yet parsed).
        case body([UInt8])
        /// Bytes skipped while resynchronizing, with why (for logs).
        case skipped(byteCount: Int, reason: String)
    }

    /// Bodies larger than this are refused (and their bytes skipped) instead of buffered.
    public var maximumBodySize: Int
    /// A header line longer than this without a line end is treated as garbage.
    public static let maximumHeaderLineLength = 8 * 1024

    private var buffer: [UInt8] = []
    private var readIndex = 0
    /// The length from the current header block, once a valid one was read.
    private var pendingLength: Int?
    /// Whether the current header block has seen any line (so an empty line ends it).
    private var headerLinesSeen = 0
    /// Why the current header block is unusable, when it is.
    private var headerProblem: String?
    /// Set while inside a body: its declared length.
    private var bodyLength: Int?

    /// Creates a value from its members.
    public init(maximumBodySize: Int = 256 * 1024 * 1024) {
        self.maximumBodySize = maximumBodySize
    }

    /// Bytes received but not yet consumed.
    public var bufferedByteCount: Int { buffer.count - readIndex }

    /// Adds received bytes.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        if readIndex > 0, readIndex >= buffer.count / 2 {
            buffer.removeSubrange(0..<readIndex)
            readIndex = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next body or skipped run, or `nil` when more bytes are needed.
    public mutating func next() -> Event? {
        while true {
            if let length = bodyLength {
                guard buffer.count - readIndex >= length else { return nil }
                let body = Array(buffer[readIndex..<readIndex + length])
                readIndex += length
                bodyLength = nil
                return .body(body)
            }
            guard let lineEnd = findLineEnd() else {
                return discardOverlongLine()
            }
            let lineStart = readIndex
            var contentEnd = lineEnd
            if contentEnd > lineStart, buffer[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            readIndex = lineEnd + 1
            if contentEnd == lineStart {
                // An empty line ends a header block (or is a stray blank line between messages).
                guard headerLinesSeen > 0 else { continue }
                let length = pendingLength
                let problem = headerProblem
                resetHeader()
                if let length, problem == nil {
                    bodyLength = length
                    continue
                }
                return .skipped(byteCount: readIndex - lineStart, reason: problem ?? "header block without Content-Length")
            }
            if let skipped = readHeaderLine(start: lineStart, end: contentEnd) {
                return skipped
            }
        }
    }

    /// Interprets one non-empty header line; returns a `.skipped` event when the line was garbage.
    private mutating func readHeaderLine(start: Int, end: Int) -> Event? {
        let line = buffer[start..<end]
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
            colon > start,
            line[start..<colon].allSatisfy(Self.isHeaderNameByte)
        else {
            return resynchronize(lineStart: start, lineEnd: end, reason: "not a header line")
        }
        headerLinesSeen += 1
        let name = buffer[start..<colon]
        guard Self.equalsIgnoringCase(name, "content-length") else { return nil }
        var valueStart = colon + 1
        var valueEnd = end
        while valueStart < valueEnd, buffer[valueStart] == UInt8(ascii: " ") || buffer[valueStart] == 0x09 { valueStart += 1 }
        while valueEnd > valueStart, buffer[valueEnd - 1] == UInt8(ascii: " ") || buffer[valueEnd - 1] == 0x09 { valueEnd -= 1 }
        let digits = buffer[valueStart..<valueEnd]
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
            headerProblem = "Content-Length is not a non-negative decimal number"
            return nil
        }
        let length = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        if length > maximumBodySize {
            headerProblem = "Content-Length \(length) is above the limit of \(maximumBodySize) bytes"
        } else {
            pendingLength = length
        }
        return nil
    }

    /// Drops a garbage line, restarting at a `Content-Length` inside it when there is one.
    private mutating func resynchronize(lineStart: Int, lineEnd: Int, reason: String) -> Event {
        resetHeader()
        if let header = Self.find("Content-Length:", in: buffer, from: lineStart + 1, to: lineEnd) {
            readIndex = header
            return .skipped(byteCount: header - lineStart, reason: reason)
        }
        return .skipped(byteCount: readIndex - lineStart, reason: reason)
    }

    /// With no line end in sight, drops a run of bytes that cannot be a header any more, keeping a
    /// tail that might be the beginning of one.
    private mutating func discardOverlongLine() -> Event? {
        let pending = buffer.count - readIndex
        guard pending > Self.maximumHeaderLineLength else { return nil }
        resetHeader()
        let start = readIndex
        if let header = Self.find("Content-Length:", in: buffer, from: readIndex + 1, to: buffer.count) {
            readIndex = header
        } else {
            readIndex = buffer.count - 16
        }
        return .skipped(byteCount: readIndex - start, reason: "over-long line without a line end")
    }

    /// Hands bytes back to the header reader: used when a body turned out to end early.
    ///
    /// `count` bytes at the end of the body most recently returned are treated as unread stream
    /// input again. Only valid right after `next()` returned that body.
    public mutating func unread(lastBytes count: Int) {
        precondition(count <= readIndex && bodyLength == nil)
        readIndex -= count
    }

    private mutating func resetHeader() {
        pendingLength = nil
        headerLinesSeen = 0
        headerProblem = nil
    }

    private func findLineEnd() -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            var index = readIndex
            while index < bytes.count {
                if bytes[index] == 0x0A { return index }
                index += 1
            }
            return nil
        }
    }

    private static func isHeaderNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    private static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ lowercase: StaticString) -> Bool {
        guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
        let pointer = lowercase.utf8Start
        for (offset, byte) in bytes.enumerated() {
            let folded = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            if folded != pointer[offset] { return false }
        }
        return true
    }

    /// Offset of the first occurrence of `needle` in `bytes[from..<to]`.
    private static func find(_ needle: StaticString, in bytes: [UInt8], from: Int, to: Int) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard to - from >= length else { return nil }
        let pointer = needle.utf8Start
        var index = from
        while index <= to - length {
            if bytes[index] == pointer[0] {
                var matches = true
                for offset in 1..<length where bytes[index + offset] != pointer[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }
}
