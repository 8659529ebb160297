#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A large file's bytes for one front-to-back pass, in memory only a window at a time: what the
/// index reads a 170 MB catalog through, so that its peak memory is its summary plus a few
/// megabytes rather than plus the whole file.
///
/// The bytes live in a region of the file's length reserved in the address space (anonymous
/// memory: a page costs memory only once written). `fill(through:)` reads the file into it up to
/// an offset with the `read` function it was made with; `release(before:)` gives the pages
/// before an offset back (the pass never reads them again). A pass that reads past what was filled
/// sees zeros, which no reader takes for text it accepts (JSON has no NUL outside strings, and
/// strings reject control bytes); it then starts over with `readAll()`.
///
/// The file is read, never mapped: a file truncated while a mapping is read raises `SIGBUS`,
/// while a short read only leaves zeros (`isComplete` is then `false`). Whatever changes on disk,
/// a pass sees one sequence of bytes, and whoever keeps something of it fingerprints those.
///
/// ```swift
/// let source = ForwardBytes(count: size) { buffer, offset in pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset)) }
/// source.fill(through: 8 << 20)
/// source.bytes[0]  // read
/// source.release(before: 4 << 20)
/// ```
public final class ForwardBytes: @unchecked Sendable {
    /// Reads into `buffer` from byte `offset` of the file: the count read, 0 at the end of the
    /// file, negative on an error.
    public typealias Read = @Sendable (_ buffer: UnsafeMutableRawBufferPointer, _ offset: Int) -> Int

    /// The file's length when it was opened: the length of `bytes`.
    public let count: Int
    /// The region: `count` bytes, of which `released..<filled` hold the file's bytes, the rest zeros.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// Reads the file.
    private let read: Read
    /// How far the file was read into the region.
    public private(set) var filled = 0
    /// Before this offset the pages were given back.
    public private(set) var released = 0
    /// Whether every read so far got the bytes it asked for (no error, no end of file before `count`).
    private var readsWereFull = true
    /// Whether the region was mapped (else allocated, for an empty file or where mapping failed).
    private let isMapped: Bool

    /// A source for a file of `count` bytes read with `read` (called from the thread of the pass).
    public init(count: Int, read: @escaping Read) {
        self.count = count
        self.read = read
        let length = max(count, 1)
        let region = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if let region, region != MAP_FAILED {
            isMapped = true
            bytes = UnsafeBufferPointer(start: region.assumingMemoryBound(to: UInt8.self), count: count)
        } else {
            // Without a reservation the bytes are allocated (and released only at the end).
            isMapped = false
            let allocated = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
            allocated.initialize(repeating: 0, count: length)
            bytes = UnsafeBufferPointer(start: allocated, count: count)
        }
    }

    deinit {
        guard let base = bytes.baseAddress else { return }
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: base), max(count, 1))
        } else {
            UnsafeMutablePointer(mutating: base).deallocate()
        }
    }

    /// The page size, the unit of `release(before:)`.
    public static let pageSize = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)

    /// Reads the file up to `end` (clamped to `count`) if it is not read that far yet.
    public func fill(through end: Int) {
        let end = min(end, count)
        guard end > filled, let base = bytes.baseAddress else { return }
        while filled < end {
            let buffer = UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(mutating: base + filled), count: end - filled)
            let got = read(buffer, filled)
            guard got > 0 else {
                // An error or a file shorter than when it was opened: the rest stays zeros.
                readsWereFull = false
                filled = count
                return
            }
            filled += got
        }
    }

    /// Gives back the whole pages before `offset`; the pass must not read them again (on Linux
    /// they read as zeros afterwards).
    public func release(before offset: Int) {
        let end = min(offset, filled) / Self.pageSize * Self.pageSize
        guard isMapped, end > released, let base = bytes.baseAddress else { return }
        Self.giveBack(UnsafeMutableRawPointer(mutating: base + released), length: end - released)
        released = end
    }

    /// Gives back every page (a pass that is done).
    public func releaseAll() {
        guard isMapped, let base = bytes.baseAddress, count > 0 else { return }
        Self.giveBack(UnsafeMutableRawPointer(mutating: base), length: count)
        released = filled
    }

    /// Tells the system the pages of `start..<start + length` are not needed any more.
    private static func giveBack(_ start: UnsafeMutableRawPointer, length: Int) {
        #if os(Linux)
        // Freed at once; anonymous pages read as zeros afterwards.
        madvise(start, length, Int32(MADV_DONTNEED))
        #else
        madvise(start, length, Int32(MADV_FREE))
        #endif
    }

    /// Whether the pass got the whole file: every read up to `count` was full and the file did
    /// not grow (checked with one more read). Pages released along the way do not matter.
    public var isComplete: Bool {
        guard filled == count, readsWereFull else { return false }
        var probe: UInt8 = 0
        return withUnsafeMutableBytes(of: &probe) { read($0, count) } == 0
    }

    /// The whole file as it is now, read afresh (for a pass that must start over): `nil` on a
    /// read error.
    public func readAll() -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(count + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let got = chunk.withUnsafeMutableBytes { read($0, result.count) }
            if got < 0 { return nil }
            if got == 0 { return result }
            result.append(contentsOf: chunk[0..<got])
        }
    }
}

extension ForwardBytes: Hashable {
    /// Identity: two sources are equal when they are the same object.
    public static func == (lhs: ForwardBytes, rhs: ForwardBytes) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
