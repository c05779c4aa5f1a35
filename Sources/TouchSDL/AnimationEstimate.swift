import Foundation

/// What an animation will weigh, projected from a few of its frames before
/// the rest are drawn: `touchlab shoot --animate` refuses up front an
/// animation whose projected GIF passes `--max-animation-size`, instead of
/// finding out after minutes of drawing.
///
/// The first frame is drawn and measured whole. The others fall in two
/// kinds, counted exactly by playing the script without drawing: frames
/// after which something happened (input, a trace record, a finger moved)
/// and frames where only the clock moved (a still stretch, or the frames
/// between two inputs at a slow `--speed`). A few frames of each kind,
/// spread evenly over it (``sampled(_:count:)``), are drawn with the frame
/// before them, so their share of the GIF — the changed rectangle's palette
/// and codes (``RenderedAnimation/gifBytes(of:after:)``), or nothing when a
/// frame repeats the one before and merges into it — is measured as the
/// encoder would write it. The projection is the first frame, each kind's
/// count times its samples' mean share, and the file's own bytes. Sampling
/// by kind keeps a regular rhythm (an input every tenth frame at
/// `--speed 0.05`) from hiding from evenly spaced samples.
///
/// The GIF stands for both files: it is the larger (its palettes and
/// changed rectangles against lossless WebP's), as ``RenderedAnimation``
/// checks while encoding.
package struct AnimationEstimate: Equatable, Sendable {
    /// One kind of frame: how many the animation has, and the GIF bytes
    /// each sampled one added after the frame before it (0 when equal).
    package struct Kind: Equatable, Sendable {
        package var count: Int
        package var sampleBytes: [Int]

        package init(count: Int, sampleBytes: [Int]) {
            self.count = count
            self.sampleBytes = sampleBytes
        }

        /// `count` times the samples' mean, rounded up; 0 without samples.
        package var projectedBytes: Int {
            guard count > 0, !sampleBytes.isEmpty else { return 0 }
            return Int((Double(sampleBytes.reduce(0, +)) * Double(count) / Double(sampleBytes.count)).rounded(.up))
        }
    }

    /// The GIF's bytes for the first frame, drawn whole.
    package var firstFrameBytes: Int
    /// The frames after the first, by kind.
    package var kinds: [Kind]

    package init(firstFrameBytes: Int, kinds: [Kind]) {
        self.firstFrameBytes = firstFrameBytes
        self.kinds = kinds
    }

    /// The GIF's header, screen descriptor and loop extension (32 bytes)
    /// and its trailer (1): what the file costs besides its frames.
    package static let fileOverheadBytes = 33

    /// The animation's frames, the first included.
    package var frames: Int { 1 + kinds.map(\.count).reduce(0, +) }
    /// The frames drawn and measured.
    package var measuredFrames: Int { 1 + kinds.map(\.sampleBytes.count).reduce(0, +) }

    /// The projected size of the GIF in bytes.
    package var bytes: Int { Self.fileOverheadBytes + firstFrameBytes + kinds.map(\.projectedBytes).reduce(0, +) }

    /// `count` of `items`, spread evenly: the middle of each of `count`
    /// equal stretches, or all of them when there are no more.
    package static func sampled<T>(_ items: [T], count: Int) -> [T] {
        guard items.count > count else { return items }
        guard count > 0 else { return [] }
        return (0..<count).map { items[(2 * $0 + 1) * items.count / (2 * count)] }
    }
}
