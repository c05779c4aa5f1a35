import Foundation

/// A private X server (Xvfb) for one end-to-end test, on a display number no
/// other server uses, stopped and cleaned up when the test lets go of it.
///
/// Other builds and test runs share the machine, so the number is chosen from
/// the sockets in /tmp/.X11-unix, and a lost race (the server exits because the
/// display became taken) moves on to the next number.
final class VirtualDisplay {
    let number: Int
    private let server: ChildProcess
    private var isStopped = false

    /// `DISPLAY`'s value for this server.
    var name: String { ":\(number)" }

    private init(number: Int, server: ChildProcess) {
        self.number = number
        self.server = server
    }

    deinit {
        stop()
    }

    /// Starts `Xvfb :N -screen 0 <screen> -nolisten tcp` on a free `N` and waits
    /// until it accepts connections.
    static func start(screen: String = "1280x900x24") async throws -> VirtualDisplay {
        guard let xvfb = ChildProcess.locate("Xvfb") else {
            throw EndToEndFailure("Xvfb is not installed; `make test` installs it (Debian package xvfb).")
        }
        let first = 90 + Int(ProcessInfo.processInfo.processIdentifier % 300)
        var attempts: [String] = []
        for number in first..<(first + 40) where !isInUse(number) {
            // Tests of one run start displays in parallel from one process: each number
            // is claimed here first, so two of them never race for the same one.
            guard claim(number) else { continue }
            let server = try ChildProcess(
                xvfb, [":\(number)", "-screen", "0", screen, "-nolisten", "tcp"],
                environment: ProcessInfo.processInfo.environment)
            // Ready when the lock file names this server: a socket alone may be another
            // process's server on the same number, which would vanish under this test.
            let ready = try await Deadline(seconds: 10).poll {
                !server.isRunning
                    || (FileManager.default.fileExists(atPath: socketPath(number))
                        && lockOwner(number) == String(server.processIdentifier))
            }
            if ready && server.isRunning { return VirtualDisplay(number: number, server: server) }
            attempts.append(":\(number): \(server.errors.text.suffix(300))")
            server.kill()
            release(number)
            if attempts.count >= 3 { break }
        }
        throw EndToEndFailure("Could not start Xvfb on a free display.\n" + attempts.joined(separator: "\n"))
    }

    /// Stops the server and removes its socket and lock file.
    ///
    /// A child of the test runner inherits its blocked SIGTERM, so Xvfb could
    /// not shut down cleanly; it is killed, and its files, which name its pid,
    /// are removed here so the display number is free again.
    func stop() {
        guard !isStopped else { return }  // the test's defer, then deinit
        isStopped = true
        let pid = server.processIdentifier
        server.kill()
        defer { Self.release(number) }
        guard Self.lockOwner(number) == String(pid) else { return }
        try? FileManager.default.removeItem(atPath: Self.socketPath(number))
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    }

    /// The pid written in display `number`'s lock file, if any.
    private static func lockOwner(_ number: Int) -> String? {
        (try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Display numbers this process has started a server on and not yet stopped.
    nonisolated(unsafe) private static var claimed: Set<Int> = []
    private static let claimedLock = NSLock()

    private static func claim(_ number: Int) -> Bool {
        claimedLock.lock()
        defer { claimedLock.unlock() }
        return claimed.insert(number).inserted
    }

    private static func release(_ number: Int) {
        claimedLock.lock()
        defer { claimedLock.unlock() }
        claimed.remove(number)
    }

    private static func socketPath(_ number: Int) -> String { "/tmp/.X11-unix/X\(number)" }

    private static func isInUse(_ number: Int) -> Bool {
        FileManager.default.fileExists(atPath: socketPath(number))
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
    }

    /// The id of the playground window (titled "TouchLab …") on this display, waiting
    /// up to 10 s for it to appear; fails with `app`'s transcript when it does not.
    func touchLabWindow(xdotool: URL, environment: [String: String], app: ChildProcess) async throws -> String {
        var window = ""
        let found = try await Deadline(seconds: 10).poll {
            // `search` exits 1 while nothing matches; that is not an error here.
            let output = try await ChildProcess.run(xdotool, ["search", "--name", "^TouchLab"], environment: environment).output
            window = output.split(separator: "\n").last.map(String.init) ?? ""
            return !window.isEmpty
        }
        guard found else { throw EndToEndFailure("no window named TouchLab on \(name).\n\(app.transcript)") }
        return window
    }

    /// The test's environment pointed at this display only: no Wayland, no SDL
    /// driver override and no mouse-as-touch hint from the caller's shell.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_MOUSE_TOUCH_EVENTS"] { environment.removeValue(forKey: key) }
        environment["DISPLAY"] = name
        return environment
    }
}
