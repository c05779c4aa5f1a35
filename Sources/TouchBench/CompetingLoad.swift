import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Busy processes running beside a measurement, so it sees the machine as it
/// is when something else (a build, another program) wants the cores too.
///
/// Each is a shell spinning in an empty loop (`while :; do :; done`): a
/// separate process at the same priority, all user time, no memory traffic
/// to speak of, so what it takes from a measurement is the processor alone.
/// ``stop()`` ends them (and only them: each is killed by its own id).
package final class CompetingLoad {
    private var processes: [Process] = []

    /// Starts `count` busy processes.
    package init(count: Int) throws {
        for _ in 0..<max(0, count) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "while :; do :; done"]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                stop()
                throw error
            }
            processes.append(process)
        }
    }

    deinit { stop() }

    /// How many processes are spinning.
    package var count: Int { processes.count }

    /// Their process ids.
    package var processIdentifiers: [Int32] { processes.map(\.processIdentifier) }

    /// Ends every process it started and waits for each to exit.
    ///
    /// With `SIGKILL`: a process inherits its parent's blocked signals, and a
    /// parent whose threads block `SIGTERM` (Foundation's `Process` does, so
    /// a bench run from a test would) leaves its shells deaf to it.
    package func stop() {
        for process in processes where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        processes = []
    }
}
