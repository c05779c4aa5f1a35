import Foundation
import TouchCore
import TouchInsight

/// Everything one frame of the playground shows: the live application and what
/// the host remembers about input.
///
/// The views, their colours and the recognizers' states are read live from
/// `application`; what hit-testing and dispatch *decided* comes only from the
/// trace records, so the highlights show exactly what the core did (STYLE §4).
package struct PlaygroundFrame {
    package var application: UIApplication
    /// The records of the last touch sequence (first finger down until the next
    /// first finger down): the source of the hit-test and chain highlights.
    package var sequence: [TraceRecord]
    /// The records shown in the log panel (the panel shows the tail that fits).
    package var log: [TraceRecord]
    /// The search that filtered ``log``, if one did: the panel says how many lines it
    /// kept and marks the matched text.
    package var logSearch: PlaygroundLogSearch?
    package var fingers: [PlaygroundFinger]
    package var options: PlaygroundOptions
    /// The view the user selected (right-click): outlined on the device and
    /// explained and inspected in the selection panel.
    package var selectedView: UIView?
    /// The view under the pointer, shown in the selection panel while no view
    /// is selected.
    package var hoveredView: UIView?
    /// How many lines the log is scrolled back from its end (0: the newest
    /// line is at the bottom).
    package var logScroll: Int
    /// How many rows of the selection panel are scrolled off its top (the
    /// panel yields room to the timeline and scrolls instead).
    package var selectionScroll = 0
    /// Set while the display is paused on ``sequence``: the highlights show its
    /// records up to the cursor, and the log lists the sequence with the
    /// cursor's record marked.
    package var stepCursor: PlaygroundStepCursor?
    /// A message over the device, e.g. why a scene failed to reload.
    package var notice: String?
    /// The records of the last shake or remote-control command while it is the
    /// latest input: the rail then shows its chain instead of the touch's.
    package var message: [TraceRecord]
    /// Records before this time were made by a script played on the scene's
    /// own clock, and the log writes them as `touchlab trace` does (`@0.500`);
    /// `nil` when no script played (``PlaygroundSession/playedUntil``).
    package var playedUntil: TimeInterval?
    /// Where the pointer is on the canvas, when it is over the window: text
    /// drawn shortened under it is shown whole in a tooltip.
    package var pointer: CGPoint?
    /// How far the device is zoomed in and panned (``DeviceZoom``); fitted by default.
    package var deviceZoom: DeviceZoom = .fit
    /// The lesson card (scene, description, lesson, scripts, playback);
    /// `nil` draws none.
    package var lesson: PlaygroundLessonCard?
    /// The quiz under way (``PlaygroundQuizCard``), for the quiz panel;
    /// `nil` draws none. While it asks, ``sequence`` holds the touch's
    /// records up to the question's moment only.
    package var quiz: PlaygroundQuizCard?
    /// Where the host's simulated fingers would go down (Alt held), in
    /// canvas points: drawn as hollow rings before the button is pressed.
    package var fingerPreview: [CGPoint] = []
    /// The hierarchy panel's collapsed rows, scroll and search.
    package var hierarchyPanel = HierarchyPanelState()
    /// A slide's title over what happened (``MomentPanel``): the scene, the
    /// script and the time; `nil` says "What happened".
    package var slideTitle: String?
    /// A slide's words of its own for the moment: a `shot` step's caption.
    package var slideNote: String?

    package init(
        application: UIApplication, sequence: [TraceRecord] = [], log: [TraceRecord] = [],
        fingers: [PlaygroundFinger] = [], options: PlaygroundOptions = PlaygroundOptions(),
        selectedView: UIView? = nil, hoveredView: UIView? = nil, logScroll: Int = 0,
        stepCursor: PlaygroundStepCursor? = nil, notice: String? = nil, message: [TraceRecord] = [],
        pointer: CGPoint? = nil
    ) {
        self.application = application
        self.sequence = sequence
        self.log = log
        self.fingers = fingers
        self.options = options
        self.selectedView = selectedView
        self.hoveredView = hoveredView
        self.logScroll = logScroll
        self.stepCursor = stepCursor
        self.notice = notice
        self.message = message
        self.pointer = pointer
    }

    /// How the last non-touch event travelled, while the rail shows it: not
    /// while paused on the touch sequence.
    package var messageDelivery: MessageDelivery? {
        stepCursor == nil && !message.isEmpty ? MessageDelivery(records: message) : nil
    }

    /// The records the highlights are drawn from: the whole sequence, or its
    /// first records up to the step cursor while paused; none while a shake or
    /// a remote-control command is the latest input, so the device, the rail
    /// and the timeline all show that event and not a touch from before it.
    /// Calls still open at the step cursor have no answer yet (``TraceRecordPrefix``).
    package var shownSequence: [TraceRecord] {
        if let stepCursor { return TraceRecordPrefix.records(sequence, upTo: stepCursor.position) }
        return messageDelivery == nil ? sequence : []
    }

    /// The view the selection panel is about: the selected one, else the hovered one.
    package var inspectedView: UIView? { selectedView ?? hoveredView }
}
