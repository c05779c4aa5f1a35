import CSDL2
import Foundation
import TouchDrawing

/// What a key does in the playground window.
///
/// Keys are matched by keycode (the layout's character), so `S` is S on any
/// layout; `?` is accepted as its own keycode or as `/` (Shift+/ on US
/// layouts, where SDL reports the unshifted key).
public enum PlaygroundCommand: String, Hashable, Sendable, CaseIterable {
    /// A shake: motion began and ended (SPEC F2).
    case shake
    /// A remote-control play/pause toggle (SPEC F2).
    case togglePlayPause
    case toggleHiddenViews
    case clearLog
    case toggleHelp
    case quit

    /// The command for a key press; `nil` for keys the window ignores.
    public init?(keycode: Int32) {
        switch keycode {
        case Int32(SDLK_s.rawValue): self = .shake
        case Int32(SDLK_p.rawValue): self = .togglePlayPause
        case Int32(SDLK_h.rawValue): self = .toggleHiddenViews
        case Int32(SDLK_c.rawValue): self = .clearLog
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
        case .clearLog: return PlaygroundHelpEntry(key: "C", action: "clear the log")
        case .toggleHelp: return PlaygroundHelpEntry(key: "?", action: "show or hide this help")
        case .quit: return PlaygroundHelpEntry(key: "Esc / Q", action: "quit")
        }
    }

    /// Every key, plus the mouse gestures, for the help overlay.
    public static var helpEntries: [PlaygroundHelpEntry] {
        [PlaygroundHelpEntry(key: "drag", action: "one finger (left mouse button)"),
         PlaygroundHelpEntry(key: "Alt+drag", action: "two fingers, pinch/rotate about the device centre"),
         PlaygroundHelpEntry(key: "Alt+Shift", action: "two fingers moving together"),
         PlaygroundHelpEntry(key: "focus out", action: "system interruption: cancels every touch")]
            + allCases.map(\.help)
    }
}
