import Foundation
import TouchCore

/// What the inspector shows about one view, read live: its geometry and the
/// flags hit-testing and delivery read (SPEC H1, H2, T7, T8), everything that
/// may act on its touches, and its responder chain.
///
/// Live, unlike the highlights, because these are the values the *next* touch
/// will use: toggling a flag with a key shows here at once.
///
/// See also: ``HandlerEntry``, ``DeliveryExplanation`` (what the *last* touch did).
package struct ViewInspection: Hashable, Sendable {
    /// `EView (UIView)`.
    package var title: String
    /// Label and value pairs: `frame`, `bounds`, `alpha`, the flags, a scroll
    /// view's `contentOffset` ("offset") and `contentSize`, a layer's
    /// `cornerRadius` ("corners"), and the transform when it is not the identity.
    package var properties: [Property]
    /// The view's own recognizers and control actions first, then each
    /// ancestor's recognizers, up to the window.
    package var handlers: [HandlerEntry]
    /// Names along `next`, from the view to the end of the chain.
    package var chain: [String]

    package struct Property: Hashable, Sendable {
        package var label: String
        package var value: String
        /// Whether this value stops hit-testing at the view (drawn in red).
        package var blocksHitTesting: Bool
    }

    package init(view: UIView) {
        title = "\(view.traceName) (\(Self.className(of: view)))"
        properties = Self.properties(of: view)
        handlers = Self.handlers(of: view)
        chain = view.responderChain.prefix(64).map(\.traceName)
    }

    private static func properties(of view: UIView) -> [Property] {
        func yes(_ flag: Bool) -> String { flag ? "yes" : "no" }
        func rect(_ r: CGRect) -> String {
            "(\([r.minX, r.minY, r.width, r.height].map(TraceFormatter.number).joined(separator: ", ")))"
        }
        var result = [
            Property(label: "frame", value: rect(view.frame), blocksHitTesting: false),
            Property(label: "bounds", value: rect(view.bounds), blocksHitTesting: false),
            Property(
                label: "alpha", value: TraceFormatter.number(view.alpha),
                blocksHitTesting: view.isTooTransparentToHit),
            Property(label: "hidden", value: yes(view.isHidden), blocksHitTesting: view.isHidden),
            Property(label: "interaction", value: yes(view.isUserInteractionEnabled), blocksHitTesting: !view.isUserInteractionEnabled),
            Property(label: "clips", value: yes(view.clipsToBounds), blocksHitTesting: false),
            Property(label: "multi-touch", value: yes(view.isMultipleTouchEnabled), blocksHitTesting: false),
            Property(label: "exclusive", value: yes(view.isExclusiveTouch), blocksHitTesting: false),
        ]
        if let control = view as? UIControl {
            // A disabled control is skipped by hit-testing with its subtree (SPEC C1).
            result.insert(Property(label: "enabled", value: yes(control.isEnabled), blocksHitTesting: !control.isEnabled), at: 5)
        }
        if let scrollView = view as? UIScrollView {
            let offset = scrollView.contentOffset, size = scrollView.contentSize
            result.append(
                Property(
                    label: "offset", value: "(\(TraceFormatter.number(offset.x)), \(TraceFormatter.number(offset.y)))",
                    blocksHitTesting: false))
            result.append(
                Property(
                    label: "contentSize", value: "(\(TraceFormatter.number(size.width)), \(TraceFormatter.number(size.height)))",
                    blocksHitTesting: false))
        }
        // Drawn, never hit-tested (point(inside:with:) tests the bounds): said so.
        if let layer = view.layerIfLoaded, layer.cornerRadius > 0 {
            result.append(
                Property(
                    label: "corners", value: "\(TraceFormatter.number(layer.cornerRadius)) (drawn; hits use bounds)",
                    blocksHitTesting: false))
        }
        if !view.transform.isIdentity {
            let t = view.transform
            result.append(
                Property(
                    label: "transform",
                    value: "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(TraceFormatter.number).joined(separator: " "))]",
                    blocksHitTesting: false))
        }
        return result
    }

    private static func handlers(of view: UIView) -> [HandlerEntry] {
        var result: [HandlerEntry] = []
        if let control = view as? UIControl {
            let targets: [AnyObject?] = control.allTargets.map { $0 } + [nil]
            for (event, eventName) in UIControl.Event.named where control.allControlEvents.contains(event) {
                for target in targets {
                    for action in control.actions(forTarget: target, forControlEvent: event) ?? [] {
                        let to = target.map { TraceSubject($0).name } ?? "the responder chain (nil target)"
                        result.append(
                            HandlerEntry(
                                kind: .controlAction, owner: view.traceName, isOwn: true,
                                text: "\(eventName) → \(action) to \(to)"))
                    }
                }
                // Closures added with addAction(_:for:) (Apple: enumerateEventHandlers(_:)).
                control.enumerateEventHandlers { action, _, handlerEvent, _ in
                    guard let action, handlerEvent == event else { return }
                    result.append(
                        HandlerEntry(
                            kind: .controlAction, owner: view.traceName, isOwn: true,
                            text: "\(eventName) → \(action.traceName), a closure"))
                }
            }
        }
        var current: UIView? = view
        while let owner = current {
            for recognizer in owner.gestureRecognizers ?? [] {
                result.append(
                    HandlerEntry(
                        kind: .recognizer, owner: owner.traceName, isOwn: owner === view,
                        text: describe(recognizer)))
            }
            current = owner.superview
        }
        return result
    }

    /// `CTap (UITapGestureRecognizer) · possible · cancels · delays ended`:
    /// the state and the flags that change what the view receives (SPEC G4–G6).
    static func describe(_ recognizer: UIGestureRecognizer) -> String {
        var parts = [
            "\(recognizer.traceName) (\(Self.className(of: recognizer)))",
            recognizer.isEnabled ? recognizer.state.description : "disabled",
        ]
        parts.append(recognizer.cancelsTouchesInView ? "cancels touches" : "does not cancel")
        if recognizer.delaysTouchesBegan { parts.append("delays began") }
        if recognizer.delaysTouchesEnded { parts.append("delays ended") }
        return parts.joined(separator: " · ")
    }

    /// The class a learner should see: a subclass that `StandsForSuperclass` (a
    /// scene's `ScriptedView`…) is shown as the UIKit class it stands for; classes
    /// written in Swift (an article's `CLButton`) keep their name.
    static func className(of object: AnyObject) -> String {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if !(current.subjectType is StandsForSuperclass.Type) {
                return String(describing: current.subjectType)
            }
            mirror = current.superclassMirror
        }
        return String(describing: type(of: object))
    }
}
