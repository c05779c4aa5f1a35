import CSDL2
import Foundation

/// Why something in the SDL front end could not be done, worded so the reader
/// knows what to do next.
package enum TouchSDLError: Error, Equatable, CustomStringConvertible {
    /// An SDL, SDL_ttf or SDL_image call failed; `message` is `SDL_GetError()`
    /// at the time (all three libraries report through it).
    case sdlCall(function: String, message: String)
    /// The bundled font was not found; `tried` lists every path looked at, in order.
    case fontNotFound(tried: [String])
    /// A PNG could not be written to `path`; nothing was left behind and the
    /// file there before is kept. `reason` is the system's (`strerror`).
    case cannotWrite(path: String, reason: String)
    /// The canvas would have no pixels (or absurdly many).
    case invalidCanvasSize(width: Int, height: Int)

    /// Captures `SDL_GetError()` for a call that just failed.
    static func lastSDLError(_ function: String) -> TouchSDLError {
        .sdlCall(function: function, message: String(cString: SDL_GetError()))
    }

    package var description: String {
        switch self {
        case .sdlCall(let function, let message):
            return "\(function) failed: \(message)"
        case .fontNotFound(let tried):
            return "Cannot find the font \(FontLocator.fontFileName). Looked at:\n"
                + tried.map { "  \($0)" }.joined(separator: "\n")
                + "\nInstall touchlab with its assets (make install puts the font in PREFIX/share/touchlab/Fonts, beside"
                + " PREFIX/bin), run from the repository (or below it), or set \(FontLocator.environmentKey) to the folder"
                + " that contains Fonts/\(FontLocator.fontFileName) (an installed share/touchlab, or the repository's Assets/)."
        case .cannotWrite(let path, let reason):
            return "Cannot write \(path): \(reason)."
        case .invalidCanvasSize(let width, let height):
            return "Cannot render a canvas of \(width)×\(height) pixels; both sides must be 1…16384."
        }
    }
}
