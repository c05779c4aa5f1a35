import Foundation
import TouchCore
import TouchPlaygroundUI

/// A ``PlaygroundController`` on ``PlaygroundFixture``'s A–F hierarchy (or on
/// several such scenes), driven as the window drives it: key presses, pointer
/// events and touches in canvas points, at a host time the test moves.
final class ControllerHarness {
    /// The fixture of the scene running now (a switch or reload replaces it).
    private(set) var fixture: PlaygroundFixture
    let controller: PlaygroundController
    /// The host's time in milliseconds.
    private(set) var milliseconds: UInt64 = 10_000
    /// Which scenes were built, in order, and which worlds were closed.
    private(set) var opened: [String] = []
    private(set) var closed: [String] = []
    /// The scenes whose next open fails.
    var failing: Set<String> = []
    /// The scene files reported changed at the next poll.
    var changedFiles: Set<String> = []
    static let canvasSize = CGSize(width: 1280, height: 860)

    struct LoadFailed: Error, CustomStringConvertible {
        var description: String { "line 3: no such key" }
    }

    init(scenes names: [String] = ["first"]) {
        let first = PlaygroundFixture()
        fixture = first
        var scenes: [PlaygroundScene] = []
        let box = Box()
        for name in names {
            scenes.append(
                PlaygroundScene(name: name, path: "\(name).yaml", summary: "scene \(name)'s description") {
                    let harness = box.harness!
                    guard !harness.failing.contains(name) else { throw LoadFailed() }
                    let fresh = PlaygroundFixture()
                    harness.fixture = fresh
                    harness.opened.append(name)
                    return PlaygroundSceneWorld(application: fresh.app) { harness.closed.append(name) }
                })
        }
        let world = PlaygroundSceneWorld(application: first.app) { box.harness?.closed.append(names[0]) }
        controller = PlaygroundController(
            scenes: scenes, current: 0, world: world, canvasSize: Self.canvasSize,
            options: PlaygroundOptions(helpEntries: PlaygroundKeyBinding.helpEntries), at: milliseconds,
            watch: { path in
                { box.harness?.changedFiles.remove(path) != nil }
            })
        box.harness = self
    }

    private final class Box {
        weak var harness: ControllerHarness?
    }

    /// A view of the running scene.
    func view(_ name: String) -> UIView { fixture.views[name]! }

    /// The centre of a view of the running scene, in canvas points.
    func canvasPoint(of name: String) -> CGPoint {
        controller.layout.canvasPoint(fromScreen: fixture.center(of: name))
    }

    /// A point on the canvas beside the device (the panels' side).
    var besideTheDevice: CGPoint {
        CGPoint(x: controller.layout.deviceRect.maxX + 20, y: controller.layout.deviceRect.midY)
    }

    @discardableResult
    func press(_ key: PlaygroundKey, _ modifiers: PlaygroundModifierKeys = [], isRepeat: Bool = false) -> Bool {
        send(.keyPressed(PlaygroundKeyPress(key, modifiers: modifiers, isRepeat: isRepeat)))
    }

    @discardableResult
    func send(_ event: PlaygroundInputEvent) -> Bool {
        presentIfNeeded()
        milliseconds += 16
        return controller.handle(event, at: milliseconds)
    }

    /// A right-click on a view; returns whether the controller took it.
    @discardableResult
    func rightClick(_ name: String) -> Bool {
        send(.pointerPressed(.secondary, at: canvasPoint(of: name), modifiers: []))
    }

    /// One finger down and up on a view, as the window's converter hands them over.
    func tap(_ name: String) {
        presentIfNeeded()
        let point = canvasPoint(of: name)
        milliseconds += 16
        controller.handleTouches([TouchSample(finger: 1, phase: .down, location: point)], at: milliseconds)
        milliseconds += 50
        controller.handleTouches([TouchSample(finger: 1, phase: .up, location: point)], at: milliseconds)
    }

    /// Lets `seconds` of host time pass, then ticks.
    func wait(_ seconds: Double) {
        milliseconds += UInt64(seconds * 1000)
        controller.tick(at: milliseconds)
    }

    /// The log as text, without the indentation.
    var logLines: [String] { TraceFormatter.lines(controller.session.log, indent: false) }

    /// Draws the frame the controller asks for, as the window does after each
    /// turn of its loop: the next input is measured against the screen the
    /// user would be looking at (``PlaygroundController/screen``).
    func presentIfNeeded() {
        guard controller.needsDisplay else { return }
        _ = controller.drawList()
        controller.didPresent()
    }
}
