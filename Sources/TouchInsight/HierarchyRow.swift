import Foundation
import TouchCore

/// One row of the hierarchy outline (``HierarchyOutline``): a window, a view
/// or a view controller, with what the last touch's hit-testing and delivery
/// made of it.
///
/// The verdict comes from the trace records only (`hitTest`/`pointInside`
/// records and their outcomes, SPEC H1–H3), as the device's visit-order
/// squares do; the rest (name, recognizers, hidden) is read live.
package struct HierarchyRow {
    /// What the row stands for.
    package enum Kind: Hashable, Sendable {
        case window, view, viewController
    }

    package var kind: Kind
    /// The object's trace name (`RootView`, `ViewController`).
    package var name: String
    /// Nesting level: 0 for a window.
    package var depth: Int
    /// The identity of the row's object (the controller's for a controller
    /// row), for collapsing and selection.
    package var id: ObjectIdentifier
    /// The view the row selects: its own view, or a controller's root view.
    package weak var view: UIView?
    /// Where the row's object stands in the last touch's `hitTest` walk:
    /// the visit number (1 for the first view asked), or `nil` when it was
    /// never asked (SPEC H1: a view after the answering sibling, or under a
    /// rejected view, is not asked).
    package var visit: Int?
    /// What the visit concluded; `nil` for a visit without an outcome yet
    /// (paused mid-walk) and for rows never asked.
    package var verdict: HitTestVerdict?
    /// The view the first touch was bound to (`touchBound`).
    package var isHitView: Bool
    /// The row's position in the first touch's responder chain (0: the
    /// hit-test view), when it is on it (SPEC R1).
    package var chainIndex: Int?
    /// The names of the gesture recognizers attached to the view.
    package var recognizers: [String]
    /// Whether the view is hidden (itself or an ancestor) or too transparent
    /// to be hit-tested.
    package var isHidden: Bool
    /// Whether rows are nested under this one.
    package var hasChildren: Bool

    /// The verdict in a few words: `3 ✓ inside`, `5 ✗ outside bounds`,
    /// `6 ✓ hit-test view`, `3 overridden → redView`, `not asked`.
    package var verdictText: String {
        guard let visit else { return kind == .viewController ? "" : "not asked" }
        guard let verdict else { return "\(visit) asked" }
        return "\(visit) \(verdict.chipText)"
    }
}
