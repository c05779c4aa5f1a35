import CSDL2
import Foundation
import Testing
import TouchCore

@testable import TouchSDL

/// Events pushed into SDL's real event queue (`SDL_PushEvent`) with the dummy
/// video driver, polled back and converted: checks that what leaves the queue
/// is what the converter expects, as on a machine without touch hardware
/// (notes §8.1, §12c).
@Suite(.serialized) @MainActor struct SDLEventQueueTests {
    typealias E = SDLEventFactory

    /// Runs `body` with SDL's video and event subsystems up on the dummy driver
    /// and a 400×300 window, and shuts SDL down afterwards.
    ///
    /// The hint is set with override priority, so an `SDL_VIDEODRIVER` in the
    /// environment (x11 under xvfb-run, say) cannot take over, and it is reset
    /// afterwards, because hints are process-wide and a later window test may
    /// want a real driver.
    func withEventQueue(_ body: (_ windowID: UInt32) throws -> Void) throws {
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
        defer { SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw TouchSDLError.lastSDLError("SDL_Init")
        }
        defer { SDL_Quit() }
        guard let window = SDL_CreateWindow("SDLEventQueueTests", 0, 0, 400, 300, SDL_WINDOW_HIDDEN.rawValue) else {
            throw TouchSDLError.lastSDLError("SDL_CreateWindow")
        }
        defer { SDL_DestroyWindow(window) }
        SDL_PumpEvents()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        try body(SDL_GetWindowID(window))
    }

    /// Pushes the events, then polls the queue dry and converts everything that
    /// comes out, one entry per touch-producing event.
    func pushAndConvert(_ events: [SDL_Event], into input: inout SDLTouchInput) throws -> [[TouchSample]] {
        for var event in events {
            guard SDL_PushEvent(&event) == 1 else { throw TouchSDLError.lastSDLError("SDL_PushEvent") }
        }
        var log: [[TouchSample]] = []
        var polled = SDL_Event()
        var count = 0
        while SDL_PollEvent(&polled) == 1 {
            count += 1
            let samples = input.convert(polled)
            if !samples.isEmpty { log.append(samples) }
        }
        #expect(count >= events.count, "the queue gave back \(count) of \(events.count) events")
        return log
    }

    func sample(_ finger: Int, _ phase: TouchSample.Phase, _ x: CGFloat, _ y: CGFloat, force: CGFloat? = nil) -> TouchSample {
        TouchSample(finger: finger, phase: phase, location: CGPoint(x: x, y: y), force: force)
    }

