import Foundation

/// What the playground window hands its controller, in canvas points (the
/// window's own coordinates), free of any platform's event types.
///
/// Touches are not among them: the window converts its pointer and finger
/// events into touch samples itself and hands those to
/// ``PlaygroundController/handleTouches(_:at:)``, unless the controller took
/// the event (a selecting click never touches).
package enum PlaygroundInputEvent: Equatable, Sendable {
    case keyPressed(PlaygroundKeyPress)
    case pointerMoved(to: CGPoint)
    case pointerPressed(PlaygroundPointerButton, at: CGPoint, modifiers: PlaygroundModifierKeys)
    case pointerReleased(PlaygroundPointerButton, at: CGPoint)
    /// The pointer left the window: nothing is hovered any more.
    case pointerLeft
    /// The wheel turned by `notches` (positive: away from the user) with the
    /// pointer at `point`.
    case wheel(notches: Int, at: CGPoint)
    /// The window changed (resized, exposed, moved): its size now.
    case windowChanged(size: CGSize)
    /// The window lost the keyboard focus: a system interruption (SPEC T6).
    case focusLost
    /// The user closed the window.
    case quit
}
