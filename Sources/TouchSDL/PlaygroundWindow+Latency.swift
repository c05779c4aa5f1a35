import CSDL2
import Foundation
import TouchCore
import TouchInsight
import TouchPlaygroundUI

extension PlaygroundWindow {
    /// Opens the window on `application` and measures input-to-highlight:
    /// presses and releases of the left mouse button at `points` (screen points,
    /// in turn) are pushed into SDL's event queue — the path a real click or a
    /// finger (through SDL's mouse-to-touch copy) takes — and the loop turn that
    /// takes each is timed until its first frame is presented, the one showing
    /// the device's answer, and until the frame with the panels' text complete
    /// (the same frame unless the first left text out), each frame's stages
    /// timed too (``InputLatencyMeasurement``).
    ///
    /// Without a display, SDL's `dummy` video driver is used (its window is a
    /// memory framebuffer presented by the software renderer), so the
    /// benchmark runs anywhere; under X (or Xvfb) the real window is measured.
    /// After each click the loop idles for 40 ms, running timers and presenting
    /// what they change, as it would between a person's clicks. One click at
    /// the first point comes first and is timed apart
    /// (``InputLatencyMeasurement/firstTouchNanoseconds``): the first touch
    /// after none mutes the whole scene, which the window paints ahead of
    /// time in the turn that presents its first frame, once no event waits.
    package static func measureInputToHighlight(
        application: UIApplication, title: String, points: [CGPoint], repeats: Int = 1,
        options: PlaygroundWindowOptions = PlaygroundWindowOptions()
    ) throws -> InputLatencyMeasurement {
        var options = options
        options.echoesTrace = false
        let scene = PlaygroundScene(name: title, path: nil) { PlaygroundSceneWorld(application: application) }
        return try open(
            scenes: [scene], current: 0, world: PlaygroundSceneWorld(application: application), options: options,
            fallbackDriver: "dummy"
        ) { playground in
            try playground.measurePresses(at: points, repeats: max(1, repeats))
        }
    }

    private func measurePresses(at points: [CGPoint], repeats: Int) throws -> InputLatencyMeasurement {
        input.windowSize = windowSize
        // The first frame (textures, text masks) is not what a press waits for.
        try turn(waitingMilliseconds: 1)
        var nanoseconds: [Double] = []
        var complete: [Double] = []
        var stages = InputLatencyMeasurement.Stages()
        presentedFrameLog = []
        defer { presentedFrameLog = nil }
        var withoutHighlight = 0
        let windowID = SDL_GetWindowID(window)
        /// Clicks at `point`: a press and a release, each pushed into SDL's
        /// queue and taken by a loop turn; `measured` gets each one's frames
        /// and the nanoseconds to the first and to the last of them.
        func click(at point: CGPoint, _ measured: ([PresentedFrame], _ first: Double, _ last: Double) -> Void) throws {
            let canvas = layout.canvasPoint(fromScreen: point)
            for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
                var event = SDL_Event()
                event.button = SDL_MouseButtonEvent(
                    type: type.rawValue, timestamp: SDL_GetTicks(), windowID: windowID, which: 0,
                    button: UInt8(SDL_BUTTON_LEFT), state: UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED),
                    clicks: 1, padding1: 0, x: Int32(canvas.x.rounded()), y: Int32(canvas.y.rounded()))
                presentedFrameLog = []
                let start = DispatchTime.now().uptimeNanoseconds
                guard SDL_PushEvent(&event) == 1 else { throw TouchSDLError.lastSDLError("SDL_PushEvent") }
                try turn(waitingMilliseconds: 100)
                let returned = DispatchTime.now().uptimeNanoseconds
                let frames = presentedFrameLog ?? []
                measured(
                    frames, Double((frames.first?.presentedAt ?? returned) - start),
                    Double((frames.last?.presentedAt ?? returned) - start))
                let hitTested = TouchSequenceAnalysis(records: session.sequence).hitViews.isEmpty == false
                if frames.isEmpty || !hitTested { withoutHighlight += 1 }
            }
            // Leave the loop idle past the double-tap interval, as between real clicks.
            try idle(milliseconds: 40)
        }
        var firstTouch: [Double] = []
        if let point = points.first { try click(at: point) { _, first, _ in firstTouch.append(first) } }
        for _ in 0..<repeats {
            for point in points {
                try click(at: point) { frames, first, last in
                    nanoseconds.append(first)
                    complete.append(last)
                    stages.add(frames)
                }
            }
        }
        var info = SDL_RendererInfo()
        let renderer = SDL_GetRendererInfo(presenter.renderer, &info) == 0 ? String(cString: info.name) : "unknown"
        let size = windowSize
        return InputLatencyMeasurement(
            videoDriver: SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown", renderer: renderer,
            width: Int(size.width), height: Int(size.height), nanoseconds: nanoseconds,
            pressesWithoutHighlight: withoutHighlight, completeNanoseconds: complete, stages: stages,
            firstTouchNanoseconds: firstTouch)
    }

    /// Runs loop turns for about `milliseconds`, presenting whatever timers change.
    private func idle(milliseconds: UInt64) throws {
        let until = SDL_GetTicks64() + milliseconds
        while SDL_GetTicks64() < until { try turn(waitingMilliseconds: Int32(until - SDL_GetTicks64())) }
    }
}
