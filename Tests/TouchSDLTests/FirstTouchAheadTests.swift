import CSDL2
import Foundation
import Testing
import TouchCore
import TouchRaster

@testable import TouchSDL

/// The live window, idle with the scene shown unmuted (no touch explained
/// yet), paints the scene as the first touch will mute it ahead of time, so
/// the first press's frame starts from kept pixels like every later one,
/// and is byte for byte what a fresh canvas renders for it. It does so only
/// when no input waits, and once per scene and size. SDL's dummy driver
/// stands in for a display.
@Suite(.serialized) @MainActor struct FirstTouchAheadTests {
    private static func makeApplication() -> UIApplication {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        application.addWindow(window)
        window.makeKeyAndVisible()
        for row in 0..<8 {
            let view = UIView(frame: CGRect(x: 20, y: 20 + CGFloat(row) * 90, width: 360, height: 70))
            view.name = "row \(row)"
            view.backgroundColor = UIColor(red: 0.2, green: 0.4 + 0.05 * CGFloat(row), blue: 0.8, alpha: 1)
            window.addSubview(view)
        }
        return application
    }

    /// Opens the window on a small app and runs `body` with it and the
    /// frames presented from then on; `beforeTurns` sees it before any turn.
    private func withWindow(
        defersPanelText: Bool = true, beforeTurns: ((PlaygroundWindow) -> Void)? = nil,
        _ body: (PlaygroundWindow, () -> [ShownFrame]) throws -> Void
    ) throws {
        try DummyWindowHarness.open(
            Self.makeApplication(), name: "ahead", defersPanelText: defersPanelText, beforeTurns: beforeTurns, body)
    }

    private func click(_ playground: PlaygroundWindow, at point: CGPoint, type: SDL_EventType = SDL_MOUSEBUTTONDOWN) throws {
        try DummyWindowHarness.pushButton(playground, at: point, type: type)
    }

    @Test(arguments: [true, false])
    func theFirstPressStartsFromKeptPixelsAndIsAFreshRender(defersPanelText: Bool) throws {
        let renderer = HeadlessRenderer(fonts: try FontCache(fontPath: TestAssets.fontPath))
        try withWindow(defersPanelText: defersPanelText) { playground, shown in
            for _ in 0..<5 { try playground.turn(waitingMilliseconds: 1) }
            #expect(playground.stablePrefixPreparations == 1, "the muted scene painted once while idle")
            for _ in 0..<3 { try playground.turn(waitingMilliseconds: 1) }
            #expect(playground.stablePrefixPreparations == 1, "and not again for the same scene")
            let count = shown().count
            let reusesBefore = try #require(shown().last).reuses

            try click(playground, at: CGPoint(x: 200, y: 300))
            let frames = Array(shown()[count...])
            try #require(!frames.isEmpty)
            #expect(frames[0].reuses == reusesBefore + 1, "the press's frame started from the kept muted scene")
            #expect(frames.last?.reuses == reusesBefore + frames.count)
            let last = try #require(frames.last)
            #expect(last.frame.deferredTextRuns == 0)
            let fresh = try renderer.render(last.list, scale: last.scale)
            let matches = fresh.pixels == last.pixels
            #expect(matches, "byte for byte a fresh canvas's render of the same list")

            // The release's frames (the touch still explained) start from it too; nothing more is prepared.
            try click(playground, at: CGPoint(x: 200, y: 300), type: SDL_MOUSEBUTTONUP)
            #expect(shown().last?.reuses == reusesBefore + shown().count - count, "every frame since the press")
            #expect(playground.stablePrefixPreparations == 1)
        }
    }

    /// An input that arrives while a frame is presented is read first: the
    /// scene is painted ahead only in a later turn with nothing waiting.
    @Test func nothingIsPaintedAheadWhileAnInputWaits() throws {
        var pushed = false
        try withWindow(
            beforeTurns: { playground in
                let hook = playground.onPresented
                playground.onPresented = { [unowned playground] list, scale, pixels, frame in
                    hook?(list, scale, pixels, frame)
                    guard !pushed else { return }
                    pushed = true
                    let canvas = playground.layout.canvasPoint(fromScreen: CGPoint(x: 200, y: 300))
                    var event = SDLEventFactory.mouseMotion(x: Int32(canvas.x), y: Int32(canvas.y), leftHeld: false)
                    event.motion.windowID = SDL_GetWindowID(playground.window)
                    _ = SDL_PushEvent(&event)
                }
            }
        ) { playground, shown in
            try playground.turn(waitingMilliseconds: 1)
            try #require(pushed, "a frame was presented")
            #expect(playground.stablePrefixPreparations == 0)
            for _ in 0..<4 { try playground.turn(waitingMilliseconds: 1) }
            #expect(playground.stablePrefixPreparations == 1)
        }
    }

    /// A new canvas size shows the scene at another size: painted ahead again.
    @Test func aResizedWindowPaintsTheSceneAheadAgain() throws {
        try withWindow { playground, shown in
            for _ in 0..<5 { try playground.turn(waitingMilliseconds: 1) }
            #expect(playground.stablePrefixPreparations == 1)
            SDL_SetWindowSize(playground.window, 900, 640)
            for _ in 0..<5 { try playground.turn(waitingMilliseconds: 1) }
            #expect(playground.windowSize == CGSize(width: 900, height: 640))
            #expect(playground.stablePrefixPreparations == 2)
        }
    }
}
