import CSDL2
import Foundation
import TouchCore

/// Converts raw SDL events into the core's ``TouchCore/TouchSample`` values.
///
/// A pure converter in the manner of Flutter's `PointerEventConverter`: the only
/// state is this small value (the fingers currently down, the modifier keys, the
/// window size), it reads no global SDL state, and tests drive it by feeding
/// `SDL_Event` values, well-formed or not. Feed it every event from
/// `SDL_PollEvent`; it picks what it needs.
///
/// **Mouse.** The left button is one finger, down/move/up with the button. Other
/// buttons, the wheel and motion with no button down give nothing.
///
/// **Simulated multi-touch, as in the iOS Simulator.** When the left button
/// goes down with Alt (Option) held, a second finger goes down mirrored through
/// the pivot (``pivot``, by default the window's centre) and moves mirrored, so
/// dragging pinches and rotates around the pivot. With Alt+Shift the second
/// finger keeps its offset from the first, so both move together (a two-finger
/// pan). The mode is chosen when the button goes down and kept until it goes up,
/// as in the Simulator. Both fingers travel in one array: the core delivers
/// them in one `touchesBegan` (SPEC T3). Alt and Shift are tracked from
/// `SDL_KEYDOWN`/`SDL_KEYUP`, because mouse events carry no modifiers; a
/// front end that gains focus with keys already held can seed ``modifiers``
/// from `SDL_GetModState()`.
///
/// **Touch.** `SDL_FINGERDOWN`/`MOTION`/`UP` are fingers; their normalised
/// position (0…1 across the window) times ``windowSize`` gives points; pressure
/// (0…1) becomes `force`; both are rounded to 0.001. Each SDL (touch device,
/// finger) pair is one finger while it is down. `SDL_WINDOWEVENT_SIZE_CHANGED`
/// updates ``windowSize``.
///
/// **Finger numbers.** A new finger takes the smallest number no finger down
/// uses, so the mouse alone is always finger 0 (and its mirror 1), and numbers
/// stay stable from down to up.
///
/// **Duplicates.** SDL reports a physical device twice when it synthesises
/// events for the other kind (SDL_HINT_TOUCH_MOUSE_EVENTS and
/// SDL_HINT_MOUSE_TOUCH_EVENTS). Mouse events with `which == SDL_TOUCH_MOUSEID`
/// come from a touch and finger events with `touchId == SDL_MOUSE_TOUCHID` come
/// from the mouse; both are dropped (notes §8.4). ``acceptsMouseSynthesizedTouches``
/// turns the second rule around, so an end-to-end test can drive the touch path
/// with xdotool's mouse (notes §12c): the mouse's finger copies are kept and the
/// mouse's own events, now the duplicates, are dropped.
///
/// **Malformed input** is dropped and leaves the state unchanged: an up or a
/// motion for a finger that is not down, a second down for a finger that is
/// already down.
///
/// **Previewing the fingers**, as the Simulator shows its two circles as soon
/// as Option is held: while Alt is held and the button is up,
/// ``previewLocations`` are where the button would put the fingers — the
/// pointer and its mirror through the pivot. Moving the pointer with
/// Alt+Shift held keeps both fingers together: the pair moves with the
/// pointer (the pivot follows it) until Alt is released, so a pinch can be
/// placed anywhere before the button goes down. Drawing the markers is the
/// front end's job.
///
/// See also: Flutter `packages/flutter/lib/src/gestures/converter.dart`;
/// https://wiki.libsdl.org/SDL2/SDL_TouchFingerEvent;
/// https://wiki.libsdl.org/SDL2/SDL_HINT_TOUCH_MOUSE_EVENTS;
/// Xcode's Simulator help on gestures (Option: pinch; Option+Shift: move both
/// fingers).
package struct SDLTouchInput: Equatable, Sendable {
    /// `SDL_MOUSE_TOUCHID` (`(Sint64)-1`, SDL_touch.h): the touch device SDL
    /// invents for finger events made from the mouse.
    package static let mouseTouchID: Int64 = SDL_MOUSE_TOUCHID
    /// `SDL_TOUCH_MOUSEID` (`(Uint32)-1`, SDL_touch.h): the mouse SDL invents for
    /// mouse events made from touches. The macro does not compile in Swift
    /// (notes §4), so this comes from the shim.
    package static let touchMouseID: UInt32 = CSDL_TOUCH_MOUSEID

    /// The window's size in points: mouse coordinates are already points, finger
    /// coordinates are fractions of this.
    package var windowSize: CGSize
    /// The point the Alt-mirrored finger mirrors through; `nil` means the
    /// window's centre.
    package var pivot: CGPoint?
    /// Take the mouse's input from the finger events SDL makes from it
    /// (`touchId == SDL_MOUSE_TOUCHID`, with SDL_HINT_MOUSE_TOUCH_EVENTS=1)
    /// instead of from mouse events, which are then all dropped. For end-to-end
    /// tests of the touch path under Xvfb; simulated multi-touch needs it off.
    package var acceptsMouseSynthesizedTouches: Bool
    /// The modifier keys held, as `SDL_Keymod` bits (`KMOD_*`), as last reported
    /// by a keyboard event.
    package var modifiers: UInt16

    /// The fingers down now, by where they come from.
    package private(set) var fingersDown: [Contact: ActiveFinger] = [:]
    /// How the mouse button that is down moves its fingers; `nil` while it is up.
    package private(set) var mouseGesture: MouseGesture?
    /// Where the mouse pointer last was, in points.
    package private(set) var pointer: CGPoint?
    /// How far Alt+Shift hovering has moved the pair (and so the pivot) since
    /// Alt went down.
    package private(set) var pairOffset = CGPoint.zero

    package init(
        windowSize: CGSize, pivot: CGPoint? = nil, acceptsMouseSynthesizedTouches: Bool = false,
        modifiers: UInt16 = 0
    ) {
        self.windowSize = windowSize
        self.pivot = pivot
        self.acceptsMouseSynthesizedTouches = acceptsMouseSynthesizedTouches
        self.modifiers = modifiers
    }

    /// The samples `event` produces, in finger order of creation (the mouse's
    /// finger before its mirror); empty for events that are not touch input or
    /// are dropped.
    package mutating func convert(_ event: SDL_Event) -> [TouchSample] {
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue:
            return mouseButtonDown(event.button)
        case SDL_MOUSEBUTTONUP.rawValue:
            return mouseButtonUp(event.button)
        case SDL_MOUSEMOTION.rawValue:
            return mouseMotion(event.motion)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return finger(event.tfinger)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            trackModifiers(event.key)
            return []
        case SDL_WINDOWEVENT.rawValue:
            if event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
                windowSize = CGSize(width: CGFloat(event.window.data1), height: CGFloat(event.window.data2))
            }
            return []
        default:
            return []
        }
    }

    /// Cancels every finger down, for when the host interrupts touch input (the
    /// window loses focus; `HostInput.interruption`). Later events for those
    /// fingers are then dropped as malformed until they go down again, instead
    /// of moving touches the core has already cancelled.
    package mutating func cancelAll() -> [TouchSample] {
        let samples = fingersDown.values.sorted { $0.finger < $1.finger }.map {
            TouchSample(finger: $0.finger, phase: .cancel, location: $0.location, force: $0.force)
        }
        fingersDown.removeAll()
        mouseGesture = nil
        return samples
    }

    // MARK: Mouse

    private mutating func mouseButtonDown(_ button: SDL_MouseButtonEvent) -> [TouchSample] {
        guard isMouseInput(button.which), Int32(button.button) == SDL_BUTTON_LEFT,
            mouseGesture == nil
        else { return [] }
        let location = CGPoint(x: CGFloat(button.x), y: CGFloat(button.y))
        pointer = location
        let gesture: MouseGesture
        if !isHeld(KMOD_ALT) {
            gesture = .oneFinger
        } else {
            let pivot = effectivePivot
            let mirrored = CGPoint(x: 2 * pivot.x - location.x, y: 2 * pivot.y - location.y)
            gesture =
                modifiers & UInt16(KMOD_SHIFT.rawValue) == 0
                ? .pinch(pivot: pivot)
                : .pan(offset: CGPoint(x: mirrored.x - location.x, y: mirrored.y - location.y))
        }
        mouseGesture = gesture
        return gesture.locations(primary: location).map { contact, point in
            begin(contact, at: point, force: nil)
        }
    }

    private mutating func mouseMotion(_ motion: SDL_MouseMotionEvent) -> [TouchSample] {
        guard isMouseInput(motion.which) else { return [] }
        let location = CGPoint(x: CGFloat(motion.x), y: CGFloat(motion.y))
        let previous = pointer
        pointer = location
        guard let gesture = mouseGesture else {
            if isHeld(KMOD_ALT), isHeld(KMOD_SHIFT), let previous {
                pairOffset = CGPoint(x: pairOffset.x + location.x - previous.x, y: pairOffset.y + location.y - previous.y)
            }
            return []
        }
        return gesture.locations(primary: location).compactMap { contact, point in
            update(contact, phase: .move, at: point, force: nil)
        }
    }

    private mutating func mouseButtonUp(_ button: SDL_MouseButtonEvent) -> [TouchSample] {
        guard isMouseInput(button.which), Int32(button.button) == SDL_BUTTON_LEFT,
            let gesture = mouseGesture
        else { return [] }
        mouseGesture = nil
        let location = CGPoint(x: CGFloat(button.x), y: CGFloat(button.y))
        return gesture.locations(primary: location).compactMap { contact, point in
            update(contact, phase: .up, at: point, force: nil)
        }
    }

    /// The point the Alt fingers mirror through: ``pivot`` (or the window's
    /// centre) moved by Alt+Shift hovering.
    package var effectivePivot: CGPoint {
        let pivot = self.pivot ?? CGPoint(x: windowSize.width / 2, y: windowSize.height / 2)
        return CGPoint(x: pivot.x + pairOffset.x, y: pivot.y + pairOffset.y)
    }

    /// Where the fingers would go down if the left button were pressed now,
    /// while Alt is held and the button is up: the pointer and its mirror
    /// through ``effectivePivot``; empty otherwise.
    package var previewLocations: [CGPoint] {
        guard mouseGesture == nil, isHeld(KMOD_ALT), let pointer, !acceptsMouseSynthesizedTouches else { return [] }
        let pivot = effectivePivot
        return [pointer, CGPoint(x: 2 * pivot.x - pointer.x, y: 2 * pivot.y - pointer.y)]
    }

    private func isHeld(_ modifier: SDL_Keymod) -> Bool {
        modifiers & UInt16(modifier.rawValue) != 0
    }

    /// Whether a mouse event from mouse `which` is input here: not a copy of a
    /// touch, and the mouse is not being taken from its finger copies.
    private func isMouseInput(_ which: UInt32) -> Bool {
        which != Self.touchMouseID && !acceptsMouseSynthesizedTouches
    }

    // MARK: Touch

    private mutating func finger(_ event: SDL_TouchFingerEvent) -> [TouchSample] {
        if event.touchId == Self.mouseTouchID && !acceptsMouseSynthesizedTouches { return [] }
        let contact = Contact.finger(touchID: event.touchId, fingerID: event.fingerId)
        let location = CGPoint(
            x: Self.thousandths(CGFloat(event.x) * windowSize.width),
            y: Self.thousandths(CGFloat(event.y) * windowSize.height))
        let force = Self.thousandths(CGFloat(event.pressure))
        switch event.type {
        case SDL_FINGERDOWN.rawValue:
            guard fingersDown[contact] == nil else { return [] }
            return [begin(contact, at: location, force: force)]
        case SDL_FINGERMOTION.rawValue:
            return update(contact, phase: .move, at: location, force: force).map { [$0] } ?? []
        default:
            return update(contact, phase: .up, at: location, force: force).map { [$0] } ?? []
        }
    }

    /// `value` rounded to 0.001. SDL's finger values are `Float`s: 0.3 arrives
    /// as 0.30000001192…, which × 400 pt is 120.0000048 pt. Rounding far below
    /// anything visible keeps traces and logs readable ("120.0") and makes
    /// equal touches compare equal.
    static func thousandths(_ value: CGFloat) -> CGFloat {
        (value * 1000).rounded() / 1000
    }

    // MARK: Keyboard

    /// Takes the modifier state from the event and corrects it for the key
    /// itself, so the result does not depend on whether the platform reports a
    /// modifier key's own press in `keysym.mod`.
    private mutating func trackModifiers(_ key: SDL_KeyboardEvent) {
        var state = key.keysym.mod
        let own: UInt16
        switch key.keysym.sym {
        case Int32(SDLK_LALT.rawValue): own = UInt16(KMOD_LALT.rawValue)
        case Int32(SDLK_RALT.rawValue): own = UInt16(KMOD_RALT.rawValue)
        case Int32(SDLK_LSHIFT.rawValue): own = UInt16(KMOD_LSHIFT.rawValue)
        case Int32(SDLK_RSHIFT.rawValue): own = UInt16(KMOD_RSHIFT.rawValue)
        default: own = 0
        }
        if key.type == SDL_KEYDOWN.rawValue { state |= own } else { state &= ~own }
        modifiers = state
        if !isHeld(KMOD_ALT) { pairOffset = .zero }
    }

    // MARK: Finger bookkeeping

    private mutating func begin(_ contact: Contact, at location: CGPoint, force: CGFloat?) -> TouchSample {
        let used = Set(fingersDown.values.map(\.finger))
        let number = (0...).first { !used.contains($0) }!
        fingersDown[contact] = ActiveFinger(finger: number, location: location, force: force)
        return TouchSample(finger: number, phase: .down, location: location, force: force)
    }

    /// A move or up for a finger that is down; `nil` (dropped) otherwise.
    private mutating func update(
        _ contact: Contact, phase: TouchSample.Phase, at location: CGPoint,
        force: CGFloat?
    ) -> TouchSample? {
        guard var active = fingersDown[contact] else { return nil }
        active.location = location
        active.force = force
        fingersDown[contact] = phase == .move ? active : nil
        return TouchSample(finger: active.finger, phase: phase, location: location, force: force)
    }
}
