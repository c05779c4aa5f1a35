import CSDL2
import Foundation
import TouchDrawing

/// What a key does in the playground window.
///
/// Keys are matched by keycode (the layout's character), so `S` is S on any
/// layout; `?` is accepted as its own keycode or as `/` (Shift+/ on US
/// layouts, where SDL reports the unshifted key). `H` already shows hidden
/// views, so the selected view's `isHidden` is `D` ("disappear").
public enum PlaygroundCommand: String, Hashable, Sendable, CaseIterable {
    /// A shake: motion began and ended (SPEC F2).
    case shake
    /// A remote-control play/pause toggle (SPEC F2).
    case togglePlayPause
    case toggleHiddenViews
    case toggleTimeline
    /// Flip a flag of the selected view (``TouchDrawing/PlaygroundViewToggle``).
    case toggleInteraction, toggleHidden, toggleAlpha, toggleClipping
    /// Freeze the display on the last touch sequence, or resume.
    case pause
    case stepBack, stepForward, previousPhase, nextPhase, firstRecord, lastRecord
    case scrollLogUp, scrollLogDown
    case nextScene
    case reloadScene
    case clearLog
    case fitDevice
    case toggleHelp
    case quit

    /// The command for a key press; `nil` for keys the window ignores.
    public init?(keycode: Int32) {
        switch keycode {
        case Int32(SDLK_s.rawValue): self = .shake
        case Int32(SDLK_p.rawValue): self = .togglePlayPause
        case Int32(SDLK_h.rawValue): self = .toggleHiddenViews
        case Int32(SDLK_t.rawValue): self = .toggleTimeline
        case Int32(SDLK_i.rawValue): self = .toggleInteraction
        case Int32(SDLK_d.rawValue): self = .toggleHidden
        case Int32(SDLK_a.rawValue): self = .toggleAlpha
        case Int32(SDLK_k.rawValue): self = .toggleClipping
        case Int32(SDLK_SPACE.rawValue): self = .pause
        case Int32(SDLK_LEFT.rawValue): self = .stepBack
        case Int32(SDLK_RIGHT.rawValue): self = .stepForward
        case Int32(SDLK_UP.rawValue): self = .previousPhase
        case Int32(SDLK_DOWN.rawValue): self = .nextPhase
        case Int32(SDLK_HOME.rawValue): self = .firstRecord
        case Int32(SDLK_END.rawValue): self = .lastRecord
        case Int32(SDLK_PAGEUP.rawValue): self = .scrollLogUp
        case Int32(SDLK_PAGEDOWN.rawValue): self = .scrollLogDown
        case Int32(SDLK_TAB.rawValue): self = .nextScene
        case Int32(SDLK_r.rawValue): self = .reloadScene
        case Int32(SDLK_c.rawValue): self = .clearLog
        case Int32(SDLK_f.rawValue): self = .fitDevice
        case Int32(SDLK_QUESTION.rawValue), Int32(SDLK_SLASH.rawValue): self = .toggleHelp
        case Int32(SDLK_ESCAPE.rawValue), Int32(SDLK_q.rawValue): self = .quit
        default: return nil
        }
    }

    /// The help overlay's line for this command.
    public var help: PlaygroundHelpEntry {
        switch self {
        case .shake: return PlaygroundHelpEntry(key: "S", action: "shake the device (motion event)")
        case .togglePlayPause: return PlaygroundHelpEntry(key: "P", action: "remote control: play/pause")
        case .toggleHiddenViews: return PlaygroundHelpEntry(key: "H", action: "show or hide hidden views")
        case .toggleTimeline: return PlaygroundHelpEntry(key: "T", action: "show or hide the timeline")
        case .toggleInteraction: return PlaygroundHelpEntry(key: "I", action: "selected view: isUserInteractionEnabled on/off")
        case .toggleHidden: return PlaygroundHelpEntry(key: "D", action: "selected view: isHidden on/off")
        case .toggleAlpha: return PlaygroundHelpEntry(key: "A", action: "selected view: alpha 1 ↔ 0.005")
        case .toggleClipping: return PlaygroundHelpEntry(key: "K", action: "selected view: clipsToBounds on/off")
        case .pause: return PlaygroundHelpEntry(key: "Space", action: "pause on the last touch, or resume")
        case .stepBack: return PlaygroundHelpEntry(key: "←", action: "paused: one trace record back")
        case .stepForward: return PlaygroundHelpEntry(key: "→", action: "paused: one trace record on")
        case .previousPhase: return PlaygroundHelpEntry(key: "↑", action: "paused: back to the previous input or timer")
        case .nextPhase: return PlaygroundHelpEntry(key: "↓", action: "paused: on to the next input or timer")
        case .firstRecord: return PlaygroundHelpEntry(key: "Home", action: "paused: the touch's first record")
        case .lastRecord: return PlaygroundHelpEntry(key: "End", action: "paused: the touch's last record")
        case .scrollLogUp: return PlaygroundHelpEntry(key: "PageUp", action: "scroll the log back (or the wheel)")
        case .scrollLogDown: return PlaygroundHelpEntry(key: "PageDown", action: "scroll the log on")
        case .nextScene: return PlaygroundHelpEntry(key: "Tab", action: "next scene (Shift+Tab: previous)")
        case .reloadScene: return PlaygroundHelpEntry(key: "R", action: "reload the scene (also when its file changes)")
        case .clearLog: return PlaygroundHelpEntry(key: "C", action: "clear the log")
        case .fitDevice: return PlaygroundHelpEntry(key: "F", action: "fit the whole device after zooming")
        case .toggleHelp: return PlaygroundHelpEntry(key: "?", action: "show or hide this help")
        case .quit: return PlaygroundHelpEntry(key: "Esc / Q", action: "quit")
        }
    }

    /// The view flag a command flips, if it is one of those.
    public var viewToggle: PlaygroundViewToggle? {
        switch self {
        case .toggleInteraction: return .userInteraction
        case .toggleHidden: return .hidden
        case .toggleAlpha: return .alpha
        case .toggleClipping: return .clipsToBounds
        default: return nil
        }
    }

    /// The scene a number key opens: `1` the first of the window's scenes to
    /// `9` the ninth (Tab steps through them one by one); `nil` for other keys.
    public static func sceneIndex(keycode: Int32) -> Int? {
        let first = Int32(SDLK_1.rawValue)
        guard (first...first + 8).contains(keycode) else { return nil }
        return Int(keycode - first)
    }

    /// Every key, plus the mouse gestures, for the help overlay.
    public static var helpEntries: [PlaygroundHelpEntry] {
        [
            PlaygroundHelpEntry(key: "drag", action: "one finger (left mouse button)"),
            PlaygroundHelpEntry(key: "Alt+drag", action: "two fingers, pinch/rotate about the device centre"),
            PlaygroundHelpEntry(key: "Alt+Shift", action: "two fingers moving together"),
            PlaygroundHelpEntry(key: "right-click", action: "select a view: why it did (not) get the touch (Ctrl+click too)"),
            PlaygroundHelpEntry(key: "wheel", action: "over the device: zoom in or out; over the log: scroll it"),
            PlaygroundHelpEntry(key: "middle-drag", action: "pan the zoomed device"),
            PlaygroundHelpEntry(key: "focus out", action: "system interruption: cancels every touch"),
        ]
            + allCases.flatMap { command in
                command == .nextScene
                    ? [command.help, PlaygroundHelpEntry(key: "1 … 9", action: "open scene 1 to 9 (Tab's order)")]
                    : [command.help]
            }
    }
}
