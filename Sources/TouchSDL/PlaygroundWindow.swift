import CSDL2
import Foundation
import TouchCore
import TouchDrawing
import TouchRaster

#if canImport(Glibc)
    import Glibc
#endif

/// The live playground: an SDL window showing an application's views, its
/// hit-testing, responder chain and trace, driven by mouse and touch input.
///
/// One frame of work, in pipeline order (STYLE §1): SDL events become touch
/// samples (``SDLTouchInput``), mapped from the window onto the device area
/// (``TouchDrawing/PlaygroundLayout``) and handed to the application through a
/// ``TouchDrawing/PlaygroundSession``; the application's clock follows
/// `SDL_GetTicks64`, so long presses and delays fire in real time; the frame is
/// drawn by ``TouchDrawing/PlaygroundRenderer``, rasterised by TouchRaster's
/// ``TouchRaster/RasterCanvas`` (the pixels a screenshot of it would have) and
/// shown through one streaming texture (`StreamingFramePresenter`), and only
/// when something changed. Losing window focus is a system
/// interruption (SPEC T6): the application cancels every touch and the input
/// converter forgets its fingers. Keys: ``PlaygroundCommand``.
///
/// Besides touching, the pointer selects: a right-click (or Ctrl+click) on a
/// view selects it without touching it, for the selection panel's "why did
/// it (not) get the touch?", inspector and handler inventory; hovering
/// previews a view there. The wheel over the log scrolls it. Paused (Space),
/// the display stays on the last touch sequence while the arrows step through
/// its records. Given several scenes, Tab switches among them; the current
/// scene's file is polled once a second and reloaded when it changes, touches
/// in flight cancelled first (a file that does not parse leaves the old scene
/// running and says why on the canvas; its file is then the one watched, so
/// fixing it loads it: ``PlaygroundSceneSwitcher``).
///
/// For scripts and end-to-end tests, stdout is line-buffered, `READY` is
/// printed after the first frame is presented, and trace lines are echoed when
/// ``PlaygroundWindowOptions/echoesTrace`` is set.
///
/// Every SDL and SDL_ttf object is made and released on the main actor, inside
/// ``run(application:title:options:)``.
@MainActor
public final class PlaygroundWindow {
    private(set) var session: PlaygroundSession
    private let options: PlaygroundWindowOptions
    let window: OpaquePointer
    private let canvas: RasterCanvas
    let presenter: StreamingFramePresenter
    var input: SDLTouchInput
    private var viewOptions: PlaygroundOptions
    private var isRunning = true
    private var needsDisplay = true
    /// Whether `READY` is still to be printed: only a window the user runs
    /// announces itself (a measurement's stdout belongs to its report).
    private var announcesReady = false
    /// Frames presented so far (the latency measurement checks each press got one).
    private(set) var presentedFrames = 0
    /// Where the application's clock stood, and SDL's ticks, when the current
    /// scene opened.
    private var startTicks: UInt64
    private var startTime: TimeInterval

    /// The scenes, which one runs, which one was asked for and whose file
    /// is watched.
    private var switcher: PlaygroundSceneSwitcher
    private var scenes: [PlaygroundScene] { switcher.scenes }
    private var world: PlaygroundSceneWorld
    private var lastPoll: UInt64 = 0
    /// Weak: a view removed from its window by the scene must not be kept
    /// alive by the inspector.
    private weak var selectedView: UIView?
    private weak var hoveredView: UIView?
    private var logScroll = 0
    /// The device's zoom and pan (``TouchDrawing/DeviceZoom``): the wheel, a middle-drag, F.
    private var deviceZoom = DeviceZoom.fit
    /// The frozen sequence and the step cursor while paused.
    private var paused: (sequence: [TraceRecord], cursor: PlaygroundStepCursor)?
    /// A message on the canvas, and until when (SDL ticks; `nil`: until the
    /// next scene loads).
    private var notice: String?
    private var noticeUntil: UInt64?

    /// Opens a window on `application` and runs until the user quits (Esc, Q,
    /// or closing the window).
    ///
    /// Throws ``PlaygroundWindowError/noDisplay(reason:)`` when there is no
    /// display (so the command line can suggest `touchlab shoot`),
    /// ``PlaygroundWindowError/cannotOpenWindow(reason:)`` when SDL cannot make
    /// the window or a renderer, and ``TouchSDLError`` for a missing font.
    public static func run(
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
    public static func run(
        scenes: [PlaygroundScene], current: Int, world: PlaygroundSceneWorld,
        options: PlaygroundWindowOptions = PlaygroundWindowOptions()
    ) throws {
        try open(scenes: scenes, current: current, world: world, options: options) { playground in
            playground.announcesReady = true
            try playground.loop()
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
                window: window, canvas: RasterCanvas(textSource: TextMaskCache(fonts: fonts)),
                presenter: StreamingFramePresenter(renderer: renderer))
            let result = try body(playground)
            playground.world.close()
            return withExtendedLifetime(fonts) { result }
        }
    }

