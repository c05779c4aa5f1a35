import Foundation
import TouchPlayground

/// Seed 002's hit-testing example: views A–F, where tapping E visits A, C, F, then E.
/// The same hierarchy as the library scene `hit-testing.yaml`, written as code: its
/// trace is the scene's, line for line (SeedExamplesTests checks it).
enum AToFExample {
    class AView: UIView {}
    class BView: UIView {}
    class CView: UIView {}
    class DView: UIView {}
    class FView: UIView {}

    /// E handles its touches and stops there: it does not call `super`.
    class EView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }

    final class RootView: UIView {}

    final class ViewController: UIViewController {
        override func loadView() {
            view = RootView()
            view.backgroundColor = .white
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let a = AView(frame: CGRect(x: 15, y: 80, width: 360, height: 600))
            let b = BView(frame: CGRect(x: 15, y: 20, width: 155, height: 300))
            let d = DView(frame: CGRect(x: 15, y: 20, width: 125, height: 140))
            let c = CView(frame: CGRect(x: 190, y: 20, width: 155, height: 560))
            let e = EView(frame: CGRect(x: 15, y: 20, width: 125, height: 240))
            let f = FView(frame: CGRect(x: 15, y: 290, width: 125, height: 240))
            a.backgroundColor = UIColor(white: 0.9)
            b.backgroundColor = UIColor(red: 0.75, green: 0.86, blue: 1)
            d.backgroundColor = .blue
            c.backgroundColor = UIColor(red: 1, green: 0.84, blue: 0.67)
            e.backgroundColor = .orange
            f.backgroundColor = .red
            view.addSubview(a)
            a.addSubview(b)
            b.addSubview(d)
            a.addSubview(c)
            c.addSubview(e)
            c.addSubview(f)
        }
    }

    static let example = SeedExample(
        name: "a-to-f",
        summary: "Seed 002: views A–F; touching E visits A, C, F, then E (the scene hit-testing.yaml, as code).",
        runs: [
            SeedExample.Run(PlaygroundScript("touch-e", [.down(at: "EView")])) { SeedExample.window(ViewController()) },
            SeedExample.Run(PlaygroundScript("tap-e", [.tap("EView")])) { SeedExample.window(ViewController()) },
            SeedExample.Run(PlaygroundScript("tap-d", [.tap("DView")])) { SeedExample.window(ViewController()) },
        ])
}
