import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A two-way byte channel a `Connection` reads from and writes to.
public protocol ByteStream: Sendable {
    /// Blocks until bytes arrive; returns an empty array at the end of the input.
    func read() -> [UInt8]
    /// Writes all of `bytes`; returns `false` when the other side is gone.
    func write(_ bytes: [UInt8]) -> Bool
    /// Signals the end of output to the other side.
    func closeOutput()
}

/// A `ByteStream` over two file descriptors (stdin and stdout for a language server).
public struct FileDescriptorStream: ByteStream {
    /// Where bytes are read from.
    public let input: Int32
    /// Where bytes are written to.
    public let output: Int32

    /// Creates a value from its members.
    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
        // A write to a closed pipe must fail with EPIPE, not kill the process.
        signal(SIGPIPE, SIG_IGN)
    }

    public func read() -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { bytes in
                #if canImport(Darwin)
                Darwin.read(input, bytes.baseAddress, bytes.count)
                #else
                Glibc.read(input, bytes.baseAddress, bytes.count)
                #endif
            }
            if count > 0 {
                chunk.removeSubrange(count...)
                return chunk
            }
            if count < 0, errno == EINTR { continue }
            return []
        }
    }

    public func write(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                #if canImport(Darwin)
                Darwin.write(output, raw.baseAddress! + written, raw.count - written)
                #else
                Glibc.write(output, raw.baseAddress! + written, raw.count - written)
                #endif
            }
            if count > 0 {
                written += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    public func closeOutput() {
        close(output)
    }
}

/// One direction of an in-memory pipe: bytes written on one side are read on the other.
public final class MemoryPipe: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [UInt8] = []
    private var isClosed = false

    /// Creates the message (it has no members).
    public init() {}

    /// Adds bytes for the reader; ignored after `close()`.
    public func write(_ bytes: [UInt8]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !isClosed else { return false }
        pending.append(contentsOf: bytes)
        condition.signal()
        return true
    }

    /// Blocks until bytes are available (or the pipe is closed and drained: then empty).
    public func read() -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty, !isClosed { condition.wait() }
        let bytes = pending
        pending.removeAll(keepingCapacity: true)
        return bytes
    }

    /// Ends the stream: the reader sees end of input once it has drained what was written.
    public func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }
}

/// A `ByteStream` made of two `MemoryPipe`s, one per direction.
public struct MemoryStream: ByteStream {
    /// The pipe this side reads.
    public let incoming: MemoryPipe
    /// The pipe this side writes.
    public let outgoing: MemoryPipe

    /// Creates a value from its members.
    public init(incoming: MemoryPipe, outgoing: MemoryPipe) {
        self.incoming = incoming
        self.outgoing = outgoing
    }

    /// Two streams wired to each other.
    public static func pair() -> (MemoryStream, MemoryStream) {
        let forward = MemoryPipe()
        let backward = MemoryPipe()
        return (MemoryStream(incoming: backward, outgoing: forward), MemoryStream(incoming: forward, outgoing: backward))
    }

    public func read() -> [UInt8] { incoming.read() }
    public func write(_ bytes: [UInt8]) -> Bool { outgoing.write(bytes) }
    public func closeOutput() { outgoing.close() }
}
