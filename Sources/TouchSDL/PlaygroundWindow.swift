import CSDL2
import Foundation
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI
import TouchRaster

#if canImport(Glibc)
    import Glibc
#endif

/// The live playground: an SDL window showing an application's views, its
/// hit-testing, responder chain and trace, driven by mouse and touch input.
///
/// The window is the SDL half; what input does is ``TouchPlaygroundUI/PlaygroundController``'s
/// (selection, hover, pause and step, scene switching, the keys). One frame of
/// work, in pipeline order (STYLE §1): SDL events become the controller's
/// ``TouchPlaygroundUI/PlaygroundInputEvent``s and, through ``SDLTouchInput``, touch
/// samples, which the controller maps from the window onto the device area
/// (``TouchPlaygroundUI/PlaygroundLayout``) and hands to the application; the
/// controller's time is `SDL_GetTicks64`, so long presses and delays fire in
/// real time; the frame is drawn by ``TouchPlaygroundUI/PlaygroundRenderer``,
/// rasterised by TouchRaster's ``TouchRaster/RasterCanvas`` (the pixels a
/// screenshot of it would have) and shown through one streaming texture
/// (`StreamingFramePresenter`), and only when something changed. A frame
/// that answers a press or a release (a touch beginning or ending) is
/// presented before the panels' new text is rasterised: text after the device (``TouchDisplayList/DrawList/primaryCommandCount``)
/// whose mask is not kept yet is left out (`TextMaskCache`), and the same
/// list is rendered again and presented at once, in the same turn, with the
/// text, so the device's answer is on screen a text rasterisation sooner and
/// the panels catch up before the loop waits again. While the scene is
/// shown unmuted (no touch explained yet: the window just opened, the scene
/// reloaded or switched) and no input waits, the window paints the scene as
/// the first touch will mute it ahead of time
/// (``TouchRaster/RasterCanvas/prepareStablePrefix(of:scale:)``), so that
/// touch's frame starts from kept pixels like every later one. Losing window
/// focus is a system interruption (SPEC T6): the controller has the
/// application cancel every touch and the input converter forgets its
/// fingers. The current scene's file is watched through ``SceneFileWatcher``
/// (inotify, read on every turn of the loop); a notification wakes the loop
/// from its wait for events (an SDL event of the window's own type, pushed
/// from the notifier's thread), so a save is loaded at once.
///
/// For scripts and end-to-end tests, stdout is line-buffered, `READY` is
/// printed after the first frame is presented, and trace lines are echoed when
/// ``PlaygroundWindowOptions/echoesTrace`` is set, a script played in the
/// window between `PLAYING <name>` and `PLAYED <name>` lines.
///
/// Every SDL and SDL_ttf object is made and released on the main actor, inside
/// ``run(application:title:options:)``.
@MainActor
package final class PlaygroundWindow {
    let controller: PlaygroundController
    var session: PlaygroundSession { controller.session }
    private let options: PlaygroundWindowOptions
    let window: OpaquePointer
    private let canvas: RasterCanvas
    /// The canvas's text source, told when a frame may leave text out.
    private let textMasks: TextMaskCache
    /// The texts already checked for characters no font has.
    private var glyphCheckedTexts: Set<String> = []
    let presenter: StreamingFramePresenter
    var input: SDLTouchInput
    /// Whether `READY` is still to be printed: only a window the user runs
    /// announces itself (a measurement's stdout belongs to its report).
    private var announcesReady = false
    /// Frames presented so far (the latency measurement checks each press got one).
    private(set) var presentedFrames = 0
    /// Scripts still to play from ``PlaygroundWindowOptions/playsScripts``.
    private var scriptQueue: [String]
    /// The SDL event type that wakes the loop when the scene file changes.
    private let fileEventType: UInt32
    /// The frames presented while not `nil`, timed by stage (the latency
    /// measurement sets it).
    var presentedFrameLog: [PresentedFrame]?
    /// Called with every presented frame's list, scale and pixels (tests).
    var onPresented: ((_ list: DrawList, _ scale: CGFloat, _ pixels: [UInt32], _ frame: PresentedFrame) -> Void)?
    /// The last presented frame's list and scale, until the window has
    /// looked at whether the first touch's scene is worth painting ahead.
    private var unprepared: (list: DrawList, scale: CGFloat)?
    /// The stable prefix (commands and scale) of the unmuted frame whose
    /// muted scene was last painted ahead: not painted again for the same.
    private var preparedFrom: (commands: ArraySlice<DrawCommand>, size: CGSize, scale: CGFloat)?
    /// Renders that started from kept scene pixels, and scenes painted ahead
    /// of time (tests and measurements read them).
    var stablePrefixReuses: Int { canvas.prefixReuses }
    var stablePrefixPreparations: Int { canvas.prefixPreparations }

    /// Opens a window on `application` and runs until the user quits (Esc, Q,
    /// or closing the window).
    ///
    /// Throws ``PlaygroundWindowError/noDisplay(reason:)`` when there is no
    /// display (so the command line can suggest `touchlab shoot`),
    /// ``PlaygroundWindowError/cannotOpenWindow(reason:)`` when SDL cannot make
    /// the window or a renderer, and ``TouchSDLError`` for a missing font.
    package static func run(
        application: UIApplication, title: String,
        options: PlaygroundWindowOptions = PlaygroundWindowOptions()
    ) throws {
        let scene = PlaygroundScene(name: title, path: nil) { PlaygroundSceneWorld(application: application) }
        try run(scenes: [scene], current: 0, world: PlaygroundSceneWorld(application: application), options: options)
    }

    /// Opens a window on `world`, the already built `scenes[current]`, and
    /// runs until the user quits; Tab switches among `scenes`, and a scene
    /// with a file reloads when the file changes. Throws as
    /// ``run(application:title:options:)``.
    ///
    /// With a `recorder`, the record key records live input as a script
    /// (``TouchPlaygroundUI/PlaygroundRecorder``); `recordsFromStart` starts the
    /// first recording at once, and a recording still running when the window
    /// closes is saved.
    package static func run(
        scenes: [PlaygroundScene], current: Int, world: PlaygroundSceneWorld,
        options: PlaygroundWindowOptions = PlaygroundWindowOptions(),
        recorder: PlaygroundRecorder? = nil, recordsFromStart: Bool = false
    ) throws {
        try open(scenes: scenes, current: current, world: world, options: options) { playground in
            playground.announcesReady = true
            playground.controller.recorder = recorder
            if recordsFromStart { playground.controller.startRecording() }
            try playground.loop()
            playground.controller.finishRecording(opensSavedScene: false)
        }
    }

    /// Opens the window, runs `body` with it, and releases SDL, the window and
    /// its renderer afterwards: ``run(scenes:current:world:options:)`` runs the
    /// event loop in it, `measureInputToHighlight` a scripted series of presses.
    /// Without a display, SDL's `fallbackDriver` is used if given (the hint is
    /// reset afterwards, so later SDL users in the process are unaffected).
    static func open<Result>(
        scenes: [PlaygroundScene], current: Int, world: PlaygroundSceneWorld, options: PlaygroundWindowOptions,
        fallbackDriver: String? = nil, body: (PlaygroundWindow) throws -> Result
    ) throws -> Result {
        precondition(scenes.indices.contains(current), "current must index scenes")
        let title = windowTitle(scenes[current])
        let environment = ProcessInfo.processInfo.environment
        if let problem = displayProblem(environment: environment) {
            guard let fallbackDriver else { throw PlaygroundWindowError.noDisplay(reason: problem) }
            SDL_SetHint(SDL_HINT_VIDEODRIVER, fallbackDriver)
        }
        defer { if fallbackDriver != nil { SDL_ResetHint(SDL_HINT_VIDEODRIVER) } }
        unblockQuitSignals()
        if let drivers = videoDrivers(environment: environment) {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers)
        }
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            let display = ["SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"]
                .compactMap { key in environment[key].flatMap { $0.isEmpty ? nil : "\(key)=\($0)" } }
                .joined(separator: ", ")
            throw PlaygroundWindowError.noDisplay(
                reason: "SDL could not start video with \(display): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_Quit() }
        CSDL_LineBufferStdout()
        let fonts = try options.fontPath.map { try FontCache(fontPath: $0) } ?? FontCache()
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard
            let window = SDL_CreateWindow(
                title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED,
                Int32(options.size.width), Int32(options.size.height), flags)
        else {
            throw PlaygroundWindowError.cannotOpenWindow(reason: "SDL_CreateWindow: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyWindow(window) }
        // Accelerated first unless asked not to; the dummy and some virtual
        // displays have none (notes §11).
        let accelerated =
            options.usesSoftwareRenderer
            ? nil
            : SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        guard let renderer = accelerated ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw PlaygroundWindowError.cannotOpenWindow(reason: "SDL_CreateRenderer: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyRenderer(renderer) }
        // Scoped so the presenter's texture goes before the renderer.
        do {
            let playground = PlaygroundWindow(
                scenes: scenes, current: current, world: world, options: options,
                window: window, textMasks: TextMaskCache(fonts: fonts),
                presenter: StreamingFramePresenter(renderer: renderer))
            let result = try body(playground)
            playground.controller.close()
            return withExtendedLifetime(fonts) { result }
        }
    }

    /// Why no window can open in this environment, or `nil` when one may.
    ///
    /// On Linux a window needs an X11 (`DISPLAY`) or Wayland
    /// (`WAYLAND_DISPLAY`) display, unless `SDL_VIDEODRIVER` names a driver
    /// explicitly (`dummy` and `offscreen` need none). Other systems always
    /// have a display; SDL_Init reports the rare failure there.
    nonisolated package static func displayProblem(environment: [String: String]) -> String? {
        #if os(Linux)
            func isSet(_ key: String) -> Bool { !(environment[key] ?? "").isEmpty }
            if isSet("SDL_VIDEODRIVER") || isSet("DISPLAY") || isSet("WAYLAND_DISPLAY") { return nil }
            return "neither DISPLAY nor WAYLAND_DISPLAY is set"
        #else
            return nil
        #endif
    }

    /// Lets SIGINT and SIGTERM through on this thread, so SDL's handlers can
    /// turn them into `SDL_QUIT` and the window closes cleanly.
    ///
    /// A process inherits its parent's blocked signals: one started by a
    /// thread that blocks them (Foundation's `Process` under `swift test`
    /// does) would otherwise ignore `kill` and could only be killed.
    private static func unblockQuitSignals() {
        #if canImport(Glibc)
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGINT)
            sigaddset(&signals, SIGTERM)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        #endif
    }

    /// The SDL video drivers to try, as an `SDL_VIDEODRIVER` list, when the
    /// user named none: only those the environment has a display for.
    ///
    /// Left to itself, SDL falls back from a display it cannot reach (a stale
    /// `DISPLAY`) through Wayland, which prints noise, to the `offscreen`
    /// driver, and the playground would run in a window nobody can see. With
    /// the list, an unreachable display fails SDL_Init and the user is told.
    /// X11 comes first, as in SDL 2's own order. `nil` when `SDL_VIDEODRIVER`
    /// is set (the user's choice stands) and on systems other than Linux.
    nonisolated package static func videoDrivers(environment: [String: String]) -> String? {
        #if os(Linux)
            func isSet(_ key: String) -> Bool { !(environment[key] ?? "").isEmpty }
            if isSet("SDL_VIDEODRIVER") { return nil }
            let drivers = (isSet("DISPLAY") ? ["x11"] : []) + (isSet("WAYLAND_DISPLAY") ? ["wayland"] : [])
            return drivers.isEmpty ? nil : drivers.joined(separator: ",")
        #else
            return nil
        #endif
    }

    nonisolated static func windowTitle(_ scene: PlaygroundScene) -> String {
        scene.name.hasPrefix("TouchLab") ? scene.name : "TouchLab — \(scene.name)"
    }

    private init(
        scenes: [PlaygroundScene], current: Int, world: PlaygroundSceneWorld, options: PlaygroundWindowOptions,
        window: OpaquePointer, textMasks: TextMaskCache, presenter: StreamingFramePresenter
    ) {
        self.options = options
        self.scriptQueue = options.playsScripts
        self.window = window
        self.textMasks = textMasks
        let canvas = RasterCanvas(textSource: textMasks)
        // A stream of frames, perhaps beside a busy process: bands among
        // the threads that are there.
        canvas.choosesBandsPerRender = true
        self.canvas = canvas
        let registered = SDL_RegisterEvents(1)
        let fileEventType = registered == UInt32.max ? SDL_USEREVENT.rawValue : registered
        self.fileEventType = fileEventType
        self.presenter = presenter
        self.input = SDLTouchInput(
            windowSize: options.size,
            acceptsMouseSynthesizedTouches: options.acceptsMouseSynthesizedTouches)
        self.controller = PlaygroundController(
            scenes: scenes, current: current, world: world, canvasSize: Self.size(of: window),
            options: {
                var shown = PlaygroundOptions(
                    showsHiddenViews: options.showsHiddenViews, helpEntries: PlaygroundKeyBinding.helpEntries)
                shown.layoutKind = options.layoutKind
                // A slide hides UIKit's private containers (U shows them).
                shown.hidesPrivateContainers = options.layoutKind == .slide
                return shown
            }(),
            at: SDL_GetTicks64(),
            watch: SceneFileWatcher.watch(waking: {
                var event = SDL_Event()
                event.user = SDL_UserEvent(
                    type: fileEventType, timestamp: SDL_GetTicks(), windowID: 0, code: 0, data1: nil, data2: nil)
                _ = SDL_PushEvent(&event)  // a full queue wakes the loop anyway
            }))
        if options.echoesTrace {
            controller.onRecords = { records in
                // Scene text (labels, messages) may hold control characters.
                for line in TraceFormatter.lines(records) { print(TerminalText.escaped(line)) }
            }
        }
        controller.onSceneOpened = { [unowned self] scene in
            _ = self.input.cancelAll()  // the application cancelled them itself
            SDL_SetWindowTitle(self.window, Self.windowTitle(scene))
        }
        if options.playbackSpeed > 0 && options.playbackSpeed.isFinite {
            controller.setPlaybackSpeed(PlaygroundPlaybackSpeed(factor: options.playbackSpeed))
        }
        if options.echoesTrace {
            controller.onPlaybackStarted = { name in print("PLAYING \(TerminalText.escaped(name))") }
            controller.onPlaybackFinished = { name in print("PLAYED \(TerminalText.escaped(name))") }
        }
        controller.onSceneFailed = { line in
            // Also on stderr, for whoever started the window from a terminal.
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        if options.startsQuiz, !controller.startQuiz(scriptNamed: options.quizScript) {
            FileHandle.standardError.write(Data("touchlab run: \(controller.notice ?? "no quiz to start")\n".utf8))
        }
    }

    /// The window's size in points (mouse coordinates are points too).
    var windowSize: CGSize { Self.size(of: window) }

    private static func size(of window: OpaquePointer) -> CGSize {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return CGSize(width: CGFloat(max(1, width)), height: CGFloat(max(1, height)))
    }

    var layout: PlaygroundLayout { controller.layout }

    private func loop() throws {
        input.windowSize = windowSize
        while controller.isRunning { try turn(waitingMilliseconds: 16) }
    }

    /// One turn of the event loop: waits up to `waitingMilliseconds` for an
    /// event, handles every queued one, lets the controller poll the scene
    /// file and the application's timers run up to now, and presents a frame
    /// if anything changed. An input is on screen when the turn that dequeued
    /// it returns, the panels' text included: the frame answering a press or
    /// a release may be presented without the panels' new text first, then
    /// completed at once.
    ///
    /// Only those frames defer: completing one renders the whole list again,
    /// which a drag's every move or a timer's frame would pay for nothing
    /// (docs/performance.md, "Input to highlight: the device first").
    func turn(waitingMilliseconds: Int32) throws {
        var event = SDL_Event()
        var startsOrEndsTouch = false
        if SDL_WaitEventTimeout(&event, waitingMilliseconds) != 0 {
            repeat {
                startsOrEndsTouch = startsOrEndsTouch || Self.startsOrEndsTouch(event)
                handle(event)
            } while controller.isRunning && SDL_PollEvent(&event) != 0
        }
        controller.tick(at: SDL_GetTicks64())
        playQueuedScript()
        if controller.needsDisplay && controller.isRunning {
            try present(mayDeferPanelText: startsOrEndsTouch && options.defersPanelText)
        }
        if unprepared != nil && !controller.needsDisplay && controller.isRunning && !Self.hasPendingEvents() {
            try prepareFirstTouch()
        }
    }

    /// Whether an event waits in SDL's queue (the system's pumped in first).
    private static func hasPendingEvents() -> Bool {
        SDL_PumpEvents()
        return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
    }

    /// Paints, ahead of time, the scene as the first touch's frame will
    /// start with it, muted, when the presented frame shows it unmuted: that
    /// frame then starts from kept pixels instead of painting every view.
    /// Once per scene, size and scale; called only while no input waits, after
    /// the frame is presented, so no input waits for it (a touch arriving
    /// meanwhile is read when it is done, a few milliseconds for a thousand
    /// views).
    private func prepareFirstTouch() throws {
        guard let (shown, scale) = unprepared else { return }
        unprepared = nil
        let prefix = shown.commands.prefix(shown.stablePrefixCount)
        guard !prefix.isEmpty, !PlaygroundRenderer.mutesScene(for: controller.frame) else { return }
        if let preparedFrom, preparedFrom.size == shown.size, preparedFrom.scale == scale, preparedFrom.commands == prefix {
            return
        }
        let muted = PlaygroundRenderer.drawList(for: controller.frame, canvasSize: shown.size, mutingScene: true)
        try canvas.prepareStablePrefix(of: muted, scale: scale)
        preparedFrom = (prefix, shown.size, scale)
    }

    /// Whether `event` presses or releases a mouse button or a finger: what
    /// starts or ends a touch, whose highlight the next frame shows.
    private static func startsOrEndsTouch(_ event: SDL_Event) -> Bool {
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue, SDL_FINGERDOWN.rawValue, SDL_FINGERUP.rawValue:
            return true
        default:
            return false
        }
    }

    /// Starts the next script of ``PlaygroundWindowOptions/playsScripts``
    /// once none plays; after the last, closes the window if asked to.
    private func playQueuedScript() {
        guard controller.playback == nil, controller.isRunning else { return }
        if scriptQueue.isEmpty {
            if options.exitsAfterPlaying && !options.playsScripts.isEmpty {
                controller.handle(.quit, at: SDL_GetTicks64())
            }
            return
        }
        let name = scriptQueue.removeFirst()
        if !controller.play(scriptNamed: name) {
            FileHandle.standardError.write(Data("touchlab run: no script named '\(name)' in this scene\n".utf8))
        }
    }

    /// Hands an SDL event to the controller as what it means, then (unless
    /// the controller took it) to the touch converter: every event, since keys
    /// update its modifiers.
    private func handle(_ event: SDL_Event) {
        if event.type == fileEventType { return }  // only wakes the loop: the tick reads the file's notifications
        defer { controller.previewFingers(input.previewLocations) }
        if let meaning = Self.controllerEvent(event, windowSize: windowSize) {
            if case .focusLost = meaning { _ = input.cancelAll() }  // the application cancels them itself
            if controller.handle(meaning, at: SDL_GetTicks64()) { return }
        }
        let currentLayout = layout
        input.pivot = controller.hostPoint(
            fromCanvas: currentLayout.canvasPoint(
                fromScreen: CGPoint(
                    x: currentLayout.screenRect.midX,
                    y: currentLayout.screenRect.midY)))
        controller.handleTouches(input.convert(event), at: SDL_GetTicks64())
    }

    /// What an SDL event means to the controller; `nil` for events only the
    /// touch converter reads (and for the touch-copied mouse).
    private static func controllerEvent(_ event: SDL_Event, windowSize: @autoclosure () -> CGSize) -> PlaygroundInputEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_KEYDOWN.rawValue:
            guard let key = PlaygroundKey(keycode: event.key.keysym.sym) else { return nil }
            return .keyPressed(
                PlaygroundKeyPress(key, modifiers: PlaygroundModifierKeys(SDL_GetModState()), isRepeat: event.key.repeat != 0))
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.which != CSDL_TOUCH_MOUSEID:
            return .pointerPressed(
                button(event.button.button), at: CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y)),
                modifiers: PlaygroundModifierKeys(SDL_GetModState()))
        case SDL_MOUSEBUTTONUP.rawValue where event.button.which != CSDL_TOUCH_MOUSEID:
            return .pointerReleased(
                button(event.button.button), at: CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y)))
        case SDL_MOUSEMOTION.rawValue where event.motion.which != CSDL_TOUCH_MOUSEID:
            return .pointerMoved(to: CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y)))
        case SDL_MOUSEWHEEL.rawValue:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return .wheel(notches: Int(event.wheel.y), at: CGPoint(x: CGFloat(x), y: CGFloat(y)))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: return .focusLost
            case SDL_WINDOWEVENT_LEAVE.rawValue: return .pointerLeft
            default: return .windowChanged(size: windowSize())
            }
        default:
            return nil
        }
    }

    private static func button(_ button: UInt8) -> PlaygroundPointerButton {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: return .primary
        case SDL_BUTTON_RIGHT: return .secondary
        case SDL_BUTTON_MIDDLE: return .middle
        default: return .other
        }
    }

    /// Draws, renders and presents the controller's frame. With
    /// `mayDeferPanelText`, text after the device whose mask is not rasterised
    /// yet is left out of the first rendering, and the same list is rendered
    /// again with it and presented straight after: the device's answer first,
    /// the panels a rasterisation later, both before the loop waits again.
    /// Says, once per text, when the frame draws characters no installed
    /// font has: they show as empty boxes, where `shoot` and `--animate`
    /// refuse the picture naming them. The notice and stderr name the text
    /// and the characters in the words `shoot` uses.
    private func reportMissingGlyphs(in list: DrawList) {
        if glyphCheckedTexts.count > 20_000 { glyphCheckedTexts.removeAll() }  // log lines are new each frame
        for command in list.commands {
            guard case .text(let run) = command, glyphCheckedTexts.insert(run.string).inserted,
                let missing = try? textMasks.fonts.missingGlyphs(in: run.string), !missing.isEmpty
            else { continue }
            let codes = missing.map { $0.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ") }
            // The missing characters as the box they are drawn as: the notice
            // itself cannot draw them either.
            let shown = String(run.string.trimmingCharacters(in: .whitespaces).map { missing.contains($0) ? "□" : $0 })
            let message =
                "'\(TerminalText.quoted(shown))' has "
                + "\(missing.count == 1 ? "a character" : "characters") no installed font has (\(codes.joined(separator: ", "))), "
                + "drawn as \(missing.count == 1 ? "an empty box" : "empty boxes"): install a font that has "
                + "\(missing.count == 1 ? "it" : "them") (`make setup` installs fonts-wqy-microhei for Chinese) or change the scene's text"
            glyphCheckedTexts.insert(message)
            controller.show(message, seconds: 8)
            FileHandle.standardError.write(Data("touchlab run: \(message)\n".utf8))
        }
    }

    private func present(mayDeferPanelText: Bool) throws {
        // Pixels per canvas point: the display's per window point, times a
        // slide's magnification (its list is laid out on a smaller canvas).
        let scale = max(1, CGFloat(presenter.outputSize.width) / windowSize.width) * controller.magnification
        let start = DispatchTime.now().uptimeNanoseconds
        let list = controller.drawList()
        textMasks.defersUncachedText = mayDeferPanelText
        defer { textMasks.defersUncachedText = false }  // the cache ends it with a frame; a failed one may not end
        if try render(list, scale: scale, listedAfter: start, isCompleting: false).deferredTextRuns > 0 {
            _ = try render(list, scale: scale, listedAfter: nil, isCompleting: true)
        }
        unprepared = (list, scale)
        controller.didPresent()
        reportMissingGlyphs(in: list)  // a notice asks for the next frame
        if announcesReady {
            announcesReady = false
            print("READY")
        }
    }

    /// Renders `list`, presents it and notes the frame; `listedAfter` is when
    /// building the list started, `nil` for a list already built.
    private func render(_ list: DrawList, scale: CGFloat, listedAfter start: UInt64?, isCompleting: Bool) throws
        -> PresentedFrame
    {
        let listed = DispatchTime.now().uptimeNanoseconds
        try canvas.render(list, scale: scale)
        let rendered = DispatchTime.now().uptimeNanoseconds
        try presenter.present(canvas)
        let presented = DispatchTime.now().uptimeNanoseconds
        presentedFrames += 1
        let frame = PresentedFrame(
            displayListNanoseconds: start.map { listed - $0 } ?? 0, renderNanoseconds: rendered - listed,
            textMasksRasterised: textMasks.rasterisedInLastFrame.count,
            textRasterisingNanoseconds: textMasks.rasterisedInLastFrame.nanoseconds,
            presentNanoseconds: presented - rendered, deferredTextRuns: textMasks.deferredInLastFrame,
            isCompleting: isCompleting, presentedAt: presented)
        presentedFrameLog?.append(frame)
        onPresented?(list, scale, canvas.pixels, frame)
        return frame
    }
}
