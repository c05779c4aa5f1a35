import Foundation

/// Bounded polling: the only waiting the end-to-end tests do, so a stuck child
/// fails the test after a stated time instead of hanging it.
struct Deadline {
    let seconds: Double
    private let end: ContinuousClock.Instant

    init(seconds: Double) {
        self.seconds = seconds
        self.end = .now + .milliseconds(Int(seconds * 1000))
    }

    var hasPassed: Bool { ContinuousClock.now >= end }

    /// Checks `condition` every 20 ms until it holds (`true`) or the deadline
    /// passes (`false`).
    func poll(_ condition: () async throws -> Bool) async throws -> Bool {
        while true {
            if try await condition() { return true }
            if hasPassed { return false }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// ``poll(_:)`` for cleanup code, which runs in `defer` and cannot await.
    func pollBlocking(_ condition: () -> Bool) -> Bool {
        while true {
            if condition() { return true }
            if hasPassed { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }
}
