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
public struct InputLatencyBenchmark {
    public var clicks: Int
    /// Present with SDL's software renderer rather than an accelerated one (as
    /// `touchlab run --software`).
    public var usesSoftwareRenderer: Bool

    public init(clicks: Int = 50, usesSoftwareRenderer: Bool = false) {
        self.clicks = max(1, clicks)
        self.usesSoftwareRenderer = usesSoftwareRenderer
    }

    public func run(_ hierarchy: BenchmarkHierarchy) throws -> InputLatencyResult {
        let subject = hierarchy.makeSubject(probes: clicks)
        let measurement = try PlaygroundWindow.measureInputToHighlight(
            application: subject.application, title: "TouchLab benchmark", points: subject.probes,
            options: PlaygroundWindowOptions(
                size: CGSize(width: 1280, height: 800), usesSoftwareRenderer: usesSoftwareRenderer))
        guard let summary = TimingSummary(nanoseconds: measurement.nanoseconds) else { throw RenderBenchmarkError.noRuns }
        return InputLatencyResult(
            views: hierarchy.nodes.count, videoDriver: measurement.videoDriver, renderer: measurement.renderer,
            windowWidth: measurement.width, windowHeight: measurement.height, perInput: summary,
            inputsWithoutHighlight: measurement.pressesWithoutHighlight)
    }
}

/// Input-to-highlight in the live window, as ``InputLatencyBenchmark`` measured it
/// (see `TouchSDL.InputLatencyMeasurement` for what the time covers).
public struct InputLatencyResult: Codable, Hashable, Sendable {
    public var views: Int
    public var videoDriver: String
    public var renderer: String
    public var windowWidth: Int
    public var windowHeight: Int
    /// Nanoseconds per input (presses and releases), queue to presented frame.
    public var perInput: TimingSummary
    /// Inputs whose loop turn presented no frame or had not hit-tested the touch.
    public var inputsWithoutHighlight: Int

    public init(
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