    /// Why no window can open in this environment, or `nil` when one may.
    ///
    /// On Linux a window needs an X11 (`DISPLAY`) or Wayland
    /// (`WAYLAND_DISPLAY`) display, unless `SDL_VIDEODRIVER` names a driver
    /// explicitly (`dummy` and `offscreen` need none). Other systems always
    /// have a display; SDL_Init reports the rare failure there.
    nonisolated public static func displayProblem(environment: [String: String]) -> String? {
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
    nonisolated public static func videoDrivers(environment: [String: String]) -> String? {
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
        window: OpaquePointer, canvas: RasterCanvas, presenter: StreamingFramePresenter
    ) {
        let application = world.application
        self.session = PlaygroundSession(application: application)
        self.switcher = PlaygroundSceneSwitcher(scenes: scenes, current: current)
        self.world = world
        self.options = options
        self.window = window
        self.canvas = canvas
        self.presenter = presenter
        self.viewOptions = PlaygroundOptions(
            showsHiddenViews: options.showsHiddenViews,
            helpEntries: PlaygroundCommand.helpEntries)
        self.input = SDLTouchInput(
            windowSize: options.size,
            acceptsMouseSynthesizedTouches: options.acceptsMouseSynthesizedTouches)
        self.startTicks = SDL_GetTicks64()
        self.startTime = application.clock.now
        echoIfAsked()
    }

    private func echoIfAsked() {
        guard options.echoesTrace else { return }
        session.onRecords = { records in
            // Scene text (labels, messages) may hold control characters.
            for line in TraceFormatter.lines(records) { print(TerminalText.escaped(line)) }
        }
    }

    /// Seconds on the application's clock: where it stood when the window
    /// opened plus real time since.
    private var now: TimeInterval {
        startTime + TimeInterval(SDL_GetTicks64() - startTicks) / 1000
    }

    /// The window's size in points (mouse coordinates are points too).
    var windowSize: CGSize {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return CGSize(width: CGFloat(max(1, width)), height: CGFloat(max(1, height)))
    }

    var layout: PlaygroundLayout {
        PlaygroundLayout(canvasSize: windowSize, application: session.application, zoom: deviceZoom)
    }

    private func loop() throws {
        input.windowSize = windowSize
        while isRunning { try turn(waitingMilliseconds: 16) }
    }

    /// One turn of the event loop: waits up to `waitingMilliseconds` for an
    /// event, handles every queued one, lets the application's timers run up to
    /// now, and presents a frame if anything changed. An input is on screen
    /// when the turn that dequeued it returns.
    func turn(waitingMilliseconds: Int32) throws {
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, waitingMilliseconds) != 0 {
            handle(event)
            while isRunning, SDL_PollEvent(&event) != 0 { handle(event) }
        }
        pollSceneFile()
        if let until = noticeUntil, SDL_GetTicks64() >= until {
            notice = nil
            noticeUntil = nil
            needsDisplay = true
        }
        let revision = session.revision
        session.advance(to: now)
        if session.revision != revision { needsDisplay = true }
        if needsDisplay && isRunning { try present() }
    }

