import Foundation
import TouchCore

/// A script's view change applied to the view, and written as the Swift a developer
/// would write for it, for the trace's heading of the step.
extension SceneViewChange {
    /// Sets each property the change names, in the order of
    /// ``SceneReader/settableKeys``. Hiding a window goes through `UIWindow.isHidden`,
    /// which cancels the window's touches.
    func apply(to view: UIView) {
        if let frame { view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height) }
        if let color { view.backgroundColor = UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) }
        if let alpha { view.alpha = CGFloat(alpha) }
        if let t = transform { view.transform = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
        if let isHidden { view.isHidden = isHidden }
        if let isUserInteractionEnabled { view.isUserInteractionEnabled = isUserInteractionEnabled }
        if let isMultipleTouchEnabled { view.isMultipleTouchEnabled = isMultipleTouchEnabled }
        if let isExclusiveTouch { view.isExclusiveTouch = isExclusiveTouch }
        if let clipsToBounds { view.clipsToBounds = clipsToBounds }
        if let isEnabled { (view as? UIControl)?.isEnabled = isEnabled }
    }

    /// `Card.isHidden = true; Card.alpha = 0.5`, in the order ``apply(to:)`` sets them.
    var assignments: String {
        func number(_ value: Double) -> String { TraceFormatter.number(CGFloat(value)) }
        var parts: [String] = []
        if let f = frame {
            parts.append("frame = CGRect(x: \(number(f.x)), y: \(number(f.y)), width: \(number(f.width)), height: \(number(f.height)))")
        }
        if let c = color {
            parts.append(
                "backgroundColor = UIColor(red: \(number(c.red)), green: \(number(c.green)), blue: \(number(c.blue)), alpha: \(number(c.alpha)))"
            )
        }
        if let alpha { parts.append("alpha = \(number(alpha))") }
        if let t = transform {
            parts.append(
                "transform = CGAffineTransform(a: \(number(t.a)), b: \(number(t.b)), c: \(number(t.c)), d: \(number(t.d)), "
                    + "tx: \(number(t.tx)), ty: \(number(t.ty)))")
        }
        if let isHidden { parts.append("isHidden = \(isHidden)") }
        if let isUserInteractionEnabled { parts.append("isUserInteractionEnabled = \(isUserInteractionEnabled)") }
        if let isMultipleTouchEnabled { parts.append("isMultipleTouchEnabled = \(isMultipleTouchEnabled)") }
        if let isExclusiveTouch { parts.append("isExclusiveTouch = \(isExclusiveTouch)") }
        if let clipsToBounds { parts.append("clipsToBounds = \(clipsToBounds)") }
        if let isEnabled { parts.append("isEnabled = \(isEnabled)") }
        return parts.map { "\(view).\($0)" }.joined(separator: "; ")
    }
}
