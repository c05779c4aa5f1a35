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
///   returns only then, which also orders the writes before later reads;
///   ``RasterBandCrew`` waits for each band it handed out; a helper paints
///   aside, and the canvas's own thread copies its band into the canvas).
/// - ``bands`` are the canvas's workers, each with mutable scratch storage
///   (and pixels to paint aside): each thread uses only its own worker's,
///   so no worker is used by two threads, and the canvas touches none while
///   a thread may still use it (``RasterCanvas`` waits for a helper still
///   painting aside a band that the canvas's thread took over before it
///   renders again).
///
/// - ``kept`` and ``keeping`` point to the canvas's kept layer
///   (``StablePrefixLayer``): band `i` reads, or writes, only its own rows of
///   it, and the canvas touches neither buffer while the job runs.
///
/// The plan and the commands are immutable values, shared read-only. The job
/// is used during ``RasterCanvas/render(_:scale:)``'s parallel pass, and
/// after it only by a helper finishing aside a band the canvas's thread
/// painted instead: it then reads ``kept``, the plan and its worker, and
/// writes only its worker's pixels, which the canvas leaves alone until that
/// helper is done.
struct RasterBandJob: RasterBandWork, @unchecked Sendable {
    let target: PixelTarget
    let bands: [RasterBand]
    /// How many bands the rows are split into (at most `bands.count`).
    let count: Int
    var workerCount: Int { bands.count }
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

    /// Clears band `index` (or copies its rows from ``kept``) and paints it
    /// with worker `worker`'s scratch, copying its rows into ``keeping``
    /// after the prefix.
    func paint(band index: Int, worker: Int) {
        _ = paint(index, worker: worker, on: target, keepingInto: keeping?.pixels, inSteps: false) { true }
    }

    /// Planned commands painted between two questions whether to give up: a
    /// few microseconds' work.
    static let commandsPerStep = 16

    /// Paints band `index` as ``paint(band:worker:)`` does, asking `giveUp`
    /// every ``commandsPerStep`` planned commands and stopping once it says
    /// so; whether it painted the whole band.
    func paint(band index: Int, worker: Int, giveUp: () -> Bool) -> Bool {
        paint(index, worker: worker, on: target, keepingInto: keeping?.pixels, inSteps: true) { !giveUp() }
    }

    /// Paints band `index` as ``paint(band:worker:)`` does, but into worker
    /// `worker`'s ``RasterBand/aside`` pixels (and its rows of ``keeping``
    /// into its ``RasterBand/keptAside``). It writes nothing the canvas's
    /// thread writes, so that thread may paint the band itself meanwhile.
    func paintAside(band index: Int, worker: Int) {
        let rows = rows(of: index)
        guard !rows.isEmpty else { return }
        let band = bands[worker]
        let aside = Self.target(band.aside, rows: rows, like: target)
        let keptAside = keeping.map { _ in Self.target(band.keptAside, rows: rows, like: target).base }
        _ = paint(index, worker: worker, on: aside, keepingInto: keptAside, inSteps: false) { true }
    }

    /// Copies band `index`, painted aside by worker `worker`, into the
    /// canvas (and its rows of the prefix into ``keeping``).
    func publish(band index: Int, worker: Int) {
        let rows = rows(of: index)
        guard !rows.isEmpty else { return }
        let band = bands[worker]
        target.copy(rows: rows, from: Self.target(band.aside, rows: rows, like: target).base)
        if let keeping {
            let keptAside = Self.target(band.keptAside, rows: rows, like: target)
            keptAside.copy(rows: rows, into: keeping.pixels)
        }
    }

    /// Clears band `index` of `destination` (or copies its rows from
    /// ``kept``) and paints it with worker `worker`'s scratch, copying its
    /// rows into `keptRows` after the prefix (with ``keeping``). `inSteps`,
    /// paints ``commandsPerStep`` planned commands at a time, calling
    /// `beforeEachStep` first and stopping when it returns `false`; whether
    /// it painted the whole band.
    private func paint(
        _ index: Int, worker: Int, on destination: PixelTarget, keepingInto keptRows: UnsafeMutablePointer<UInt32>?,
        inSteps: Bool, beforeEachStep: () -> Bool
    ) -> Bool {
        let rows = rows(of: index)
        guard !rows.isEmpty else { return true }
        if let kept {
            destination.copy(rows: rows, from: kept)
        } else {
            destination.clear(rows: rows, to: background)
        }
        let band = bands[worker]
        func paint(_ planned: ArraySlice<PlannedCommand>) -> Bool {
            guard inSteps else {
                band.paint(planned, of: commands, rows: rows, scale: scale, on: destination)
                return true
            }
            var start = planned.startIndex
            while start < planned.endIndex {
                guard beforeEachStep() else { return false }
                let end = min(planned.endIndex, start + Self.commandsPerStep)
                band.paint(planned[start..<end], of: commands, rows: rows, scale: scale, on: destination)
                start = end
            }
            return true
        }
        if let keeping, let keptRows {
            guard paint(plan[..<keeping.planCount]) else { return false }
            destination.copy(rows: rows, into: keptRows)
            return paint(plan[keeping.planCount...])
        }
        return paint(plan[...])
    }

    /// A target for rows `rows` of `canvas` whose pixels are `pixels`, which
    /// holds only those rows: its base lies that many rows before
    /// `pixels`' start, so that the rows keep their numbers and a band
    /// paints it as it paints the canvas. Only rows `rows` may be touched.
    private static func target(_ pixels: AsidePixels, rows: Range<Int>, like canvas: PixelTarget) -> PixelTarget {
        let start = pixels.reserve(rows.count * canvas.width)
        return PixelTarget(base: start - rows.lowerBound * canvas.width, width: canvas.width, height: canvas.height)
    }
}
