/// `UIControl.Event` values a target can be registered for (SPEC C2).
///
/// The raw values are the UIKit names a scene file writes. `allTouchEvents` and
/// `allEvents` are the UIKit groups: `allTouchEvents` covers the nine touch
/// events, `allEvents` adds `valueChanged`, `primaryActionTriggered` and the editing
/// events a text field sends (`editingDidBegin`, `editingDidEnd`).
package enum SceneControlEvent: String, CaseIterable, Hashable, Sendable {
    case touchDown
    case touchDownRepeat
    case touchDragInside
    case touchDragOutside
    case touchDragEnter
    case touchDragExit
    case touchUpInside
    case touchUpOutside
    case touchCancel
    case valueChanged
    case primaryActionTriggered
    case editingDidBegin
    case editingDidEnd
    case allTouchEvents
    case allEvents
}
