import Foundation
import TouchCore

/// Every window's hierarchy as an outline, in subview order: a view's
/// subviews follow it in `subviews` order, so the frontmost sibling comes
/// last, as in Xcode's debug navigator; windows too go back to front (hidden
/// ones first, then visible ones in reverse of ``TouchCore/UIApplication/windowsFrontToBack``).
/// Hit-testing walks each level from the last row up (SPEC H1), which the
/// panel's header says.
///
/// A view controller's root view is preceded by a row for the controller,
/// the view nested under it, as the navigator shows them.
///
/// Each row carries the last touch's verdict from the trace
/// (``TouchSequenceAnalysis``): the first touch's visit number and outcome,
/// exactly the numbers of the device's visit-order squares; whether it is the
/// hit-test view and its place in the responder chain, which follows `next`
/// from the first touch's hit-test view as the rail does.
package struct HierarchyOutline {
    /// Every row, in outline order (a row's descendants follow it).
    package private(set) var rows: [HierarchyRow] = []

    /// The outline of `application`'s windows with the verdicts of `records`
    /// (a touch sequence, as ``PlaygroundFrame/shownSequence``).
    package init(application: UIApplication, records: [TraceRecord]) {
        self.init(application: application, analysis: TouchSequenceAnalysis(records: records))
    }

    package init(application: UIApplication, analysis: TouchSequenceAnalysis) {
        var visits: [ObjectIdentifier: Int] = [:]
        var verdicts: [ObjectIdentifier: HitTestVerdict] = [:]
        if let first = analysis.hitTests.first {
            for (order, subject) in first.visitOrder.enumerated() { visits[subject.id] = order + 1 }
            verdicts = first.verdicts
        } else {
            for (order, subject) in analysis.visitOrder.enumerated() { visits[subject.id] = order + 1 }
            verdicts = analysis.verdicts
        }
        let hitID = analysis.hitTests.first?.hitView?.id ?? analysis.hitViews.first?.id
        let visible = application.windowsFrontToBack
        let windows =
            application.windows.filter { window in !visible.contains { $0 === window } } + visible.reversed()
        var hitView: UIView?
        func add(_ view: UIView, depth: Int, underHidden: Bool) {
            var depth = depth
            if let controller = view.next as? UIViewController, controller.viewIfLoaded === view, !(view is UIWindow) {
                let id = ObjectIdentifier(controller)
                rows.append(
                    HierarchyRow(
                        kind: .viewController, name: controller.traceName, depth: depth, id: id, view: view,
                        visit: nil, verdict: nil, isHitView: false, chainIndex: nil, recognizers: [],
                        isHidden: underHidden, hasChildren: true))
                depth += 1
            }
            let id = ObjectIdentifier(view)
            let hidden = underHidden || view.isHidden || view.isTooTransparentToHit
            let subviews = view.subviews
            if id == hitID { hitView = view }
            rows.append(
                HierarchyRow(
                    kind: view is UIWindow ? .window : .view, name: view.traceName, depth: depth, id: id, view: view,
                    visit: visits[id], verdict: verdicts[id], isHitView: id == hitID, chainIndex: nil,
                    recognizers: (view.gestureRecognizers ?? []).map(\.traceName), isHidden: hidden,
                    hasChildren: !subviews.isEmpty))
            for subview in subviews { add(subview, depth: depth + 1, underHidden: hidden) }
        }
        for window in windows { add(window, depth: 0, underHidden: window.isHidden) }
        guard let hitView else { return }
        // The chain follows `next` on the live objects, at most 64 steps in
        // case an override forms a cycle (as the rail does).
        var chain: [ObjectIdentifier: Int] = [:]
        for (index, responder) in hitView.responderChain.prefix(64).enumerated() {
            chain[ObjectIdentifier(responder)] = index
        }
        for index in rows.indices { rows[index].chainIndex = chain[rows[index].id] }
    }

    /// The rows shown: none under a collapsed row; with a `search` text, only
    /// rows whose name contains it (ignoring case) and their ancestors, so
    /// each match keeps its place in the tree.
    package func visibleRows(collapsed: Set<ObjectIdentifier>, search: String = "") -> [HierarchyRow] {
        var result: [HierarchyRow] = []
        if search.isEmpty {
            var skipBelow: Int?
            for row in rows {
                if let limit = skipBelow {
                    if row.depth > limit { continue }
                    skipBelow = nil
                }
                result.append(row)
                if collapsed.contains(row.id) { skipBelow = row.depth }
            }
            return result
        }
        // Searching shows every match, expanded, with the path to it.
        var keep = [Bool](repeating: false, count: rows.count)
        var ancestors: [Int] = []
        for (index, row) in rows.enumerated() {
            while let last = ancestors.last, rows[last].depth >= row.depth { ancestors.removeLast() }
            if row.name.range(of: search, options: .caseInsensitive) != nil {
                keep[index] = true
                for ancestor in ancestors { keep[ancestor] = true }
            }
            ancestors.append(index)
        }
        for (index, row) in rows.enumerated() where keep[index] { result.append(row) }
        return result
    }

    /// The row of `view` (its own row, not its controller's).
    package func row(of view: UIView) -> HierarchyRow? {
        let id = ObjectIdentifier(view)
        return rows.first { $0.id == id }
    }
}
