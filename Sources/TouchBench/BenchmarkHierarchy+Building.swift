import Foundation
import TouchCore

/// Building the generated hierarchy into core objects.
extension BenchmarkHierarchy {
    /// A fresh application whose visible key window holds the hierarchy, probed at
    /// `probes` uniform points (from this hierarchy's seed).
    ///
    /// Each view is named `V<index>` so traces read like a scene's, gets its node's
    /// colour, flags and transform (set after the frame, as UIKit code does, so the
    /// rotation and scale apply around the frame's centre), and a tap recognizer
    /// where the node asks for one.
    package func makeSubject(probes: Int) -> BenchmarkSubject {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.screenSize))
        window.name = "UIWindow"
        window.backgroundColor = UIColor(white: 0.97)
        application.addWindow(window)
        window.makeKeyAndVisible()
        var views: [UIView] = []
        views.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            let view = UIView(frame: node.frame)
            view.name = "V\(index)"
            view.backgroundColor = UIColor(red: node.red, green: node.green, blue: node.blue)
            view.isHidden = node.isHidden
            view.alpha = node.alpha
            view.isUserInteractionEnabled = node.isUserInteractionEnabled
            view.clipsToBounds = node.clipsToBounds
            if node.isTransformed {
                view.transform = CGAffineTransform(rotationAngle: node.rotationDegrees * .pi / 180)
                    .scaledBy(x: node.scale, y: node.scale)
            }
            if node.hasTapRecognizer {
                let tap = UITapGestureRecognizer(target: nil, action: nil)
                tap.name = "Tap\(index)"
                view.addGestureRecognizer(tap)
            }
            (node.parent.map { views[$0] } ?? window).addSubview(view)
            views.append(view)
        }
        return BenchmarkSubject(
            name: "\(shape.rawValue) \(count)", application: application, window: window,
            probes: BenchmarkSubject.uniformProbes(count: probes, in: Self.screenSize, seed: seed))
    }
}
