import Foundation
import TouchSDL

/// Why ``Playground/run(title:options:application:_:)`` could not open its window,
/// worded for a playground program: the way out is `Playground.trace` or
/// `Playground.shoot`, not the `touchlab` command the window's own error names.
public enum PlaygroundRunError: Error, Equatable, CustomStringConvertible {
    /// No display to open a window on (no `DISPLAY` or `WAYLAND_DISPLAY`, or SDL's
    /// video failed to start).
    case noDisplay(reason: String)
    /// A display, but no window or renderer on it.
    case cannotOpenWindow(reason: String)
    /// The hierarchy has problems (``PlaygroundProblem``): a non-finite frame or views
    /// nested too deep (the window did not open), or an action no target implements.
    case problems([PlaygroundProblem])

    init(_ error: PlaygroundWindowError) {
        switch error {
        case .noDisplay(let reason): self = .noDisplay(reason: reason)
        case .cannotOpenWindow(let reason): self = .cannotOpenWindow(reason: reason)
        }
    }

    public var description: String {
        switch self {
        case .noDisplay(let reason):
            return "No display (\(reason)). Without one, Playground.trace prints the trace and Playground.shoot"
                + " renders PNGs; or run under a virtual display: xvfb-run -a swift run …"
        case .cannotOpenWindow(let reason):
            return "Cannot open the playground window: \(reason). Try SDL_RENDER_DRIVER=software,"
                + " or render PNGs with Playground.shoot."
        case .problems(let problems):
            return problems.map { "error: \($0)" }.joined(separator: "\n")
        }
    }
}
