import Foundation
import TouchCore
import TouchDisplayList
import TouchPlaygroundUI

/// A fresh application holding seed 002's A–F hierarchy (Apple's Figure 2-1),
/// driven through a ``PlaygroundSession`` as the window drives it.
///
/// A(B(D), C(E, F)) in a 400×800 window, plus a hidden view H inside B and a
/// tap recognizer on F, so one tap on E produces every highlight the renderer
/// draws: a hit view (E), views that contain the point (window, root, A, C),
/// a rejected view (F, outside bounds), the chain E → C → A → root → controller
/// → window → application, and a recognizer chip.
final class PlaygroundFixture {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let controller = UIViewController()
    let session: PlaygroundSession
    var views: [String: UIView] = [:]
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    private(set) var time: TimeInterval = 0

    init() {
        session = PlaygroundSession(application: app)
        app.addWindow(window)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.backgroundColor = UIColor(white: 0.95)
        func add(_ name: String, _ frame: CGRect, to parent: UIView, _ color: UIColor) {
            let view = UIView(frame: frame)
            view.name = name
            view.backgroundColor = color
            parent.addSubview(view)
            views[name] = view
        }
        add("A", CGRect(x: 0, y: 40, width: 400, height: 760), to: controller.view, UIColor(red: 0.85, green: 0.9, blue: 1))
        add("B", CGRect(x: 10, y: 60, width: 180, height: 400), to: views["A"]!, UIColor(red: 1, green: 0.93, blue: 0.8))
        add("C", CGRect(x: 210, y: 60, width: 180, height: 400), to: views["A"]!, UIColor(red: 0.88, green: 1, blue: 0.88))
        add("D", CGRect(x: 10, y: 40, width: 160, height: 100), to: views["B"]!, UIColor(red: 1, green: 0.8, blue: 0.6))
        add("E", CGRect(x: 10, y: 40, width: 160, height: 150), to: views["C"]!, UIColor(red: 0.6, green: 0.85, blue: 0.6))
        add("F", CGRect(x: 10, y: 220, width: 160, height: 150), to: views["C"]!, UIColor(red: 0.6, green: 0.75, blue: 0.95))
        add("H", CGRect(x: 10, y: 200, width: 160, height: 120), to: views["B"]!, UIColor(red: 0.5, green: 0.5, blue: 0.5))
        views["H"]!.isHidden = true
        tap.name = "Tap"
        views["F"]!.addGestureRecognizer(tap)
        // The controller's appearance as the window showed is not part of any touch:
        // the session's log starts empty, as with a built scene.
        app.trace.removeAll()
    }

    /// The centre of a view, in screen points.
    func center(of name: String) -> CGPoint {
        let view = views[name]!
        return view.convertToScreen(CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    }

    func down(_ point: CGPoint, finger: Int = 1) {
        time += 0.016
        session.handle(.touches([TouchSample(finger: finger, phase: .down, location: point)], timestamp: time))
    }

    func move(_ point: CGPoint, finger: Int = 1) {
        time += 0.016
        session.handle(.touches([TouchSample(finger: finger, phase: .move, location: point)], timestamp: time))
    }

    func up(_ point: CGPoint, finger: Int = 1) {
        time += 0.05
        session.handle(.touches([TouchSample(finger: finger, phase: .up, location: point)], timestamp: time))
    }

    func tap(_ name: String) {
        let point = center(of: name)
        down(point)
        up(point)
    }

    /// The frame's draw list on the preview canvas size.
    func drawList(options: PlaygroundOptions = PlaygroundOptions(), size: CGSize = CGSize(width: 1280, height: 860)) -> DrawList {
        PlaygroundRenderer.drawList(for: session.frame(options: options), canvasSize: size)
    }

    func layout(size: CGSize = CGSize(width: 1280, height: 860)) -> PlaygroundLayout {
        PlaygroundLayout(canvasSize: size, application: app)
    }

    /// A view's quad on the canvas.
    func canvasQuad(_ name: String, size: CGSize = CGSize(width: 1280, height: 860)) -> [CGPoint] {
        views[name]!.screenQuad.map(layout(size: size).canvasPoint(fromScreen:))
    }
}

extension DrawList {
    /// The strings of every text command, in order.
    var texts: [String] {
        commands.compactMap { if case .text(let run) = $0 { return run.string } else { return nil } }
    }
}
