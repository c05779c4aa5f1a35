import Foundation
import TouchPlayground

/// Seed 000: a `WSView` that logs its touch methods, and a `MovedView` that follows the
/// finger with `previousLocation(in:)`. Its "drag" run plays the library scene
/// `drag.yaml` and traces exactly like it.
enum TouchLoggingExample {
    /// "The touch methods" (seed 000): each logs what the finger does.
    final class WSView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            Playground.log("touch what I do!")
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            Playground.log("Oh, don't pull people!")
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            Playground.log("hand can continue to play!")
        }
    }

    /// "Dragging a view" (seed 000): move by the touch's movement since the last call.
    /// It keeps its touches to itself (the other touch methods do not call `super`).
    final class MovedView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            let current = touch.location(in: self)
            let previous = touch.previousLocation(in: self)
            transform = transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
        }
    }

    final class RootView: UIView {}

    final class ViewController: UIViewController {
        override func loadView() {
            view = RootView()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let touchView = WSView(frame: CGRect(x: 20, y: 620, width: 100, height: 100))
            touchView.backgroundColor = .red
            view.addSubview(touchView)

            let movedView = MovedView(frame: CGRect(x: 120, y: 200, width: 150, height: 150))
            movedView.backgroundColor = UIColor(red: 0.976, green: 0.451, blue: 0.086)
            view.addSubview(movedView)
        }
    }

    static let example = SeedExample(
        name: "touch-logging",
        summary: "Seed 000: WSView logs its touch methods; drag MovedView, which follows the finger.",
        runs: [
            SeedExample.Run(
                PlaygroundScript(
                    "drag-down-right",
                    [.drag(from: "MovedView", by: 80, 240, duration: 0.5, steps: 10), .shot("after-drag"), .tap("MovedView")])
            ) { SeedExample.window(ViewController()) },
            SeedExample.Run(
                PlaygroundScript("touch-ws-view", [.drag(from: "WSView", by: 30, 0, duration: 0.1, steps: 2)])
            ) { SeedExample.window(ViewController()) },
        ])
}
