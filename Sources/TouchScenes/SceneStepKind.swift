/// What a script step does, named once: the word a scene file writes
/// (`- tap: EView`), the Swift API's step (`PlaygroundStep.tap("EView")`), the
/// lines the recorder writes and the step's name in traces and messages.
package enum SceneStepKind: String, CaseIterable, Hashable, Sendable {
    // Fingers, frame by frame (docs/scenes.md: Scripts).
    case down, move, up, cancel, frame
    // Whole gestures.
    case tap, doubleTap, longPress, drag, swipe, pinch, rotate
    // Time and the system's input.
    case wait, interruption, shake, remote, shot
    // Changes to the objects, as the app's code would make them.
    case becomeFirstResponder, resignFirstResponder, remove, set, animate, menu

    /// Whether the step may be written with no value: `- shake`, `- up`.
    package var mayBeBare: Bool {
        switch self {
        case .up, .cancel, .interruption, .shake, .resignFirstResponder: return true
        default: return false
        }
    }

    /// The finger phase a `down`, `move`, `up` or `cancel` step makes.
    package var fingerPhase: SceneFingerPhase? { SceneFingerPhase(rawValue: rawValue) }

    /// The step that moves one finger through `phase`.
    package init(_ phase: SceneFingerPhase) {
        switch phase {
        case .down: self = .down
        case .move: self = .move
        case .up: self = .up
        case .cancel: self = .cancel
        }
    }

    /// How the step is written with a value, for a message about a step that lacks one.
    package var example: String {
        switch self {
        case .down: return "down: [100, 200] or down: {finger: 2, at: EView}"
        case .move: return "move: [120, 200] or move: {finger: 2, at: [120, 200]}"
        case .up: return "up: 2"
        case .cancel: return "cancel: 2"
        case .frame: return "frame: [{finger: 1, phase: move, at: [10, 10]}, {finger: 2, phase: down, at: EView}]"
        case .tap: return "tap: EView or tap: [100, 200]"
        case .doubleTap: return "doubleTap: EView"
        case .longPress: return "longPress: EView or longPress: {at: EView, duration: 1}"
        case .drag: return "drag: {from: [100, 100], to: [200, 300]}"
        case .swipe: return "swipe: {from: EView, direction: left}"
        case .pinch: return "pinch: {at: EView, scale: 2}"
        case .rotate: return "rotate: {at: EView, degrees: 90}"
        case .wait: return "wait: 0.5"
        case .interruption: return "interruption"
        case .shake: return "shake: began"
        case .remote: return "remote: play"
        case .shot: return "shot: after-tap or shot: {name: after-tap, caption: EView gets touchesEnded}"
        case .becomeFirstResponder: return "becomeFirstResponder: PlayerController"
        case .resignFirstResponder: return "resignFirstResponder: PlayerController"
        case .remove: return "remove: EView"
        case .set: return "set: {view: EView, hidden: true}"
        case .animate: return "animate: {view: EView, duration: 0.5, frame: [0, 0, 100, 100]}"
        case .menu: return "menu: [cut, copy, paste]"
        }
    }
}
