import Foundation

/// Why the playground window could not open, worded so the command line can
/// pass it on as is.
package enum PlaygroundWindowError: Error, Equatable, CustomStringConvertible {
    /// There is no display to open a window on: no `DISPLAY` or
    /// `WAYLAND_DISPLAY`, or SDL's video subsystem failed to start.
    case noDisplay(reason: String)
    /// SDL could open video but not the window or any renderer for it.
    case cannotOpenWindow(reason: String)

    package var description: String {
        switch self {
        case .noDisplay(let reason):
            return "No display (\(reason)). Use `touchlab shoot` to render the scene to a PNG instead,"
                + " or run under a virtual display: xvfb-run -a touchlab run …"
        case .cannotOpenWindow(let reason):
            return "Cannot open the playground window: \(reason). Try SDL_RENDER_DRIVER=software,"
                + " or use `touchlab shoot` to render the scene to a PNG."
        }
    }
}
