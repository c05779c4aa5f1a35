import Foundation
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI
import TouchSDL

/// Times one playground frame of a generated app: building its display list
/// (`PlaygroundRenderer.drawList`) and rasterising it headlessly
/// (`HeadlessRenderer.render`: TouchRaster's canvas, text from SDL_ttf),
/// measured separately.
///
/// The frame is the one the window would show after a tap in the middle of the
/// screen, so the hit-test highlights, responder-chain badges and log panel are all
/// drawn. The headline render figure is the steady state a live window sees: one
/// `HeadlessRenderer` renders the frame again and again, keeping its pixel buffer,
/// its text masks and the pixels of the scene's views (the list's stable prefix,
/// ``TouchRaster/RasterCanvas``); two lists built separately take turns, so the
/// canvas compares the prefix command by command, as for the window's new list
/// each frame. The scene-changed figure alternates the frame with one whose scene
/// differs in its last command, so nothing kept matches: the whole list is painted
/// after the longest comparison. The cold figure discards everything before each
/// render, as the first frame (or a one-off `touchlab shoot`) pays: a new pixel
/// buffer and every label rasterised again. The fonts are opened once
/// beforehand in both, as a running playground keeps them. SDL_ttf is
/// process-global and not thread-safe, so this runs on the main actor (see
/// ``TouchSDL/FontCache``).
@MainActor
package struct RenderBenchmark {
    package var canvasSize: CGSize
    package var runs: Int
    package var warmupRuns: Int

    package init(canvasSize: CGSize = CGSize(width: 1280, height: 800), runs: Int = 30, warmupRuns: Int = 3) {
        self.canvasSize = canvasSize
        self.runs = max(1, runs)
        self.warmupRuns = max(0, warmupRuns)
    }

    /// The frame measured: `hierarchy` built into an application and tapped once in
    /// the middle of the screen through a playground session, as the window would
    /// show it. The draw-list fixture test pins what this frame draws.
    package nonisolated static func frame(for hierarchy: BenchmarkHierarchy) -> PlaygroundFrame {
        let subject = hierarchy.makeSubject(probes: 0)
        let session = PlaygroundSession(application: subject.application)
        let middle = CGPoint(x: BenchmarkHierarchy.screenSize.width / 2, y: BenchmarkHierarchy.screenSize.height / 2)
        session.handle(.touches([TouchSample(finger: 1, phase: .down, location: middle)], timestamp: 1))
        session.handle(.touches([TouchSample(finger: 1, phase: .up, location: middle)], timestamp: 1.05))
        return session.frame(options: PlaygroundOptions())
    }

    package func run(_ hierarchy: BenchmarkHierarchy) throws -> RenderMeasurement {
        let frame = Self.frame(for: hierarchy)
        let renderer = try HeadlessRenderer()
        renderer.choosesBandsPerRender = true  // as the window renders

        var list = PlaygroundRenderer.drawList(for: frame, canvasSize: canvasSize)
        var listTimes: [Double] = []
        for run in 0..<(warmupRuns + runs) {
            var built: DrawList?
            let elapsed = MonotonicClock.measure { built = PlaygroundRenderer.drawList(for: frame, canvasSize: canvasSize) }
            if run >= warmupRuns { listTimes.append(elapsed) }
            // The list before is freed here, outside the time, as the window
            // frees its last list once the next frame is presented
            // (`PlaygroundWindow.present`).
            if let built { list = built }
        }
        var coldTimes: [Double] = []
        for run in 0..<(warmupRuns + runs) {
            renderer.discardCaches()
            let elapsed = try MonotonicClock.measure { _ = try renderer.render(list) }
            if run >= warmupRuns { coldTimes.append(elapsed) }
        }
        let changedScene = Self.withChangedScene(list)
        var newSceneTimes: [Double] = []
        for run in 0..<(warmupRuns + runs) {
            let elapsed = try MonotonicClock.measure { _ = try renderer.render(run % 2 == 0 ? changedScene : list) }
            if run >= warmupRuns { newSceneTimes.append(elapsed) }
        }
        // The same frame, built again: equal commands in other storage.
        let lists = [list, PlaygroundRenderer.drawList(for: frame, canvasSize: canvasSize)]
        var renderTimes: [Double] = []
        var pixels = 0
        for run in 0..<(warmupRuns + runs) {
            var image: RenderedImage?
            let elapsed = try MonotonicClock.measure { image = try renderer.render(lists[run % 2]) }
            if run >= warmupRuns { renderTimes.append(elapsed) }
            pixels = (image?.width ?? 0) * (image?.height ?? 0)
        }
        let changed = try measureChangedFrames(hierarchy, renderer: renderer)
        let panels = try measurePanels(frame, renderer: renderer)
        guard let listSummary = TimingSummary(nanoseconds: listTimes),
            let renderSummary = TimingSummary(nanoseconds: renderTimes),
            let coldSummary = TimingSummary(nanoseconds: coldTimes)
        else {
            throw RenderBenchmarkError.noRuns
        }
        return RenderMeasurement(
            views: hierarchy.nodes.count, canvasWidth: Int(canvasSize.width),
            canvasHeight: Int(canvasSize.height), pixels: pixels, drawCommands: list.commands.count,
            drawList: listSummary, render: renderSummary, coldRender: coldSummary, panels: panels,
            changedFrame: changed.frame, changedRender: changed.render,
            newSceneRender: TimingSummary(nanoseconds: newSceneTimes))
    }

    /// `list` with the last command of its stable prefix that has a colour
    /// painted in a colour one step of red away: the frame after a change
    /// to the scene, which the canvas finds only at the prefix's last
    /// command. The list itself when its prefix has no such command.
    static func withChangedScene(_ list: DrawList) -> DrawList {
        func changed(_ color: DrawColor) -> DrawColor {
            var color = color
            color.red ^= 1
            return color
        }
        var list = list
        for index in (0..<min(list.stablePrefixCount, list.commands.count)).reversed() {
            switch list.commands[index] {
            case .fillRect(let rect, let color): list.commands[index] = .fillRect(rect, color: changed(color))
            case .strokeRect(let rect, let color, let style):
                list.commands[index] = .strokeRect(rect, color: changed(color), style: style)
            case .fillPolygon(let corners, let color): list.commands[index] = .fillPolygon(corners, color: changed(color))
            case .strokePolygon(let corners, let color, let style):
                list.commands[index] = .strokePolygon(corners, color: changed(color), style: style)
            default: continue
            }
            return list
        }
        return list
    }

    /// The frame as the live window makes it after each new tap: one session
    /// tapped at the hierarchy's probe points in turn (its log growing as the
    /// window's does), and after each tap the display list built and
    /// rendered. Unlike the steady state, each frame brings new log lines and
    /// labels, whose text masks are rasterised (SDL_ttf) during the render.
    /// Returns the display list plus render, and the render alone.
    func measureChangedFrames(
        _ hierarchy: BenchmarkHierarchy, renderer: HeadlessRenderer
    ) throws -> (frame: TimingSummary?, render: TimingSummary?) {
        let subject = hierarchy.makeSubject(probes: warmupRuns + runs + 1)
        let session = PlaygroundSession(application: subject.application)
        var frameTimes: [Double] = [], renderTimes: [Double] = []
        var time: TimeInterval = 1
        for (run, point) in subject.probes.enumerated() {
            session.handle(.touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: time))
            session.handle(.touches([TouchSample(finger: 1, phase: .up, location: point)], timestamp: time + 0.05))
            time += 1
            let frame = session.frame(options: PlaygroundOptions())
            var list: DrawList?
            let built = MonotonicClock.measure { list = PlaygroundRenderer.drawList(for: frame, canvasSize: canvasSize) }
            guard let list else { continue }
            let rendered = try MonotonicClock.measure { _ = try renderer.render(list) }
            // The first frames settle the caches.
            if run > warmupRuns {
                frameTimes.append(built + rendered)
                renderTimes.append(rendered)
            }
        }
        return (TimingSummary(nanoseconds: frameTimes), TimingSummary(nanoseconds: renderTimes))
    }

    /// The same frame with the hierarchy panel open and the device exploded.
    func measurePanels(_ plain: PlaygroundFrame, renderer: HeadlessRenderer) throws -> PanelsFrameMeasurement? {
        var frame = plain
        frame.options.showsHierarchy = true
        frame.options.exploded = .standard
        var list = PlaygroundRenderer.drawList(for: frame, canvasSize: canvasSize)
        var listTimes: [Double] = [], renderTimes: [Double] = []
        for run in 0..<(warmupRuns + runs) {
            let elapsed = MonotonicClock.measure { list = PlaygroundRenderer.drawList(for: frame, canvasSize: canvasSize) }
            let rendered = try MonotonicClock.measure { _ = try renderer.render(list) }
            if run >= warmupRuns {
                listTimes.append(elapsed)
                renderTimes.append(rendered)
            }
        }
        guard let listSummary = TimingSummary(nanoseconds: listTimes), let renderSummary = TimingSummary(nanoseconds: renderTimes)
        else { return nil }
        return PanelsFrameMeasurement(drawCommands: list.commands.count, drawList: listSummary, render: renderSummary)
    }
}

