import CSDL2
import Foundation
import Testing
import TouchCore

@testable import TouchSDL

/// The converter fed raw `SDL_Event` values directly: no SDL_Init, no queue.
@Suite struct SDLTouchInputTests {
    typealias E = SDLEventFactory
    let size = CGSize(width: 400, height: 300)

    /// Feeds the events in order and returns every sample, one line per event
    /// (empty events included), so a test reads like a finger script.
    func run(_ input: inout SDLTouchInput, _ events: [SDL_Event]) -> [[TouchSample]] {
        events.map { input.convert($0) }
    }

    func sample(
        _ finger: Int, _ phase: TouchSample.Phase, _ x: CGFloat, _ y: CGFloat,
        force: CGFloat? = nil
    ) -> TouchSample {
        TouchSample(finger: finger, phase: phase, location: CGPoint(x: x, y: y), force: force)
    }

    // MARK: Mouse

    @Test func leftButtonIsFingerZero() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.mouseMotion(x: 5, y: 5, leftHeld: false),
                E.mouseDown(x: 10, y: 20),
                E.mouseMotion(x: 15, y: 25),
                E.mouseUp(x: 16, y: 26),
                E.mouseMotion(x: 30, y: 30, leftHeld: false),
            ])
        #expect(
            log == [
                [],
                [sample(0, .down, 10, 20)],
                [sample(0, .move, 15, 25)],
                [sample(0, .up, 16, 26)],
                [],
            ])
        #expect(input.fingersDown.isEmpty)
        #expect(input.mouseGesture == nil)
    }

    @Test func otherButtonsAreIgnored() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.mouseDown(x: 10, y: 20, button: SDL_BUTTON_RIGHT),
                E.mouseUp(x: 10, y: 20, button: SDL_BUTTON_RIGHT),
                E.mouseDown(x: 10, y: 20, button: SDL_BUTTON_MIDDLE),
            ])
        #expect(log == [[], [], []])
        #expect(input.fingersDown.isEmpty)
    }

    @Test func rightButtonDuringADragDoesNotEndIt() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.mouseDown(x: 10, y: 20),
                E.mouseUp(x: 11, y: 21, button: SDL_BUTTON_RIGHT),
                E.mouseMotion(x: 12, y: 22),
            ])
        #expect(log == [[sample(0, .down, 10, 20)], [], [sample(0, .move, 12, 22)]])
    }

    // MARK: Touch

    @Test func fingerPositionIsNormalisedTimesWindowSizeAndPressureIsForce() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.finger(SDL_FINGERDOWN, fingerID: 42, x: 0.25, y: 0.5, pressure: 0.75),
                E.finger(SDL_FINGERMOTION, fingerID: 42, x: 0.5, y: 0.5, pressure: 1),
                E.finger(SDL_FINGERUP, fingerID: 42, x: 0.5, y: 1, pressure: 0),
            ])
        #expect(
            log == [
                [sample(0, .down, 100, 150, force: 0.75)],
                [sample(0, .move, 200, 150, force: 1)],
                [sample(0, .up, 200, 300, force: 0)],
            ])
    }

    @Test func distinctFingersGetDistinctStableNumbers() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.finger(SDL_FINGERDOWN, fingerID: 100, x: 0.1, y: 0.1),
                E.finger(SDL_FINGERDOWN, fingerID: 200, x: 0.9, y: 0.9),
                E.finger(SDL_FINGERMOTION, fingerID: 200, x: 0.8, y: 0.9),
                E.finger(SDL_FINGERUP, fingerID: 100, x: 0.1, y: 0.1),
                // Finger 0 is free again; the next new finger takes it, finger 1 keeps its number.
                E.finger(SDL_FINGERDOWN, fingerID: 300, x: 0.5, y: 0.5),
                E.finger(SDL_FINGERMOTION, fingerID: 200, x: 0.7, y: 0.9),
            ]
        ).map { $0.map { "\($0.finger) \($0.phase) \(Int($0.location.x))" } }
        #expect(log == [["0 down 40"], ["1 down 360"], ["1 move 320"], ["0 up 40"], ["0 down 200"], ["1 move 280"]])
    }

    @Test func sameFingerIdOnTwoDevicesIsTwoFingers() {
        var input = SDLTouchInput(windowSize: size)
        _ = input.convert(E.finger(SDL_FINGERDOWN, touchID: 1, fingerID: 0, x: 0.1, y: 0.1))
        _ = input.convert(E.finger(SDL_FINGERDOWN, touchID: 2, fingerID: 0, x: 0.2, y: 0.2))
        #expect(input.fingersDown.count == 2)
        #expect(Set(input.fingersDown.values.map(\.finger)) == [0, 1])
    }

    @Test func mouseAndTouchFingersDoNotShareANumber() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.finger(SDL_FINGERDOWN, fingerID: 5, x: 0.5, y: 0.5),
                E.mouseDown(x: 1, y: 1),
            ])
        #expect(log == [[sample(0, .down, 200, 150, force: 0.5)], [sample(1, .down, 1, 1)]])
    }

    // MARK: Duplicates (notes §8.4)

    @Test func mouseEventsSynthesisedFromTouchAreDropped() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.mouseDown(x: 10, y: 10, which: SDLTouchInput.touchMouseID),
                E.mouseMotion(x: 20, y: 20, which: SDLTouchInput.touchMouseID),
                E.mouseUp(x: 20, y: 20, which: SDLTouchInput.touchMouseID),
            ])
        #expect(log == [[], [], []])
        #expect(input.fingersDown.isEmpty)
    }

    @Test func touchEventsSynthesisedFromTheMouseAreDroppedByDefault() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.finger(SDL_FINGERDOWN, touchID: SDLTouchInput.mouseTouchID, fingerID: 0, x: 0.5, y: 0.5),
                E.finger(SDL_FINGERUP, touchID: SDLTouchInput.mouseTouchID, fingerID: 0, x: 0.5, y: 0.5),
            ])
        #expect(log == [[], []])
    }

    @Test func touchEventsSynthesisedFromTheMouseReplaceTheMouseWhenAsked() {
        var input = SDLTouchInput(windowSize: size, acceptsMouseSynthesizedTouches: true)
        let log = run(
            &input,
            [
                E.finger(SDL_FINGERDOWN, touchID: SDLTouchInput.mouseTouchID, fingerID: 0, x: 0.5, y: 0.5, pressure: 1),
                E.mouseDown(x: 200, y: 150),
                E.mouseMotion(x: 210, y: 150),
                E.mouseUp(x: 210, y: 150),
            ])
        #expect(log == [[sample(0, .down, 200, 150, force: 1)], [], [], []])
    }

    @Test func sdlConstantsMatchTheHeader() {
        // SDL_touch.h: SDL_TOUCH_MOUSEID ((Uint32)-1), SDL_MOUSE_TOUCHID ((Sint64)-1);
        // the first comes through the shim because the macro does not compile in Swift.
        #expect(SDLTouchInput.touchMouseID == UInt32.max)
        #expect(SDLTouchInput.mouseTouchID == -1)
    }

    // MARK: Malformed input

    @Test func upAndMotionWithoutDownAreDropped() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.mouseUp(x: 1, y: 1),
                E.mouseMotion(x: 2, y: 2, leftHeld: true),
                E.finger(SDL_FINGERUP, fingerID: 9, x: 0.5, y: 0.5),
                E.finger(SDL_FINGERMOTION, fingerID: 9, x: 0.5, y: 0.5),
            ])
        #expect(log == [[], [], [], []])
        // Only the pointer's position is remembered (for the Alt preview).
        var expected = SDLTouchInput(windowSize: size)
        _ = expected.convert(E.mouseMotion(x: 2, y: 2, leftHeld: false))
        #expect(input == expected)
        #expect(input.fingersDown.isEmpty && input.mouseGesture == nil)
    }

    @Test func secondDownForAFingerAlreadyDownIsDropped() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.finger(SDL_FINGERDOWN, fingerID: 9, x: 0.5, y: 0.5),
                E.finger(SDL_FINGERDOWN, fingerID: 9, x: 0.6, y: 0.6),
                E.mouseDown(x: 1, y: 1),
                E.mouseDown(x: 2, y: 2),
            ])
        #expect(log.map(\.count) == [1, 0, 1, 0])
        #expect(input.fingersDown[.finger(touchID: 7, fingerID: 9)]?.location == CGPoint(x: 200, y: 150))
        #expect(input.fingersDown[.mouse]?.location == CGPoint(x: 1, y: 1))
    }

    @Test func eventsThatAreNotInputGiveNothing() {
        var input = SDLTouchInput(windowSize: size)
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        #expect(input.convert(quit).isEmpty)
        #expect(input.convert(wheel).isEmpty)
        #expect(input.convert(SDL_Event()).isEmpty)
    }

    // MARK: Simulated multi-touch (iOS Simulator: Option, Option+Shift)

    @Test func altMirrorsASecondFingerThroughTheWindowCentre() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT),
                E.mouseDown(x: 100, y: 100),
                E.mouseMotion(x: 120, y: 90),
                E.mouseUp(x: 130, y: 80),
            ])
        #expect(
            log == [
                [],
                [sample(0, .down, 100, 100), sample(1, .down, 300, 200)],
                [sample(0, .move, 120, 90), sample(1, .move, 280, 210)],
                [sample(0, .up, 130, 80), sample(1, .up, 270, 220)],
            ])
        #expect(input.fingersDown.isEmpty)
    }

    @Test func altMirrorsThroughAGivenPivot() {
        var input = SDLTouchInput(windowSize: size, pivot: CGPoint(x: 50, y: 50), modifiers: UInt16(KMOD_RALT.rawValue))
        #expect(input.convert(E.mouseDown(x: 40, y: 60)) == [sample(0, .down, 40, 60), sample(1, .down, 60, 40)])
        #expect(input.mouseGesture == .pinch(pivot: CGPoint(x: 50, y: 50)))
    }

    @Test func altShiftMovesBothFingersTogether() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT),
                E.key(SDL_KEYDOWN, SDLK_LSHIFT, modifiers: SDL_Keymod(KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue)),
                E.mouseDown(x: 100, y: 100),
                E.mouseMotion(x: 110, y: 130),
                E.mouseUp(x: 110, y: 130),
            ])
        #expect(
            log == [
                [], [],
                [sample(0, .down, 100, 100), sample(1, .down, 300, 200)],
                [sample(0, .move, 110, 130), sample(1, .move, 310, 230)],
                [sample(0, .up, 110, 130), sample(1, .up, 310, 230)],
            ])
    }

    /// As the Simulator shows its two circles while Option is held, the
    /// fingers are previewed before the button goes down: the pointer and its
    /// mirror through the centre, where the press then puts them.
    @Test func holdingAltPreviewsBothFingersWhereThePressWillPutThem() {
        var input = SDLTouchInput(windowSize: size)
        _ = input.convert(E.mouseMotion(x: 100, y: 100, leftHeld: false))
        #expect(input.previewLocations.isEmpty)
        _ = input.convert(E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT))
        _ = input.convert(E.mouseMotion(x: 120, y: 90, leftHeld: false))
        #expect(input.previewLocations == [CGPoint(x: 120, y: 90), CGPoint(x: 280, y: 210)])
        #expect(input.convert(E.mouseDown(x: 120, y: 90)) == [sample(0, .down, 120, 90), sample(1, .down, 280, 210)])
        #expect(input.previewLocations.isEmpty)  // the fingers are down: they are drawn as fingers
        _ = input.convert(E.mouseUp(x: 120, y: 90))
        _ = input.convert(E.key(SDL_KEYUP, SDLK_LALT, modifiers: KMOD_NONE))
        #expect(input.previewLocations.isEmpty)
    }

    /// Alt+Shift keeps both fingers together (the Simulator's Option+Shift):
    /// hovering moves the pair, and the press puts them where they were
    /// previewed; releasing Alt brings the pivot back to the centre.
    @Test func altShiftHoverMovesThePairAndThePressKeepsIt() {
        var input = SDLTouchInput(windowSize: size)
        _ = input.convert(E.mouseMotion(x: 100, y: 100, leftHeld: false))
        _ = input.convert(E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT))
        #expect(input.previewLocations == [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 200)])
        _ = input.convert(E.key(SDL_KEYDOWN, SDLK_LSHIFT, modifiers: SDL_Keymod(KMOD_LALT.rawValue | KMOD_LSHIFT.rawValue)))
        _ = input.convert(E.mouseMotion(x: 130, y: 110, leftHeld: false))
        #expect(input.previewLocations == [CGPoint(x: 130, y: 110), CGPoint(x: 330, y: 210)])
        #expect(input.convert(E.mouseDown(x: 130, y: 110)) == [sample(0, .down, 130, 110), sample(1, .down, 330, 210)])
        #expect(input.convert(E.mouseMotion(x: 140, y: 110)) == [sample(0, .move, 140, 110), sample(1, .move, 340, 210)])
        _ = input.convert(E.mouseUp(x: 140, y: 110))
        // Shift released, Alt still held: a pinch about the moved pivot.
        _ = input.convert(E.key(SDL_KEYUP, SDLK_LSHIFT, modifiers: KMOD_LALT))
        #expect(input.previewLocations == [CGPoint(x: 140, y: 110), CGPoint(x: 320, y: 210)])
        _ = input.convert(E.key(SDL_KEYUP, SDLK_LALT, modifiers: KMOD_NONE))
        _ = input.convert(E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT))
        #expect(input.previewLocations == [CGPoint(x: 140, y: 110), CGPoint(x: 260, y: 190)])
    }

    @Test func modeIsChosenAtButtonDownAndKeptForTheDrag() {
        var input = SDLTouchInput(windowSize: size)
        let log = run(
            &input,
            [
                E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_LALT),
                E.mouseDown(x: 100, y: 100),
                E.key(SDL_KEYUP, SDLK_LALT, modifiers: KMOD_NONE),
                E.mouseMotion(x: 110, y: 100),
                E.mouseUp(x: 110, y: 100),
                E.mouseDown(x: 10, y: 10),
            ])
        #expect(log.map(\.count) == [0, 2, 0, 2, 2, 1])
        #expect(input.modifiers == 0)
    }

    @Test func modifierStateIsCorrectedForTheKeyItself() {
        // Some platforms report a modifier's own press in keysym.mod, some not.
        var input = SDLTouchInput(windowSize: size)
        _ = input.convert(E.key(SDL_KEYDOWN, SDLK_LALT, modifiers: KMOD_NONE))
        #expect(input.modifiers == UInt16(KMOD_LALT.rawValue))
        _ = input.convert(E.key(SDL_KEYUP, SDLK_LALT, modifiers: KMOD_LALT))
        #expect(input.modifiers == 0)
        _ = input.convert(E.key(SDL_KEYDOWN, SDLK_a, modifiers: KMOD_LSHIFT))
        #expect(input.modifiers == UInt16(KMOD_LSHIFT.rawValue))
    }

    // MARK: Window and interruption

    @Test func windowResizeRescalesFingerPositions() {
        var input = SDLTouchInput(windowSize: size)
        _ = input.convert(E.windowSizeChanged(width: 800, height: 600))
        #expect(input.windowSize == CGSize(width: 800, height: 600))
        #expect(
            input.convert(E.finger(SDL_FINGERDOWN, fingerID: 1, x: 0.5, y: 0.5))
                == [sample(0, .down, 400, 300, force: 0.5)])
    }

    @Test func cancelAllCancelsEveryFingerWhereItWasAndForgetsThem() {
        var input = SDLTouchInput(windowSize: size, modifiers: UInt16(KMOD_LALT.rawValue))
        _ = run(
            &input,
            [
                E.mouseDown(x: 100, y: 100),
                E.mouseMotion(x: 120, y: 100),
                E.finger(SDL_FINGERDOWN, fingerID: 3, x: 0.5, y: 0.5),
            ])
        #expect(
            input.cancelAll() == [
                sample(0, .cancel, 120, 100), sample(1, .cancel, 280, 200), sample(2, .cancel, 200, 150, force: 0.5),
            ])
        // The still-held button and finger are now malformed input.
        let after = run(
            &input,
            [
                E.mouseMotion(x: 130, y: 100),
                E.mouseUp(x: 130, y: 100),
                E.finger(SDL_FINGERUP, fingerID: 3, x: 0.5, y: 0.5),
            ])
        #expect(after == [[], [], []])
    }
}
