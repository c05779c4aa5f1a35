// Tutorial (d): a view dragged by a pan recognizer, its centre moved by the translation,
// which is then reset (`setTranslation(.zero, in:)`), as the well-known tutorials write
// it. Pasted with only the porting table's edits (docs/uikit-api.md#porting), each marked
// `// PORT:`. `swift run example-draggable-view` opens the window; `--trace` prints the
// trace of a drag and where the view ended, and exits 1 if the run fails.
import UIKit

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        handleAction("handlePan:", Self.handlePan)  // PORT: added: declares the @objc method

        let draggableView = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        draggableView.backgroundColor = .blue
        view.addSubview(draggableView)

        let panGesture = UIPanGestureRecognizer(target: self, action: "handlePan:")  // PORT: was #selector(handlePan(_:))
        draggableView.addGestureRecognizer(panGesture)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {  // PORT: @objc removed
        let translation = gesture.translation(in: view)
        if let gestureView = gesture.view {
            gestureView.center = CGPoint(x: gestureView.center.x + translation.x, y: gestureView.center.y + translation.y)
        }
        gesture.setTranslation(.zero, in: view)
    }
}

// Not in the tutorial: what its scene delegate does, a script to play, and where the
// dragged view ends (its centre starts at (150, 150)).
nonisolated(unsafe) var draggedView: UIView?
func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    draggedView = controller.view.subviews.first
    return window
}
let script = PlaygroundScript("drag the view", [.drag(from: .view("UIView#2"), by: 120, 200)])
if CommandLine.arguments.contains("--trace") {
    let trace = Playground.trace(script, makeWindow)
    print(trace.text, terminator: "")
    if let center = draggedView?.center { print("the dragged view's centre: (\(center.x), \(center.y))") }
    for problem in trace.problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
    exit(trace.succeeded ? 0 : 1)
}
// Without a display the window cannot open: say why and how, without a crash report.
do {
    try Playground.run(title: "draggable view", makeWindow)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
