import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchSDL

/// Issue #25, defect 2: `shoot --animate` streams its frames to the encoders
/// instead of keeping each one, refuses before any work a script that would
/// draw more frames than `--max-frames`, stops an animation that passes
/// `--max-animation-size`, and zooms with `--zoom` as `shoot` does.
@Suite struct AnimationLimitTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchlab-animlimit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A 261-byte scene whose script waits `seconds` between two taps.
    static func longScene(seconds: Double) -> String {
        """
        name: long
        windows:
          - name: UIWindow
            root:
              name: Controller
              view: {name: Board, color: "#ffffff"}
        scripts:
          long:
            - tap: Board
            - wait: \(seconds)
            - tap: Board
        """
    }

    /// The reproducer: a script of almost an hour, inside the scene
    /// limits (3,600 s).
    /// Refused at once, naming the frames, the cap and the option that
    /// raises it; no output folder is made.
    @Test func anHourLongScriptIsRefusedBeforeAnyWork() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = PathText.joining(folder, "long.yaml")
        try Self.longScene(seconds: 3_590).write(toFile: scene, atomically: false, encoding: .utf8)
        let out = PathText.joining(folder, "out")
        let result = try await ChildProcess.touchlab(["shoot", scene, "--out", out, "--animate", "--caption"], seconds: 30)
        #expect(result.status == 1)
        #expect(result.errors.contains("89781 frames at --fps 25"), "\(result.errors)")
        #expect(result.errors.contains("more than the 1500"), "\(result.errors)")
        #expect(result.errors.contains("--max-frames raises the cap, up to 18000"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func theFrameCapIsAnOptionWithABound() async throws {
        let result = try await ChildProcess.touchlab(["shoot", "drag", "--out", "/tmp/never", "--animate", "--max-frames", "18001"])
        #expect(result.status == 64)
        #expect(result.errors.contains("--max-frames must be between 1 and 18000"))
        let few = try await ChildProcess.touchlab(["shoot", "drag", "--out", "/tmp/never", "--animate", "--max-frames", "3"])
        #expect(few.status == 1)
        #expect(few.errors.contains("more than the 3 one animation may have"), "\(few.errors)")
    }

    /// The encoder keeps no frame it has encoded: its byte limit stops it
    /// with the frames and bytes so far.
    @Test func theEncoderStopsPastItsByteLimit() throws {
        var random = SeededRandom(seed: 2)
        let animation = try RenderedAnimation(width: 64, height: 64, maximumBytes: 20_000)
        var stopped: RenderedAnimation.TooLarge?
        for _ in 0..<40 where stopped == nil {
            let pixels = (0..<(64 * 64)).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &random) | 0xFF00_0000 }
            do {
                try animation.append(RenderedImage(width: 64, height: 64, pixels: pixels), milliseconds: 40)
            } catch let error as RenderedAnimation.TooLarge {
                stopped = error
            }
        }
        let tooLarge = try #require(stopped)
        #expect(tooLarge.bytes > 20_000 && tooLarge.frames < 40)
    }

    /// Equal frames merge; the files end with every distinct frame.
    @Test func equalFramesMergeAndTheFilesHoldEachDistinctOne() throws {
        let animation = try RenderedAnimation(width: 8, height: 8)
        let white = RenderedImage(width: 8, height: 8, pixels: Array(repeating: 0xFFFF_FFFF, count: 64))
        let black = RenderedImage(width: 8, height: 8, pixels: Array(repeating: 0xFF00_0000, count: 64))
        try animation.append(white, milliseconds: 40)
        try animation.append(white, milliseconds: 40)
        try animation.append(black, milliseconds: 40)
        #expect(animation.frameCount == 2 && animation.duration == 120)
        let files = try animation.finish()
        #expect(Array(files.gif.prefix(6)) == Array("GIF89a".utf8))
        #expect(Array(files.webp[8..<12]) == Array("WEBP".utf8))
    }

    /// `--zoom` with `--animate` magnifies the frames (it was silently
    /// ignored): the zoomed animation differs from the plain one.
    @Test func zoomChangesTheAnimation() async throws {
        let plain = try Self.folder(), zoomed = try Self.folder()
        defer {
            try? FileManager.default.removeItem(atPath: plain)
            try? FileManager.default.removeItem(atPath: zoomed)
        }
        let base = ["shoot", "drag", "--animate", "--size", "400x300", "--fps", "10"]
        let one = try await ChildProcess.touchlab(base + ["--out", plain])
        let two = try await ChildProcess.touchlab(base + ["--out", zoomed, "--zoom", "4", "--zoom-center", "MovedView"])
        #expect(one.status == 0 && two.status == 0, "\(one.errors)\(two.errors)")
        let name = "drag-drag-down-right.gif"
        let a = try Data(contentsOf: URL(fileURLWithPath: PathText.joining(plain, name)))
        let b = try Data(contentsOf: URL(fileURLWithPath: PathText.joining(zoomed, name)))
        #expect(a != b)
    }
}
