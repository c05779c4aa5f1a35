/// A view in a scene: a UIKit view of some kind, its properties, its behaviour
/// as a responder, its gesture recognizers and its subviews.
///
/// Every property is resolved: where UIKit has a default the loader has filled it
/// in (for example `isUserInteractionEnabled` from the kind, and the frame of a
/// window or a controller's view that the file left out, which fills its
/// container), so building a core view needs no knowledge of the file.
package struct SceneView: Hashable, Sendable {
    /// Unique across the whole scene; the trace names the view by it.
    package var name: String
    package var kind: SceneViewKind
    package var frame: SceneRect
    /// `backgroundColor`; nil is no background (UIKit's default).
    package var color: SceneColor?
    /// From 0 to 1. Below 0.01 the view cannot be hit (SPEC H1).
    package var alpha: Double
    package var isHidden: Bool
    package var isUserInteractionEnabled: Bool
    /// Drawing only: clipping never makes an outside part hittable or not (SPEC H2).
    package var clipsToBounds: Bool
    package var isMultipleTouchEnabled: Bool {
        get { overridesBox?.value.isMultipleTouchEnabled ?? false }
        set { overrides.isMultipleTouchEnabled = newValue }
    }
    package var isExclusiveTouch: Bool {
        get { overridesBox?.value.isExclusiveTouch ?? false }
        set { overrides.isExclusiveTouch = newValue }
    }
    package var transform: SceneTransform {
        get { overridesBox?.value.transform ?? .identity }
        set { overrides.transform = newValue }
    }
    package var responder: SceneResponder {
        get { overridesBox?.value.responder ?? SceneResponder() }
        set { overrides.responder = newValue }
    }

    /// ``responder`` when the scene overrides any of the view's defaults, else nil
    /// (UIKit's own responder), without making a default value for most views.
    package var overriddenResponder: SceneResponder? { overridesBox?.value.responder }
    /// An overridden `hitTest(_:with:)`; nil keeps UIKit's algorithm.
    package var hitTest: SceneHitTest? {
        get { overridesBox?.value.hitTest ?? nil }
        set { overrides.hitTest = newValue }
    }
    /// An overridden `point(inside:with:)`; nil keeps containment in `bounds`.
    package var pointInside: ScenePointInside? {
        get { overridesBox?.value.pointInside ?? nil }
        set { overrides.pointInside = newValue }
    }
    /// The answer of an overridden `UIView.gestureRecognizerShouldBegin(_:)`,
    /// asked of the view a recognizer's touches landed on (SPEC G10); nil keeps
    /// UIKit's (true, except that built-in controls refuse ancestors' single
    /// taps, SPEC G11).
    package var gestureRecognizerShouldBegin: Bool? {
        get { overridesBox?.value.gestureRecognizerShouldBegin ?? nil }
        set { overrides.gestureRecognizerShouldBegin = newValue }
    }
    /// Attached in this order (`addGestureRecognizer`).
    package var recognizers: [SceneRecognizer]
    /// Added in this order, so the last is frontmost and asked first (SPEC H3).
    package var subviews: [SceneSubview]

    // What most views of a large scene leave at UIKit's defaults lives in a box,
    // absent when every one of them is the default: a view is then 136 bytes
    // rather than about 340, and a million-view document about 200 MB smaller
    // (docs/performance.md, "Scene load").
    private var overridesBox: OverridesBox?

    private var overrides: Overrides {
        get { overridesBox?.value ?? Overrides() }
        set { overridesBox = newValue.isDefault ? nil : OverridesBox(newValue) }
    }

    /// Whether the view's responder, hit-testing and `gestureRecognizerShouldBegin`
    /// are UIKit's own (a behaviour that overrides nothing).
    var overridesNoBehaviour: Bool {
        guard let value = overridesBox?.value else { return true }
        return value.hitTest == nil && value.pointInside == nil && value.gestureRecognizerShouldBegin == nil
            && value.responder.isDefault
    }

    package init(
        name: String,
        kind: SceneViewKind = .view,
        frame: SceneRect,
        color: SceneColor? = nil,
        alpha: Double = 1,
        isHidden: Bool = false,
        isUserInteractionEnabled: Bool? = nil,
        clipsToBounds: Bool? = nil,
        isMultipleTouchEnabled: Bool = false,
        isExclusiveTouch: Bool = false,
        transform: SceneTransform = .identity,
        responder: SceneResponder = SceneResponder(),
        hitTest: SceneHitTest? = nil,
        pointInside: ScenePointInside? = nil,
        gestureRecognizerShouldBegin: Bool? = nil,
        recognizers: [SceneRecognizer] = [],
        subviews: [SceneSubview] = []
    ) {
        self.name = name
        self.kind = kind
        self.frame = frame
        self.color = color
        self.alpha = alpha
        self.isHidden = isHidden
        self.isUserInteractionEnabled = isUserInteractionEnabled ?? kind.name.defaultUserInteractionEnabled
        // UIKit's default: scroll views (and tables) clip their content, other views do not.
        self.clipsToBounds = clipsToBounds ?? kind.name.isScrollView
        self.recognizers = recognizers
        self.subviews = subviews
        // Most views override nothing: no box, and no default values made to find that out.
        let overridesNothing = Overrides.areDefault(
            isMultipleTouchEnabled: isMultipleTouchEnabled, isExclusiveTouch: isExclusiveTouch, transform: transform,
            responder: responder, hitTest: hitTest, pointInside: pointInside,
            gestureRecognizerShouldBegin: gestureRecognizerShouldBegin)
        if !overridesNothing {
            overrides = Overrides(
                isMultipleTouchEnabled: isMultipleTouchEnabled, isExclusiveTouch: isExclusiveTouch, transform: transform,
                responder: responder, hitTest: hitTest, pointInside: pointInside,
                gestureRecognizerShouldBegin: gestureRecognizerShouldBegin)
        }
    }

    /// The properties a view seldom changes from UIKit's defaults.
    private struct Overrides: Hashable, Sendable {
        var isMultipleTouchEnabled = false
        var isExclusiveTouch = false
        var transform = SceneTransform.identity
        var responder = SceneResponder()
        var hitTest: SceneHitTest?
        var pointInside: ScenePointInside?
        var gestureRecognizerShouldBegin: Bool?

        /// Whether every value is the default (`== Overrides()`, without making one).
        var isDefault: Bool {
            Self.areDefault(
                isMultipleTouchEnabled: isMultipleTouchEnabled, isExclusiveTouch: isExclusiveTouch, transform: transform,
                responder: responder, hitTest: hitTest, pointInside: pointInside,
                gestureRecognizerShouldBegin: gestureRecognizerShouldBegin)
        }

        /// Whether these values are all the defaults, asked before making an ``Overrides``.
        static func areDefault(
            isMultipleTouchEnabled: Bool, isExclusiveTouch: Bool, transform: SceneTransform, responder: SceneResponder,
            hitTest: SceneHitTest?, pointInside: ScenePointInside?, gestureRecognizerShouldBegin: Bool?
        ) -> Bool {
            !isMultipleTouchEnabled && !isExclusiveTouch && transform == .identity && hitTest == nil && pointInside == nil
                && gestureRecognizerShouldBegin == nil && responder.isDefault
        }
    }

    /// ``Overrides`` shared between copies of a view; never changed, only
    /// replaced, so a copy's change never shows in another.
    private final class OverridesBox: Hashable, Sendable {
        let value: Overrides

        init(_ value: Overrides) {
            self.value = value
        }

        static func == (left: OverridesBox, right: OverridesBox) -> Bool { left.value == right.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// This view and all views below it, depth first in subview order, including
    /// the views of child controllers.
    package var allViews: [SceneView] {
        [self]
            + subviews.flatMap { subview -> [SceneView] in
                switch subview {
                case .view(let view): return view.allViews
                case .child(let controller): return controller.allViews
                }
            }
    }

    /// The child controllers placed directly in this view's tree (not their own
    /// children), in tree order.
    package var childControllers: [SceneController] {
        subviews.flatMap { subview -> [SceneController] in
            switch subview {
            case .view(let view): return view.childControllers
            case .child(let controller): return [controller]
            }
        }
    }
}
