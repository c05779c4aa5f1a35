import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchSDL

/// Issue #25, defect 2: `shoot --animate` streams its frames to the encoders
/// instead of keeping each one, refuses before any work a script that would
/// draw more frames than `--max-frames`, stops an animation that passes
/// `--max-animation-size`, and zooms with `--zoom` as `shoot` does. The size
/// limit acts before the work too: an animation whose GIF, projected from a
/// few measured frames (``AnimationEstimate``), would pass it is refused
/// before the rest are drawn.
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

    /// A scene whose one script drags `steps` moves over `seconds`: with
    /// `--caption` every frame is new (the caption's clock) and the finger,
    /// the log and the highlights change in most.
    static func dragScene(seconds: Double, steps: Int) -> String {
        """
        name: longdrag
        windows:
          - name: UIWindow
            root:
              name: Controller
              view:
                name: Board
                color: "#ffffff"
                subviews:
                  - {name: Card, frame: [40, 60, 200, 200], color: "#f97316", touches: drag, log: [touches]}
        scripts:
          long:
            - drag: {from: Card, by: [220, 420], duration: \(seconds), steps: \(steps)}
        """
    }

    /// Frames that differ from a flat white one in a `side`-pixel square at (x, y).
    static func frame(_ width: Int, _ height: Int, square: (x: Int, y: Int, side: Int, color: UInt32)?) -> RenderedImage {
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        if let square {
            for y in square.y..<(square.y + square.side) {
                for x in square.x..<(square.x + square.side) { pixels[y * width + x] = square.color }
            }
        }
        return RenderedImage(width: width, height: height, pixels: pixels)
    }

    /// The share the estimate measures for a frame is exactly what the
    /// encoder writes for it: the file is the frames' shares plus its own
    /// 33 bytes, and a frame equal to the one before adds nothing.
    @Test func aFramesMeasuredShareIsWhatTheEncoderWrites() throws {
        var random = SeededRandom(seed: 25)
        let width = 96, height = 64
        var frames = [Self.frame(width, height, square: nil)]
        for _ in 0..<12 {
            let side = Int.random(in: 1...30, using: &random)
            frames.append(
                Self.frame(
                    width, height,
                    square: (
                        Int.random(in: 0...(width - side), using: &random), Int.random(in: 0...(height - side), using: &random), side,
                        UInt32.random(in: 0...0xFF_FFFF, using: &random) | 0xFF00_0000
                    )))
        }
        let animation = try RenderedAnimation(width: width, height: height)
        var shares = try RenderedAnimation.gifBytes(of: frames[0], after: nil)
        try animation.append(frames[0], milliseconds: 40)
        for (before, frame) in zip(frames, frames.dropFirst()) where frame != before {
            shares += try RenderedAnimation.gifBytes(of: frame, after: before)
            try animation.append(frame, milliseconds: 40)
        }
        let files = try animation.finish()
        #expect(files.gif.count == shares + AnimationEstimate.fileOverheadBytes)
        #expect(try RenderedAnimation.gifBytes(of: frames[3], after: frames[3]) == 0)
        #expect(try RenderedAnimation.gifBytes(of: frames[3], after: frames[2]) < RenderedAnimation.gifBytes(of: frames[3], after: nil))
    }

    /// Samples spread over every stretch of a kind, and a kind with few
    /// frames is measured whole.
    @Test func samplesSpreadEvenlyOverAKind() {
        #expect(AnimationEstimate.sampled([4, 9, 11], count: 10) == [4, 9, 11])
        #expect(AnimationEstimate.sampled([Int](), count: 10).isEmpty)
        let picked = AnimationEstimate.sampled(Array(1...1_000), count: 10)
        #expect(picked.count == 10)
        for (stretch, index) in picked.enumerated() {
            #expect((stretch * 100 + 1...(stretch + 1) * 100).contains(index), "sample \(index) is not in stretch \(stretch)")
        }
    }

    /// The projection: the first frame, each kind's count times its samples'
    /// mean share (rounded up), and the file's own bytes.
    @Test func theProjectionCountsEachKindByItsSamples() {
        let estimate = AnimationEstimate(
            firstFrameBytes: 1_000,
            kinds: [
                AnimationEstimate.Kind(count: 10, sampleBytes: [100, 301]), AnimationEstimate.Kind(count: 90, sampleBytes: [0, 0, 0]),
            ])
        #expect(estimate.frames == 101)
        #expect(estimate.measuredFrames == 6)
        #expect(estimate.bytes == 33 + 1_000 + 2_005)
        #expect(AnimationEstimate(firstFrameBytes: 7, kinds: [AnimationEstimate.Kind(count: 0, sampleBytes: [])]).bytes == 40)
    }

    /// The worst case: a 58.8 s captioned drag of 1,000 moves, under
    /// the frame cap (1,496 of 1,500), ran 672 s before the encoder's check
    /// stopped it at 50 MB with nothing written. Now its size is projected
    /// from 21 measured frames and it is refused before the rest are drawn,
    /// naming the projection, the limit and what makes it smaller; no
    /// output folder is made.
    @Test func theWorstCaptionedAnimationIsRefusedBeforeItIsDrawn() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = PathText.joining(folder, "longdrag.yaml")
        try Self.dragScene(seconds: 58.8, steps: 1_000).write(toFile: scene, atomically: false, encoding: .utf8)
        let out = PathText.joining(folder, "out")
        let result = try await ChildProcess.touchlab(["shoot", scene, "--out", out, "--animate", "--caption"], seconds: 120)
        #expect(result.status == 1)
        #expect(result.errors.contains("the animation would be about "), "\(result.errors)")
        #expect(result.errors.contains("(1496 frames of 1280×860 pixels"), "\(result.errors)")
        #expect(result.errors.contains("measured on 21 of them"), "\(result.errors)")
        #expect(result.errors.contains("more than the 50 MB --max-animation-size allows; nothing was written"), "\(result.errors)")
        #expect(result.errors.contains("no --caption"), "\(result.errors)")
        #expect(result.errors.contains("--max-animation-size raises the limit, up to 500 MB"), "\(result.errors)")
        #expect(!result.errors.contains("the animation passed"), "the encoder's check, after the work: \(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let megabytes = try #require(
            result.errors.split(separator: " ").drop { $0 != "about" }.dropFirst().first.flatMap { Double($0) })
        #expect(megabytes > 50)
    }

    /// A small limit refuses a small animation the same way: a slow-motion
    /// captioned drag (961 frames, an input every tenth) whose frames
    /// between inputs change only the caption's clock. Sampling by kind
    /// finds the frames with input although they come at a regular rhythm.
    @Test func aSmallLimitRefusesASlowMotionDragBeforeItIsDrawn() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = PathText.joining(folder, "out")
        let result = try await ChildProcess.touchlab(
            ["shoot", "drag", "--out", out, "--animate", "--caption", "--speed", "0.05", "--fps", "30", "--max-animation-size", "1"],
            seconds: 120)
        #expect(result.status == 1)
        #expect(result.errors.contains("(961 frames of 1280×860 pixels"), "\(result.errors)")
        #expect(result.errors.contains("more than the 1 MB --max-animation-size allows"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A mostly still animation is not refused for its length: repeated
    /// frames merge, in the projection as in the file. 81 frames at whole
    /// first-frame size would pass 1 MB; the file is far smaller.
    @Test func aStillStretchCostsNothingInTheProjection() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = PathText.joining(folder, "long.yaml")
        try Self.longScene(seconds: 8).write(toFile: scene, atomically: false, encoding: .utf8)
        let out = PathText.joining(folder, "out")
        let result = try await ChildProcess.touchlab(
            ["shoot", scene, "--out", out, "--animate", "--fps", "10", "--max-animation-size", "1"], seconds: 120)
        #expect(result.status == 0, "\(result.errors)")
        let gif = try FileManager.default.attributesOfItem(atPath: PathText.joining(out, "long-long.gif"))[.size] as? Int ?? 0
        #expect(gif > 0 && gif < 1_000_000)
    }

    /// The defect: every distinct frame was kept uncompressed, so
    /// memory grew with the script (a 12 s drag took 1.35 GB). Streamed, a
    /// captioned drag more than three times as long (251 distinct frames of
    /// 400×300 pixels against 71: 86 MB more if they were kept) peaks within
    /// a few frames of the short one. Both are long enough to be weighed
    /// first, so they do the same kinds of work.
    ///
    /// The peak is GNU time's `%M` (`make test` installs `time`): time forks
    /// the command, so its figure is the command's own. A `wait4` by this
    /// test runner would not do: `posix_spawn` shares the runner's memory
    /// until `exec`, and Linux counts that memory's peak in the child's
    /// `ru_maxrss`.
    @Test func memoryDoesNotGrowWithTheScript() async throws {
        let time = URL(fileURLWithPath: "/usr/bin/time")
        guard FileManager.default.isExecutableFile(atPath: time.path) else {
            throw EndToEndFailure("GNU time is not installed; `make test` installs it (Debian package time).")
        }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var peaks: [Int] = []
        for seconds in [2.8, 10] {
            let name = "drag\(Int(seconds * 10))"
            let scene = PathText.joining(folder, name + ".yaml")
            try Self.dragScene(seconds: seconds, steps: Int(seconds * 25)).write(toFile: scene, atomically: false, encoding: .utf8)
            let peak = PathText.joining(folder, name + ".peak")
            let result = try await ChildProcess.run(
                time,
                ["-f", "%M", "-o", peak, ChildProcess.touchlab.path, "shoot", scene, "--out", PathText.joining(folder, name)]
                    + ["--animate", "--caption", "--size", "400x300"],
                environment: ProcessInfo.processInfo.environment, seconds: 300)
            #expect(result.status == 0, "\(result.errors)")
            let kilobytes = try #require(
                Int(try String(contentsOfFile: peak, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
            peaks.append(kilobytes)
        }
        #expect(peaks[1] - peaks[0] < 30_000, "peak \(peaks[0]) KB for 71 frames, \(peaks[1]) KB for 251")
    }

    /// Frames are kept uncompressed while the next is drawn (about 48 bytes
    /// a pixel in all): `--scale 4` at the default size (5120×3440) took
    /// 840 MB, and the largest canvas would take 13 GB. Refused before any
    /// work, naming the bound and the options that draw smaller frames.
    @Test func aFrameOfTooManyPixelsIsRefusedBeforeAnyWork() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = PathText.joining(folder, "out")
        let result = try await ChildProcess.touchlab(["shoot", "drag", "--out", out, "--animate", "--scale", "4"])
        #expect(result.status == 1)
        #expect(result.errors.contains("--animate draws frames of at most 8388608 pixels"), "\(result.errors)")
        #expect(result.errors.contains("makes frames of 5120×3440"), "\(result.errors)")
        #expect(result.errors.contains("a smaller --scale or --size"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let fits = try await ChildProcess.touchlab(
            ["shoot", "drag", "--out", out, "--animate", "--size", "1920x1080", "--scale", "2", "--max-frames", "1"])
        #expect(!fits.errors.contains("pixels"), "3840×2160 fits: \(fits.errors)")
    }
}
