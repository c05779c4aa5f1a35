import Foundation
import TouchPlayground

/// Seed 002's recognizers: a tap recognizer subclass on YellowView's superview that
/// logs its touch methods (`LXFTapGestureRecognizer`), then a pan. YellowView's touches
/// end cancelled when the recognizer wins. Plays the library scenes `tap-gesture.yaml`
/// and `pan-gesture.yaml`.
enum GesturesExample {
    final class YellowView: UIView {}
    final class RootView: UIView {}

    /// Seed 002: "LXFTapGestureRecognizer (a UITapGestureRecognizer subclass)".
    final class LXFTapGestureRecognizer: UITapGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
        }
    }

    final class LXFViewController: UIViewController {
        override func loadView() {
            view = RootView()
            view.backgroundColor = .white
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let yellowView = YellowView(frame: CGRect(x: 95, y: 300, width: 200, height: 200))
            yellowView.backgroundColor = .yellow
            view.addSubview(yellowView)

            let tap = LXFTapGestureRecognizer(target: self, action: Selector("actionTap"))
            view.addGestureRecognizer(tap)
            handleAction(Selector("actionTap")) { _, _ in Playground.log("View Taped") }
        }
    }

    final class ViewController: UIViewController {
        override func loadView() {
            view = RootView()
            view.backgroundColor = .white
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let yellowView = YellowView(frame: CGRect(x: 95, y: 300, width: 200, height: 200))
            yellowView.backgroundColor = .yellow
            view.addSubview(yellowView)

            let pan = UIPanGestureRecognizer(target: self, action: Selector("actionPan"))
            pan.name = "Pan"
            view.addGestureRecognizer(pan)
            handleAction(Selector("actionPan")) { _, _ in Playground.log("View panned") }
        }
    }

    static let example = SeedExample(
        name: "gestures",
        summary: "Seed 002: LXFTapGestureRecognizer sees the touch before YellowView; then a pan cancels YellowView's touch.",
        runs: [
            SeedExample.Run(PlaygroundScript("tap", [.tap("YellowView")])) { SeedExample.window(LXFViewController()) },
            SeedExample.Run(PlaygroundScript("pan", [.drag(from: "YellowView", by: 18, 0, duration: 0.12, steps: 6)])) {
                SeedExample.window(ViewController())
            },
        ])
}