    private func handle(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            isRunning = false
            return
        case SDL_KEYDOWN.rawValue where event.key.repeat == 0 || Self.repeats(event.key.keysym.sym):
            if let command = PlaygroundCommand(keycode: event.key.keysym.sym) {
                perform(command)
            } else if let index = PlaygroundCommand.sceneIndex(keycode: event.key.keysym.sym) {
                openNumberedScene(index)
            }
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.which != CSDL_TOUCH_MOUSEID:
            let ctrl = UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_CTRL.rawValue) != 0
            if Int32(event.button.button) == SDL_BUTTON_RIGHT || (Int32(event.button.button) == SDL_BUTTON_LEFT && ctrl) {
                select(at: CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y)))
                return  // selecting never touches
            }
        case SDL_MOUSEMOTION.rawValue where event.motion.which != CSDL_TOUCH_MOUSEID:
            if event.motion.state & UInt32(1 << (SDL_BUTTON_MIDDLE - 1)) != 0 {
                deviceZoom.pan(by: CGPoint(x: CGFloat(event.motion.xrel), y: CGFloat(event.motion.yrel)), in: layout.viewportRect)
                needsDisplay = true
            }
            hover(at: CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y)))
        case SDL_MOUSEWHEEL.rawValue:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let pointer = CGPoint(x: CGFloat(x), y: CGFloat(y))
            if logPanel.contains(pointer) {
                scrollLog(by: Int(event.wheel.y) * 3)
            } else if layout.viewportRect.contains(pointer) {
                deviceZoom.zoom(by: pow(1.25, CGFloat(event.wheel.y)), around: pointer, in: layout.viewportRect)
                needsDisplay = true
            }
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                _ = input.cancelAll()  // the application cancels them itself
                session.handle(.interruption(timestamp: now))
            default:
                break
            }
            needsDisplay = true
        default:
            break
        }
        // Every event also goes to the converter (keys update its modifiers).
        let currentLayout = layout
        input.pivot = currentLayout.canvasPoint(
            fromScreen: CGPoint(
                x: currentLayout.screenRect.midX,
                y: currentLayout.screenRect.midY))
        let samples = input.convert(event)
        if !samples.isEmpty {
            session.handleCanvasTouches(samples, layout: currentLayout, timestamp: now)
            needsDisplay = true
        }
    }

    private func perform(_ command: PlaygroundCommand) {
        switch command {
        case .shake:
            session.handle(.shake(timestamp: now))
        case .togglePlayPause:
            session.handle(.remoteControl(.remoteControlTogglePlayPause, timestamp: now))
        case .toggleHiddenViews:
            viewOptions.showsHiddenViews.toggle()
        case .toggleTimeline:
            viewOptions.showsTimeline.toggle()
        case .toggleInteraction, .toggleHidden, .toggleAlpha, .toggleClipping:
            guard let toggle = command.viewToggle, let view = selectedView else {
                show("Select a view first: right-click it (or Ctrl+click).", seconds: 4)
                break
            }
            show(toggle.apply(to: view) + " — touch again to see the effect", seconds: 4)
        case .pause:
            if paused != nil {
                paused = nil
            } else {
                pause()
            }
        case .stepBack, .stepForward, .previousPhase, .nextPhase, .firstRecord, .lastRecord:
            if paused == nil { pause() }
            guard var state = paused else { break }
            switch command {
            case .stepBack: state.cursor.step(-1)
            case .stepForward: state.cursor.step(1)
            case .previousPhase: state.cursor.jumpToHeading(forward: false, in: state.sequence)
            case .firstRecord: state.cursor.jumpToStart()
            case .lastRecord: state.cursor.jumpToEnd()
            default: state.cursor.jumpToHeading(forward: true, in: state.sequence)
            }
            paused = state
        case .scrollLogUp:
            scrollLog(by: logPageSize)
        case .scrollLogDown:
            scrollLog(by: -logPageSize)
        case .nextScene:
            let shift = UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_SHIFT.rawValue) != 0
            guard scenes.count > 1 else {
                show("Only one scene to show: name none on the command line to switch among the library's.", seconds: 4)
                break
            }
            openScene(at: switcher.index(after: shift ? -1 : 1))
        case .reloadScene:
            openScene(at: switcher.wanted)
        case .clearLog:
            session.clearLog()
        case .fitDevice:
            deviceZoom.fitAll()
        case .toggleHelp:
            viewOptions.showsHelp.toggle()
        case .quit:
            isRunning = false
        }
        needsDisplay = true
    }

    /// Arrows step held down; other keys act once per press.
    private static func repeats(_ keycode: SDL_Keycode) -> Bool {
        keycode == Int32(SDLK_LEFT.rawValue) || keycode == Int32(SDLK_RIGHT.rawValue)
            || keycode == Int32(SDLK_PAGEUP.rawValue) || keycode == Int32(SDLK_PAGEDOWN.rawValue)
    }

    /// What the renderer draws: the session's state plus the window's own.
    private var currentFrame: PlaygroundFrame {
        var frame = session.frame(options: viewOptions)
        frame.selectedView = selectedView?.window == nil ? nil : selectedView
        frame.hoveredView = hoveredView?.window == nil ? nil : hoveredView
        frame.logScroll = logScroll
        frame.deviceZoom = deviceZoom
        frame.notice = notice
        if let paused {
            frame.sequence = paused.sequence
            frame.stepCursor = paused.cursor
        }
        return frame
    }

    private var logPanel: CGRect {
        PlaygroundRenderer.panels(for: currentFrame, canvasSize: windowSize).log
    }

    /// About one screenful of log lines, for PageUp and PageDown.
    private var logPageSize: Int {
        max(1, Int(logPanel.height / PlaygroundStyle.logLineHeight) - 4)
    }

    private func scrollLog(by lines: Int) {
        logScroll = max(0, min(session.log.count - 1, logScroll + lines))
        needsDisplay = true
    }

    private func show(_ message: String, seconds: Double?) {
        notice = message
        noticeUntil = seconds.map { SDL_GetTicks64() + UInt64($0 * 1000) }
    }

    private func pause() {
        guard !session.sequence.isEmpty else {
            show("Nothing to pause on yet: touch a view first.", seconds: 3)
            return
        }
        paused = (session.sequence, PlaygroundStepCursor(count: session.sequence.count))
    }

    /// Selects the view under a pointer position on the device; a second
    /// click on the selected view selects its superview, so containers are
    /// reachable; a click beside the device clears the selection.
    private func select(at point: CGPoint) {
        let layout = self.layout
        needsDisplay = true
        guard layout.viewportRect.contains(point) else {
            selectedView = nil
            return
        }
        let picked = PlaygroundViewPicker.view(
            atScreen: layout.screenPoint(fromCanvas: point), in: session.application,
            includingHidden: viewOptions.showsHiddenViews)
        selectedView = picked != nil && picked === selectedView ? picked?.superview ?? picked : picked
    }

    /// Follows the pointer over the device; off the device the last hovered
    /// view stays, so the panel can be read while the pointer goes to it.
    private func hover(at point: CGPoint) {
        let layout = self.layout
        guard layout.viewportRect.contains(point) else { return }
        let picked = PlaygroundViewPicker.view(
            atScreen: layout.screenPoint(fromCanvas: point), in: session.application,
            includingHidden: viewOptions.showsHiddenViews)
        if picked !== hoveredView {
            hoveredView = picked
            needsDisplay = true
        }
    }

    /// Once a second: reload the scene when its file changed — the scene
    /// last asked for, so fixing a scene that failed to load loads it.
    private func pollSceneFile() {
        let ticks = SDL_GetTicks64()
        guard ticks - lastPoll >= 1000 else { return }
        lastPoll = ticks
        if let index = switcher.sceneToReload() { openScene(at: index) }
    }

    /// Builds `scenes[index]` and, only when that worked, replaces the current
    /// scene: touches in flight are cancelled (an interruption, SPEC T6), the
    /// old world is closed, and a fresh session starts. On failure the old
    /// scene keeps running and the error stays on the canvas until a load
    /// succeeds.
    /// A number key: opens that scene, or says how many there are.
    private func openNumberedScene(_ index: Int) {
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

    private func openScene(at index: Int) {
        let scene = scenes[index]
        let previous = switcher.current
        let fresh: PlaygroundSceneWorld
        switch switcher.open(index) {
        case .success(let world):
            fresh = world
        case .failure(let error):
            let name = TerminalText.quoted(scene.name), reason = TerminalText.escaped("\(error)")
            show("\(name) did not load; still showing the previous scene.\n\(reason)", seconds: nil)
            // Also on stderr, for whoever started the window from a terminal.
            FileHandle.standardError.write(Data("touchlab run: \(name) did not load: \(reason)\n".utf8))
            needsDisplay = true
            return
        }
        // A reload keeps the selection by name, so editing a scene file
        // shows the selected view's new flags at once.
        let reselect = index == previous ? selectedView?.traceName : nil
        session.handle(.interruption(timestamp: now))
        _ = input.cancelAll()
        world.close()
        world = fresh
        session = PlaygroundSession(application: fresh.application)
        startTicks = SDL_GetTicks64()
        startTime = fresh.application.clock.now
        echoIfAsked()
        selectedView = reselect.flatMap { name in fresh.application.windows.lazy.compactMap { $0.viewNamed(name) }.first }
        hoveredView = nil
        paused = nil
        logScroll = 0
        if scenes.count > 1 {
            let next = scenes[(index + 1) % scenes.count].name
            let previous = scenes[(index + scenes.count - 1) % scenes.count].name
            show("Scene \(index + 1) of \(scenes.count): \(scene.name)\nTab: \(next)   ·   Shift+Tab: \(previous)", seconds: 3)
        } else {
            show("Reloaded \(scene.name)", seconds: 2)
        }
        SDL_SetWindowTitle(window, Self.windowTitle(scene))
        needsDisplay = true
    }

    private func present() throws {
        let size = windowSize
        let scale = max(1, CGFloat(presenter.outputSize.width) / size.width)
        try canvas.render(PlaygroundRenderer.drawList(for: currentFrame, canvasSize: size), scale: scale)
        try presenter.present(canvas)
        needsDisplay = false
        presentedFrames += 1
        if announcesReady {
            announcesReady = false
            print("READY")
        }
    }
}
