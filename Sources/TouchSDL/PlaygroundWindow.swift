import CSDL2
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TouchCore
import TouchDrawing

/// The live playground: an SDL window showing an application's views, its
/// hit-testing, responder chain and trace, driven by mouse and touch input.
///
/// One frame of work, in pipeline order (STYLE §1): SDL events become touch
/// samples (``SDLTouchInput``), mapped from the window onto the device area
/// (``TouchDrawing/PlaygroundLayout``) and handed to the application through a
/// ``TouchDrawing/PlaygroundSession``; the application's clock follows
/// `SDL_GetTicks64`, so long presses and delays fire in real time; the frame is
/// drawn by ``TouchDrawing/PlaygroundRenderer`` and executed by ``SDLCanvas``,
/// and only when something changed. Losing window focus is a system
/// interruption (SPEC T6): the application cancels every touch and the input
/// converter forgets its fingers. Keys: ``PlaygroundCommand``.
///
/// For scripts and end-to-end tests, stdout is line-buffered, `READY` is
/// printed after the first frame is presented, and trace lines are echoed when
/// ``PlaygroundWindowOptions/echoesTrace`` is set.
///
/// Every SDL and SDL_ttf object is made and released on the main actor, inside
/// ``run(application:title:options:)``.
@MainActor
public final class PlaygroundWindow {
    private let session: PlaygroundSession
    private let options: PlaygroundWindowOptions
    private let window: OpaquePointer
    private let canvas: SDLCanvas
    private var input: SDLTouchInput
    private var viewOptions: PlaygroundOptions
    private var isRunning = true
    private var needsDisplay = true
    private var hasPresented = false
    private let startTicks: UInt64
    private let startTime: TimeInterval

    /// Opens a window on `application` and runs until the user quits (Esc, Q,
    /// or closing the window).
    ///
    /// Throws ``PlaygroundWindowError/noDisplay(reason:)`` when there is no
    /// display (so the command line can suggest `touchlab shoot`),
    /// ``PlaygroundWindowError/cannotOpenWindow(reason:)`` when SDL cannot make
    /// the window or a renderer, and ``TouchSDLError`` for a missing font.
    public static func run(application: UIApplication, title: String,
                           options: PlaygroundWindowOptions = PlaygroundWindowOptions()) throws {
        let environment = ProcessInfo.processInfo.environment
        if let problem = displayProblem(environment: environment) {
            throw PlaygroundWindowError.noDisplay(reason: problem)
        }
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
        guard let window = SDL_CreateWindow(title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED,
                                            Int32(options.size.width), Int32(options.size.height), flags) else {
            throw PlaygroundWindowError.cannotOpenWindow(reason: "SDL_CreateWindow: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyWindow(window) }
        // Accelerated first unless asked not to; the dummy and some virtual
        // displays have none (notes §11).
        let accelerated = options.usesSoftwareRenderer ? nil
            : SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        guard let renderer = accelerated ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw PlaygroundWindowError.cannotOpenWindow(reason: "SDL_CreateRenderer: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyRenderer(renderer) }
        // Scoped so the canvas's text textures go before the renderer.
        do {
            let playground = PlaygroundWindow(application: application, options: options, window: window,
                                              canvas: SDLCanvas(renderer: renderer, fonts: fonts))
            try playground.loop()
        }
        withExtendedLifetime(fonts) {}
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

    private init(application: UIApplication, options: PlaygroundWindowOptions, window: OpaquePointer, canvas: SDLCanvas) {
        self.session = PlaygroundSession(application: application)
        self.options = options
        self.window = window
        self.canvas = canvas
        self.viewOptions = PlaygroundOptions(showsHiddenViews: options.showsHiddenViews,
                                             helpEntries: PlaygroundCommand.helpEntries)
        self.input = SDLTouchInput(windowSize: options.size,
                                   acceptsMouseSynthesizedTouches: options.acceptsMouseSynthesizedTouches)
        self.startTicks = SDL_GetTicks64()
        self.startTime = application.clock.now
        if options.echoesTrace {
            session.onRecords = { records in
                for line in TraceFormatter.lines(records) { print(line) }
            }
        }
    }

    /// Seconds on the application's clock: where it stood when the window
    /// opened plus real time since.
    private var now: TimeInterval {
        startTime + TimeInterval(SDL_GetTicks64() - startTicks) / 1000
    }

    /// The window's size in points (mouse coordinates are points too).
    private var windowSize: CGSize {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return CGSize(width: CGFloat(max(1, width)), height: CGFloat(max(1, height)))
    }

    private var layout: PlaygroundLayout {
        PlaygroundLayout(canvasSize: windowSize, application: session.application)
    }

    private func loop() throws {
        input.windowSize = windowSize
        while isRunning {
            var event = SDL_Event()
            if SDL_WaitEventTimeout(&event, 16) != 0 {
                handle(event)
                while isRunning, SDL_PollEvent(&event) != 0 { handle(event) }
            }
            let logCount = session.log.count, sequenceCount = session.sequence.count
            session.advance(to: now)
            if session.log.count != logCount || session.sequence.count != sequenceCount { needsDisplay = true }
            if needsDisplay && isRunning { try present() }
        }
    }

    private func handle(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            isRunning = false
            return
        case SDL_KEYDOWN.rawValue where event.key.repeat == 0:
            if let command = PlaygroundCommand(keycode: event.key.keysym.sym) { perform(command) }
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
        input.pivot = currentLayout.canvasPoint(fromScreen: CGPoint(x: currentLayout.screenRect.midX,
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
        case .clearLog:
            session.clearLog()
        case .toggleHelp:
            viewOptions.showsHelp.toggle()
        case .quit:
            isRunning = false
        }
        needsDisplay = true
    }

    private func present() throws {
        let size = windowSize
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetRendererOutputSize(canvas.renderer, &pixelWidth, &pixelHeight)
        canvas.scale = max(1, CGFloat(pixelWidth) / size.width)
        try canvas.draw(PlaygroundRenderer.drawList(for: session.frame(options: viewOptions), canvasSize: size))
        SDL_RenderPresent(canvas.renderer)
        needsDisplay = false
        if !hasPresented {
            hasPresented = true
            print("READY")
        }
    }
}