/// What ``RenderBenchmark`` measured: one playground frame, in two stages.
package struct RenderMeasurement: Codable, Hashable, Sendable {
    package var views: Int
    package var canvasWidth: Int
    package var canvasHeight: Int
    /// Pixels in the rendered image, to show the render really covered the canvas.
    package var pixels: Int
    package var drawCommands: Int
    /// Nanoseconds to build the display list.
    package var drawList: TimingSummary
    /// Nanoseconds to rasterise it (TouchRaster) into an image, in the steady
    /// state: the same pixel buffer and text masks as the frame before, as a
    /// live window keeps them.
    package var render: TimingSummary
    /// The same render with nothing kept from an earlier one (new pixel
    /// buffer, every label rasterised): a first frame. Nil in reports made
    /// before it was measured.
    package var coldRender: TimingSummary?
    /// The frame with the hierarchy panel and the exploded view; nil in
    /// reports made before it was measured.
    package var panels: PanelsFrameMeasurement?
    /// Display list plus render of the frame after each new tap, as the
    /// window makes it (``RenderBenchmark/measureChangedFrames(_:renderer:)``);
    /// nil in reports made before it was measured.
    package var changedFrame: TimingSummary?
    /// The render alone of those frames.
    package var changedRender: TimingSummary?
    /// The render of a frame whose scene changed since the frame before
    /// (``RenderBenchmark/withChangedScene(_:)``): the canvas's kept pixels
    /// of the scene do not match, so it paints the whole list. Nil in
    /// reports made before the scene's pixels were kept.
    package var newSceneRender: TimingSummary?

    package init(
        views: Int, canvasWidth: Int, canvasHeight: Int, pixels: Int, drawCommands: Int,
        drawList: TimingSummary, render: TimingSummary, coldRender: TimingSummary? = nil,
        panels: PanelsFrameMeasurement? = nil, changedFrame: TimingSummary? = nil, changedRender: TimingSummary? = nil,
        newSceneRender: TimingSummary? = nil
    ) {
        self.views = views
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.pixels = pixels
        self.drawCommands = drawCommands
        self.drawList = drawList
        self.render = render
        self.coldRender = coldRender
        self.panels = panels
        self.changedFrame = changedFrame
        self.changedRender = changedRender
        self.newSceneRender = newSceneRender
    }

    /// Median nanoseconds for a whole steady-state frame: display list plus
    /// rasterising.
    package var frameMedian: Double { drawList.median + render.median }

    /// Median nanoseconds for a whole frame whose scene changed: display
    /// list plus rasterising all of it.
    package var newSceneFrameMedian: Double? { newSceneRender.map { drawList.median + $0.median } }
}

/// Why ``RenderBenchmark`` produced no figures.
package enum RenderBenchmarkError: Error, CustomStringConvertible {
    /// Only reachable with zero runs, which ``RenderBenchmark/init(canvasSize:runs:warmupRuns:)`` prevents.
    case noRuns

    package var description: String {
        switch self {
        case .noRuns: return "the render benchmark made no timed runs; pass runs of 1 or more"
        }
    }
}
