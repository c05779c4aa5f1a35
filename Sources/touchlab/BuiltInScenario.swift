import Foundation
import TouchCore

/// The scenario the app opens on until scene files load (issue 4): Apple's A–F
/// hierarchy (seed 001, 002) with a tap recognizer on C, then a tap on E.
///
/// It shows hit-testing visiting A, C, F and E, the tap recognizer seeing the touch
/// before E, and E's touches cancelled when the tap recognizes.
struct BuiltInScenario {
    let application: UIApplication
    /// The finger script: host input at virtual times.
    let script: [HostInput]

    static func makeDefault() -> BuiltInScenario {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        app.addWindow(window)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.handleAction("cTapped") { _, _ in app.trace.message("C tapped") }

        func view(_ name: String, _ frame: CGRect, _ color: UIColor, in parent: UIView) -> UIView {
            let view = UIView(frame: frame)
            view.name = name
            view.backgroundColor = color
            parent.addSubview(view)
            return view
        }
        let a = view("AView", CGRect(x: 15, y: 100, width: 360, height: 560), UIColor(white: 0.9), in: controller.view)
        let b = view("BView", CGRect(x: 15, y: 20, width: 155, height: 300), UIColor(red: 0.6, green: 0.8, blue: 1), in: a)
        _ = view("DView", CGRect(x: 15, y: 20, width: 125, height: 120), UIColor(red: 0.3, green: 0.6, blue: 1), in: b)
        let c = view("CView", CGRect(x: 190, y: 20, width: 155, height: 520), UIColor(red: 1, green: 0.85, blue: 0.6), in: a)
        let e = view("EView", CGRect(x: 15, y: 20, width: 125, height: 200), UIColor(red: 1, green: 0.6, blue: 0.3), in: c)
        _ = view("FView", CGRect(x: 15, y: 260, width: 125, height: 200), UIColor(red: 0.9, green: 0.4, blue: 0.4), in: c)
        let tap = UITapGestureRecognizer(target: controller, action: "cTapped")
        tap.name = "CTap"
        c.addGestureRecognizer(tap)

        let point = e.convertToScreen(CGPoint(x: e.bounds.midX, y: e.bounds.midY))
        let script: [HostInput] = [
            .touches([TouchSample(finger: 1, phase: .down, location: point)], timestamp: 0.1),
            .touches([TouchSample(finger: 1, phase: .up, location: point)], timestamp: 0.18),
        ]
        return BuiltInScenario(application: app, script: script)
    }

    /// Runs the script and then lets pending timers fire.
    func run() {
        for input in script { application.handle(input) }
        application.advance(to: (script.last?.timestamp ?? 0) + 1)
    }
}
