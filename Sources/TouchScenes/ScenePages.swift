/// A page control's pages (`UIPageControl.numberOfPages` and `currentPage`).
///
/// The loader guarantees `0 <= current < count` when there are pages, and
/// `current == 0` when there are none. The defaults are UIKit's.
public struct ScenePages: Hashable, Sendable {
    public var count: Int
    public var current: Int

    public init(count: Int = 0, current: Int = 0) {
        self.count = count
        self.current = current
    }
}
