import Foundation
import TouchCore

/// A target that records every control event a control sends, by name, in order
/// (SPEC C2): the control tests read what a finger script made the control say.
final class ControlEventRecorder: UIResponder {
    private(set) var events: [String] = []

    /// Registers for every named control event of `control`.
    func watch(_ control: UIControl) {
        let named: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
            (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in named {
            let action = Selector(name)
            handleAction(action) { [unowned self] _, _ in self.events.append(name) }
            control.addTarget(self, action: action, for: event)
        }
    }

    func removeAll() { events.removeAll() }
}
