import Foundation
import TouchPlayground

/// Seed 000: `whiteView` answers `hitTest` with its first subview, so `redView` gets
/// the taps that land on `greenView`. The class names are the article's. Plays the
/// library scene `hit-test-override.yaml`.
enum HitTestOverrideExample {
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    /// "Return the child from the parent's hitTest" (seed 000).
    final class whiteView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            subviews[0]
        }
    }

    // swift-format-ignore: TypeNamesShouldBeCapitalized
    final class redView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }

    // swift-format-ignore: TypeNamesShouldBeCapitalized
    final class greenView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }

    final class RootView: UIView {}

    final class ViewController: UIViewController {
        override func loadView() {
            view = RootView()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let white = whiteView(frame: CGRect(x: 45, y: 150, width: 300, height: 400))
            white.backgroundColor = UIColor(white: 0.95)
            let red = redView(frame: CGRect(x: 20, y: 20, width: 150, height: 150))
            red.backgroundColor = .red
            let green = greenView(frame: CGRect(x: 120, y: 200, width: 150, height: 150))
            green.backgroundColor = .green
            white.addSubview(red)  // subviews[0]
            white.addSubview(green)
            view.addSubview(white)
        }
    }

    static let example = SeedExample(
        name: "hit-test-override",
        summary: "Seed 000: whiteView's hitTest returns subviews[0], so redView gets taps on greenView.",
        runs: [
            SeedExample.Run(PlaygroundScript("tap-green", [.tap("greenView")])) { SeedExample.window(ViewController()) },
            SeedExample.Run(PlaygroundScript("tap-white", [.tap(.view("whiteView", at: CGPoint(x: 280, y: 20)))])) {
                SeedExample.window(ViewController())
            },
        ])
}
