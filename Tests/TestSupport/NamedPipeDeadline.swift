import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A deadline for code that may block on a named pipe (FIFO), so a test of a
/// reader that must refuse pipes fails instead of hanging when it does not.
public enum NamedPipeDeadline {
    /// Runs `body`, which may open the named pipe at `fifo` for reading; if
    /// it has not returned after `seconds`, opens the pipe for writing and
    /// closes it, so a reader blocked in `open` or `read` sees the end of the
    /// file and the test fails instead of hanging. Returns `body`'s result
    /// and whether the deadline passed.
    public static func run<T>(on fifo: String, seconds: Double = 5, _ body: () throws -> T) rethrows -> (T, timedOut: Bool) {
        let finished = DispatchSemaphore(value: 0)
        let timedOut = Flag()
        let watchdog = Thread {
            guard finished.wait(timeout: .now() + seconds) == .timedOut else { return }
            timedOut.set()
            while true {
                // Succeeds as soon as a reader is blocked on the pipe.
                let writer = open(fifo, O_WRONLY | O_NONBLOCK)
                if writer >= 0 {
                    close(writer)
                    return
                }
                if finished.wait(timeout: .now() + 0.05) == .success { return }
            }
        }
        watchdog.start()
        defer { finished.signal() }
        let result = try body()
        return (result, timedOut.isSet)
    }

    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}
