import Foundation
import TouchPlayground

/// Seed 003's 1-2-3-4 views: view 3 has user interaction off, so a tap on view 4 (inside
/// it) goes to view 2, which handles it. Plays the library scene `cannot-receive.yaml`'s
/// views 1–4.
enum NestedViewsExample {
    final class RootView: UIView {}
    final class View1: UIView {}
    final class View3: UIView {}
    final class View4: UIView {}

    /// View 2 handles its touches and does not pass them on.
    final class View2: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }

    final class ViewController: UIViewController {
        override func loadView() {
            view = RootView()
            view.backgroundColor = .white
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let view1 = View1(frame: CGRect(x: 10, y: 60, width: 370, height: 330))
            let view2 = View2(frame: CGRect(x: 15, y: 15, width: 340, height: 300))
            let view3 = View3(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
            let view4 = View4(frame: CGRect(x: 20, y: 20, width: 150, height: 120))
            view3.isUserInteractionEnabled = false  // try view3.isHidden = true, or view3.alpha = 0.005
            view1.backgroundColor = UIColor(white: 0.9)
            view2.backgroundColor = .orange
            view3.backgroundColor = .blue
            view4.backgroundColor = .yellow
            view.addSubview(view1)
            view1.addSubview(view2)
            view2.addSubview(view3)
            view3.addSubview(view4)
        }
    }

    static let example = SeedExample(
        name: "nested-views",
        summary: "Seed 003: views 1-2-3-4; view 3 ignores touches, so tapping view 4 reaches view 2.",
        runs: [
            SeedExample.Run(PlaygroundScript("tap-view4", [.tap("View4")])) { SeedExample.window(ViewController()) },
            SeedExample.Run(PlaygroundScript("tap-view3", [.tap("View3")])) { SeedExample.window(ViewController()) },
        ])
}
