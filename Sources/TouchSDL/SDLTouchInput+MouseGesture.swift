import Foundation

extension SDLTouchInput {
    /// How a held left mouse button drives fingers, chosen when it goes down.
    package enum MouseGesture: Hashable, Sendable {
        /// One finger under the pointer.
        case oneFinger
        /// Alt: a second finger mirrored through `pivot` (pinch and rotate).
        case pinch(pivot: CGPoint)
        /// Alt+Shift: a second finger at a fixed `offset` (x, y) from the first
        /// (two-finger pan).
        case pan(offset: CGPoint)

        /// The contacts this gesture drives and where they are when the pointer
        /// is at `primary`, the pointer's finger first.
        func locations(primary: CGPoint) -> [(Contact, CGPoint)] {
            switch self {
            case .oneFinger:
                return [(.mouse, primary)]
            case .pinch(let pivot):
                return [(.mouse, primary), (.mouseMirror, CGPoint(x: 2 * pivot.x - primary.x, y: 2 * pivot.y - primary.y))]
            case .pan(let offset):
                return [(.mouse, primary), (.mouseMirror, CGPoint(x: primary.x + offset.x, y: primary.y + offset.y))]
            }
        }
    }
}
