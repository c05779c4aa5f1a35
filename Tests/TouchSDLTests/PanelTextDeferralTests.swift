import CSDL2
import Foundation
import Testing
import TouchCore
import TouchDisplayList
import TouchRaster

@testable import TouchSDL

/// The live window presents the device's answer to an input before the
/// panels' new text is rasterised, then the complete frame in the same loop
/// turn; headless renders are always complete. The device (the commands
/// before ``TouchDisplayList/DrawList/primaryCommandCount``) is what the input
/// changes on iOS (its views' highlights, SPEC's hit-testing rules); the
/// panels explain it. SDL's dummy driver stands in for a display when there is
/// none, and each test makes and releases SDL and its fonts on the main actor.
@Suite(.serialized) @MainActor struct PanelTextDeferralTests {
    private static func makeApplication() -> UIApplication {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        application.addWindow(window)
        window.makeKeyAndVisible()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 800))
        left.name = "left"
        let button = UIButton(frame: CGRect(x: 40, y: 300, width: 120, height: 60))
        button.name = "button"
        left.addSubview(button)
        window.addSubview(left)
        return application
    }

    /// Opens the window on a small app, lets it present its first frames, and
    /// runs `body` with it and the frames presented from then on.
    private func withWindow(
        defersPanelText: Bool = true, _ body: (PlaygroundWindow, () -> [ShownFrame]) throws -> Void
    ) throws {
        try DummyWindowHarness.open(
            Self.makeApplication(), name: "deferral", defersPanelText: defersPanelText, settlingTurns: 5, body)
    }

    private func press(_ playground: PlaygroundWindow, at point: CGPoint, type: SDL_EventType = SDL_MOUSEBUTTONDOWN) throws {
        try DummyWindowHarness.pushButton(playground, at: point, type: type)
    }

    /// The key a text mask is kept under, in points.
    private struct TextKey: Hashable {
        var string: String
        var pointSize: CGFloat
        var maxWidth: CGFloat?
    }

    private static func textKeys(_ list: DrawList) -> Set<TextKey> {
        Set(
            list.commands.compactMap { command in
                guard case .text(let run) = command else { return nil }
                return TextKey(string: run.string, pointSize: run.pointSize, maxWidth: run.maxWidth)
            })
    }

    @Test func aPressIsPresentedWithTheDeviceFirstThenThePanelsCatchUpInTheSameTurn() throws {
        let renderer = HeadlessRenderer(fonts: try FontCache(fontPath: TestAssets.fontPath))
        try withWindow { playground, shown in
            // A complete frame to start from: what the text cache keeps.
            try press(playground, at: CGPoint(x: 300, y: 100))
            try press(playground, at: CGPoint(x: 300, y: 100), type: SDL_MOUSEBUTTONUP)
            let before = try #require(shown().last)
            #expect(before.frame.deferredTextRuns == 0)
            let count = shown().count

            try press(playground, at: CGPoint(x: 100, y: 330))
            let frames = Array(shown()[count...])
            try #require(frames.count == 2, "the press's frame, then the same list complete")
            let first = frames[0], second = frames[1]
            #expect(first.frame.deferredTextRuns > 0 && !first.frame.isCompleting)
            #expect(second.frame.deferredTextRuns == 0 && second.frame.isCompleting)
            #expect(second.frame.displayListNanoseconds == 0)  // the same list, not built again
            #expect(first.list == second.list)
            let primary = try #require(first.list.primaryCommandCount)

            // The complete frame is exactly a screenshot of the same list.
            let complete = try renderer.render(second.list, scale: second.scale)
            let completeMatches = complete.pixels == second.pixels
            #expect(completeMatches)

            // The first lacks exactly the panels' text the frame before did not draw.
            let kept = Self.textKeys(before.list)
            var withoutNewPanelText = first.list
            var left: [Int] = []
            withoutNewPanelText.commands = first.list.commands.enumerated().compactMap { index, command in
                guard case .text(let run) = command, index >= primary,
                    !kept.contains(TextKey(string: run.string, pointSize: run.pointSize, maxWidth: run.maxWidth))
                else { return command }
                left.append(index)
                return nil
            }
            withoutNewPanelText.primaryCommandCount = nil
            #expect(!left.isEmpty)
            let expected = try renderer.render(withoutNewPanelText, scale: first.scale)
            let firstMatches = expected.pixels == first.pixels
            #expect(firstMatches)
            #expect(first.pixels != second.pixels)
            // The device's own new text (its chips and names) is in the first frame.
            let newDeviceText = first.list.commands[..<primary].contains { command in
                guard case .text(let run) = command else { return false }
                return !kept.contains(TextKey(string: run.string, pointSize: run.pointSize, maxWidth: run.maxWidth))
            }
            #expect(newDeviceText)
        }
    }

    @Test func aDragsMovesAreOneCompleteFrameEach() throws {
        try withWindow { playground, shown in
            try press(playground, at: CGPoint(x: 100, y: 330))
            let pressed = shown().count
            try #require(pressed == 2)
            var newPanelText = false
            for step in 1...3 {
                let canvas = playground.layout.canvasPoint(fromScreen: CGPoint(x: 100 + 10 * CGFloat(step), y: 330))
                var event = SDLEventFactory.mouseMotion(x: Int32(canvas.x.rounded()), y: Int32(canvas.y.rounded()))
                event.motion.windowID = SDL_GetWindowID(playground.window)
                #expect(SDL_PushEvent(&event) == 1)
                let count = shown().count
                let before = Self.textKeys(shown()[count - 1].list)
                try playground.turn(waitingMilliseconds: 100)
                let frames = Array(shown()[count...])
                // A move's frame is complete at once: completing it would cost a second render every move.
                try #require(frames.count == 1)
                #expect(frames[0].frame.deferredTextRuns == 0 && !frames[0].frame.isCompleting)
                let primary = try #require(frames[0].list.primaryCommandCount)
                newPanelText =
                    newPanelText
                    || frames[0].list.commands[primary...].contains { command in
                        guard case .text(let run) = command else { return false }
                        return !before.contains(TextKey(string: run.string, pointSize: run.pointSize, maxWidth: run.maxWidth))
                    }
            }
            #expect(newPanelText, "the moves brought new panel text, drawn at once")
        }
    }

    @Test func withoutDeferralAPressIsOneCompleteFrame() throws {
        let renderer = HeadlessRenderer(fonts: try FontCache(fontPath: TestAssets.fontPath))
        try withWindow(defersPanelText: false) { playground, shown in
            try press(playground, at: CGPoint(x: 100, y: 330))
            let frames = shown()
            try #require(frames.count == 1)
            #expect(frames[0].frame.deferredTextRuns == 0 && !frames[0].frame.isCompleting)
            let complete = try renderer.render(frames[0].list, scale: frames[0].scale)
            let matches = complete.pixels == frames[0].pixels
            #expect(matches)
        }
    }

    /// A frame after the device (primaryCommandCount 1) with new text.
    private static func panelList(device: String = "device", _ labels: [String]) -> DrawList {
        var list = DrawList(size: CGSize(width: 200, height: 120))
        list.text(device, at: CGPoint(x: 4, y: 4), size: 12, .black)
        list.primaryCommandCount = list.commands.count
        for (index, label) in labels.enumerated() {
            list.text(label, at: CGPoint(x: 4, y: 24 + 18 * CGFloat(index)), size: 12, .black)
        }
        return list
    }

    @Test func headlessRendersNeverDefer() throws {
        let renderer = HeadlessRenderer(fonts: try FontCache(fontPath: TestAssets.fontPath))
        let list = Self.panelList(["new text", "more new text"])
        let image = try renderer.render(list)
        #expect(renderer.deferredTextRuns == 0)
        var plain = list
        plain.primaryCommandCount = nil
        let reference = try HeadlessRenderer(fonts: try FontCache(fontPath: TestAssets.fontPath)).render(plain)
        let matches = image.pixels == reference.pixels
        #expect(matches)
    }

    @Test func aDeferringFrameKeepsEveryMaskTheCompleteFrameNeeds() throws {
        let cache = TextMaskCache(fonts: try FontCache(fontPath: TestAssets.fontPath))
        let canvas = RasterCanvas(textSource: cache)
        try canvas.render(Self.panelList(["kept"]), scale: 1)
        let list = Self.panelList(device: "new device", ["kept", "new", "new"])
        cache.defersUncachedText = true
        try canvas.render(list, scale: 1)
        #expect(cache.deferredInLastFrame == 2)  // both runs of "new"; not the device's new text, nor "kept"
        #expect(!cache.defersUncachedText)  // only for the frame it was set for
        try canvas.render(list, scale: 1)
        #expect(cache.deferredInLastFrame == 0)
        // The next input's frame finds every mask kept: nothing to defer.
        cache.defersUncachedText = true
        try canvas.render(list, scale: 1)
        #expect(cache.deferredInLastFrame == 0)
        #expect(cache.count == 3)  // new device, kept, new
    }
}
