import Foundation
import Testing
import TouchCore

@testable import TouchSDL
@testable import touchlab

#if canImport(Glibc)
    import Glibc
#endif

/// Issue #25, defect 7: the smaller hostile inputs, each on its reproducer.
@Suite struct SmallerHostileInputTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-smaller-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `--pitch -20 --yaw -30` (no `=`) shoot the exploded view.
    @Test func negativePitchAndYawWorkWithoutEquals() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await ChildProcess.touchlab(
            ["shoot", "drag", "--exploded", "--pitch", "-20", "--yaw", "-30", "--final", "--out", folder])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasSuffix(".png\n"))
    }

    @Test func runSizeIsBounded() throws {
        #expect(throws: (any Error).self) { try RunCommand.windowSize("16384x16384") }
        #expect(throws: (any Error).self) { try RunCommand.windowSize("8001x600") }
        #expect(try RunCommand.windowSize("8000x8000") == CGSize(width: 8000, height: 8000))
    }

    @Test(arguments: [["--probes", "9223372036854775807"], ["--taps", "100000000000"]])
    func hugeBenchCountsAreRefusedNotAborted(arguments: [String]) async throws {
        let result = try await ChildProcess.touchlab(["bench"] + arguments, seconds: 20)
        #expect(result.status == 64, "\(result.errors)")
        #expect(result.errors.contains("must be between 1 and"), "\(result.errors)")
    }

    /// A loop of symbolic links is a loop, and a dangling link a link to
    /// nothing: neither is "no such file or library scene".
    @Test func aSymlinkLoopIsNotNoSuchFile() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let one = PathText.joining(folder, "one.yaml"), two = PathText.joining(folder, "two.yaml")
        #expect(symlink(two, one) == 0 && symlink(one, two) == 0)
        let dangling = PathText.joining(folder, "dangling.yaml")
        #expect(symlink(PathText.joining(folder, "nowhere.yaml"), dangling) == 0)
        let loop = try await ChildProcess.touchlab(["check", one])
        #expect(loop.status != 0)
        #expect(loop.errors.contains(String(cString: strerror(ELOOP))), "\(loop.errors)")
        #expect(!loop.errors.contains("no such file"))
        let trace = try await ChildProcess.touchlab(["trace", dangling])
        #expect(trace.errors.contains("a symbolic link to a file that does not exist"), "\(trace.errors)")
    }

    /// A device or pipe at the destination is refused by name, never renamed
    /// over (as root that would remove /dev/zero) nor reported as a
    /// permission problem.
    @Test func aPipeAtTheDestinationIsRefusedAndKept() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = PathText.joining(folder, "pipe")
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect {
            try AtomicFileWriter().write([1, 2, 3], to: pipe)
        } throws: { error in
            "\(error)".contains("not a regular file") && !"\(error)".contains("ermission")
        }
        var status = stat()
        #expect(lstat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe is still there")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pipe"])
    }

    /// `--record` onto a pipe (or /dev/zero): the recording goes to the
    /// temporary folder, and the line says so.
    @Test func aRecordingOntoAPipeIsSavedInTheTemporaryFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = PathText.joining(folder, "zz-pipe-\(UUID().uuidString)")
        #expect(mkfifo(pipe, 0o600) == 0)
        let inputs: [HostInput] = [
            .touches([TouchSample(finger: 0, phase: .down, location: CGPoint(x: 40, y: 50))], timestamp: 1),
            .touches([TouchSample(finger: 0, phase: .up, location: CGPoint(x: 40, y: 50))], timestamp: 1.1),
        ]
        let saved = try RecordingDestination(file: pipe).save(inputs, in: RunCommand.scene(name: "default", path: ""))
        let path = try #require(saved.scene.path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(path.hasPrefix(NSTemporaryDirectory()))
        #expect(saved.message.contains("is not a regular file"), "\(saved.message)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("recorded-1:"))
    }
}
