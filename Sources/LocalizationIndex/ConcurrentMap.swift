import Dispatch
import Foundation

/// Work spread over the processor's cores with results in input order, so that what is computed
/// never depends on how the work was scheduled.
public enum ConcurrentMap {
    /// `transform` applied to `0..<count`, results in index order. `transform` must be safe to
    /// call from several threads at once (it reads shared values only).
    ///
    /// Items are handed out one at a time to whichever core is free, costliest first by `cost`
    /// (an estimate, e.g. a file's size; ties keep index order): one big item taken last would
    /// keep one core busy while the others wait (a project's 11 MB catalog, read after its 1,500
    /// Swift files, doubled the time of the whole load). Without `cost`, items go in index order.
    public static func map<Result>(_ count: Int, cost: (Int) -> Int = { _ in 0 }, _ transform: (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        let costs = (0..<count).map(cost)
        let order = (0..<count).sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        buffer.initialize(repeating: nil)
        defer { buffer.deinitialize(); buffer.deallocate() }
        // Each item's result is written by the one worker that took the item; the buffer outlives
        // `concurrentPerform`, which hands the iterations out dynamically in increasing order.
        nonisolated(unsafe) let results = buffer
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let work = transform
            DispatchQueue.concurrentPerform(iterations: count) { position in
                let index = order[position]
                results[index] = work(index)
            }
        }
        return buffer.map { $0! }
    }
}

/// A value computed on another thread while the caller goes on with other work.
///
/// Not a `ConcurrentMap` item: work the caller then spreads with `ConcurrentMap` would run on one
/// core only when started from inside another concurrent map (libdispatch shares the cores among
/// nested maps).
final class InBackground<Value: Sendable>: @unchecked Sendable {
    /// Signalled when `value` is set.
    private let done = DispatchSemaphore(value: 0)
    /// The value, once computed (written by the background thread before `done` is signalled).
    private var value: Value?

    /// Starts computing `make()` on a thread of its own: not on libdispatch's global pool, whose
    /// few threads (as many as cores) may all be waiting for this very value (a language server's
    /// request handlers waiting for the model this build makes), which would never come.
    init(_ make: @escaping @Sendable () -> Value) {
        let thread = Thread {
            self.value = make()
            self.done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The value, waiting for it if it is not computed yet.
    var result: Value {
        done.wait()
        // Passed on, so that a later ask does not wait forever.
        defer { done.signal() }
        return value!
    }
}
