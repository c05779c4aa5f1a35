import Foundation
import TouchDrawing

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
/// The plan and the commands are immutable values, shared read-only. The job
/// lives only for the duration of ``RasterCanvas/render(_:scale:)``'s
/// parallel pass; nothing in it escapes.
struct RasterBandJob: @unchecked Sendable {
    let target: PixelTarget
    let bands: [RasterBand]
    /// How many bands the rows are split into (at most `bands.count`).
    let count: Int
    let plan: [PlannedCommand]
    let commands: [DrawCommand]
    let background: UInt32
    let scale: CGFloat

    /// Band `index`'s rows: the canvas's rows split into ``count`` runs as
    /// equal as whole rows allow, top to bottom.
    func rows(of index: Int) -> Range<Int> {
        (index * target.height / count)..<((index + 1) * target.height / count)
    }

    /// Clears and paints band `index`.
    func paint(band index: Int) {
        bands[index].paint(
            plan, of: commands, rows: rows(of: index), background: background, scale: scale, on: target)
    }
}
