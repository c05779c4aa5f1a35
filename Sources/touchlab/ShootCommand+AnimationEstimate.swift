import Foundation
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI
import TouchSDL
import TouchScenes

/// `touchlab shoot --animate`'s size limit, applied before the work: a few
/// frames are drawn and measured, the file is projected from them
/// (``AnimationEstimate``), and an animation that would pass
/// `--max-animation-size` is refused before the rest are drawn. The
/// encoder's own check (``RenderedAnimation/maximumBytes``) stays as the
/// backstop for a projection that fell short.
extension ShootCommand {
    /// Frames measured of each kind (``AnimationEstimate``).
    static let estimateSamples = 10
    /// Animations of at most this many frames are drawn without an estimate:
    /// the estimate would draw about as many, and the encoder's check stops
    /// an animation that passes the limit within them.
    static let framesDrawnWithoutEstimate = 6 * estimateSamples

    /// Stops the estimate's play once its last sample is drawn.
    private struct EstimateDrawn: Error {}

    /// Plays the script twice on fresh copies of the scene: once without
    /// drawing, to count the frames of each kind (something happened since
    /// the frame before, or only the clock moved), then drawing the first
    /// frame and ``estimateSamples`` of each kind, spread over it, each with
    /// the frame before, to measure the bytes each adds to the GIF. Keeps
    /// two frames at a time; `path` is named if a frame has text no
    /// installed font has.
    @MainActor
    func estimateAnimation(_ document: SceneDocument, _ chosen: SceneScript, canvas: CGSize, path: String) throws
        -> AnimationEstimate
    {
        var changedFrames: [Int] = [], stillFrames: [Int] = []
        try playAnimation(
            document, chosen, canvas: canvas, path: path, drawsFrames: true,
            frame: { index, changed, _ in
                guard index > 0 else { return }
                if changed { changedFrames.append(index) } else { stillFrames.append(index) }
            })
        let samples = [changedFrames, stillFrames].map { AnimationEstimate.sampled($0, count: Self.estimateSamples) }
        let sampledKind = Dictionary(uniqueKeysWithValues: samples.enumerated().flatMap { kind, indices in indices.map { ($0, kind) } })
        let drawn = Set(sampledKind.keys).union(sampledKind.keys.map { $0 - 1 }).union([0])
        let last = drawn.max() ?? 0
        var first = 0
        var shares: [[Int]] = [[], []]
        var previous: (index: Int, image: RenderedImage)?
        do {
            try playAnimation(
                document, chosen, canvas: canvas, path: path, drawsFrames: true,
                frame: { index, _, image in
                    guard drawn.contains(index) else { return }
                    let picture = try image()
                    if index == 0 {
                        first = try RenderedAnimation.gifBytes(of: picture, after: nil)
                    } else if let kind = sampledKind[index], let previous, previous.index == index - 1 {
                        shares[kind].append(try RenderedAnimation.gifBytes(of: picture, after: previous.image))
                    }
                    previous = (index, picture)
                    if index >= last { throw EstimateDrawn() }
                })
        } catch is EstimateDrawn {}
        return AnimationEstimate(
            firstFrameBytes: first,
            kinds: [
                AnimationEstimate.Kind(count: changedFrames.count, sampleBytes: shares[0]),
                AnimationEstimate.Kind(count: stillFrames.count, sampleBytes: shares[1]),
            ])
    }

    /// Refuses, before any frame is drawn for the file, an animation whose
    /// projected GIF passes `--max-animation-size`, naming what makes it
    /// smaller and the option that raises the limit. Short animations are
    /// left to the encoder's check.
    @MainActor
    func refuseOversizedAnimation(_ document: SceneDocument, _ chosen: SceneScript, canvas: CGSize, frames: Int) throws {
        guard frames > Self.framesDrawnWithoutEstimate else { return }
        let estimate = try estimateAnimation(document, chosen, canvas: canvas, path: out)
        let limit = maxAnimationSize * 1_000_000
        guard estimate.bytes > limit else { return }
        let width = Int((canvas.width * CGFloat(scale)).rounded()), height = Int((canvas.height * CGFloat(scale)).rounded())
        let perFrame = Double(estimate.bytes - estimate.firstFrameBytes) / Double(max(estimate.frames - 1, 1))
        let fitting = Int(Double(limit - estimate.firstFrameBytes - AnimationEstimate.fileOverheadBytes) / max(perFrame, 1)) + 1
        var smaller = ["a lower --fps", "a higher --speed", "a smaller --size"]
        if scale > 1 { smaller.append("a smaller --scale") }
        if caption { smaller.append("no --caption (its clock makes every frame new)") }
        Self.fail(
            "the animation would be about \(Self.megabytes(estimate.bytes)) MB (\(estimate.frames) frames of \(width)×\(height) pixels, "
                + "about \(Self.kilobytes(perFrame)) KB each after the first, measured on \(estimate.measuredFrames) of them), "
                + "more than the \(maxAnimationSize) MB --max-animation-size allows; nothing was written. "
                + "About \(max(fitting, 1)) such frames fit: " + smaller.joined(separator: ", ")
                + " or a shorter script makes it smaller (--max-animation-size raises the limit, up to "
                + "\(Self.maximumAnimationMegabytesLimit) MB).")
    }

    /// `bytes` in megabytes (10⁶ bytes), one decimal.
    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_000_000) }
    /// `bytes` in kilobytes (10³ bytes), whole.
    static func kilobytes(_ bytes: Double) -> String { String(format: "%.0f", bytes / 1_000) }
}
