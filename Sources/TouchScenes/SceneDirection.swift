/// A screen direction, for swipe recognizers (`UISwipeGestureRecognizer.Direction`)
/// and swipe steps in scripts. `up` is towards the top of the screen (smaller y).
package enum SceneDirection: String, CaseIterable, Hashable, Sendable {
    case right, left, up, down

    /// A unit vector in screen coordinates (y grows downwards).
    package var unitVector: SceneVector {
        switch self {
        case .right: return SceneVector(x: 1, y: 0)
        case .left: return SceneVector(x: -1, y: 0)
        case .up: return SceneVector(x: 0, y: -1)
        case .down: return SceneVector(x: 0, y: 1)
        }
    }
}
