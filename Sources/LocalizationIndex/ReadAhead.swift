import Foundation
import TextPositions

/// The reading side of a streaming catalog pass (`IndexedFile(path:streaming:)`), on a thread of
/// its own: it reads the file ahead of the parser, feeds the line table's compactor and the
/// fingerprint, and gives back the pages both it and the parser have passed.
///
/// Reading a 170 MB catalog (copying it in, faulting in fresh pages, finding its lines, hashing
/// it) cost about a third of the pass: done on the parser's thread, it made the one big file the
/// load's critical path while the other core ran out of Swift files to summarize. Here the
/// parser's thread only parses.
///
/// The parser never reads a byte this thread may be writing: it asks `readable(after:)` how far
/// it may read, and is told an end this thread has finished reading (no further than `window`
/// past the parser, as when the pass read on one thread, so an entry longer than the window
/// still ends the pass the same way). This thread reads up to `lead` bytes further meanwhile.
///
/// ```swift
/// let ahead = ReadAhead(source: source, window: 4 << 20, step: 512 << 10)
/// var end = ahead.readable(after: 0)
/// // … parse up to `end`; at a point nothing before `offset` is read again:
/// end = ahead.readable(after: offset)
/// ahead.finish(parsed: true)
/// let (lineTable, fingerprint) = ahead.result  // nil line table when a compact one cannot be exact
/// ```
final class ReadAhead: @unchecked Sendable {
    /// The file.
    private let source: ForwardBytes
    /// How far past the parser's last report the parser may read.
    private let window: Int
    /// How much further this thread reads meanwhile.
    private let lead: Int
    /// How much this thread reads at a time.
    private let step: Int
    /// Guards the three values below and signals their changes.
    private let condition = NSCondition()
    /// The parser never reads before this offset again (`source.count` once it is done).
    private var parsed = 0
    /// Read (and fed to the compactor and fingerprint) up to here.
    private var published = 0
    /// The parser gave up, or the text cannot have a compact line table: read no further.
    private var stopped = false
    /// Signalled when this thread is done.
    private let done = DispatchSemaphore(value: 0)
    /// The line table being made (this thread's only, until `done`).
    private var compactor: LineTable.Compactor
    /// The fingerprint being made (this thread's only, until `done`).
    private var fingerprint: ContentFingerprint.Accumulator

    /// Starts reading `source` on a thread of its own.
    init(source: ForwardBytes, window: Int, step: Int) {
        self.source = source
        self.window = max(window, 1)
        self.step = max(step, 1)
        lead = 4 * max(step, 1)
        compactor = LineTable.Compactor(count: source.count, separator: UInt8(ascii: "\""))
        fingerprint = ContentFingerprint.Accumulator(count: source.count)
        // Not libdispatch's pool: its threads are the ones summarizing the other files, and one of
        // them waits for this thread.
        let thread = Thread { self.readAll() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// This thread's loop: read a step, feed it, give back what everyone passed, publish.
    private func readAll() {
        let bytes = source.bytes
        while true {
            condition.lock()
            while !stopped, published >= min(source.count, parsed + window + lead) { condition.wait() }
            let limit = min(source.count, parsed + window + lead)
            let passedByParser = parsed
            let isStopped = stopped
            condition.unlock()
            if isStopped { break }

            source.fill(through: min(limit, source.filled + step))
            compactor.feed(bytes, upTo: source.filled)
            fingerprint.feed(bytes, upTo: source.filled)
            source.release(before: min(passedByParser, compactor.position, fingerprint.position))

            condition.lock()
            published = source.filled
            // A text unfit for a compact table makes the pass fail whatever the parser finds:
            // stopping now saves reading the rest (and holding it, since the compactor no longer moves).
            if compactor.failed { stopped = true }
            let isDone = stopped || published >= source.count
            condition.broadcast()
            condition.unlock()
            if isDone { break }
        }
        done.signal()
    }

    /// Called by the parser at `offset`, before which it never reads again: waits until the
    /// bytes up to `offset + window` (or the end) are read, and returns how far the parser may
    /// read (`offset` itself when reading stopped: the parser then fails where it needs more).
    func readable(after offset: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        parsed = max(parsed, offset)
        condition.broadcast()
        let needed = min(source.count, offset + window)
        while !stopped, published < needed { condition.wait() }
        return stopped ? offset : needed
    }

    /// Called by the parser when it is done: read the rest (`parsed`), or stop (the pass failed).
    func finish(parsed succeeded: Bool) {
        condition.lock()
        if succeeded { parsed = source.count } else { stopped = true }
        condition.broadcast()
        condition.unlock()
    }

    /// The line table (`nil` when a compact one cannot be exact or reading stopped early) and the
    /// fingerprint of what was read; waits for this thread. Call once, after `finish(parsed:)`.
    var result: (lineTable: LineTable?, fingerprint: ContentFingerprint?) {
        done.wait()
        guard !stopped, source.filled == source.count else { return (nil, nil) }
        // Fed the last, partial line and word (whole lines and words are fed as they come).
        compactor.feed(source.bytes, upTo: source.count)
        fingerprint.feed(source.bytes, upTo: source.count)
        // Given back before the line table's arrays are trimmed: the window is not part of the
        // peak those make.
        source.releaseAll()
        let lines = compactor
        return (lines.finish(), fingerprint.finish())
    }
}
