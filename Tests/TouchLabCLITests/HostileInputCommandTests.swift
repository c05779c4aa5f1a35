import Foundation
import Testing

@testable import touchlab

#if canImport(Glibc)
    import Glibc
#endif

/// The built binary against hostile scenes and unlucky disks: no file outside
/// `--out`, no followed link, no usage text for a failed write, no hang on a
/// named pipe, no raw control character on the terminal.
@Suite struct HostileInputCommandTests {
    /// A fresh folder, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-hostile-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `touchlab arguments` with this environment plus `environment`;
    /// its status, stdout and stderr. A run longer than `seconds` fails.
    static func touchlab(
        _ arguments: [String], environment: [String: String] = [:], seconds: Double = 30
    ) async throws -> (status: Int32, output: String, errors: String) {
        let result = try await ChildProcess.touchlab(arguments, environment: environment.mapValues { $0 }, seconds: seconds)
        return (result.status, result.output, result.errors)
    }

    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    /// A one-view scene with a tap script, named `name` (a YAML double-quoted
    /// string's contents), after a `comment` line (raw text, for `list`).
    static func scene(named name: String, comment: String = "A scene") -> String {
        """
        # \(comment)
        name: "\(name)"
        windows:
          - name: UIWindow
            root:
              name: Controller
              view:
                name: Root
                subviews:
                  - {kind: label, name: Caption, frame: [10, 10, 200, 40], text: "caption\\e[2J"}
        scripts:
          tap:
            - tap: [50, 30]
        """
    }

    static func realPath(_ url: URL) -> String {
        guard let resolved = realpath(url.path, nil) else { return url.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: --out

    /// A scene named `../../x` with control characters, shot per phase and
    /// with --scene-name through a symbolic link to the output folder: every
    /// path printed lies directly in the resolved folder, nothing appears
    /// anywhere else, and no control character reaches stdout.
    @Test func everyWrittenFileLiesInsideOut() async throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let work = base.appendingPathComponent("a/b")
        let real = work.appendingPathComponent("real-out")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let linked = work.appendingPathComponent("out")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: real)
        let scene = work.appendingPathComponent("scene.yaml")
        try Self.scene(named: "../../escaped\\e[31m\\nline/../.hidden").write(to: scene, atomically: true, encoding: .utf8)

        for extra in [[], ["--scene-name"], ["--final"]] {
            let (status, output, errors) = try await Self.touchlab(["shoot", scene.path, "--out", linked.path] + extra)
            #expect(status == 0, "\(errors)")
            #expect(!Self.hasControlCharacters(output))
            let paths = output.split(separator: "\n").map(String.init)
            #expect(!paths.isEmpty)
            for path in paths {
                let url = URL(fileURLWithPath: path)
                #expect(url.deletingLastPathComponent().path == Self.realPath(real), "\(path) is not directly in --out")
                #expect(!url.lastPathComponent.hasPrefix("."))
                #expect(FileManager.default.fileExists(atPath: path))
            }
        }
        let outside = try FileManager.default.subpathsOfDirectory(atPath: base.path).filter { !$0.hasPrefix("a/b/real-out/") }
        #expect(Set(outside) == ["a", "a/b", "a/b/real-out", "a/b/out", "a/b/scene.yaml"])
        let inside = try FileManager.default.contentsOfDirectory(atPath: real.path).sorted()
        #expect(inside.count == 4)
        #expect(inside.allSatisfy { !$0.contains("/") && !$0.contains("..") && !Self.hasControlCharacters($0) })
    }

