import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The one way the end-to-end tests run a program: complete output with no
/// drain wait, and a deadline that kills the child and everything it started.
@Suite struct ChildProcessTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func theWholeOutputIsThereWhenTheChildExits() throws {
        // 4 MB on stdout and a line on stderr, then exit 3 at once.
        let result = try ChildProcess.run(
            Self.shell, ["-c", "head -c 4194304 /dev/zero | tr '\\\\0' x; echo done >&2; exit 3"],
            environment: ProcessInfo.processInfo.environment, seconds: 30)
        #expect(result.status == 3)
        #expect(result.output.utf8.count == 4_194_304)
        #expect(result.errors == "done\n")
    }

    @Test func mergedStreamsKeepTheirOrder() throws {
        let result = try ChildProcess.run(
            Self.shell, ["-c", "echo one; echo two >&2; echo three"], environment: [:], mergingErrors: true)
        #expect(result.output == "one\ntwo\nthree\n")
        #expect(result.errors == "")
    }

    /// A hang fails at the deadline with the transcript, and the child's own
    /// children die with it (its process group is killed). Blocking, so the
    /// wait does not depend on the test runner's busy thread pool; the bound
    /// is loose because a loaded machine may be slow, but far below the hang.
    @Test func aChildPastItsDeadlineIsKilledWithItsProcessGroup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("grandchild").path
        let started = ContinuousClock.now
        do {
            _ = try ChildProcess.run(
                Self.shell, ["-c", "sleep 300 & echo $! > \(pidFile); echo waiting; wait"], environment: [:], seconds: 1)
            Issue.record("the run should have failed at its deadline")
        } catch let failure as EndToEndFailure {
            #expect(failure.description.contains("did not exit within 1.0 s; killed"))
            #expect(failure.description.contains("--- stdout ---\nwaiting\n"))
        }
        #expect(ContinuousClock.now - started < .seconds(60))
        let grandchild = try #require(
            Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        let gone = Deadline(seconds: 5).pollBlocking { kill(grandchild, 0) != 0 }
        #expect(gone, "the grandchild \(grandchild) outlived the kill")
    }

    @Test func aDeathBySignalIsAFailureNotAStatus() throws {
        #expect(throws: EndToEndFailure.self) {
            _ = try ChildProcess.run(Self.shell, ["-c", "kill -SEGV $$"], environment: [:])
        }
    }

    /// The test runner blocks some signals on its threads; the child must not
    /// inherit that, or it could not be asked to quit.
    @Test func theChildCanBeAskedToQuit() async throws {
        let child = try ChildProcess(Self.shell, ["-c", "trap 'exit 7' TERM; echo ready; while :; do sleep 0.05; done"], environment: [:])
        try await child.waitForLine("ready", seconds: 10) { $0 == "ready" }
        child.terminate()
        #expect(try await child.waitForExit(seconds: 10) == 7)
    }
}
