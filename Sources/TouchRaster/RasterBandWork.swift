/// A render's rows split into bands that any thread may paint, each band
/// once and each into its own rows: what ``RasterBandCrew`` hands out
/// (``RasterBandJob``; the crew's tests give work of their own, which says
/// who painted which band, and how).
///
/// Threads are workers `0 ..< workerCount`, worker 0 the canvas's own; each
/// has its own scratch storage, so two threads never share one.
protocol RasterBandWork: Sendable {
    /// How many bands the rows are split into.
    var count: Int { get }
    /// How many workers have scratch storage: a helper whose worker number
    /// is not below it claims no band.
    var workerCount: Int { get }
    /// Paints band `index` (0 ..< ``count``) straight into the canvas.
    func paint(band index: Int, worker: Int)
    /// Paints band `index` straight into the canvas as
    /// ``paint(band:worker:)`` does, but asks `giveUp` every few commands
    /// and stops, leaving the band half painted, once it says so; whether
    /// it painted the whole band.
    func paint(band index: Int, worker: Int, giveUp: () -> Bool) -> Bool
    /// Paints band `index` into worker `worker`'s own pixels, leaving the
    /// canvas and everything the canvas's thread may write untouched: a
    /// helper's way, so that the canvas's thread can paint the band itself,
    /// and go on, while the helper is not running.
    func paintAside(band index: Int, worker: Int)
    /// Copies band `index`, painted aside by worker `worker`, into the
    /// canvas: done by the canvas's thread, once that worker has finished.
    func publish(band index: Int, worker: Int)
}
