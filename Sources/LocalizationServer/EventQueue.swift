import Foundation

/// A blocking first-in, first-out queue of `Event`s feeding the main loop.
///
/// Any thread may `post`; only the main loop `take`s. `take` waits until an event arrives or the
/// deadline passes (the loop's timers, such as the diagnostics debounce, are deadlines).
final class EventQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [Event] = []
    private var head = 0

    /// Appends an event and wakes the loop.
    func post(_ event: Event) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    /// The oldest event, waiting until `deadline` (forever when `nil`); `nil` when the deadline passed.
    func take(before deadline: Date?) -> Event? {
        condition.lock()
        defer { condition.unlock() }
        while head == events.count {
            if let deadline {
                if !condition.wait(until: deadline), head == events.count { return nil }
            } else {
                condition.wait()
            }
        }
        let event = events[head]
        head += 1
        if head > 1024, head * 2 > events.count {
            events.removeFirst(head)
            head = 0
        }
        return event
    }
}
