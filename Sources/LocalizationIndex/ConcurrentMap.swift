import Dispatch
import Foundation

/// Work spread over the processor's cores with results in input order, so that what is computed
/// never depends on how the work was scheduled.
enum ConcurrentMap {
    /// `transform` applied to `0..<count`, results in index order. `transform` must be safe to
    /// call from several threads at once (it reads shared values only).
    static func map<Result>(_ count: Int, _ transform: (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        buffer.initialize(repeating: nil)
        defer { buffer.deinitialize(); buffer.deallocate() }
        // Each worker writes only its own indices; the buffer outlives `concurrentPerform`.
        nonisolated(unsafe) let results = buffer
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, count)
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let work = transform
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var index = worker
                while index < count {
                    results[index] = work(index)
                    index += workers
                }
            }
        }
        return buffer.map { $0! }
    }
}
