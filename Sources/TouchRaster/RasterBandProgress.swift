import Synchronization

/// How far a helper has got with the band it paints aside: a count that
/// grows each time it paints a few more planned commands. The canvas's
/// thread reads it to tell a helper that is painting from one the system has
/// stopped running (``RasterBandCrew``).
final class RasterBandProgress: Sendable {
    private let steps = Atomic<Int>(0)

    /// One more step done.
    func advance() {
        steps.add(1, ordering: .relaxed)
    }

    /// Steps done so far.
    var value: Int { steps.load(ordering: .relaxed) }
}
