import Foundation

/// Where the right-hand column's panels go on the canvas
/// (``PlaygroundColumn/layout(_:in:)``); a panel that is not showing has no
/// rectangle.
package struct PlaygroundPanels: Hashable, Sendable {
    /// Each showing panel's rectangle, by its type.
    let rects: [ObjectIdentifier: CGRect]

    /// The rectangle of the panel of type `panel`, when it is showing.
    subscript(_ panel: any PlaygroundColumnPanel.Type) -> CGRect? {
        rects[ObjectIdentifier(panel)]
    }

    /// The trace, which is always showing.
    package var log: CGRect { self[LogPanel.self] ?? .zero }
    package var timeline: CGRect? { self[TimelinePanel.self] }
    /// Where the timeline's time axis runs, when the timeline is showing: a
    /// lesson page puts its cursor there and turns a drag there into a time.
    package var timelineTrack: CGRect? { timeline.map(TimelinePanel.timelineTrack(in:)) }
    package var selection: CGRect? { self[SelectionPanel.self] }
    /// A slide's list of hitTest's visits and their verdicts, when shown
    /// (``VisitListPanel``): a storyboard keeps it with the timeline.
    package var visits: CGRect? { self[VisitListPanel.self] }
    /// The lesson card at the top of the column, when the frame has one.
    package var lesson: CGRect? { self[LessonCardPanel.self] }
}
