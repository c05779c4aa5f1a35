/// Who really presents each `presented` controller of a window.
extension SceneWindow {
    /// One `presented:` of the file: the controller it is written on, which calls
    /// `present`; the controller that really presents it, its `next` (SPEC R2); and
    /// the presented controller.
    package struct Presentation: Hashable, Sendable {
        package var caller: String
        package var presenter: String
        package var presented: SceneController
        /// The controller whose view the presentation covers, for a
        /// `currentContext` or `overCurrentContext` presentation that found one
        /// defining the presentation context; nil when it covers the window.
        package var context: String?
    }

    /// The window's presentations, in the order a builder presents them — that of
    /// ``SceneDocument/allControllers``: the root's hierarchy first, then each
    /// presented controller's as it is presented.
    ///
    /// UIKit routes `present` from a child or a stacked controller up to the top of
    /// its containment — the window's root controller, or the presented controller
    /// whose hierarchy it is in — and, when that controller already presents, on top of
    /// the top-most presented controller (Apple: presentingViewController,
    /// UIPresentationController.presentingViewController). A `currentContext` or
    /// `overCurrentContext` presentation stops the climb at the first controller that
    /// defines the presentation context, which presents it over its own view (Apple:
    /// definesPresentationContext), as `UIViewController.present` does.
    package var presentations: [Presentation] {
        guard let root = rootController else { return [] }
        var result: [Presentation] = []
        // The top of each controller's containment, its parent, whether it defines the
        // presentation context, and what each presenter presents.
        var containmentTop: [String: String] = [:]
        var parentOf: [String: String] = [:]
        var defines: [String: Bool] = [:]
        var presentedBy: [String: String] = [:]
        func note(_ controllers: [SceneController]) {
            for controller in controllers {
                defines[controller.name] = controller.definesPresentationContext
                for child in controller.children { parentOf[child.name] = controller.name }
            }
        }
        var queue = root.allControllers
        note(queue)
        for controller in queue { containmentTop[controller.name] = root.name }
        var index = 0
        while index < queue.count {
            let caller = queue[index]
            index += 1
            guard let presented = caller.presented else { continue }
            var context: String?
            if presented.modalPresentationStyle?.isContextual == true {
                var candidate = caller.name
                var climbs = 0
                while defines[candidate] != true, let parent = parentOf[candidate], climbs <= queue.count {
                    candidate = parent
                    climbs += 1
                }
                if defines[candidate] == true { context = candidate }
            }
            var presenter = context ?? containmentTop[caller.name] ?? caller.name
            // Bounded: a file that reuses names (which the validator rejects) could
            // otherwise make this walk circle.
            var steps = 0
            while let above = presentedBy[presenter], steps <= queue.count {
                presenter = above
                steps += 1
            }
            presentedBy[presenter] = presented.name
            let presentedControllers = presented.allControllers
            note(presentedControllers)
            for controller in presentedControllers { containmentTop[controller.name] = presented.name }
            queue += presentedControllers
            result.append(Presentation(caller: caller.name, presenter: presenter, presented: presented, context: context))
        }
        return result
    }
}
