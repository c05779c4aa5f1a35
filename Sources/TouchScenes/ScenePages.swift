/// A page control's pages (`UIPageControl.numberOfPages` and `currentPage`).
///
/// The loader guarantees `0 <= current < count` when there are pages, and
/// `current == 0` when there are none. The defaults are UIKit's.
package struct ScenePages: Hashable, Sendable {
    package var count: Int
    package var current: Int

    package init(count: Int = 0, current: Int = 0) {
        self.count = count
        self.current = current
    }
}
