// Tutorial (a): a button whose hit area is larger than its frame, as the well-known
// answers write it — `point(inside:with:)` overridden to grow the bounds by a margin.
// Pasted with only the porting table's edits (docs/uikit-api.md#porting), each marked
// `// PORT:`. `swift run example-larger-hit-area` opens the window; `--trace` prints the
// trace of a tap just above the button, outside its frame, and exits 1 if the run fails.
import UIKit

class LargeTapAreaButton: UIButton {
    var margin: CGFloat = 20

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let area = self.bounds.insetBy(dx: -margin, dy: -margin)
        return area.contains(point)
    }
}

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        handleAction("buttonTapped:", Self.buttonTapped)  // PORT: added: declares the @objc method

        let button = LargeTapAreaButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.frame = CGRect(x: 150, y: 300, width: 90, height: 30)
        button.addTarget(self, action: "buttonTapped:", for: .touchUpInside)  // PORT: was #selector(buttonTapped(_:))
        view.addSubview(button)
    }

    func buttonTapped(_ sender: UIButton) {  // PORT: @objc removed
        print("Button tapped")
    }
}

// Not in the tutorial: what its scene delegate does, and a script to play.
func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    return window
}
// 12 pt above the button's top edge: outside its frame, inside its 20 pt margin.
let script = PlaygroundScript("tap above the button", [.tap(.point(195, 288))])
if CommandLine.arguments.contains("--trace") {
    let trace = Playground.trace(script, makeWindow)
    print(trace.text, terminator: "")
    for problem in trace.problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
    exit(trace.succeeded ? 0 : 1)
}
// Without a display the window cannot open: say why and how, without a crash report.
do {
    try Playground.run(title: "larger hit area", makeWindow)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
