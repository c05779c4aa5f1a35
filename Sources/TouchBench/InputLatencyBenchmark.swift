import Foundation
import TouchCore
import TouchSDL

/// Opens the playground window on a generated app and times input-to-highlight
/// for clicks at its probe points (``TouchSDL/PlaygroundWindow``'s
/// `measureInputToHighlight`): the target "highlight within one frame at 120 Hz" (docs/performance.md).
///
/// The window is the real one, 1280×800 points like the rendered frame, under
/// whatever display the process has (`DISPLAY`, Xvfb) or SDL's `dummy` driver
/// when there is none. SDL video is started and shut down inside, so this runs on
/// the main actor.
@MainActor
package struct InputLatencyBenchmark {
    package var clicks: Int
    /// Present with SDL's software renderer rather than an accelerated one (as
    /// `touchlab run --software`).
    package var usesSoftwareRenderer: Bool
    /// Whether the window may present an input's frame before the panels'
    /// new text (``TouchSDL/PlaygroundWindowOptions/defersPanelText``).
    package var defersPanelText: Bool

    package init(clicks: Int = 500, usesSoftwareRenderer: Bool = false, defersPanelText: Bool = true) {
        self.clicks = max(1, clicks)
        self.usesSoftwareRenderer = usesSoftwareRenderer
        self.defersPanelText = defersPanelText
    }

    package func run(_ hierarchy: BenchmarkHierarchy) throws -> InputLatencyResult {
        let subject = hierarchy.makeSubject(probes: clicks)
        var options = PlaygroundWindowOptions(size: CGSize(width: 1280, height: 800), usesSoftwareRenderer: usesSoftwareRenderer)
        options.defersPanelText = defersPanelText
        let measurement = try PlaygroundWindow.measureInputToHighlight(
            application: subject.application, title: "TouchLab benchmark", points: subject.probes, options: options)
        guard let summary = TimingSummary(nanoseconds: measurement.nanoseconds) else { throw RenderBenchmarkError.noRuns }
        var result = InputLatencyResult(
            views: hierarchy.nodes.count, videoDriver: measurement.videoDriver, renderer: measurement.renderer,
            windowWidth: measurement.width, windowHeight: measurement.height, perInput: summary,
            inputsWithoutHighlight: measurement.pressesWithoutHighlight)
        result.perInputComplete = TimingSummary(nanoseconds: measurement.completeNanoseconds)
        result.inputsDeferringText = measurement.stages.completingRender.count
        result.stages = InputLatencyResult.Stages(measurement.stages)
        if measurement.firstTouchNanoseconds.count == 2 {
            result.firstTouchPress = measurement.firstTouchNanoseconds[0]
            result.firstTouchRelease = measurement.firstTouchNanoseconds[1]
        }
        return result
    }
}

/// Input-to-highlight in the live window, as ``InputLatencyBenchmark`` measured it
/// (see `TouchSDL.InputLatencyMeasurement` for what the time covers).
package struct InputLatencyResult: Codable, Hashable, Sendable {
    package var views: Int
    package var videoDriver: String
    package var renderer: String
    package var windowWidth: Int
    package var windowHeight: Int
    /// Nanoseconds per input (presses and releases), queue to presented frame.
    package var perInput: TimingSummary
    /// Inputs whose loop turn presented no frame or had not hit-tested the touch.
    package var inputsWithoutHighlight: Int
    /// Nanoseconds per input, queue to the presented frame with the panels'
    /// text complete (the first frame leaves out text not rasterised yet).
    package var perInputComplete: TimingSummary?
    /// Inputs whose first frame left text out, completed by a second frame.
    package var inputsDeferringText: Int?
    /// The window's frames stage by stage, timed inside the window.
    package var stages: Stages?
    /// Nanoseconds, queue to presented frame, of the press and the release of
    /// a click before the timed ones, not among them: the first touch after
    /// none repaints the whole scene, whose colours it mutes, and its
    /// release's frame keeps the new scene's pixels
    /// (`TouchSDL.InputLatencyMeasurement.firstTouchNanoseconds`).
    package var firstTouchPress: Double?
    package var firstTouchRelease: Double?

    /// Nanoseconds per input in each stage of the frames that answered it:
    /// the first frame's display list, render (and within it SDL_ttf
    /// rasterising new text) and upload + present, and for the inputs whose
    /// first frame left text out, the completing frame's render (and its
    /// rasterising) and upload + present.
    package struct Stages: Codable, Hashable, Sendable {
        package var displayList: TimingSummary?
        package var render: TimingSummary?
        package var textRasterising: TimingSummary?
        package var present: TimingSummary?
        /// Text runs the first frame left out, per input (a count, not nanoseconds).
        package var deferredTextRuns: TimingSummary?
        package var completingRender: TimingSummary?
        package var completingTextRasterising: TimingSummary?
        package var completingPresent: TimingSummary?

        init(_ stages: InputLatencyMeasurement.Stages) {
            displayList = TimingSummary(nanoseconds: stages.displayList)
            render = TimingSummary(nanoseconds: stages.render)
            textRasterising = TimingSummary(nanoseconds: stages.textRasterising)
            present = TimingSummary(nanoseconds: stages.present)
            deferredTextRuns = TimingSummary(nanoseconds: stages.deferredTextRuns)
            completingRender = TimingSummary(nanoseconds: stages.completingRender)
            completingTextRasterising = TimingSummary(nanoseconds: stages.completingTextRasterising)
            completingPresent = TimingSummary(nanoseconds: stages.completingPresent)
        }
    }

    package init(
        views: Int, videoDriver: String, renderer: String, windowWidth: Int, windowHeight: Int,
        perInput: TimingSummary, inputsWithoutHighlight: Int
    ) {
        self.views = views
        self.videoDriver = videoDriver
        self.renderer = renderer
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.perInput = perInput
        self.inputsWithoutHighlight = inputsWithoutHighlight
    }
}

extension InputLatencyResult {
    /// The report's lines under the input-to-highlight line: the complete
    /// frame after each input and the window's frame stages, each timing
    /// written by `pair` (median / p99).
    func detailLines(indent: String, pair: (TimingSummary) -> String) -> [String] {
        var lines: [String] = []
        if let press = firstTouchPress, let release = firstTouchRelease {
            lines.append(
                indent + "first touch, before those (the scene's colours muted, painted ahead while the window idled): press "
                    + "\(BenchmarkReport.time(press)), release \(BenchmarkReport.time(release))")
        }
        if let complete = perInputComplete {
            lines.append(
                indent + "panels caught up: \(pair(complete)) queue to complete frame"
                    + (inputsDeferringText.map { " (\($0) of \(perInput.samples) first frames left new text out)" } ?? ""))
        }
        if let stages, let list = stages.displayList, let render = stages.render, let present = stages.present {
            lines.append(
                indent + "frames in the window: first: display list \(pair(list)), render \(pair(render))"
                    + (stages.textRasterising.map { " (SDL_ttf \(pair($0)))" } ?? "")
                    + ", upload + present \(pair(present))"
                    + (stages.deferredTextRuns.map { ", \(Int($0.median)) text runs left out (median)" } ?? ""))
            if let completing = stages.completingRender {
                lines.append(
                    indent + "  completing: render \(pair(completing))"
                        + (stages.completingTextRasterising.map { " (SDL_ttf \(pair($0)))" } ?? "")
                        + (stages.completingPresent.map { ", upload + present \(pair($0))" } ?? ""))
            }
        }
        return lines
    }
}
