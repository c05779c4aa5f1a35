import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program the end-to-end tests start: the one way they run the built
/// `touchlab` binary and the tools around it (Xvfb, xdotool).
///
/// The child is spawned with `posix_spawn` in a process group of its own,
/// with no blocked signals (the test runner's threads block some, and a child
/// would inherit that), stdin from `/dev/null`, and stdout and stderr going to
/// temporary files (``OutputFile``). Every wait has a deadline; a child that
/// outlives it is killed with its whole process group and the wait fails with
/// everything the child printed. A death by signal fails too, so a crash never
/// passes as an exit status. Dropping the object kills what still runs.
final class ChildProcess {
    /// How a run ended: the exit status and everything printed.
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    let name: String
    let output: OutputFile
    /// Stderr; the same file as ``output`` when the streams are merged.
    let errors: OutputFile
    let processIdentifier: pid_t
    /// The raw `waitpid` status, once the child is reaped.
    private var waitStatus: Int32?

    /// Starts `executable` with exactly `environment` (nothing inherited);
    /// `mergingErrors` sends stderr to stdout's file, interleaved as written;
    /// `standardInput` is the file its stdin reads.
    init(
        _ executable: URL, _ arguments: [String], environment: [String: String], mergingErrors: Bool = false,
        standardInput: String = "/dev/null"
    ) throws {
        name = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        output = try OutputFile("stdout")
        errors = mergingErrors ? output : try OutputFile("stderr")
        processIdentifier = try Self.spawn(
            executable.path, arguments, environment: environment, input: standardInput, output: output.descriptor,
            errors: errors.descriptor)
    }

    deinit {
        kill()
    }

    /// Whether the child still runs (reaping it once it has exited).
    var isRunning: Bool {
        reap(blocking: false)
        return waitStatus == nil
    }

    /// Waits until a complete stdout line satisfies `predicate`; fails with
    /// everything the child printed when it exits first or `seconds` pass.
    func waitForLine(_ what: String, seconds: Double, where predicate: (String) -> Bool) async throws {
        let found = try await Deadline(seconds: seconds).poll {
            if output.lines.contains(where: predicate) { return true }
            // Exited: the file holds all it wrote, so one more look is final.
            if !isRunning && !output.lines.contains(where: predicate) {
                throw EndToEndFailure("\(name) exited before printing \(what).\n\(transcript)")
            }
            return false
        }
        guard found else { throw EndToEndFailure("\(name) did not print \(what) within \(seconds) s.\n\(transcript)") }
    }

    /// Waits for the child to exit and returns its status; a child still
    /// running after `seconds` is killed and the wait fails.
    func waitForExit(seconds: Double) async throws -> Int32 {
        let exited = try await Deadline(seconds: seconds).poll { !isRunning }
        return try exitStatus(exited: exited, seconds: seconds)
    }

    /// ``waitForExit(seconds:)`` for synchronous tests.
    func waitForExitBlocking(seconds: Double) throws -> Int32 {
        let exited = Deadline(seconds: seconds).pollBlocking { !isRunning }
        return try exitStatus(exited: exited, seconds: seconds)
    }

    private func exitStatus(exited: Bool, seconds: Double) throws -> Int32 {
        guard exited, let status = waitStatus else {
            kill()
            throw EndToEndFailure("\(name) did not exit within \(seconds) s; killed with its process group.\n\(transcript)")
        }
        let signal = status & 0x7F
        guard signal == 0 else { throw EndToEndFailure("\(name) died of signal \(signal).\n\(transcript)") }
        return (status >> 8) & 0xFF
    }

    /// Asks the child to quit (SDL turns SIGTERM into SDL_QUIT).
    func terminate() {
        if isRunning { Glibc.kill(processIdentifier, SIGTERM) }
    }

    /// Ends the child and everything it started at once, and reaps it.
    func kill() {
        guard isRunning else { return }
        Glibc.kill(-processIdentifier, SIGKILL)
        reap(blocking: true)
    }

    private func reap(blocking: Bool) {
        guard waitStatus == nil else { return }
        var status: Int32 = 0
        let result = waitpid(processIdentifier, &status, blocking ? 0 : WNOHANG)
        if result == processIdentifier {
            waitStatus = status
        } else if result < 0 && errno == ECHILD {
            waitStatus = 0x7F  // reaped elsewhere: report it as a death, not a success
        }
    }

    /// What the child printed, for failure messages.
    var transcript: String {
        errors === output
            ? "--- stdout and stderr ---\n\(output.text)"
            : "--- stdout ---\n\(output.text)--- stderr ---\n\(errors.text)"
    }

    // MARK: - Running to completion

    /// Runs `executable` to completion within `seconds` and returns its
    /// status, stdout and stderr; past the deadline it is killed and the run
    /// fails with its transcript.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], mergingErrors: Bool = false,
        seconds: Double = 60, standardInput: String = "/dev/null"
    ) throws -> Result {
        let child = try ChildProcess(
            executable, arguments, environment: environment, mergingErrors: mergingErrors, standardInput: standardInput)
        let status = try child.waitForExitBlocking(seconds: seconds)
        return Result(status: status, output: child.output.text, errors: child.errors === child.output ? "" : child.errors.text)
    }

    /// ``run(_:_:environment:mergingErrors:seconds:)`` for asynchronous tests:
    /// the wait sleeps instead of blocking a thread of the test runner's pool.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String], mergingErrors: Bool = false,
        seconds: Double = 60
    ) async throws -> Result {
        let child = try ChildProcess(executable, arguments, environment: environment, mergingErrors: mergingErrors)
        let status = try await child.waitForExit(seconds: seconds)
        return Result(status: status, output: child.output.text, errors: child.errors === child.output ? "" : child.errors.text)
    }

    /// The built `touchlab`, beside the test runner.
    static var touchlab: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("touchlab")
    }

    /// Runs the built `touchlab` with the test's environment changed by
    /// `environment` (a `nil` value removes a variable).
    static func touchlab(
        _ arguments: [String], environment changes: [String: String?] = [:], mergingErrors: Bool = false,
        seconds: Double = 60, standardInput: String = "/dev/null"
    ) throws -> Result {
        try run(
            touchlab, arguments, environment: environment(changing: changes), mergingErrors: mergingErrors, seconds: seconds,
            standardInput: standardInput)
    }

    /// ``touchlab(_:environment:mergingErrors:seconds:)`` for asynchronous tests.
    static func touchlab(
        _ arguments: [String], environment changes: [String: String?] = [:], mergingErrors: Bool = false,
        seconds: Double = 60
    ) async throws -> Result {
        try await run(
            touchlab, arguments, environment: environment(changing: changes), mergingErrors: mergingErrors, seconds: seconds)
    }

    static func environment(changing changes: [String: String?]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in changes { environment[key] = value }
        return environment
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

    // MARK: - Spawning

    private static func spawn(
        _ path: String, _ arguments: [String], environment: [String: String], input: String, output: Int32, errors: Int32
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group (so a kill reaches whatever it starts), no
        // blocked signals, default handlers.
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard error == 0 else {
            throw EndToEndFailure("Cannot start \(path): \(String(cString: strerror(error)))")
        }
        return pid
    }
}
