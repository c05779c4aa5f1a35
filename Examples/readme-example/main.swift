import TouchPlayground

final class EView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)  // a bigger touch area
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        Playground.log("E touched")  // printed into the trace, like NSLog
    }
}

func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(EView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)))
    return window
}

let trace = Playground.trace(PlaygroundScript([.tap(.point(90, 90)), .drag(from: "EView", by: 50, 0)]), makeWindow)
print(trace.text)
if !trace.succeeded {  // a step naming no view, an action nobody declares, a NaN frame…
    print(trace.problems)
    exit(1)
}
do {
    try Playground.run(title: "E", makeWindow)  // the SDL window (main.swift runs on the main actor)
} catch {
    print(error)  // no display: Playground.shoot renders PNGs instead
}
