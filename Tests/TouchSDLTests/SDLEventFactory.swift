import CSDL2
import Foundation

/// Builds raw `SDL_Event` values the way SDL fills them, for feeding the
/// converter directly and for `SDL_PushEvent`.
enum SDLEventFactory {
    static let windowID: UInt32 = 1

    static func mouseButton(
        _ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT,
        which: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.button = SDL_MouseButtonEvent(
            type: type.rawValue, timestamp: 0, windowID: windowID, which: which, button: UInt8(button),
            state: UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED), clicks: 1, padding1: 0, x: x, y: y)
        return event
    }

    static func mouseDown(x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT, which: UInt32 = 0) -> SDL_Event {
        mouseButton(SDL_MOUSEBUTTONDOWN, x: x, y: y, button: button, which: which)
    }

    static func mouseUp(x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT, which: UInt32 = 0) -> SDL_Event {
        mouseButton(SDL_MOUSEBUTTONUP, x: x, y: y, button: button, which: which)
    }

    static func mouseMotion(x: Int32, y: Int32, leftHeld: Bool = true, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.motion = SDL_MouseMotionEvent(
            type: SDL_MOUSEMOTION.rawValue, timestamp: 0, windowID: windowID, which: which,
            state: leftHeld ? CSDL_BUTTON_LMASK : 0, x: x, y: y, xrel: 0, yrel: 0)
        return event
    }

    static func finger(
        _ type: SDL_EventType, touchID: Int64 = 7, fingerID: Int64, x: Float, y: Float,
        pressure: Float = 0.5
    ) -> SDL_Event {
        var event = SDL_Event()
        event.tfinger = SDL_TouchFingerEvent(
            type: type.rawValue, timestamp: 0, touchId: touchID, fingerId: fingerID, x: x, y: y, dx: 0, dy: 0,
            pressure: pressure, windowID: windowID)
        return event
    }

    /// A key event with the modifier state SDL reports for it.
    static func key(_ type: SDL_EventType, _ keycode: SDL_KeyCode, modifiers: SDL_Keymod) -> SDL_Event {
        var event = SDL_Event()
        event.key = SDL_KeyboardEvent(
            type: type.rawValue, timestamp: 0, windowID: windowID,
            state: UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED), repeat: 0, padding2: 0, padding3: 0,
            keysym: SDL_Keysym(
                scancode: SDL_SCANCODE_UNKNOWN, sym: Int32(keycode.rawValue),
                mod: UInt16(modifiers.rawValue), unused: 0))
        return event
    }

    static func windowSizeChanged(width: Int32, height: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.window = SDL_WindowEvent(
            type: SDL_WINDOWEVENT.rawValue, timestamp: 0, windowID: windowID,
            event: UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue), padding1: 0, padding2: 0, padding3: 0,
            data1: width, data2: height)
        return event
    }
}
