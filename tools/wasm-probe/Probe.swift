// The probe's entry points, compiled into the same module as the TouchCore copy
// (tools/wasm-probe.sh): a small hierarchy, and a tap delivered through
// UIApplication.handle → sendEvent → the arena and the dispatcher, exactly as the
// desktop playground delivers it. The page (page.html) calls the exports below.

import Foundation  // the stand-in module (wasm-probe/Foundation)

/// A view that says in the trace what it received, as a learner's subclass would:
/// an override in a subclass, called through the class's vtable.
final class ProbeCard: UIView {
    var tapsSeen = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tapsSeen += 1
        super.touchesEnded(touches, with: event)
    }
}

final class ProbeWorld {
    let app: UIApplication
    let window: UIWindow
    let card: ProbeCard
    var time: TimeInterval = 0
    var recognizerFired = 0

    init() {
        app = UIApplication(fidelity: FidelityOptions())
        app.trace.isEnabled = true
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.name = "Window"
        app.addWindow(window)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.name = "Root"

        card = ProbeCard(frame: CGRect(x: 20, y: 100, width: 350, height: 300))
        card.name = "Card"
        root.view.addSubview(card)
        let button = UIButton(frame: CGRect(x: 40, y: 40, width: 140, height: 44))
        button.name = "Save"
        card.addSubview(button)
        let badge = UIView(frame: CGRect(x: 150, y: 30, width: 60, height: 30))
        badge.name = "Badge"
        badge.isUserInteractionEnabled = false  // SPEC H1: skipped with its subtree
        card.addSubview(badge)
        let hidden = UIView(frame: CGRect(x: 0, y: 200, width: 350, height: 100))
        hidden.name = "Hidden"
        hidden.isHidden = true
        card.addSubview(hidden)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.name = "cardTap"
        tap.addHandler { [unowned(unsafe) self] _ in self.recognizerFired += 1 }
        card.addGestureRecognizer(tap)
        app.trace.removeAll()
    }

    /// One finger down and up at `point`, 0.1 s apart, on the virtual clock.
    func tap(_ point: CGPoint) -> String {
        app.trace.removeAll()
        let hit = window.hitTest(point, with: nil)
        time += 1
        app.handle(.touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: time))
        app.handle(.touches([TouchSample(finger: 1, phase: .up, location: point)], timestamp: time + 0.1))
        var text = "hit-test view: " + (hit?.traceName ?? "nil") + "\n"
        text += "Card.touchesEnded overrides run: " + String(card.tapsSeen) + "\n"
        text += "cardTap handler runs: " + String(recognizerFired) + "\n"
        for line in TraceFormatter.lines(app.trace.records) { text += line + "\n" }
        return text
    }
}

extension ProbeWorld {
    /// Every view of the window, front-most last, as "name x y width height flags"
    /// lines in window points: what the page draws.
    func layout() -> String {
        var text = ""
        var pending: [UIView] = [window]
        while !pending.isEmpty {
            let view = pending.removeFirst()
            let frame = view.convert(view.bounds, to: window)
            var flags = ""
            if view.isHidden { flags += " hidden" }
            if !view.isUserInteractionEnabled { flags += " noninteractive" }
            text +=
                view.traceName + " " + String(Int(frame.minX)) + " " + String(Int(frame.minY)) + " "
                + String(Int(frame.width)) + " " + String(Int(frame.height)) + flags + "\n"
            pending += view.subviews
        }
        return text
    }
}

nonisolated(unsafe) var probeWorld: ProbeWorld?
nonisolated(unsafe) var probeResult: [UInt8] = []

/// Builds the hierarchy (again).
@_cdecl("touchlab_reset")
public func touchlab_reset() {
    probeWorld = ProbeWorld()
}

/// Taps at (x, y) in window points; returns the length of the result text, whose
/// UTF-8 bytes `touchlab_result` points at.
@_cdecl("touchlab_tap")
public func touchlab_tap(_ x: Double, _ y: Double) -> Int32 {
    if probeWorld == nil { probeWorld = ProbeWorld() }
    probeResult = Array(probeWorld!.tap(CGPoint(x: x, y: y)).utf8)
    return Int32(probeResult.count)
}

/// The hierarchy's frames (`ProbeWorld.layout`); the text's length, as for a tap.
@_cdecl("touchlab_layout")
public func touchlab_layout() -> Int32 {
    if probeWorld == nil { probeWorld = ProbeWorld() }
    probeResult = Array(probeWorld!.layout().utf8)
    return Int32(probeResult.count)
}

@_cdecl("touchlab_result")
public func touchlab_result() -> UnsafePointer<UInt8>? {
    probeResult.withUnsafeBufferPointer { $0.baseAddress }
}
