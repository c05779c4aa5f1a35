import Foundation

extension SDLTouchInput {
    /// Where a finger comes from: the mouse, the mouse's Alt-mirrored second
    /// finger, or an SDL touch device's finger.
    package enum Contact: Hashable, Sendable {
        case mouse
        case mouseMirror
        /// SDL's `touchId` and `fingerId`; finger ids are only unique per device.
        case finger(touchID: Int64, fingerID: Int64)
    }
}
