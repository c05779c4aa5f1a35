import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program the end-to-end tests start and talk to: its stdout and stderr are
/// read as they arrive, every wait has a deadline, and it is killed when the
/// test lets go of it, so a failing test leaves no process behind.
final class ChildProcess {
    let name: String
    let output = OutputBuffer()
    let errors = OutputBuffer()
    private let process = Process()

    /// Starts `executable` with exactly `environment` (nothing inherited).
    init(_ executable: URL, _ arguments: [String], environment: [String: String]) throws {
        name = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = Self.pipe(into: output)
        process.standardError = Self.pipe(into: errors)
        try process.run()
    }

    deinit {
        kill()
    }

    var isRunning: Bool { process.isRunning }
    var processIdentifier: Int32 { process.processIdentifier }

    /// Waits until a complete stdout line satisfies `predicate`; fails with
    /// everything the child printed when it exits first or `seconds` pass.
    func waitForLine(_ what: String, seconds: Double, where predicate: (String) -> Bool) async throws {
        let found = try await Deadline(seconds: seconds).poll {
            if output.lines.contains(where: predicate) { return true }
            if !process.isRunning && output.isClosed { throw EndToEndFailure("\(name) exited before printing \(what).\n\(transcript)") }
            return false
        }
        guard found else { throw EndToEndFailure("\(name) did not print \(what) within \(seconds) s.\n\(transcript)") }
    }

    /// Waits for the child to exit and returns its status; a child still running
    /// after `seconds` is killed and the wait fails. A death by signal fails too,
    /// so a crash never passes as an exit status.
    func waitForExit(seconds: Double) async throws -> Int32 {
        let exited = try await Deadline(seconds: seconds).poll { !process.isRunning }
        guard exited else {
            kill()
            throw EndToEndFailure("\(name) did not exit within \(seconds) s; killed.\n\(transcript)")
        }
        guard process.terminationReason == .exit else {
            throw EndToEndFailure("\(name) died of signal \(process.terminationStatus).\n\(transcript)")
        }
        // Let the readers drain what the child wrote just before exiting.
        _ = try await Deadline(seconds: 2).poll { output.isClosed && errors.isClosed }
        return process.terminationStatus
    }

    /// Asks the child to quit (SDL turns SIGTERM into SDL_QUIT).
    func terminate() {
        if process.isRunning { process.terminate() }
    }

    /// Ends the child at once if it still runs, and reaps it.
    func kill() {
        guard process.isRunning else { return }
        #if canImport(Glibc)
            Glibc.kill(process.processIdentifier, SIGKILL)
        #else
            process.terminate()
        #endif
        _ = Deadline(seconds: 5).pollBlocking { !process.isRunning }
    }

    /// What the child printed, for failure messages.
    var transcript: String {
        "--- stdout ---\n\(output.text)--- stderr ---\n\(errors.text)"
    }

    /// Runs a short-lived tool to completion and returns its status and stdout.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String],
        seconds: Double = 15
    ) async throws -> (status: Int32, output: String) {
        let child = try ChildProcess(executable, arguments, environment: environment)
        let status = try await child.waitForExit(seconds: seconds)
        return (status, child.output.text)
    }

    /// The executable named `tool` on `PATH` (and the sbin/bin directories a
    /// minimal PATH may lack), or `nil`.
    static func locate(_ tool: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/bin"]
        return directories.lazy
            .map { URL(fileURLWithPath: $0).appendingPathComponent(tool) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private static func pipe(into buffer: OutputBuffer) -> Pipe {
        let pipe = Pipe()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            if chunk.isEmpty {
                handle.readabilityHandler = nil
                buffer.close()
            } else {
                buffer.append(chunk)
            }
        }
        return pipe
    }
}
