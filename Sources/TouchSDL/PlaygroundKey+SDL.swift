import CSDL2
import Foundation
import TouchPlaygroundUI

extension PlaygroundKey {
    /// The key an SDL keycode stands for; `nil` for keys the playground has
    /// no name for (function keys, modifiers).
    ///
    /// SDL gives printable keys the layout's unshifted character as their
    /// keycode, so those become ``TouchPlaygroundUI/PlaygroundKey/character(_:)``;
    /// keys without a character carry `SDLK_SCANCODE_MASK` (bit 30).
    package init?(keycode: SDL_Keycode) {
        switch keycode {
        case Int32(SDLK_SPACE.rawValue): self = .space
        case Int32(SDLK_TAB.rawValue): self = .tab
        case Int32(SDLK_ESCAPE.rawValue): self = .escape
        case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): self = .enter
        case Int32(SDLK_BACKSPACE.rawValue): self = .backspace
        case Int32(SDLK_LEFT.rawValue): self = .left
        case Int32(SDLK_RIGHT.rawValue): self = .right
        case Int32(SDLK_UP.rawValue): self = .up
        case Int32(SDLK_DOWN.rawValue): self = .down
        case Int32(SDLK_HOME.rawValue): self = .home
        case Int32(SDLK_END.rawValue): self = .end
        case Int32(SDLK_PAGEUP.rawValue): self = .pageUp
        case Int32(SDLK_PAGEDOWN.rawValue): self = .pageDown
        default:
            guard keycode > 0x20, keycode & 0x4000_0000 == 0, keycode != 0x7F,
                let scalar = Unicode.Scalar(UInt32(keycode))
            else { return nil }
            self = .character(Character(scalar))
        }
    }
}

extension PlaygroundModifierKeys {
    /// The modifiers in SDL's modifier state (`SDL_GetModState()`).
    init(_ state: SDL_Keymod) {
        let bits = UInt32(state.rawValue)
        self = []
        if bits & UInt32(KMOD_SHIFT.rawValue) != 0 { insert(.shift) }
        if bits & UInt32(KMOD_CTRL.rawValue) != 0 { insert(.control) }
        if bits & UInt32(KMOD_ALT.rawValue) != 0 { insert(.alt) }
    }
}

extension SceneFileWatcher {
    /// The window's hot reload: a ``SceneFileWatcher`` per watched scene file.
    package static var watch: PlaygroundSceneSwitcher.Watch { watch(waking: nil) }

    /// As ``watch``, each watcher calling `wake` (on another thread) when a
    /// notification of its file arrives.
    static func watch(waking wake: (@Sendable () -> Void)?) -> PlaygroundSceneSwitcher.Watch {
        { path in
            var watcher = SceneFileWatcher(path: path, wake: wake)
            return { watcher.hasChanged() }
        }
    }
}
