// Tutorial (b): single tap versus double tap on one view, the single tap waiting for the
// double tap to fail (`require(toFail:)`), as the well-known tutorials write it. Pasted
// with only the porting table's edits (docs/uikit-api.md#porting), each marked `// PORT:`.
// `swift run example-single-double-tap` opens the window; `--trace` prints the trace of
// a tap and then a double tap, and exits 1 if the run fails.
import UIKit

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        handleAction("handleSingleTap:", Self.handleSingleTap)  // PORT: added: declares the @objc method
        handleAction("handleDoubleTap:", Self.handleDoubleTap)  // PORT: added: declares the @objc method

        let singleTap = UITapGestureRecognizer(target: self, action: "handleSingleTap:")  // PORT: was #selector(handleSingleTap(_:))
        singleTap.numberOfTapsRequired = 1
        view.addGestureRecognizer(singleTap)

        let doubleTap = UITapGestureRecognizer(target: self, action: "handleDoubleTap:")  // PORT: was #selector(handleDoubleTap(_:))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        singleTap.require(toFail: doubleTap)
    }

    func handleSingleTap(_ gesture: UITapGestureRecognizer) {  // PORT: @objc removed
        print("Single tap")
    }

    func handleDoubleTap(_ gesture: UITapGestureRecognizer) {  // PORT: @objc removed
        print("Double tap")
    }
}

// Not in the tutorial: what its scene delegate does, and a script to play.
func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    return window
}
let script = PlaygroundScript(
    "tap, then double tap", [.tap(.point(195, 400)), .wait(0.5), .doubleTap(.point(195, 400)), .wait(0.5)])
if CommandLine.arguments.contains("--trace") {
    let trace = Playground.trace(script, makeWindow)
    print(trace.text, terminator: "")
    for problem in trace.problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
    exit(trace.succeeded ? 0 : 1)
}
// Without a display the window cannot open: say why and how, without a crash report.
do {
    try Playground.run(title: "single or double tap", makeWindow)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
