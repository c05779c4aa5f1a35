/// A render's rows split into bands that any thread may paint, each band
/// once and each into its own rows: what ``RasterBandCrew`` hands out
/// (``RasterBandJob``; the crew's tests give work of their own, which says
/// who painted which band).
protocol RasterBandWork: Sendable {
    /// How many bands the rows are split into.
    var count: Int { get }
    /// Paints band `index` (0 ..< ``count``).
    func paint(band index: Int)
}
