import Foundation
import TouchCore
import TouchDisplayList
import TouchInsight

/// The playground window's state and what the user's input does to it,
/// without any platform: the window turns its events into
/// ``PlaygroundInputEvent``s and touch samples, hands them over with the
/// host's time, and draws ``frame`` whenever ``needsDisplay`` says so.
///
/// Besides touching, the pointer selects: a right-click (or Ctrl+click) on a
/// view selects it without touching it, for the selection panel's "why did it
/// (not) get the touch?", inspector and handler inventory; a second click on
/// the selected view selects its superview, so the container under the
/// deepest view is reachable (a third picks the deepest view again); a click
/// beside the device clears the selection. Hovering previews a view there. The wheel over the log scrolls
/// it. Paused (Space), the display stays on the last touch sequence while the
/// arrows step through its records (``PlaygroundStepCursor``). Given several
/// scenes, Tab and the number keys switch among them, and the current scene's
/// file is reloaded when it changes (``PlaygroundSceneSwitcher``). Losing the
/// focus is a system interruption (SPEC T6): the application cancels every
/// touch. Keys: ``PlaygroundKeyBinding/all``.
///
/// Lessons: the lesson card shows the scene's name, description and
/// `lesson:` text (L collapses it), and lists the scene's scripts; `[` and
/// `]` pick one and Enter plays it on the scene as its file builds it
/// (``PlaygroundPlayback``): the same core, session and drawing as live input,
/// paced by the host's clock at 1×, ½×, ¼× or ⅒× (`-`, `=`), paused with
/// Space and stepped one event at a time with `.`. While a script plays, live
/// touches and focus losses are ignored — they would change the script's
/// trace — and the card says so. Dragging on the timeline (or the arrows)
/// moves the step cursor to an instant of the last sequence: scrubbing is
/// stepping by time, on the same cursor.
///
/// Time is the host's, in milliseconds (SDL's ticks in the window, any
/// number in a test): the application's clock follows it from where it stood
/// when the scene opened, so long presses and delays fire in real time; a
/// notice on the canvas expires by it.
///
/// What input has made of the controller is one value, ``state``: the drag
/// under way and the mode (live, paused, playing) as enums, so one drag and
/// one mode hold at a time. Input on a panel of the right-hand column is
/// answered by that panel (``PlaygroundPanel/handle(_:in:)``) with an action
/// the controller carries out (``apply(_:)``).
package final class PlaygroundController {
    package private(set) var session: PlaygroundSession
    /// What the user's input has made of the controller: the drag, the
    /// mode, the zoom, the scrolls, the lesson card, the switches
    /// (``PlaygroundControllerState``). The properties below read it.
    package internal(set) var state: PlaygroundControllerState {
        didSet {
            // The lesson card folds while a script plays, so the device and the
            // timeline — what the lesson asks to watch — have the room (L
            // unfolds it), and is as the user left it once the script stops.
            if oldValue.mode.playback == nil, state.mode.playback != nil {
                state.lessonCardBeforePlayback = state.showsLessonCard
                state.showsLessonCard = false
            } else if oldValue.mode.playback != nil, state.mode.playback == nil, let shown = state.lessonCardBeforePlayback {
                state.showsLessonCard = shown
                state.lessonCardBeforePlayback = nil
            }
        }
    }
    /// What the renderer shows besides the views; keys flip its switches.
    package var options: PlaygroundOptions {
        get { state.options }
        set { state.options = newValue }
    }
    /// The window's size in points.
    package private(set) var hostSize: CGSize
    /// The canvas the frame is laid out on, in points: the window's size, or
    /// on a slide (``PlaygroundLayoutKind``) that size over ``magnification``.
    package var canvasSize: CGSize { options.layoutKind.canvasSize(forHostSize: hostSize) }
    /// Window points per canvas point: 1, or on a slide the window's height
    /// over ``PlaygroundLayoutKind/slideCanvasHeight``. The host draws the
    /// frame this much larger (its list's size is ``canvasSize``); the
    /// pointer's and the fingers' window points are divided by it on the way in.
    package var magnification: CGFloat { options.layoutKind.magnification(forHostSize: hostSize) }

    /// A canvas point as a point of the window (the host's touch converter
    /// mirrors its second finger about one).
    package func hostPoint(fromCanvas point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * magnification, y: point.y * magnification)
    }

    /// A point of the window on the canvas.
    func canvasPoint(fromHost point: CGPoint) -> CGPoint {
        CGPoint(x: point.x / magnification, y: point.y / magnification)
    }
    /// Whether anything changed since the last frame was presented.
    package internal(set) var needsDisplay = true
    /// False once the user quit.
    package private(set) var isRunning = true
    /// Weak: a view removed from its window by the scene must not be kept
    /// alive by the inspector.
    package internal(set) weak var selectedView: UIView?
    package private(set) weak var hoveredView: UIView?
    /// The device's zoom and pan (``DeviceZoom``): the wheel over the device,
    /// a middle-button drag, F to fit.
    package private(set) var deviceZoom: DeviceZoom {
        get { state.deviceZoom }
        set { state.deviceZoom = newValue }
    }
    /// The pointer on the canvas while it is over the window, for the
    /// renderer's tooltips on shortened text.
    package private(set) var pointer: CGPoint?
    /// How many lines the log is scrolled back from its end.
    package private(set) var logScroll: Int {
        get { state.logScroll }
        set { state.logScroll = newValue }
    }
    /// The frozen sequence and the step cursor while paused.
    package var paused: PlaygroundControllerState.Stepping? { state.mode.stepping }
    /// A message on the canvas, and until when (host milliseconds; `nil`:
    /// until the next scene loads). A timed one also ends when the next
    /// finger goes down: it announced that touch, which is then on screen.
    package private(set) var notice: String?
    private(set) var noticeUntil: UInt64?
    /// The hierarchy panel's folds, scroll and search (``HierarchyPanelState``).
    package internal(set) var hierarchyPanel: HierarchyPanelState {
        get { state.hierarchyPanel }
        set { state.hierarchyPanel = newValue }
    }
    /// Records live input as a script while it is recording (the record key,
    /// `touchlab run --record`); the host sets it and says where it saves.
    package var recorder: PlaygroundRecorder?
    /// What the last search of the log kept, and for which log and search.
    private var logSearchCache: (key: LogSearchKey, kept: [TraceRecord])?
    private struct LogSearchKey: Equatable {
        var session: ObjectIdentifier
        var revision: Int
        var count: Int
        var filter: TraceFilter
    }

    /// The quiz's script's records as the window made them, from its start
    /// (``PlaygroundController/startQuiz(scriptNamed:)``): what its questions'
    /// record numbers count. Records are not values the state compares, so
    /// they are kept here.
    var quizRecords: [TraceRecord] = []

    /// The script playing, if one is; its clock is the scene's while it plays.
    package var playback: PlaygroundPlayback? { state.mode.playback }
    /// The index of the script Enter plays, in the current scene's scripts.
    package internal(set) var pickedScript: Int {
        get { state.pickedScript }
        set { state.pickedScript = newValue }
    }
    /// The speed the next script plays at, and the one playing plays at.
    package private(set) var playbackSpeed: PlaygroundPlaybackSpeed {
        get { state.playbackSpeed }
        set { state.playbackSpeed = newValue }
    }
    /// Whether the lesson card is expanded (L).
    package internal(set) var showsLessonCard: Bool {
        get { state.showsLessonCard }
        set { state.showsLessonCard = newValue }
    }
    /// Where the host's simulated fingers would go down, in canvas points,
    /// while the pointer hovers with Alt held (``previewFingers(_:)``).
    package private(set) var fingerPreview: [CGPoint] = []

    /// Called with each step's new records (the window echoes them to stdout);
    /// follows the session across scene switches.
    package var onRecords: (([TraceRecord]) -> Void)? {
        didSet { session.onRecords = onRecords }
    }
    /// Called after another scene (or the same one, reloaded) replaced the
    /// running one, so the host can forget its fingers and retitle itself.
    package var onSceneOpened: ((PlaygroundScene) -> Void)?
    /// Called with a line for the terminal when a scene did not load (the
    /// canvas says it too).
    package var onSceneFailed: ((String) -> Void)?
    /// Called with the script's name when a script starts playing (after the
    /// scene was rebuilt for it) and when it has played to its end.
    package var onPlaybackStarted: ((String) -> Void)?
    package var onPlaybackFinished: ((String) -> Void)?

    /// The scenes, which one runs, which one was asked for and whose file is watched.
    var switcher: PlaygroundSceneSwitcher
    package var scenes: [PlaygroundScene] { switcher.scenes }
    /// The index of the scene running.
    package var currentScene: Int { switcher.current }
    private(set) var world: PlaygroundSceneWorld
    /// The host's time now, as last told.
    private(set) var milliseconds: UInt64
    /// Where the application's clock stood, and the host's time, when the
    /// current scene opened.
    private var startMilliseconds: UInt64
    private var startTime: TimeInterval

    /// A controller on `world`, the already built `scenes[current]`, at host
    /// time `milliseconds`. `watch` makes a scene file's change check
    /// (``PlaygroundSceneSwitcher``); the default never sees a change.
    package init(
        scenes: [PlaygroundScene], current: Int, world: PlaygroundSceneWorld, canvasSize: CGSize,
        options: PlaygroundOptions = PlaygroundOptions(), at milliseconds: UInt64,
        watch: @escaping PlaygroundSceneSwitcher.Watch = PlaygroundSceneSwitcher.neverChanges
    ) {
        self.session = PlaygroundSession(application: world.application)
        self.switcher = PlaygroundSceneSwitcher(scenes: scenes, current: current, watch: watch)
        self.world = world
        self.hostSize = canvasSize
        self.state = PlaygroundControllerState(options: options)
        self.milliseconds = milliseconds
        self.startMilliseconds = milliseconds
        self.startTime = world.application.clock.now
    }

    /// Seconds on the application's clock: while a script plays, its virtual
    /// time; otherwise where the clock stood when the scene opened (or the
    /// last script stopped) plus the host's time since.
    package var now: TimeInterval {
        if let playback { return playback.time(at: milliseconds) }
        return startTime + (TimeInterval(milliseconds) - TimeInterval(startMilliseconds)) / 1000
    }

    /// The device, rail and column of the frame the user sees (``screen``):
    /// never laid out apart from it, so a click on the device and a click
    /// on a panel are measured against the same pass.
    package var layout: PlaygroundLayout { screen.layout }

    /// The layout of the frame last drawn (``drawList(mutingScene:)``): what
    /// the user is looking at, so the input they give is measured against it.
    package private(set) var lastScreen: PlaygroundScreenLayout?

    /// ``lastScreen`` while the canvas keeps its size.
    private var currentScreen: PlaygroundScreenLayout? {
        lastScreen.flatMap { $0.canvasSize == canvasSize ? $0 : nil }
    }

    /// Where everything is on the screen the user sees: the last frame drawn,
    /// or — before the first frame, or after the canvas changed size — the
    /// current frame, drawn now (what only drawing finds out, such as where
    /// the exploded layers land, is part of it) and kept until the next frame
    /// is drawn, so the questions one input asks are answered by one pass.
    package var screen: PlaygroundScreenLayout {
        if let currentScreen { return currentScreen }
        let screen = PlaygroundRenderer.render(frame, canvasSize: canvasSize).screen
        lastScreen = screen
        return screen
    }

    /// Draws ``frame`` on the controller's canvas and keeps its layout for
    /// the next input. `mutingScene` draws the frame ahead of time with the
    /// scene muted or not (``PlaygroundRenderer/drawList(for:canvasSize:mutingScene:)``);
    /// such a frame is not shown now, so its layout is not kept.
    package func drawList(mutingScene: Bool? = nil) -> DrawList {
        let (list, screen) = PlaygroundRenderer.render(frame, canvasSize: canvasSize, mutingScene: mutingScene)
        guard mutingScene == nil else { return list }
        lastScreen = screen
        // The scroll the layout settled on (clamped, or moved to reveal the
        // selection) is where the panel is now.
        if let hierarchy = screen.hierarchy { hierarchyPanel.scroll = hierarchy.firstRow }
        hierarchyPanel.revealsSelection = false
        return list
    }

    /// What the renderer draws: the session's state plus the controller's own.
    package var frame: PlaygroundFrame {
        var frame = session.frame(options: options)
        frame.selectedView = selectedView?.window == nil ? nil : selectedView
        frame.hoveredView = hoveredView?.window == nil ? nil : hoveredView
        frame.logScroll = logScroll
        if let selectionScroll = state.selectionScroll, let inspected = frame.inspectedView,
            ObjectIdentifier(inspected) == selectionScroll.view
        {
            frame.selectionScroll = selectionScroll.rows
        }
        frame.pointer = pointer
        frame.deviceZoom = deviceZoom
        frame.notice = notice
        frame.lesson = lessonCard
        frame.fingerPreview = fingerPreview
        frame.hierarchyPanel = hierarchyPanel
        if options.layoutKind == .slide {
            frame.slideTitle = [scenes[currentScene].name, playback?.scriptName].compactMap { $0 }.joined(separator: " · ")
        }
        if let filter = searchFilter {
            let total = frame.log.count
            // Matched against the lines as the log panel writes them (a played
            // script's on its clock, live input's from the touch's start), so what
            // is found is what is read; kept
            // until the log or the search changes, since every redraw asks.
            let key = LogSearchKey(session: ObjectIdentifier(session), revision: session.revision, count: total, filter: filter)
            if logSearchCache?.key != key {
                let forms = TraceFormatter.windowOptions(frame.log, playedUntil: frame.playedUntil)
                let kept = zip(frame.log, forms).filter { record, options in
                    filter.keeps(record, line: TraceFormatter.line(for: record, options: options))
                }.map(\.0)
                logSearchCache = (key, kept)
            }
            frame.log = logSearchCache?.kept ?? []
            frame.logSearch = PlaygroundLogSearch(
                query: hierarchyPanel.search.trimmingCharacters(in: .whitespaces), isCategory: !filter.categories.isEmpty,
                kept: frame.log.count, total: total)
        }
        if let paused {
            frame.sequence = paused.sequence
            frame.stepCursor = paused.cursor
        }
        if let quiz = state.mode.quiz { showQuiz(quiz, in: &frame) }
        return frame
    }

    /// B: a slide (``PlaygroundLayoutKind/slide``) — the device, the
    /// timeline and what happened large, for a projector — or the workbench
    /// again. The zoom keeps what it showed in the device's new frame.
    func toggleSlideLayout() {
        let oldViewport = layout.viewportRect
        options.layoutKind = options.layoutKind == .slide ? .standard : .slide
        // A slide hides UIKit's private containers, as `shoot --layout slide`
        // does (U shows them); the workbench shows them again.
        options.hidesPrivateContainers = options.layoutKind == .slide
        deviceZoom.viewportChanged(from: oldViewport, to: layout.viewportRect)
    }

    /// Shows the whole device again after zooming (F).
    func fitDevice() {
        deviceZoom.fitAll()
        needsDisplay = true
    }

    /// Handles one event at host time `milliseconds`; returns whether the
    /// controller took it, so the host must not also make touches of it (a
    /// selecting click never touches; after quitting nothing does).
    @discardableResult
    package func handle(_ event: PlaygroundInputEvent, at milliseconds: UInt64) -> Bool {
        self.milliseconds = milliseconds
        let event = magnification == 1 ? event : event.mapped(canvasPoint(fromHost:))
        if let taken = handleQuizEvent(event) { return taken }
        if let taken = handleHierarchyEvent(event) { return taken }
        switch event {
        case .quit:
            isRunning = false
            return true
        case .keyPressed(let press):
            guard let binding = PlaygroundKeyBinding.binding(for: press.key), !press.isRepeat || binding.repeats else {
                return false
            }
            binding.action(self, press)
            needsDisplay = true
        case .pointerPressed(let button, let point, let modifiers):
            return press(button, at: point, modifiers: modifiers)
        case .pointerMoved(let point):
            return move(to: point)
        case .pointerReleased(let button, _):
            return release(button)
        case .pointerLeft:
            // A pointer gone from the window hovers nothing.
            pointer = nil
            hoveredView = nil
            needsDisplay = true
        case .wheel(let notches, let point):
            if let action = screen.panelAction(.wheel(notches: notches, at: point), at: point) {
                apply(action)
            } else if layout.viewportRect.contains(point) {
                deviceZoom.zoom(by: pow(1.25, CGFloat(notches)), around: point, in: layout.viewportRect)
                needsDisplay = true
            }
        case .windowChanged(let size):
            let oldViewport = layout.viewportRect
            hostSize = size
            deviceZoom.viewportChanged(from: oldViewport, to: layout.viewportRect)
            // Laid out at the new size with the old zoom: the next question
            // lays the frame out with the zoom it will be drawn with.
            if !deviceZoom.isFit { lastScreen = nil }
            needsDisplay = true
        case .focusLost:
            // The button's release goes to the window that has the focus now:
            // the drag ends here, or the next move would still drag.
            state.drag = .none
            // A script playing keeps its trace: the interruption would be live input.
            guard playback == nil else { return true }
            recorder?.recordInterruption(at: now)
            session.handle(.interruption(timestamp: now))
            needsDisplay = true
        }
        return false
    }

    // MARK: - Dragging

    /// A button went down: the middle one pans, the secondary one (or
    /// Ctrl+primary) selects, the primary one on a panel does what the
    /// panel says (on the timeline's track: scrubs). Returns whether the
    /// host must not make touches of it.
    private func press(_ button: PlaygroundPointerButton, at point: CGPoint, modifiers: PlaygroundModifierKeys) -> Bool {
        if button == .middle {
            beginDrag(.panning(from: point))
            return true  // panning never touches
        }
        if button == .secondary || (button == .primary && modifiers.contains(.control)) {
            select(at: point)
            revealSelectionInHierarchy()
            return true
        }
        if button == .primary, let action = screen.panelAction(.pressed(.primary, at: point), at: point) {
            apply(action)
            return true  // a panel is not the device
        }
        return false
    }

    /// Begins `drag` unless one is under way (``PlaygroundControllerState/Drag``):
    /// one drag at a time.
    func beginDrag(_ drag: PlaygroundControllerState.Drag) {
        guard state.drag == .none else { return }
        state.drag = drag
    }

    /// The pointer moved: the drag under way goes on; the device's view
    /// under the pointer is hovered, unless the drag turns or scrubs.
    private func move(to point: CGPoint) -> Bool {
        switch state.drag {
        case .turning(let anchor):
            guard let camera = options.exploded else { break }
            options.exploded = camera.dragged(dx: point.x - anchor.x, dy: point.y - anchor.y)
            state.drag = .turning(from: point)
            needsDisplay = true
            return true
        case .scrubbing:
            if let (timeline, rect) = screen.panel(TimelinePanel.self),
                let action = timeline.handle(.dragged(to: point), in: rect)
            {
                apply(action)
            }
            pointer = point
            return true
        case .panning(let anchor):
            deviceZoom.pan(by: CGPoint(x: point.x - anchor.x, y: point.y - anchor.y), in: layout.viewportRect)
            state.drag = .panning(from: point)
        case .none:
            break
        }
        hover(at: point)
        pointer = point
        needsDisplay = true  // a tooltip may follow it
        return false
    }

    /// A button came up: the drag it began ends. Returns whether the host
    /// must not make touches of it: not of the end of a drag, nor of a
    /// middle click.
    private func release(_ button: PlaygroundPointerButton) -> Bool {
        guard state.drag.button == button else { return button == .middle }
        state.drag = .none
        return true
    }

    /// Carries out what input on a panel did (``PlaygroundPanel/handle(_:in:)``).
    func apply(_ action: PlaygroundPanelAction) {
        switch action {
        case .scrollLog(let lines):
            scrollLog(by: lines)
        case .scrollSelection(let rows):
            scrollSelection(by: rows)
        case .scrub(let time, let startsDrag):
            // The quiz's display stops at the question's moment: no scrubbing past it.
            guard state.mode.quiz == nil else { break }
            if startsDrag {
                guard state.drag == .none else { return }
                state.drag = .scrubbing
            }
            scrub(to: time)
        case .select(let view):
            selectedView = view
        case .fold(let id):
            if hierarchyPanel.collapsed.remove(id) == nil { hierarchyPanel.collapsed.insert(id) }
        case .scrollHierarchy(let row):
            hierarchyPanel.scroll = row
        case .answerQuiz(let reply):
            answerQuiz(reply)
        case .nothing:
            break
        }
        needsDisplay = true
    }

    /// Touch samples in canvas points, from the host's converter.
    package func handleTouches(_ samples: [TouchSample], at milliseconds: UInt64) {
        self.milliseconds = milliseconds
        guard !samples.isEmpty else { return }
        let samples =
            magnification == 1
            ? samples
            : samples.map { sample in
                var sample = sample
                sample.location = canvasPoint(fromHost: sample.location)
                return sample
            }
        if let playback {
            if samples.contains(where: { $0.phase == .down }) {
                show(
                    state.mode.quiz != nil
                        ? "In the quiz live touches are ignored: answer with 1–9 (or a click on a view, when it asks which view); Z leaves."
                        : "Playing '\(playback.scriptName)': live input is ignored until it ends (Enter stops it).", seconds: 3)
                needsDisplay = true
            }
            return
        }
        session.handleCanvasTouches(samples, layout: layout, timestamp: now, recorder: recorder)
        // A timed notice is about the touch to come ("touch again to see the
        // effect", a scene just opened): once a finger is down that touch is
        // on screen, and the notice would only be stale. A notice without a
        // time (recording, a scene that failed to load) says how things stand.
        if noticeUntil != nil, samples.contains(where: { $0.phase == .down }) {
            notice = nil
            noticeUntil = nil
        }
        needsDisplay = true
    }

    /// What the host does between events: reloads the scene when its file
    /// changed (checked on every tick), takes an expired notice away, and
    /// lets the application's timers run up to now.
    package func tick(at milliseconds: UInt64) {
        self.milliseconds = milliseconds
        pollSceneFile()
        if let until = noticeUntil, milliseconds >= until {
            notice = nil
            noticeUntil = nil
            needsDisplay = true
        }
        let revision = session.revision
        if state.mode.quiz != nil {
            playQuiz()
        } else if playback != nil {
            playScript()
        } else {
            session.advance(to: now)
        }
        if session.revision != revision { needsDisplay = true }
    }

    /// The host's simulated fingers (Alt held) would go down at `points`
    /// (canvas points); empty when none are previewed.
    package func previewFingers(_ points: [CGPoint]) {
        let points = points.map(canvasPoint(fromHost:))
        guard points != fingerPreview else { return }
        fingerPreview = points
        needsDisplay = true
    }

    /// The host presented ``frame``.
    package func didPresent() {
        needsDisplay = false
    }

    /// Releases what the running scene built.
    package func close() {
        world.close()
    }

    // MARK: - What keys do

    func shake() {
        session.handle(.shake(timestamp: now))
    }

    func togglePlayPause() {
        session.handle(.remoteControl(.remoteControlTogglePlayPause, timestamp: now))
    }

    func quit() {
        isRunning = false
    }

    /// Flips a flag of the selected view, or says how to select one.
    func toggleSelectedView(_ toggle: PlaygroundViewToggle) {
        guard let view = selectedView else {
            show("Select a view first: right-click it (or Ctrl+click).", seconds: 4)
            return
        }
        show(toggle.apply(to: view) + " — touch again to see the effect", seconds: 4)
    }

    /// Space: pauses on the last touch sequence, or resumes; while a script
    /// plays, pauses or resumes the script (resuming leaves stepping).
    func togglePause() {
        switch state.mode {
        case .playing(var playing), .steppingScript(var playing, _):
            if playing.isPaused {
                playing.resume(at: milliseconds)
            } else {
                playing.pause(at: milliseconds)
            }
            state.mode = .playing(playing)
        case .paused:
            state.mode = .live
        case .live:
            if let stepping = freeze() { state.mode = .paused(stepping) }
        case .quiz:
            continueQuiz()  // the quiz takes Space first; kept for completeness
        }
    }

    /// Moves the step cursor, pausing first if need be (a script playing
    /// pauses, and its records so far are stepped).
    func step(_ move: (inout PlaygroundStepCursor, [TraceRecord]) -> Void) {
        guard state.mode.quiz == nil else { return }  // its display stops at the question's moment
        var playback = state.mode.playback
        playback?.pause(at: milliseconds)
        guard var stepping = state.mode.stepping ?? freeze() else {
            if let playback { state.mode = .playing(playback) }
            return
        }
        move(&stepping.cursor, stepping.sequence)
        state.mode = playback.map { .steppingScript($0, stepping) } ?? .paused(stepping)
    }

    /// The last sequence, frozen for stepping with the cursor at its end;
    /// `nil`, and a notice, before the first touch.
    private func freeze() -> PlaygroundControllerState.Stepping? {
        guard !session.sequence.isEmpty else {
            show("Nothing to pause on yet: touch a view first.", seconds: 3)
            return nil
        }
        return PlaygroundControllerState.Stepping(
            sequence: session.sequence, cursor: PlaygroundStepCursor(count: session.sequence.count))
    }

    /// Changes the script playing, keeping the mode's case.
    private func updatePlayback(_ change: (inout PlaygroundPlayback) -> Void) {
        switch state.mode {
        case .live, .paused:
            return
        case .playing(var playing):
            change(&playing)
            state.mode = .playing(playing)
        case .steppingScript(var playing, let stepping):
            change(&playing)
            state.mode = .steppingScript(playing, stepping)
        case .quiz(var quiz):
            change(&quiz.playback)
            state.mode = .quiz(quiz)
        }
    }

    /// Ends the script playing; records stepped stay stepped, paused.
    func endPlayback() {
        state.mode = state.mode.stepping.map { .paused($0) } ?? .live
    }

    var logPanel: CGRect {
        screen.panels.log
    }

    /// About one screenful of log lines, for PageUp and PageDown.
    var logPageSize: Int {
        max(1, Int(logPanel.height / PlaygroundStyle.logLineHeight) - 4)
    }

    /// The wheel over the selection panel: its rows move by `rows` (up to
    /// the rows the panel cut off, ``PlaygroundScreenLayout/selectionOverflow``).
    func scrollSelection(by rows: Int) {
        let frame = frame
        guard let inspected = frame.inspectedView else { return }
        let overflow = screen.selectionOverflow
        state.selectionScroll = .init(view: ObjectIdentifier(inspected), rows: max(0, min(overflow, frame.selectionScroll + rows)))
        needsDisplay = true
    }

    func scrollLog(by lines: Int) {
        logScroll = max(0, min(session.log.count - 1, logScroll + lines))
        needsDisplay = true
    }

    package func show(_ message: String, seconds: Double?) {
        notice = message
        needsDisplay = true
        noticeUntil = seconds.map { milliseconds + UInt64($0 * 1000) }
    }

    // MARK: - Pointer

    /// Selects the view under a pointer position on the device; clicking
    /// again where the selection lies walks down the stack under the pointer
    /// — the selected view's superview, then its superview, up to the window,
    /// then the deepest view again — so every container is reachable; a
    /// click beside the device clears the selection.
    private func select(at point: CGPoint) {
        let layout = self.layout
        needsDisplay = true
        guard layout.viewportRect.contains(point) else {
            selectedView = nil
            return
        }
        let picked = PlaygroundViewPicker.view(
            atScreen: layout.screenPoint(fromCanvas: point), in: session.application,
            includingHidden: options.showsHiddenViews)
        guard let picked, let current = selectedView, picked.isDescendant(of: current) else {
            selectedView = picked
            return
        }
        selectedView = current.superview ?? picked
    }

    /// Follows the pointer over the device; off the device nothing is
    /// hovered, so the selection panel never says "hovered" of a view the
    /// pointer has left (right-click keeps a view in the panel).
    private func hover(at point: CGPoint) {
        let layout = self.layout
        guard layout.viewportRect.contains(point) else {
            if hoveredView != nil {
                hoveredView = nil
                needsDisplay = true
            }
            return
        }
        let picked = PlaygroundViewPicker.view(
            atScreen: layout.screenPoint(fromCanvas: point), in: session.application,
            includingHidden: options.showsHiddenViews)
        if picked !== hoveredView {
            hoveredView = picked
            needsDisplay = true
        }
    }

    // MARK: - Lessons

    /// What the lesson card shows now.
    var lessonCard: PlaygroundLessonCard {
        PlaygroundLessonCard(
            sceneName: scenes[currentScene].name, description: world.description, lesson: world.lesson,
            scripts: world.scripts, pickedScript: pickedScript, speed: playbackSpeed, isExpanded: showsLessonCard,
            playing: playback.map {
                PlaygroundLessonCard.Playing(
                    script: $0.scriptName, isPaused: $0.isPaused, playedEvents: $0.playedEvents,
                    time: $0.time(at: milliseconds),
                    quiz: state.mode.quiz.map { "question \(min($0.index + 1, $0.script.questions.count)) of \($0.script.questions.count)" }
                )
            })
    }

    /// L: expands or collapses the lesson card.
    func toggleLessonCard() {
        showsLessonCard.toggle()
    }

    /// `[` and `]`: picks the previous or next script, wrapping around.
    func pickScript(by steps: Int) {
        let count = world.scripts.count
        guard count > 0 else {
            show("\(scenes[currentScene].name) has no scripts: add some under 'scripts:' in its file.", seconds: 3)
            return
        }
        pickedScript = ((pickedScript + steps) % count + count) % count
        showsLessonCard = true
    }

    /// Sets the speed scripts play at (the host's command line).
    package func setPlaybackSpeed(_ speed: PlaygroundPlaybackSpeed) {
        playbackSpeed = speed
        updatePlayback { $0.setSpeed(speed, at: milliseconds) }
    }

    /// `-` and `=`: the next slower or faster speed, for the script playing
    /// and those played next.
    func changePlaybackSpeed(slower steps: Int) {
        playbackSpeed = playbackSpeed.stepped(slower: steps)
        let speed = playbackSpeed
        updatePlayback { $0.setSpeed(speed, at: milliseconds) }
        show("Playback speed \(playbackSpeed.label)", seconds: 2)
    }

    /// Enter: plays the picked script, or stops the one playing.
    func playPickedScript() {
        if playback != nil {
            stopPlayback()
            return
        }
        guard world.scripts.indices.contains(pickedScript) else {
            show("\(scenes[currentScene].name) has no scripts: add some under 'scripts:' in its file.", seconds: 3)
            return
        }
        play(scriptNamed: world.scripts[pickedScript])
    }

    /// `.`: plays the next event of the script playing and pauses there;
    /// with none playing, starts the picked script paused at its first event.
    func stepScript() {
        if playback == nil {
            playPickedScript()
            updatePlayback { $0.pause(at: milliseconds) }
        }
        guard var playing = playback else { return }
        playing.step(at: milliseconds, deliver: session.handle, advance: session.advance(to:))
        state.mode = .playing(playing)
        if playing.isFinished { finishPlayback() }
    }

    /// Plays the current scene's script `name` from the scene as its file
    /// builds it: the scene is rebuilt first, so the trace is the one
    /// `touchlab trace` prints for the script. Returns whether it started.
    @discardableResult
    package func play(scriptNamed name: String) -> Bool {
        endPlayback()
        guard openScene(at: switcher.current) else { return false }
        guard let player = world.player(name) else {
            show("\(scenes[currentScene].name) has no script named '\(name)'.", seconds: 4)
            return false
        }
        if let index = world.scripts.firstIndex(of: name) { pickedScript = index }
        session.isPlayingScript = true
        state.mode = .playing(
            PlaygroundPlayback(player, speed: playbackSpeed, from: session.application.clock.now, at: milliseconds))
        notice = nil
        noticeUntil = nil
        needsDisplay = true
        onPlaybackStarted?(name)
        return true
    }

    /// Plays what is due on the script's clock (``tick(at:)``).
    private func playScript() {
        guard var playing = playback else { return }
        playing.play(until: milliseconds, deliver: session.handle, advance: session.advance(to:))
        updatePlayback { $0 = playing }
        if !playing.isPaused { needsDisplay = true }  // the card's clock runs
        if playing.isFinished { finishPlayback() }
    }

    /// Enter while playing: live input again, from where the script left the scene.
    private func stopPlayback() {
        guard let playing = playback else { return }
        let time = playing.time(at: milliseconds)
        resumeLiveClock()
        show("Stopped '\(playing.scriptName)' at t=\(String(format: "%.3f", time)) s; live input again.", seconds: 3)
    }

    private func finishPlayback() {
        guard let playing = playback else { return }
        resumeLiveClock()
        show("Played '\(playing.scriptName)'. Live input again; Enter plays it again.", seconds: 4)
        onPlaybackFinished?(playing.scriptName)
    }

    /// Ends the playback; the live clock runs on from where the script's stood.
    func resumeLiveClock() {
        endPlayback()
        session.isPlayingScript = false
        startMilliseconds = milliseconds
        startTime = session.application.clock.now
        needsDisplay = true
    }

    /// The first line of a description, for one-line summaries.
    static func firstLine(_ text: String) -> String? {
        let line = text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
        return line?.isEmpty == false ? line : nil
    }

    // MARK: - Scrubbing

    /// Moves the step cursor to the last record at or before `time`, pausing
    /// first if need be (``PlaygroundStepCursor/jump(toTime:in:)``).
    package func scrub(to time: TimeInterval) {
        step { cursor, sequence in cursor.jump(toTime: time, in: sequence) }
        needsDisplay = true
    }

    // MARK: - Scenes

    /// Tab (and Shift+Tab): the scene `steps` after the one last asked for.
    func switchScene(by steps: Int) {
        guard scenes.count > 1 else {
            show("Only one scene to show: name none on the command line to switch among the library's.", seconds: 4)
            return
        }
        openScene(at: switcher.index(after: steps))
    }

    /// R: the scene last asked for, anew.
    func reloadScene() {
        openScene(at: switcher.wanted)
    }

    /// A number key: opens that scene, or says how many there are.
    func openNumberedScene(_ index: Int) {
        guard scenes.indices.contains(index) else {
            show(
                scenes.count == 1
                    ? "Only one scene to show: name none on the command line to switch among the library's."
                    : "There are \(scenes.count) scenes: keys 1 to \(min(9, scenes.count)), Tab for the next.",
                seconds: 3)
            return
        }
        openScene(at: index)
    }

    /// On every tick: reload the scene when its file changed — the scene
    /// last asked for, so fixing a scene that failed to load loads it. The
    /// host's check is cheap (TouchSDL's watcher reads inotify without
    /// blocking, or the file's status at most every few milliseconds), so a
    /// save is on screen within a frame or two rather than at a slow poll.
    private func pollSceneFile() {
        if let index = switcher.sceneToReload() { openScene(at: index) }
    }

    /// Builds `scenes[index]` and, only when that worked, replaces the current
    /// scene: touches in flight are cancelled (an interruption, SPEC T6), the
    /// old world is closed, and a fresh session starts. On failure the old
    /// scene keeps running and the error stays on the canvas until a load
    /// succeeds.
    @discardableResult
    func openScene(at index: Int) -> Bool {
        let scene = scenes[index]
        let previous = switcher.current
        let fresh: PlaygroundSceneWorld
        switch switcher.open(index) {
        case .success(let world):
            fresh = world
        case .failure(let error):
            let name = TerminalText.quoted(scene.name), reason = TerminalText.escaped("\(error)")
            show("\(name) did not load; still showing the previous scene.\n\(reason)", seconds: nil)
            onSceneFailed?("touchlab run: \(name) did not load: \(reason)")
            needsDisplay = true
            return false
        }
        finishRecording(opensSavedScene: false)  // a recording belongs to the scene it was made in
        // A reload keeps the selection by name, so editing a scene file
        // shows the selected view's new flags at once.
        let reselect = index == previous ? selectedView?.traceName : nil
        session.handle(.interruption(timestamp: now))
        world.close()
        world = fresh
        session = PlaygroundSession(application: fresh.application)
        session.onRecords = onRecords
        startMilliseconds = milliseconds
        startTime = fresh.application.clock.now
        selectedView = reselect.flatMap { name in fresh.application.windows.lazy.compactMap { $0.viewNamed(name) }.first }
        hoveredView = nil
        hierarchyPanel = HierarchyPanelState()
        logScroll = 0
        state.mode = .live
        if index != previous || !fresh.scripts.indices.contains(pickedScript) { pickedScript = 0 }
        let summary = scene.summary ?? fresh.description.flatMap(Self.firstLine)
        if scenes.count > 1 {
            let next = scenes[(index + 1) % scenes.count]
            let previous = scenes[(index + scenes.count - 1) % scenes.count]
            func entry(_ scene: PlaygroundScene) -> String {
                scene.summary.map { "\(scene.name) — \($0)" } ?? scene.name
            }
            show(
                "Scene \(index + 1) of \(scenes.count): \(scene.name)" + (summary.map { "\n\($0)" } ?? "")
                    + "\nTab: \(entry(next))\nShift+Tab: \(entry(previous))", seconds: 4)
        } else {
            show("Reloaded \(scene.name)", seconds: 2)
        }
        onSceneOpened?(scene)
        needsDisplay = true
        return true
    }
}
