/// Who really presents each `presented` controller of a window.
extension SceneWindow {
    /// One `presented:` of the file: the controller it is written on, which calls
    /// `present`; the controller that really presents it, its `next` (SPEC R2); and
    /// the presented controller.
    public struct Presentation: Hashable, Sendable {
        public var caller: String
        public var presenter: String
        public var presented: SceneController
    }

    /// The window's presentations, in the order a builder presents them — that of
    /// ``SceneDocument/allControllers``: the root's hierarchy first, then each
    /// presented controller's as it is presented.
    ///
    /// UIKit routes `present` from a child or a stacked controller up to the top of
    /// its containment — the window's root controller, or the presented controller
    /// whose hierarchy it is in — and, when that controller already presents, on top of
    /// the top-most presented controller (Apple: presentingViewController,
    /// UIPresentationController.presentingViewController). Scenes cannot define a
    /// presentation context, so nothing stops the climb earlier.
    public var presentations: [Presentation] {
        guard let root = rootController else { return [] }
        var result: [Presentation] = []
        // The top of each controller's containment, and what each presenter presents.
        var containmentTop: [String: String] = [:]
        var presentedBy: [String: String] = [:]
        var queue = root.allControllers
        for controller in queue { containmentTop[controller.name] = root.name }
        var index = 0
        while index < queue.count {
            let caller = queue[index]
            index += 1
            guard let presented = caller.presented else { continue }
            var presenter = containmentTop[caller.name] ?? caller.name
            // Bounded: a file that reuses names (which the validator rejects) could
            // otherwise make this walk circle.
            var steps = 0
            while let above = presentedBy[presenter], steps <= queue.count {
                presenter = above
                steps += 1
            }
            presentedBy[presenter] = presented.name
            let presentedControllers = presented.allControllers
            for controller in presentedControllers { containmentTop[controller.name] = presented.name }
            queue += presentedControllers
            result.append(Presentation(caller: caller.name, presenter: presenter, presented: presented))
        }
        return result
    }
}
