import Foundation
import TouchCore

/// A flag of the selected view the user flips with a key, to see at once
/// what the next touch does differently (SPEC H1, H2).
///
/// Alpha flips between 1 and 0.005: below the 0.01 hit-testing threshold but
/// not zero, so the view is still drawn (faintly, dashed) and the point is
/// that it is *invisible to touches*, not gone.
package enum PlaygroundViewToggle: String, Hashable, Sendable, CaseIterable {
    case userInteraction, hidden, alpha, clipsToBounds

    /// The alpha the toggle sets on a visible view.
    package static let transparentAlpha: CGFloat = 0.005

    /// Flips the flag on `view`; returns a line for the log, e.g.
    /// `EView.isUserInteractionEnabled = false`.
    @discardableResult
    package func apply(to view: UIView) -> String {
        let name = view.traceName
        switch self {
        case .userInteraction:
            view.isUserInteractionEnabled.toggle()
            return "\(name).isUserInteractionEnabled = \(view.isUserInteractionEnabled)"
        case .hidden:
            view.isHidden.toggle()
            return "\(name).isHidden = \(view.isHidden)"
        case .alpha:
            view.alpha = view.isTooTransparentToHit ? 1 : Self.transparentAlpha
            return "\(name).alpha = \(TraceFormatter.number(view.alpha))"
        case .clipsToBounds:
            view.clipsToBounds.toggle()
            return "\(name).clipsToBounds = \(view.clipsToBounds)"
        }
    }
}
