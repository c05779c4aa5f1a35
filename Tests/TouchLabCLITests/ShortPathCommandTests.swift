import Foundation
import Testing
import TouchCore

/// Issue #25, defect 1: one-character and not-yet-existing relative paths
/// trapped (SIGILL) inside Foundation's path methods. The built binary, run
/// in a fresh current folder, on exactly the reported commands.
@Suite struct ShortPathCommandTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    /// Runs `touchlab arguments` with `folder` as the current folder.
    static func touchlab(in folder: String, _ arguments: [String]) async throws -> ChildProcess.Result {
        let quoted = ([ChildProcess.touchlab.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try await ChildProcess.run(
            shell, ["-c", "cd '\(folder)' && exec \(quoted)"],
            environment: ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "dummy"]) { $1 }, seconds: 60)
    }

    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-short-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(arguments: ["o", "x/y", "é", "./d/", "a/./b/../c"])
    func shootWritesIntoAShortRelativeOutFolder(out: String) async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await Self.touchlab(in: folder, ["shoot", "drag", "--out", out, "--final"])
        #expect(result.status == 0, "\(result.errors)")
        let written = result.output.split(separator: "\n").map(String.init)
        #expect(written.count == 1)
        #expect(written.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }

    /// A scene file named `s`: traced, shot, and opened in the window (which
    /// plays a script and closes).
    @Test func aSceneFileNamedSWorksEverywhere() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = try String(contentsOf: SceneCommandTests.scenes.appendingPathComponent("drag.yaml"), encoding: .utf8)
        try scene.write(toFile: PathText.joining(folder, "s"), atomically: false, encoding: .utf8)
        let trace = try await Self.touchlab(in: folder, ["trace", "s"])
        #expect(trace.status == 0, "\(trace.errors)")
        let shoot = try await Self.touchlab(in: folder, ["shoot", "s", "--out", "o", "--final"])
        #expect(shoot.status == 0, "\(shoot.errors)")
        let run = try await Self.touchlab(
            in: folder, ["run", "s", "--software", "--play", "drag-down-right", "--exit-after-playing"])
        #expect(run.status == 0, "\(run.errors)")
    }
}
