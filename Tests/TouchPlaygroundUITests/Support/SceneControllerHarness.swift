import Foundation
import TestSupport
import Testing
import TouchCore
import TouchPlayground
import TouchPlaygroundUI
import TouchScenes

/// A ``PlaygroundController`` on a library scene, its worlds made as
/// `touchlab run` makes them (scripts played by ``SceneScriptPlayer``), driven
/// at a host time the test moves: the injected clock of the window's
/// playback, so slow motion is tested without sleeping.
final class SceneControllerHarness {
    let controller: PlaygroundController
    let document: SceneDocument
    /// The host's time in milliseconds.
    private(set) var milliseconds: UInt64 = 5_000
    /// Every record the controller's sessions echoed, in order.
    private(set) var echoed: [TraceRecord] = []
    /// The echoed records of each script played, by the order played.
    private(set) var played: [(script: String, records: [TraceRecord])] = []
    private var playingStart: Int?
    static let canvasSize = CGSize(width: 1280, height: 860)

    static let scenes = DrawListFixture.folder
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes")

    init(scene name: String) throws {
        let path = Self.scenes.appendingPathComponent("\(name).yaml").path
        document = try SceneParser().parse(fileAtPath: path)
        let scene = PlaygroundScene(name: name, path: nil, summary: document.description) {
            Self.world(try SceneParser().parse(fileAtPath: path))
        }
        controller = PlaygroundController(
            scenes: [scene], current: 0, world: Self.world(document), canvasSize: Self.canvasSize,
            options: PlaygroundOptions(helpEntries: PlaygroundKeyBinding.helpEntries), at: milliseconds)
        controller.onRecords = { [unowned self] records in echoed += records }
        controller.onPlaybackStarted = { [unowned self] _ in playingStart = echoed.count }
        controller.onPlaybackFinished = { [unowned self] name in
            played.append((name, Array(echoed[(playingStart ?? 0)...])))
            playingStart = nil
        }
    }

    /// The world `touchlab run` builds for `document`.
    static func world(_ document: SceneDocument) -> PlaygroundSceneWorld {
        PlaygroundSceneWorld(document: document)
    }

    /// `touchlab trace`'s lines for the scene's script `name`, on a fresh world.
    func traceLines(of name: String) throws -> [String] {
        let world = SceneBuilder().build(document)
        world.application.trace.isEnabled = true
        SceneRunner().run(try #require(document.script(named: name)), in: world)
        return TraceFormatter.lines(world.application.trace.records)
    }

    @discardableResult
    func press(_ key: PlaygroundKey, _ modifiers: PlaygroundModifierKeys = []) -> Bool {
        presentIfNeeded()
        milliseconds += 16
        return controller.handle(.keyPressed(PlaygroundKeyPress(key, modifiers: modifiers)), at: milliseconds)
    }

    @discardableResult
    func send(_ event: PlaygroundInputEvent) -> Bool {
        presentIfNeeded()
        milliseconds += 16
        return controller.handle(event, at: milliseconds)
    }

    /// Ticks every `frame` milliseconds of host time for `seconds`, as the
    /// window's loop does.
    func run(seconds: Double, frame: UInt64 = 16) {
        let end = milliseconds + UInt64(seconds * 1000)
        while milliseconds < end {
            milliseconds = min(end, milliseconds + frame)
            controller.tick(at: milliseconds)
        }
    }

    /// Ticks until no script plays (at most `limit` seconds of host time);
    /// returns the host seconds it took.
    @discardableResult
    func runUntilPlayed(limit: Double = 120, frame: UInt64 = 16) -> Double {
        let start = milliseconds
        while controller.playback != nil, milliseconds - start < UInt64(limit * 1000) {
            milliseconds += frame
            controller.tick(at: milliseconds)
        }
        return Double(milliseconds - start) / 1000
    }

    /// A touch on the canvas at a screen point, as the window hands one over.
    func touch(_ phase: TouchSample.Phase, atScreen point: CGPoint) {
        presentIfNeeded()
        milliseconds += 16
        controller.handleTouches(
            [TouchSample(finger: 0, phase: phase, location: controller.layout.canvasPoint(fromScreen: point))],
            at: milliseconds)
    }

    /// Draws the frame the controller asks for, as the window does after each
    /// turn of its loop: the next input is measured against the screen the
    /// user would be looking at (``PlaygroundController/screen``).
    func presentIfNeeded() {
        guard controller.needsDisplay else { return }
        _ = controller.drawList()
        controller.didPresent()
    }
}
