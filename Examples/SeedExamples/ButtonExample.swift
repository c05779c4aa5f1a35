import Foundation
import TouchPlayground

/// Seed 002's example 1: `CLButton` inside `BlueView`, which has a tap recognizer. The
/// button refuses its ancestor's single tap (Apple: "Interacting with Other User
/// Interface Controls"), so tapping it fires the button's action, not the recognizer's.
/// Plays the library scene `button-vs-tap-ancestor.yaml`.
enum ButtonExample {
    final class BlueView: UIView {}
    final class RootView: UIView {}
    final class CLButton: UIButton {}
    final class CLTapGestureRecognizer: UITapGestureRecognizer {}

    final class ViewController: UIViewController {
        override func loadView() {
            view = RootView()
            view.backgroundColor = .white
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let blueView = BlueView(frame: CGRect(x: 45, y: 250, width: 300, height: 300))
            blueView.backgroundColor = UIColor(red: 0.58, green: 0.77, blue: 0.99)
            view.addSubview(blueView)

            let tap = CLTapGestureRecognizer(target: self, action: Selector("actionTap"))
            blueView.addGestureRecognizer(tap)
            handleAction(Selector("actionTap")) { _, _ in Playground.log("手势触发") }

            let button = CLButton(frame: CGRect(x: 50, y: 120, width: 200, height: 60))
            button.backgroundColor = .systemBlue
            button.setTitle("Button", for: .normal)
            button.addTarget(self, action: Selector("buttonTap"), for: .touchUpInside)
            blueView.addSubview(button)
            handleAction(Selector("buttonTap")) { _, _ in Playground.log("按钮点击") }
        }
    }

    static let example = SeedExample(
        name: "button",
        summary: "Seed 002 example 1: CLButton beats the tap recognizer of its superview BlueView.",
        runs: [
            SeedExample.Run(PlaygroundScript("tap-button", [.tap("CLButton")])) { SeedExample.window(ViewController()) }
        ])
}