    @Test func fingerEventsSurviveTheQueue() throws {
        try withEventQueue { _ in
            var input = SDLTouchInput(windowSize: CGSize(width: 400, height: 300))
            let log = try pushAndConvert(
                [
                    E.finger(SDL_FINGERDOWN, fingerID: 11, x: 0.25, y: 0.5, pressure: 0.5),
                    E.finger(SDL_FINGERMOTION, fingerID: 11, x: 0.5, y: 0.5, pressure: 0.75),
                    E.finger(SDL_FINGERUP, fingerID: 11, x: 0.5, y: 0.25, pressure: 1),
                ], into: &input)
            #expect(
                log == [
                    [sample(0, .down, 100, 150, force: 0.5)],
                    [sample(0, .move, 200, 150, force: 0.75)],
                    [sample(0, .up, 200, 75, force: 1)],
                ])
        }
    }

    @Test func twoFingersThroughTheQueue() throws {
        try withEventQueue { _ in
            var input = SDLTouchInput(windowSize: CGSize(width: 400, height: 300))
            let log = try pushAndConvert(
                [
                    E.finger(SDL_FINGERDOWN, fingerID: 1, x: 0.25, y: 0.5),
                    E.finger(SDL_FINGERDOWN, fingerID: 2, x: 0.75, y: 0.5),
                    E.finger(SDL_FINGERMOTION, fingerID: 1, x: 0.3, y: 0.5),
                    E.finger(SDL_FINGERMOTION, fingerID: 2, x: 0.7, y: 0.5),
                    E.finger(SDL_FINGERUP, fingerID: 2, x: 0.7, y: 0.5),
                    E.finger(SDL_FINGERUP, fingerID: 1, x: 0.3, y: 0.5),
                ], into: &input)
            #expect(
                log == [
                    [sample(0, .down, 100, 150, force: 0.5)],
                    [sample(1, .down, 300, 150, force: 0.5)],
                    [sample(0, .move, 120, 150, force: 0.5)],
                    [sample(1, .move, 280, 150, force: 0.5)],
                    [sample(1, .up, 280, 150, force: 0.5)],
                    [sample(0, .up, 120, 150, force: 0.5)],
                ])
            #expect(input.fingersDown.isEmpty)
        }
    }

    @Test func mouseDragThroughTheQueue() throws {
        try withEventQueue { _ in
            var input = SDLTouchInput(windowSize: CGSize(width: 400, height: 300))
            let log = try pushAndConvert(
                [
                    E.mouseMotion(x: 5, y: 5, leftHeld: false),
                    E.mouseDown(x: 10, y: 20),
                    E.mouseMotion(x: 30, y: 40),
                    E.mouseUp(x: 30, y: 40),
                ], into: &input)
            #expect(log == [[sample(0, .down, 10, 20)], [sample(0, .move, 30, 40)], [sample(0, .up, 30, 40)]])
        }
    }

    @Test func duplicatesFromSynthesisAreFilteredAfterTheQueue() throws {
        try withEventQueue { _ in
            // What a touchscreen produces with SDL_HINT_TOUCH_MOUSE_EVENTS=1: the
            // finger, then the same contact as a mouse with which == SDL_TOUCH_MOUSEID.
            var input = SDLTouchInput(windowSize: CGSize(width: 400, height: 300))
            let fromTouch = try pushAndConvert(
                [
                    E.finger(SDL_FINGERDOWN, fingerID: 1, x: 0.5, y: 0.5),
                    E.mouseDown(x: 200, y: 150, which: SDLTouchInput.touchMouseID),
                    E.finger(SDL_FINGERUP, fingerID: 1, x: 0.5, y: 0.5),
                    E.mouseUp(x: 200, y: 150, which: SDLTouchInput.touchMouseID),
                ], into: &input)
            #expect(fromTouch == [[sample(0, .down, 200, 150, force: 0.5)], [sample(0, .up, 200, 150, force: 0.5)]])

            // What the mouse produces with SDL_HINT_MOUSE_TOUCH_EVENTS=1: a finger
            // with touchId == SDL_MOUSE_TOUCHID just before the real mouse event.
            let fromMouse = try pushAndConvert(
                [
                    E.finger(SDL_FINGERDOWN, touchID: SDLTouchInput.mouseTouchID, fingerID: 0, x: 0.1, y: 0.1, pressure: 1),
                    E.mouseDown(x: 40, y: 30),
                    E.finger(SDL_FINGERUP, touchID: SDLTouchInput.mouseTouchID, fingerID: 0, x: 0.1, y: 0.1, pressure: 1),
                    E.mouseUp(x: 40, y: 30),
                ], into: &input)
            #expect(fromMouse == [[sample(0, .down, 40, 30)], [sample(0, .up, 40, 30)]])
        }
    }

    @Test func mouseSynthesisedTouchesAreKeptForEndToEndTests() throws {
        try withEventQueue { _ in
            // The end-to-end switch: SDL's finger copy of the mouse drives the
            // touch path, and the mouse events themselves are the duplicates.
            // Order as SDL sends them: the finger just before the mouse event (notes §8.2).
            var input = SDLTouchInput(windowSize: CGSize(width: 400, height: 300), acceptsMouseSynthesizedTouches: true)
            let log = try pushAndConvert(
                [
                    E.finger(SDL_FINGERDOWN, touchID: SDLTouchInput.mouseTouchID, fingerID: 0, x: 0.1, y: 0.1, pressure: 1),
                    E.mouseDown(x: 40, y: 30),
                    E.finger(SDL_FINGERMOTION, touchID: SDLTouchInput.mouseTouchID, fingerID: 0, x: 0.2, y: 0.1, pressure: 1),
                    E.mouseMotion(x: 80, y: 30),
                    E.finger(SDL_FINGERUP, touchID: SDLTouchInput.mouseTouchID, fingerID: 0, x: 0.2, y: 0.1, pressure: 1),
                    E.mouseUp(x: 80, y: 30),
                ], into: &input)
            #expect(
                log == [
                    [sample(0, .down, 40, 30, force: 1)], [sample(0, .move, 80, 30, force: 1)], [sample(0, .up, 80, 30, force: 1)],
                ])
        }
    }

    @Test func altDragThroughTheQueueIsAPinch() throws {
        try withEventQueue { _ in
            var input = SDLTouchInput(windowSize: CGSize(width: 400, height: 300))
            let log = try pushAndConvert(
                [
                    E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT),
                    E.mouseDown(x: 100, y: 100),
                    E.mouseMotion(x: 80, y: 90),
                    E.mouseUp(x: 80, y: 90),
                    E.key(SDL_KEYUP, SDLK_LALT, modifiers: KMOD_NONE),
                ], into: &input)
            #expect(
                log == [
                    [sample(0, .down, 100, 100), sample(1, .down, 300, 200)],
                    [sample(0, .move, 80, 90), sample(1, .move, 320, 210)],
                    [sample(0, .up, 80, 90), sample(1, .up, 320, 210)],
                ])
            #expect(input.modifiers == 0)
        }
    }

    @Test func altShiftDragThroughTheQueueIsATwoFingerPan() throws {
        try withEventQueue { _ in
            var input = SDLTouchInput(windowSize: CGSize(width: 400, height: 300))
            let log = try pushAndConvert(
                [
                    E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT),
                    E.key(SDL_KEYDOWN, SDLK_LSHIFT, modifiers: SDL_Keymod(KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue)),
                    E.mouseDown(x: 150, y: 100),
                    E.mouseMotion(x: 150, y: 130),
                    E.mouseUp(x: 150, y: 130),
                ], into: &input)
            #expect(
                log == [
                    [sample(0, .down, 150, 100), sample(1, .down, 250, 200)],
                    [sample(0, .move, 150, 130), sample(1, .move, 250, 230)],
                    [sample(0, .up, 150, 130), sample(1, .up, 250, 230)],
                ])
        }
    }

    @Test func malformedEventsThroughTheQueueChangeNothing() throws {
        try withEventQueue { _ in
            let start = SDLTouchInput(windowSize: CGSize(width: 400, height: 300))
            var input = start
            let log = try pushAndConvert(
                [
                    E.finger(SDL_FINGERUP, fingerID: 4, x: 0.5, y: 0.5),
                    E.finger(SDL_FINGERMOTION, fingerID: 4, x: 0.5, y: 0.5),
                    E.mouseUp(x: 1, y: 1),
                    E.mouseMotion(x: 2, y: 2),
                ], into: &input)
            #expect(log.isEmpty)
            // Only the pointer's position is remembered (for the Alt preview).
            var expected = start
            _ = expected.convert(E.mouseMotion(x: 2, y: 2, leftHeld: false))
            #expect(input == expected)
        }
    }
}
