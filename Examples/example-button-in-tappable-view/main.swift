// Tutorial (c): a button inside a view that has a tap recognizer, as the well-known
// questions write it. Tapping the button runs the button's action and not the view's
// tap: a UIButton's own action wins over an ancestor's single tap (SPEC G11, Apple:
// "Interacting with other user interface controls"); tapping beside it runs the view's.
// Pasted with only the porting table's edits (docs/uikit-api.md#porting), each marked
// `// PORT:`. `swift run example-button-in-tappable-view` opens the window; `--trace`
// prints the trace of both taps, and exits 1 if the run fails.
import UIKit

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        handleAction("viewTapped:", Self.viewTapped)  // PORT: added: declares the @objc method
        handleAction("buttonPressed:", Self.buttonPressed)  // PORT: added: declares the @objc method

        let containerView = UIView(frame: CGRect(x: 50, y: 200, width: 290, height: 300))
        containerView.backgroundColor = .lightGray
        view.addSubview(containerView)

        let tapGesture = UITapGestureRecognizer(target: self, action: "viewTapped:")  // PORT: was #selector(viewTapped(_:))
        containerView.addGestureRecognizer(tapGesture)

        let button = UIButton(type: .system)
        button.setTitle("Press", for: .normal)
        button.frame = CGRect(x: 95, y: 130, width: 100, height: 40)
        button.addTarget(self, action: "buttonPressed:", for: .touchUpInside)  // PORT: was #selector(buttonPressed(_:))
        containerView.addSubview(button)
    }

    func viewTapped(_ gesture: UITapGestureRecognizer) {  // PORT: @objc removed
        print("View tapped")
    }

    func buttonPressed(_ sender: UIButton) {  // PORT: @objc removed
        print("Button pressed")
    }
}

// Not in the tutorial: what its scene delegate does, and a script to play. The root
// view and the container are both plain UIViews: the trace numbers them UIView#1 and
// UIView#2, in hierarchy order.
func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    return window
}
let script = PlaygroundScript(
    "tap the button, then the view",
    [.tap("UIButton"), .wait(0.5), .tap(.view("UIView#2", at: CGPoint(x: 30, y: 30))), .wait(0.5)])
if CommandLine.arguments.contains("--trace") {
    let trace = Playground.trace(script, makeWindow)
    print(trace.text, terminator: "")
    for problem in trace.problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
    exit(trace.succeeded ? 0 : 1)
}
// Without a display the window cannot open: say why and how, without a crash report.
do {
    try Playground.run(title: "button in a tappable view", makeWindow)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
