/// Pixels a helper paints a band into instead of the canvas
/// (``RasterBandJob/paintAside(band:worker:)``), kept by its worker
/// (``RasterBand``) from render to render.
///
/// Grows only, so once it has held a frame's largest band, painting aside
/// allocates nothing. Its contents are lost when it grows.
final class AsidePixels {
    private(set) var base: UnsafeMutablePointer<UInt32>
    private(set) var capacity: Int

    init() {
        capacity = 1
        base = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for at least `count` pixels and returns where they start.
    func reserve(_ count: Int) -> UnsafeMutablePointer<UInt32> {
        if count > capacity {
            base.deallocate()
            capacity = count
            base = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        }
        return base
    }
}
