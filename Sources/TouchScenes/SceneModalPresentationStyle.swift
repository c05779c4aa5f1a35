import TouchCore

/// A presented controller's `modalPresentationStyle`, as a scene names it.
package enum SceneModalPresentationStyle: String, CaseIterable, Hashable, Sendable {
    case fullScreen, overFullScreen, currentContext, overCurrentContext

    /// The UIKit style.
    package var style: UIModalPresentationStyle {
        switch self {
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .currentContext: return .currentContext
        case .overCurrentContext: return .overCurrentContext
        }
    }

    /// Whether it looks for a controller that defines the presentation context.
    package var isContextual: Bool { style.isContextual }
}
