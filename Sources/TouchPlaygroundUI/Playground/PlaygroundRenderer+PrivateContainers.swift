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
    /// private container while the option is on, unless it is a touch's
    /// hit-test view (hiding that would leave the touch without a receiver).
    func hidesMarks(of id: ObjectIdentifier) -> Bool {
        guard frame.options.hidesPrivateContainers, let position = drawnIndex[id] else { return false }
        return drawn[position].view.isUIKitPrivateContainer && !analysis.hitViews.contains { $0.id == id }
    }

    /// The footer's words when containers are hidden: how many, and the
    /// visit numbers they had, so a gap in the numbers is explained.
    var privateContainersNote: String? {
        guard frame.options.hidesPrivateContainers else { return nil }
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
}
