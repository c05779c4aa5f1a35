import Foundation

/// Scratch storage for polygon corners in pixels, reused from command to
/// command.
///
/// A frame has thousands of polygons (every view is a quad, every outline a
/// quad and its inset); converting their corners to pixels into a fresh array
/// each time would allocate per command. The buffer only grows, so once it
/// has held the largest polygon of a frame, drawing shapes allocates nothing.
final class PointBuffer {
    private(set) var base: UnsafeMutablePointer<CGPoint>
    private(set) var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        base = UnsafeMutablePointer<CGPoint>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for at least `count` points; the contents are lost when the
    /// buffer grows.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        base.deallocate()
        capacity = max(count, 2 * capacity)
        base = UnsafeMutablePointer<CGPoint>.allocate(capacity: capacity)
    }
}
