import Foundation
import TouchInsight

/// What the playground shows besides the views themselves: toggles the user
/// flips with keys and the help overlay's content.
public struct PlaygroundOptions: Hashable, Sendable {
    /// Draw hidden views (and views with alpha below 0.01) as faint dashed
    /// outlines, so the user sees what hit-testing skips and why.
    public var showsHiddenViews: Bool
    /// Show the timeline panel under the log (``TouchTimeline``).
    public var showsTimeline: Bool
    /// Show the help overlay listing ``helpEntries``.
    public var showsHelp: Bool
    /// The keys the host handles, for the help overlay and the footer hint.
    public var helpEntries: [PlaygroundHelpEntry]
    /// Show the hierarchy panel (``HierarchyOutline``) left of the device.
    public var showsHierarchy = false
    /// Draw the device as an exploded stack of layers seen by this camera
    /// (``ExplodedProjection``); `nil` draws it flat.
    public var exploded: ExplodedCamera?

    public init(
        showsHiddenViews: Bool = true, showsTimeline: Bool = true, showsHelp: Bool = false,
        helpEntries: [PlaygroundHelpEntry] = []
    ) {
        self.showsHiddenViews = showsHiddenViews
        self.showsTimeline = showsTimeline
        self.showsHelp = showsHelp
        self.helpEntries = helpEntries
    }
}