    /// A symbolic link planted where a picture goes is replaced by the
    /// picture; the file it pointed to keeps its contents.
    @Test func aPlantedSymbolicLinkIsReplacedNotFollowed() async throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let victim = base.appendingPathComponent("precious.png")
        try Data("precious".utf8).write(to: victim)
        let out = base.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let target = out.appendingPathComponent("tap-gesture.png")
        try FileManager.default.createSymbolicLink(at: target, withDestinationURL: victim)
        let (status, _, errors) = try await Self.touchlab(["shoot", "tap-gesture", "--out", out.path, "--scene-name"])
        #expect(status == 0, "\(errors)")
        #expect(try Data(contentsOf: victim) == Data("precious".utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: target.path)[.type] as? FileAttributeType == .typeRegular)
    }

    // MARK: Write errors

    /// A picture that cannot be written names its path and the system's
    /// reason, exits with status 1 (not the usage error's 64), prints no
    /// usage text, and leaves what was there.
    @Test func aFailedWriteNamesThePathAndTheReason() async throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        // A non-empty folder where the picture goes: rename(2) refuses it.
        let blocker = base.appendingPathComponent("tap-gesture.png")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: blocker.appendingPathComponent("keep.txt"))
        let (status, _, errors) = try await Self.touchlab(["shoot", "tap-gesture", "--out", base.path, "--scene-name"])
        #expect(status == 1)
        #expect(errors.contains("cannot write \(Self.realPath(base))/tap-gesture.png: "))
        #expect(errors.contains(String(cString: strerror(EISDIR))) || errors.contains(String(cString: strerror(ENOTEMPTY))))
        #expect(!errors.contains("USAGE") && !errors.contains("Usage"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["tap-gesture.png"])
    }

    @Test func anOutputFolderThatCannotBeMadeIsNotAUsageError() async throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let file = base.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let (status, _, errors) = try await Self.touchlab(["shoot", "tap-gesture", "--out", file.appendingPathComponent("shots").path])
        #expect(status == 1)
        #expect(errors == "touchlab shoot: Cannot create the output folder '\(file.path)/shots': \(String(cString: strerror(ENOTDIR)))\n")
    }

    /// More pictures than one run may write: refused before anything is
    /// written, naming the cap and how to choose the pictures.
    @Test func tooManyPicturesAreRefusedNamingTheCap() async throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let out = base.appendingPathComponent("out")
        let (status, _, errors) = try await Self.touchlab(["shoot", "tap-gesture", "--out", out.path, "--max-shots", "1"])
        #expect(status == 1)
        #expect(errors.contains("would write 2 screenshots (one per touch phase change), more than the 1 one run may write"))
        #expect(errors.contains("- shot: NAME") && errors.contains("--final"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(ShootCommand.defaultMaximumShots == 100)
    }

    // MARK: Named pipes

    /// A scene path that is a named pipe nobody writes to: every command that
    /// reads a scene answers at once with the error, rather than waiting for
    /// a writer forever (the deadline kills a command that hangs).
    @Test(arguments: [["check"], ["trace"], ["shoot", "--out", "/tmp/touchlab-never-written"], ["run"]])
    func aNamedPipeIsRefusedPromptly(command: [String]) async throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let fifo = base.appendingPathComponent("scene.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let arguments = [command[0], fifo] + command.dropFirst()
        let (status, _, errors) = try await Self.touchlab(arguments, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""], seconds: 15)
        #expect(status == 1)
        #expect(errors.contains("\(fifo): error: this is a named pipe (FIFO), not a scene file"))
    }

    /// The window opens scenes through the same loader: a scene file
    /// replaced by a named pipe fails to load at once.
    @Test func theWindowsSceneFromANamedPipeFailsAtOnce() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let fifo = base.appendingPathComponent("scene.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let (scenes, current) = RunCommand.scenes(startingWith: fifo, libraryDirectory: nil)
        let unblock = Thread {
            // Deadline: a loader blocked on the pipe sees its end after 5 s.
            Thread.sleep(forTimeInterval: 5)
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        unblock.start()
        let started = Date()
        #expect(throws: (any Error).self) { try scenes[current].open() }
        #expect(Date().timeIntervalSince(started) < 4, "opening a named pipe blocked")
    }

    // MARK: The terminal

    /// Control characters in a library scene's name, description, labels
    /// and errors are printed as escapes by `list`, `check` and `trace`.
    @Test func controlCharactersFromScenesAreEscapedOnTheTerminal() async throws {
        let library = try Self.folder()
        defer { try? FileManager.default.removeItem(at: library) }
        try Self.scene(named: "evil", comment: "title\u{1B}]0;owned\u{7} and \u{1B}[2J").write(
            to: library.appendingPathComponent("default.yaml"), atomically: true, encoding: .utf8)
        try "name: broken\nwindows:\n  - name: \"W\\e[31m\"\n".write(
            to: library.appendingPathComponent("broken\u{1B}[1m.yaml"), atomically: true, encoding: .utf8)
        let environment = ["TOUCHLAB_SCENES": library.path]
        let list = try await Self.touchlab(["list"], environment: environment)
        #expect(list.output.contains("title\\e]0;owned\\u{7} and \\e[2J"))
        #expect(list.output.contains("broken\\e[1m"))
        let check = try await Self.touchlab(["check"], environment: environment)
        #expect(check.status == 1)
        #expect(check.errors.contains("'W\\e[31m' cannot be a name"))
        let trace = try await Self.touchlab(["trace", "default", "--logged"], environment: environment)
        let missing = try await Self.touchlab(
            ["trace", "nothing\u{1B}[2J" + String(repeating: "x", count: 5_000)], environment: environment)
        #expect(missing.status != 0 && missing.errors.count < 1_000)
        for output in [list.output, list.errors, check.output, check.errors, trace.output, trace.errors, missing.errors] {
            #expect(!Self.hasControlCharacters(output), "\(output.debugDescription)")
        }
    }

    // MARK: Memory

    /// `trace` prints each step's lines as it goes: a script of 300 taps past
    /// 400 logging views (about as long as `scriptWork` lets a scene this
    /// large play) makes a quarter of a million records, all of which would
    /// be held before the first line if they were printed at the end. The
    /// first line must come while the process is still small; the child is
    /// then killed (it would go on writing to its output file).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func traceStreamsItsLinesAsTheyAreMade() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let views = (0..<400).map { "          - {name: V\($0), frame: [200, 200, 10, 10], log: [hitTest, pointInside]}" }
        let scene = base.appendingPathComponent("stream.yaml")
        try """
        name: stream
        windows:
          - name: UIWindow
            root:
              name: Controller
              view:
                name: Root
                subviews:
        \(views.joined(separator: "\n"))
        scripts:
          taps:
        \(String(repeating: "    - tap: [10, 10]\n", count: 300))
        """.write(to: scene, atomically: true, encoding: .utf8)

        let child = try ChildProcess(ChildProcess.touchlab, ["trace", scene.path], environment: ProcessInfo.processInfo.environment)
        defer { child.kill() }
        let firstLine = Deadline(seconds: 30).pollBlocking { !child.output.lines.isEmpty || !child.isRunning }
        #expect(firstLine && !child.output.lines.isEmpty, "no line within 30 s.\n\(child.transcript.prefix(2_000))")
        let status = try String(contentsOfFile: "/proc/\(child.processIdentifier)/status", encoding: .utf8)
        let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
        let kilobytes = try #require(peak)
        #expect(kilobytes < 200_000, "\(kilobytes / 1024) MB before the first line")
    }
}
