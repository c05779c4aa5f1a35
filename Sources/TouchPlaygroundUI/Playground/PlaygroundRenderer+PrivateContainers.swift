import Foundation
import TouchCore
import TouchInsight

/// UIKit's private container views left out of the marks
/// (``PlaygroundOptions/hidesPrivateContainers``), as Xcode's view debugger
/// can hide them: a navigation controller's three full-screen views and a
/// presentation's `UITransitionView` otherwise take a visit square, a verdict
/// chip and a chain badge each on every touch, and the visit path zig-zags
/// through them. Only the picture changes: the trace, the rail and the
/// numbers stay as they are, so the marks left skip the hidden numbers, and
/// the footer says which were hidden.
extension PlaygroundRenderer {
    /// Whether the marks of the view with this identity are left out: a
    /// private container while the option is on, unless the picture is about
    /// it — a touch's hit-test view (hiding that would leave the touch
    /// without a receiver), a responder that consumed a phase, or the view
    /// selected. Hiding never lies: what the lesson is about stays shown.
    func hidesMarks(of id: ObjectIdentifier) -> Bool {
        guard frame.options.hidesPrivateContainers, let position = drawnIndex[id] else { return false }
        return Self.hidesPrivateContainer(drawn[position].view, frame: frame, analysis: analysis)
    }

    /// ``hidesMarks(of:)`` for `view`, for the renderer and the slide's
    /// visit list (``VisitListPanel``) alike.
    static func hidesPrivateContainer(_ view: UIView, frame: PlaygroundFrame, analysis: TouchSequenceAnalysis) -> Bool {
        guard frame.options.hidesPrivateContainers, view.isUIKitPrivateContainer else { return false }
        let id = ObjectIdentifier(view)
        if analysis.hitViews.contains(where: { $0.id == id }) { return false }
        if analysis.handlings.contains(where: { $0.handler?.id == id && $0.method != .cancelled }) { return false }
        if let inspected = frame.inspectedView, ObjectIdentifier(inspected) == id { return false }
        return true
    }

    /// The footer's words when containers are hidden: how many, and the
    /// visit numbers they had, so a gap in the numbers is explained.
    var privateContainersNote: String? {
        guard frame.options.hidesPrivateContainers else { return nil }
        // A slide's visit list and rail name them where their numbers are:
        // the legend line says only that they are hidden.
        if frame.options.layoutKind == .slide {
            let hidesSome = drawn.contains { Self.hidesPrivateContainer($0.view, frame: frame, analysis: analysis) }
            return hidesSome ? "UIKit's private containers hidden" : nil
        }
        let visits = (analysis.hitTests.first?.visitOrder ?? []).enumerated().compactMap { order, subject in
            hidesMarks(of: subject.id) ? order + 1 : nil
        }
        let chain = self.chain.indices.compactMap { index in
            self.chain[index] is UIView && hidesMarks(of: ObjectIdentifier(self.chain[index])) ? index + 1 : nil
        }
        var words = "UIKit's private containers hidden"
        var numbers: [String] = []
        if !visits.isEmpty { numbers.append("visits \(visits.map(String.init).joined(separator: ", "))") }
        if !chain.isEmpty { numbers.append("chain \(chain.map(String.init).joined(separator: ", "))") }
        if !numbers.isEmpty { words += " (\(numbers.joined(separator: "; ")))" }
        return words
    }

    /// Whether `application`'s windows hold a UIKit private container: a
    /// slide then keeps a line under its device to say they are hidden.
    static func hasPrivateContainers(_ application: UIApplication) -> Bool {
        var stack: [UIView] = application.windows
        while let view = stack.popLast() {
            if view.isUIKitPrivateContainer { return true }
            stack += view.subviews
        }
        return false
    }
}
