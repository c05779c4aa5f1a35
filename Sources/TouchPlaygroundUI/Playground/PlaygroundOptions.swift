import Foundation
import TouchInsight

/// What the playground shows besides the views themselves: toggles the user
/// flips with keys and the help overlay's content.
package struct PlaygroundOptions: Hashable, Sendable {
    /// Draw hidden views (and views with alpha below 0.01) as faint dashed
    /// outlines, so the user sees what hit-testing skips and why.
    package var showsHiddenViews: Bool
    /// Show the timeline panel under the log (``TouchTimeline``).
    package var showsTimeline: Bool
    /// Show the help overlay listing ``helpEntries``.
    package var showsHelp: Bool
    /// The keys the host handles, for the help overlay and the footer hint.
    package var helpEntries: [PlaygroundHelpEntry]
    /// Show the hierarchy panel (``HierarchyOutline``) left of the device.
    package var showsHierarchy = false
    /// Draw the device as an exploded stack of layers seen by this camera
    /// (``ExplodedProjection``); `nil` draws it flat.
    package var exploded: ExplodedCamera?
    /// Leave UIKit's private container views (a navigation controller's
    /// `UILayoutContainerView`, `UINavigationTransitionView` and
    /// `UIViewControllerWrapperView`, a presentation's `UITransitionView`) out
    /// of the visit marks, verdict outlines and chips, the visit path and the
    /// chain's badges, as Xcode's view debugger can hide them. The trace and
    /// the numbers are unchanged (the marks left skip their numbers), a
    /// container that is a touch's hit-test view keeps its marks, and the
    /// footer says they are hidden. A slide hides them unless asked not to
    /// (`shoot --show-private-containers`, U in the window).
    package var hidesPrivateContainers = false
    /// A still picture for a slide or a handout (`touchlab shoot`), not the
    /// window: no hint of a key or the pointer is drawn, the selection panel
    /// (empty without a selection) is left out, and the footer's fidelity words
    /// are whole.
    package var isStillPicture = false
    /// The workbench or a slide (``PlaygroundLayoutKind``): which panels the
    /// column has and how large everything is drawn.
    package var layoutKind = PlaygroundLayoutKind.standard

    package init(
        showsHiddenViews: Bool = true, showsTimeline: Bool = true, showsHelp: Bool = false,
        helpEntries: [PlaygroundHelpEntry] = []
    ) {
        self.showsHiddenViews = showsHiddenViews
        self.showsTimeline = showsTimeline
        self.showsHelp = showsHelp
        self.helpEntries = helpEntries
    }
}
