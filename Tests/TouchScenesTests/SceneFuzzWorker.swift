import Dispatch
import Foundation
import TouchScenes

/// Runs each fuzz parse on its own serial queue and waits with a deadline, so a
/// loader that never returns fails the test instead of stalling `make test`.
///
/// After a timeout the queue is stuck with the runaway parse; the test stops there,
/// having recorded the case that hung.
final class SceneFuzzWorker: @unchecked Sendable {
    struct Outcome {
        var result: Result<Void, SceneError>
        var seconds: Double
    }

    private let queue = DispatchQueue(label: "touchlab.scene-fuzz")
    private let lock = NSLock()
    private var outcome: Outcome?

    /// Nil when the parse did not finish within `deadline` seconds.
    func parse(_ text: String, limits: SceneLimits, deadline: Double) -> Outcome? {
        let done = DispatchSemaphore(value: 0)
        queue.async {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = Result<Void, SceneError> { () throws(SceneError) in
                _ = try SceneParser(limits: limits).parse(text, file: "fuzz.yaml")
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            self.lock.withLock { self.outcome = Outcome(result: result, seconds: seconds) }
            done.signal()
        }
        guard done.wait(timeout: .now() + deadline * 4) == .success else { return nil }
        return lock.withLock { outcome }
    }

    /// The process's peak resident memory (getrusage; kilobytes on Linux).
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
            guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss) * 1024
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss)
        #endif
    }
}
