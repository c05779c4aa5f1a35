import CSDL2
import Foundation
import Testing
import TouchCore
import TouchPlaygroundUI

@testable import TouchSDL
@testable import touchlab

/// Recording a gesture in the window: input pushed through SDL's event queue
/// (the mouse, the Alt-simulated second finger, real finger events) is
/// recorded with the record key, saved into the scene's file, and the saved
/// script, played by `touchlab trace`, gives the live trace line for line.
/// SDL's dummy driver stands in for a display when there is none.
@Suite(.serialized) @MainActor struct GestureRecordingTests {
    static let scenes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenes")

    @Test func aRecordedGestureReplaysToTheLiveTrace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("drag.yaml").path
        let original = try String(contentsOf: Self.scenes.appendingPathComponent("drag.yaml"), encoding: .utf8)
        try original.write(toFile: path, atomically: true, encoding: .utf8)

        let (scenes, current) = RunCommand.scenes(startingWith: path, libraryDirectory: nil)
        let world = try scenes[current].open()
        var live: [String] = []
        var recorded: [String] = []
        let options = PlaygroundWindowOptions(size: CGSize(width: 1000, height: 760), usesSoftwareRenderer: true)
        try PlaygroundWindow.open(scenes: scenes, current: current, world: world, options: options, fallbackDriver: "dummy") {
            playground in
            let controller = playground.controller
            controller.recorder = PlaygroundRecorder { inputs, scene in try RecordingDestination(file: nil).save(inputs, in: scene) }
            controller.onRecords = { records in live += TraceFormatter.lines(records) }
            playground.input.windowSize = playground.windowSize
            let driver = EventDriver(playground: playground)
            try driver.turn(1)
            try driver.key(SDLK_g)
            #expect(controller.recorder?.isRecording == true)
            // One finger with the mouse: down on MovedView, an uneven drag, up.
            try driver.mouse(SDL_MOUSEBUTTONDOWN, screen: CGPoint(x: 195, y: 275))
            for (index, point) in [CGPoint(x: 201, y: 283), CGPoint(x: 214, y: 301), CGPoint(x: 230, y: 333)].enumerated() {
                try driver.wait(milliseconds: UInt64(15 + 10 * index))
                try driver.mouse(SDL_MOUSEMOTION, screen: point)
            }
            try driver.wait(milliseconds: 20)
            try driver.mouse(SDL_MOUSEBUTTONUP, screen: CGPoint(x: 236, y: 340))
            // A tap, held a moment.
            try driver.wait(milliseconds: 60)
            try driver.mouse(SDL_MOUSEBUTTONDOWN, screen: CGPoint(x: 100, y: 600))
            try driver.wait(milliseconds: 40)
            try driver.mouse(SDL_MOUSEBUTTONUP, screen: CGPoint(x: 100, y: 600))
            // Two simulated fingers (Alt+drag: mirrored about the device's centre).
            try driver.wait(milliseconds: 50)
            try driver.modifier(SDL_KEYDOWN, SDLK_LALT, KMOD_LALT)
            try driver.mouse(SDL_MOUSEBUTTONDOWN, screen: CGPoint(x: 150, y: 380))
            try driver.wait(milliseconds: 25)
            try driver.mouse(SDL_MOUSEMOTION, screen: CGPoint(x: 140, y: 370))
            try driver.wait(milliseconds: 25)
            try driver.mouse(SDL_MOUSEBUTTONUP, screen: CGPoint(x: 140, y: 370))
            try driver.modifier(SDL_KEYUP, SDLK_LALT, KMOD_NONE)
            // Real finger events: two fingers, the second lifting first.
            try driver.wait(milliseconds: 50)
            try driver.finger(SDL_FINGERDOWN, id: 1, screen: CGPoint(x: 180, y: 260))
            try driver.wait(milliseconds: 20)
            try driver.finger(SDL_FINGERDOWN, id: 2, screen: CGPoint(x: 260, y: 300))
            try driver.wait(milliseconds: 20)
            try driver.finger(SDL_FINGERMOTION, id: 1, screen: CGPoint(x: 190, y: 280))
            try driver.wait(milliseconds: 20)
            try driver.finger(SDL_FINGERUP, id: 2, screen: CGPoint(x: 260, y: 300))
            try driver.finger(SDL_FINGERUP, id: 1, screen: CGPoint(x: 195, y: 290))
            try driver.wait(milliseconds: 20)
            // What the live gesture traced; saving then opens the scene anew,
            // which interrupts the old one.
            recorded = live
            try driver.key(SDLK_g)
            #expect(controller.recorder?.isRecording == false)
            #expect(controller.notice?.hasPrefix("Saved the script 'recorded-1'") == true, "\(controller.notice ?? "no notice")")
            // The window shows the scene file as it is now, the new script picked.
            #expect(controller.scenes[controller.currentScene].path == path)
            #expect(controller.frame.lesson.map { $0.scripts[$0.pickedScript] } == "recorded-1")
        }

