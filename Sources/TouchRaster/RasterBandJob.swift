import Foundation
import TouchDisplayList

/// The bands of one render, handed to the threads that paint them in
/// parallel (`DispatchQueue.concurrentPerform`, whose work closure must be
/// `Sendable`).
///
/// It is `@unchecked Sendable` because two of its parts cannot be `Sendable`
/// and are nonetheless safe to share here:
///
/// - ``target`` wraps a raw pointer to the canvas's pixels. Band `i` writes
///   only the rows `rows(of: i)`, which no other band writes, and nothing
///   reads the pixels until every band has finished (`concurrentPerform`
///   returns only then, which also orders the writes before later reads).
/// - ``bands`` are the canvas's per-band workers, each with mutable scratch
///   storage. Band `i` uses only `bands[i]`, so no worker is used by two
///   threads, and the canvas touches none while the job runs.
///
/// - ``kept`` and ``keeping`` point to the canvas's kept layer
///   (``StablePrefixLayer``): band `i` reads, or writes, only its own rows of
///   it, and the canvas touches neither buffer while the job runs.
///
/// The plan and the commands are immutable values, shared read-only. The job
/// lives only for the duration of ``RasterCanvas/render(_:scale:)``'s
/// parallel pass; nothing in it escapes.
struct RasterBandJob: RasterBandWork, @unchecked Sendable {
    let target: PixelTarget
    let bands: [RasterBand]
    /// How many bands the rows are split into (at most `bands.count`).
    let count: Int
    let plan: [PlannedCommand]
    let commands: [DrawCommand]
    let background: UInt32
    let scale: CGFloat
    /// Pixels of the stable prefix to start from instead of the background;
    /// the plan then holds only the commands after the prefix.
    let kept: UnsafePointer<UInt32>?
    /// Where to copy each band's rows once its first `planCount` planned
    /// commands (the stable prefix's) are painted.
    let keeping: (planCount: Int, pixels: UnsafeMutablePointer<UInt32>)?

    /// The first band's rows against each other band's
    /// (``RasterBandBalance``); 1 for equal bands.
    var firstBandWeight: Double = 1

    /// Band `index`'s rows: the canvas's rows split into ``count`` runs,
    /// top to bottom, as equal as whole rows allow but for the first band's
    /// ``firstBandWeight``.
    func rows(of index: Int) -> Range<Int> {
        RasterBandBalance.rows(of: index, count: count, height: target.height, weight: firstBandWeight)
    }

    /// Clears band `index` (or copies its rows from ``kept``) and paints it,
    /// copying its rows into ``keeping`` after the prefix.
    func paint(band index: Int) {
        let rows = rows(of: index)
        guard !rows.isEmpty else { return }
        if let kept {
            target.copy(rows: rows, from: kept)
        } else {
            target.clear(rows: rows, to: background)
        }
        let band = bands[index]
        if let keeping {
            band.paint(plan[..<keeping.planCount], of: commands, rows: rows, scale: scale, on: target)
            target.copy(rows: rows, into: keeping.pixels)
            band.paint(plan[keeping.planCount...], of: commands, rows: rows, scale: scale, on: target)
        } else {
            band.paint(plan[...], of: commands, rows: rows, scale: scale, on: target)
        }
    }
}
