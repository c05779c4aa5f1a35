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
            let server = try ChildProcess(
                xvfb, [":\(number)", "-screen", "0", screen, "-nolisten", "tcp"],
                environment: ProcessInfo.processInfo.environment)
            let ready = try await Deadline(seconds: 10).poll {
                !server.isRunning || FileManager.default.fileExists(atPath: socketPath(number))
            }
            if ready && server.isRunning { return VirtualDisplay(number: number, server: server) }
            attempts.append(":\(number): \(server.errors.text.suffix(300))")
            server.kill()
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
        let pid = server.processIdentifier
        server.kill()
        let lock = "/tmp/.X\(number)-lock"
        let owner = (try? String(contentsOfFile: lock, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard owner == String(pid) else { return }
        try? FileManager.default.removeItem(atPath: Self.socketPath(number))
        try? FileManager.default.removeItem(atPath: lock)
    }

    private static func socketPath(_ number: Int) -> String { "/tmp/.X11-unix/X\(number)" }

    private static func isInUse(_ number: Int) -> Bool {
        FileManager.default.fileExists(atPath: socketPath(number))
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
    }
}
