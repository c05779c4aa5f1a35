import Foundation

/// Where the right-hand column's panels go on the canvas (see
/// ``PlaygroundLayout/panels(timelineHeight:selectionHeight:)``); a panel
/// that is not showing has no rectangle.
public struct PlaygroundPanels: Hashable, Sendable {
    public var log: CGRect
    public var timeline: CGRect?
    public var selection: CGRect?
    /// The lesson card at the top of the column, when the frame has one.
    public var lesson: CGRect?

    public init(log: CGRect, timeline: CGRect?, selection: CGRect?, lesson: CGRect? = nil) {
        self.log = log
        self.timeline = timeline
        self.selection = selection
        self.lesson = lesson
    }
}
