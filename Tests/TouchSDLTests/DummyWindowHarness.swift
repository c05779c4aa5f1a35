import CSDL2
import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI

@testable import TouchSDL

/// One frame the live window presented, as its test hook saw it.
struct ShownFrame {
    var list: DrawList
    var scale: CGFloat
    var pixels: [UInt32]
    var frame: PresentedFrame
    /// The window's kept-pixel reuses once this frame was rendered.
    var reuses: Int
}

/// The playground window on an application, on SDL's dummy driver when there
/// is no display, with every presented frame recorded: for tests that drive
/// its loop turn by turn and compare what it presented.
@MainActor enum DummyWindowHarness {
    /// Opens the window (1000×700 points, the bundled font) on
    /// `application`, runs `settlingTurns` turns (the window's own events and
    /// first frames, not recorded), then records every presented frame and
    /// runs `body` with the window and the frames recorded so far;
    /// `beforeTurns` sees the window once recording starts, before `body`.
    static func open(
        _ application: UIApplication, name: String, defersPanelText: Bool = true, settlingTurns: Int = 0,
        beforeTurns: ((PlaygroundWindow) -> Void)? = nil,
        _ body: (PlaygroundWindow, () -> [ShownFrame]) throws -> Void
    ) throws {
        var options = PlaygroundWindowOptions(size: CGSize(width: 1000, height: 700))
        options.fontPath = TestAssets.fontPath
        options.defersPanelText = defersPanelText
        let scene = PlaygroundScene(name: name, path: nil) { PlaygroundSceneWorld(application: application) }
        try PlaygroundWindow.open(
            scenes: [scene], current: 0, world: PlaygroundSceneWorld(application: application), options: options,
            fallbackDriver: "dummy"
        ) { playground in
            playground.input.windowSize = playground.windowSize
            for _ in 0..<settlingTurns { try playground.turn(waitingMilliseconds: 1) }
            var shown: [ShownFrame] = []
            playground.onPresented = { [unowned playground] list, scale, pixels, frame in
                shown.append(
                    ShownFrame(list: list, scale: scale, pixels: pixels, frame: frame, reuses: playground.stablePrefixReuses))
            }
            beforeTurns?(playground)
            try body(playground, { shown })
        }
    }

    /// Pushes a left-button event at `point` (the device's points) into
    /// SDL's queue and runs the loop turn that takes it.
    static func pushButton(
        _ playground: PlaygroundWindow, at point: CGPoint, type: SDL_EventType = SDL_MOUSEBUTTONDOWN
    ) throws {
        let canvas = playground.layout.canvasPoint(fromScreen: point)
        var event = SDLEventFactory.mouseButton(type, x: Int32(canvas.x.rounded()), y: Int32(canvas.y.rounded()))
        event.button.windowID = SDL_GetWindowID(playground.window)
        #expect(SDL_PushEvent(&event) == 1)
        try playground.turn(waitingMilliseconds: 100)
    }
}