        let saved = try String(contentsOfFile: path, encoding: .utf8)
        // The scene's own text, comments included, is kept; the script follows it.
        #expect(saved.hasPrefix(original))
        #expect(saved.contains("  recorded-1:\n"))
        #expect(saved.contains("- tap: {at: "), "the held click is one tap step:\n\(saved)")
        #expect(saved.contains("- down: [{finger: 1, at: "), "the Alt fingers go down in one frame:\n\(saved)")
        #expect(saved.contains("- down: {finger: 2, at: "), "the second real finger goes down on its own:\n\(saved)")

        let replay = try ChildProcess.touchlab(["trace", path, "--script", "recorded-1"], mergingErrors: true)
        #expect(replay.status == 0, "\(replay.output)")
        let replayed = replay.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        #expect(recorded.count > 40)
        #expect(Self.relativeTimes(replayed) == Self.relativeTimes(recorded))
    }

    /// `touchlab run drag --record FILE`: the script goes into FILE (made
    /// from the scene), which is not the scene the window shows. After G
    /// the window opens FILE with the new script picked, and Enter plays it
    /// there — what the notice says — with the trace of the live gesture.
    @Test func recordingIntoAnotherFileOpensThatFileWithTheScriptPicked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("rec-drag.yaml").path
        let drag = Self.scenes.appendingPathComponent("drag.yaml").path
        let (scenes, current) = RunCommand.scenes(startingWith: drag, libraryDirectory: Self.scenes.path)
        let world = try scenes[current].open()
        let options = PlaygroundWindowOptions(size: CGSize(width: 1000, height: 760), usesSoftwareRenderer: true)
        try PlaygroundWindow.open(scenes: scenes, current: current, world: world, options: options, fallbackDriver: "dummy") {
            playground in
            let controller = playground.controller
            controller.recorder = PlaygroundRecorder { inputs, scene in
                try RecordingDestination(file: destination).save(inputs, in: scene)
            }
            var played: [String] = []
            controller.onPlaybackFinished = { played.append($0) }
            playground.input.windowSize = playground.windowSize
            let driver = EventDriver(playground: playground)
            try driver.turn(1)
            try driver.key(SDLK_g)
            try driver.mouse(SDL_MOUSEBUTTONDOWN, screen: CGPoint(x: 195, y: 275))
            try driver.wait(milliseconds: 30)
            try driver.mouse(SDL_MOUSEMOTION, screen: CGPoint(x: 215, y: 300))
            try driver.wait(milliseconds: 30)
            try driver.mouse(SDL_MOUSEBUTTONUP, screen: CGPoint(x: 215, y: 300))
            try driver.key(SDLK_g)
            let notice = controller.notice ?? ""
            #expect(controller.scenes.count == scenes.count + 1, "rec-drag joins the scenes")
            #expect(controller.scenes[controller.currentScene].path == destination)
            #expect(controller.scenes[controller.currentScene].name == "rec-drag")
            let card = try #require(controller.frame.lesson)
            #expect(card.scripts == ["drag-down-right", "recorded-1"])
            #expect(card.scripts[card.pickedScript] == "recorded-1")
            #expect(notice.contains("Now showing rec-drag with 'recorded-1' picked"), "\(notice)")
            #expect(notice.contains("Enter plays it"))
            try driver.key(SDLK_RETURN)
            #expect(controller.playback?.scriptName == "recorded-1")
            let deadline = SDL_GetTicks64() + 5_000
            while played.isEmpty, SDL_GetTicks64() < deadline { try driver.turn(10) }
            #expect(played == ["recorded-1"])
            #expect(
                controller.session.log.contains { record in
                    if case .touchBound(_, let view?, _, _) = record.kind { return view.name == "MovedView" }
                    return false
                })
        }
        #expect(FileManager.default.fileExists(atPath: destination))
    }

    /// Trace lines with each `@seconds` made relative to the first one: the
    /// live trace starts when the scene opened, the script at its first touch.
    static func relativeTimes(_ lines: [String]) -> [String] {
        var first: Double?
        return lines.map { line in
            guard line.hasPrefix("@"), let space = line.firstIndex(of: " "),
                let time = Double(line[line.index(after: line.startIndex)..<space])
            else { return line }
            let start = first ?? time
            first = start
            return String(format: "@%.3f", time - start) + line[space...]
        }
    }

    /// Pushes events into SDL's queue in window coordinates and runs the
    /// window's loop turns that take them.
    @MainActor struct EventDriver {
        let playground: PlaygroundWindow

        func turn(_ milliseconds: Int32) throws {
            try playground.turn(waitingMilliseconds: milliseconds)
        }

        /// Lets about `milliseconds` pass on SDL's clock, turning the loop.
        func wait(milliseconds: UInt64) throws {
            let until = SDL_GetTicks64() + milliseconds
            while SDL_GetTicks64() < until { try turn(Int32(until - SDL_GetTicks64())) }
        }

        private func push(_ event: inout SDL_Event) throws {
            guard SDL_PushEvent(&event) == 1 else { throw TouchSDLError.lastSDLError("SDL_PushEvent") }
            try turn(0)
        }

        func key(_ code: SDL_KeyCode) throws {
            for type in [SDL_KEYDOWN, SDL_KEYUP] {
                var event = Self.keyEvent(type, code, KMOD_NONE)
                try push(&event)
            }
        }

        func modifier(_ type: SDL_EventType, _ code: SDL_KeyCode, _ modifiers: SDL_Keymod) throws {
            var event = Self.keyEvent(type, code, modifiers)
            try push(&event)
        }

        private static func keyEvent(_ type: SDL_EventType, _ code: SDL_KeyCode, _ modifiers: SDL_Keymod) -> SDL_Event {
            var event = SDL_Event()
            event.key = SDL_KeyboardEvent(
                type: type.rawValue, timestamp: SDL_GetTicks(), windowID: 0,
                state: UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED), repeat: 0, padding2: 0, padding3: 0,
                keysym: SDL_Keysym(scancode: SDL_SCANCODE_UNKNOWN, sym: Int32(code.rawValue), mod: UInt16(modifiers.rawValue), unused: 0))
            return event
        }

        /// A left-button press, motion or release at a screen point of the device.
        func mouse(_ type: SDL_EventType, screen point: CGPoint) throws {
            let canvas = playground.layout.canvasPoint(fromScreen: point)
            let x = Int32(canvas.x.rounded()), y = Int32(canvas.y.rounded())
            var event = SDL_Event()
            if type == SDL_MOUSEMOTION {
                event.motion = SDL_MouseMotionEvent(
                    type: type.rawValue, timestamp: SDL_GetTicks(), windowID: 0, which: 0, state: CSDL_BUTTON_LMASK, x: x, y: y,
                    xrel: 0, yrel: 0)
            } else {
                event.button = SDL_MouseButtonEvent(
                    type: type.rawValue, timestamp: SDL_GetTicks(), windowID: 0, which: 0, button: UInt8(SDL_BUTTON_LEFT),
                    state: UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED), clicks: 1, padding1: 0, x: x, y: y)
            }
            try push(&event)
        }

        /// A finger event of a touch screen at a screen point of the device.
        func finger(_ type: SDL_EventType, id: Int64, screen point: CGPoint) throws {
            let canvas = playground.layout.canvasPoint(fromScreen: point)
            let size = playground.windowSize
            var event = SDL_Event()
            event.tfinger = SDL_TouchFingerEvent(
                type: type.rawValue, timestamp: SDL_GetTicks(), touchId: 7, fingerId: id, x: Float(canvas.x / size.width),
                y: Float(canvas.y / size.height), dx: 0, dy: 0, pressure: 0.6, windowID: 0)
            try push(&event)
        }
    }
}
