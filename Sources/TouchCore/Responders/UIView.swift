import Foundation

/// A rectangular area that takes part in hit-testing and the responder chain
/// (Apple: UIView).
///
/// Geometry is stored as UIKit stores it: `center` in the superview's coordinates,
/// `bounds` (whose origin shifts the content, as scrolling does) and `transform`,
/// applied around the centre. `frame` is derived. Hit-testing lives in
/// `UIView+HitTesting.swift`, conversions in `UIView+Geometry.swift`.
open class UIView: UIResponder {
    // Storage read on every hit-test visit is marked `@exclusivity(unchecked)`: the
    // core runs on one thread and never holds an `inout` access to these across a
    // call, and Swift's dynamic exclusivity checks on class properties were a quarter
    // of a traced tap (docs/performance.md).

    // MARK: Geometry (SPEC H4)

    // Animatable properties tell an enclosing `UIView.animate` block that this view
    // is being animated (UIView+Animation.swift).

    @exclusivity(unchecked) public var center: CGPoint = .zero {
        willSet { noteAnimatableChange(.position, changes: newValue != center) }
        didSet {
            if !(center.x.isFinite && center.y.isFinite) { Self.invalidGeometry(self, "center", "\(center)") }
            superview?.subviewGrid = nil
        }
    }
    @exclusivity(unchecked) public var bounds: CGRect = .zero {
        willSet { noteAnimatableChange(.bounds, changes: newValue != bounds) }
        didSet {
            if !(bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.width.isFinite && bounds.height.isFinite) {
                Self.invalidGeometry(self, "bounds", "\(bounds)")
            }
            if bounds.size != oldValue.size { superview?.subviewGrid = nil }
            if bounds.origin != oldValue.origin { boundsOriginDidChange() }
        }
    }
    @exclusivity(unchecked) public var transform: CGAffineTransform = .identity {
        willSet { noteAnimatableChange(.transform, changes: newValue != transform) }
        didSet {
            hasIdentityTransform = transform.isIdentity
            inverseTransform = transform.inverted()
            superview?.subviewGrid = nil
        }
    }
    @exclusivity(unchecked) private(set) var hasIdentityTransform = true
    @exclusivity(unchecked) private(set) var inverseTransform: CGAffineTransform = .identity

    /// Called after `bounds.origin` changed; a scroll view tells its delegate
    /// (`scrollViewDidScroll(_:)`).
    func boundsOriginDidChange() {}

    /// The layer, made when first asked for.
    @exclusivity(unchecked) var loadedLayer: CALayer?

    /// The view's Core Animation layer (Apple: UIView.layer,
    /// <https://developer.apple.com/documentation/uikit/uiview/layer>): its
    /// geometry, alpha, `clipsToBounds` and background colour are this view's;
    /// `cornerRadius`, `borderWidth` and `borderColor` are drawn; `presentation()`
    /// is where an animation has the view now (see `CALayer`).
    public var layer: CALayer {
        if let loadedLayer { return loadedLayer }
        let layer = CALayer(view: self)
        loadedLayer = layer
        return layer
    }

    /// The layer if something asked for it, else nil (not UIKit API: the playground
    /// draws a view's corners and border without making a layer for every view).
    public var layerIfLoaded: CALayer? { loadedLayer }

    // MARK: Hit-testing state (SPEC H1, T7, T8)

    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true
    @exclusivity(unchecked) open var isHidden: Bool = false
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        willSet { noteAnimatableChange(.opacity, changes: newValue != alpha) }
    }
    /// How many animations without `.allowUserInteraction` are moving this view; while
    /// any is, hit-testing skips it and its subtree (UIView+Animation.swift).
    @exclusivity(unchecked) var animationsBlockingInteraction = 0
    /// Clipping is drawing only: a subview's area outside its superview is never hit
    /// either way (SPEC H2). It is the layer's `masksToBounds`, as in UIKit.
    // Unchecked like the hit-testing state, here and on `backgroundColor`: the
    // playground reads them for every view of every frame.
    @exclusivity(unchecked) open var clipsToBounds: Bool = false
    open var isMultipleTouchEnabled: Bool = false
    open var isExclusiveTouch: Bool = false
    @exclusivity(unchecked) open var backgroundColor: UIColor? {
        willSet { noteAnimatableChange(.backgroundColor, changes: newValue != backgroundColor) }
    }
    open var tag: Int = 0

    // MARK: Hierarchy

    // Unchecked like the hit-testing state: asked at every step up the hierarchy
    // (`window`, the responder chain) and at every insertion.
    @exclusivity(unchecked) public private(set) weak var superview: UIView?
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = [] {
        didSet { subviewGrid = nil }
    }
    /// The hit-testing index over many subviews, built on demand (SubviewGrid).
    @exclusivity(unchecked) var subviewGrid: SubviewGrid?
    /// Set while this view is a view controller's root view (SPEC R1).
    weak var owningViewController: UIViewController?

    /// Stops the program at the line that set a NaN or infinite center or bounds
    /// (through `frame` too), naming the view, as UIKit raises `CALayerInvalidGeometry`
    /// ("CALayer position contains NaN") there: later, hit-testing and drawing could
    /// only trap without a word (Foundation's `CGRect.contains` traps on NaN).
    static func invalidGeometry(_ view: UIView, _ property: String, _ value: String) -> Never {
        fatalError(
            "\(view.traceName): \(property) \(value) is not finite (UIKit: CALayerInvalidGeometry, \"CALayer position"
                + " contains NaN\"). A frame, bounds or center must be made of finite numbers; check the arithmetic"
                + " that computed it (a division by zero, an unset size).")
    }

    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Whether this view is a `UIWindow`, set by `UIWindow`'s initializer: `window`
    /// is asked on every insertion and many times a frame, and a flag read is
    /// cheaper than a dynamic cast at every view on the way up.
    @exclusivity(unchecked) final var isWindowInstance = false

    /// The window at the root of this view's hierarchy, if any.
    open var window: UIWindow? {
        var current = self
        while !current.isWindowInstance {
            guard let next = current.superview else { return nil }
            current = next
        }
        return unsafeDowncast(current, to: UIWindow.self)
    }

    /// Adds `view` on top of the other subviews (last in `subviews`, so hit-testing
    /// asks it first, SPEC H3). A view that is its own ancestor is refused.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped), moving it from its old place.
    /// A view that arrives from elsewhere gets UIKit's notifications in UIKit's order:
    /// `willMove(toSuperview:)`, `willMove(toWindow:)`, then `didMoveToWindow()`,
    /// `didMoveToSuperview()`, and this view's `didAddSubview(_:)`.
    open func insertSubview(_ view: UIView, at index: Int) {
        // A view without subviews is no one's ancestor: the walk up this view's
        // superviews is needed only when `view` has some.
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        view.removeFromSuperview()
        let newWindow = window
        // Controllers whose views enter a shown window appear (UIViewController+Appearance).
        // `isInShownWindow`, from the window already found rather than a second walk up.
        let isShown = newWindow.map { !$0.isHidden } ?? false
        let appearing = isShown ? view.beginAppearance(true, in: newWindow) : []
        view.willMove(toSuperview: self)
        if newWindow !== view.window { view.notifyWillMove(toWindow: newWindow) }
        // Most insertions are `addSubview`: an append, without the general insert's work.
        if index >= subviews.count {
            subviews.append(view)
        } else {
            subviews.insert(view, at: max(0, index))
        }
        view.superview = self
        if newWindow != nil { view.notifyDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.finishAppearance(appearing, in: newWindow)
    }

    /// Removes this view from its superview; its touches are cancelled first. Notifies
    /// as UIKit does: the superview's `willRemoveSubview(_:)`, then this view's
    /// `willMove(toSuperview: nil)`, `willMove(toWindow: nil)`, `didMoveToWindow()` and
    /// `didMoveToSuperview()`.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        oldWindow?.attachedApplication?.viewWillLeaveWindow(self)
        let disappearing = isInShownWindow && !(self is UIWindow) ? beginAppearance(false, in: oldWindow) : []
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil, !(self is UIWindow) { notifyWillMove(toWindow: nil) }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if oldWindow != nil, !(self is UIWindow) { notifyDidMoveToWindow() }
        didMoveToSuperview()
        finishAppearance(disappearing, in: oldWindow)
    }

    // MARK: Hierarchy notifications (Apple: UIView "Observing view-related changes")

    /// Called before the view gets a new superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view got a new superview or lost it.
    open func didMoveToSuperview() {}
    /// Called before the view (with its subviews) enters or leaves a window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (with its subviews) entered or left a window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// `willMove(toWindow:)` to this view and its subtree, parents first.
    private func notifyWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }

    /// Inserts `view` just above `siblingSubview` in `subviews` (so in front of it);
    /// a sibling that is not a subview puts it on top, as `addSubview(_:)` (Apple:
    /// UIView.insertSubview(_:aboveSubview:),
    /// <https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)>).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: siblingIndex(index, after: view) + 1)
    }

    /// Inserts `view` just below `siblingSubview` in `subviews` (so behind it); a
    /// sibling that is not a subview puts it on top, as `addSubview(_:)` (Apple:
    /// UIView.insertSubview(_:belowSubview:),
    /// <https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)>).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        insertSubview(view, at: siblingIndex(index, after: view))
    }

    /// The sibling's index once `view` has left its place, when it is moving within
    /// this view's subviews from before the sibling.
    private func siblingIndex(_ index: Int, after view: UIView) -> Int {
        guard view.superview === self, let old = subviews.firstIndex(where: { $0 === view }), old < index else {
            return index
        }
        return index - 1
    }

    /// Swaps the subviews at two indexes (Apple: UIView.exchangeSubview(at:withSubviewAt:),
    /// <https://developer.apple.com/documentation/uikit/uiview/exchangesubview(at:withsubviewat:)>).
    /// Out-of-range indexes change nothing (UIKit raises).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree, depth first and this view included, whose `tag`
    /// is `tag` (Apple: UIView.viewWithTag(_:)).
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The first view in this subtree (depth first, self included) whose name or class
    /// name is `name`.
    public func viewNamed(_ name: String) -> UIView? {
        if traceName == name { return self }
        for subview in subviews {
            if let found = subview.viewNamed(name) { return found }
        }
        return nil
    }

    // MARK: Hit-testing (SPEC §3; implementation in UIView+HitTesting.swift)

    /// The farthest descendant of this view (or itself) that contains `point`, or nil
    /// (Apple: UIView.hitTest(_:with:)). Override to redirect touches (SPEC H8).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view: containment in
    /// `bounds` by default (Apple: UIView.point(inside:with:)). Override to grow or
    /// shrink the touchable area (SPEC H8, seed 002 tab bar).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Whether this view answers hit-testing with UIKit's default `hitTest(_:with:)` and
    /// `point(inside:with:)`, so that its superview may skip it when the point is
    /// outside its frame (the untraced fast path, docs/performance.md; not UIKit API). True for the core's own
    /// classes, which override neither; false for any other subclass, which keeps
    /// the exact one-by-one walk. A subclass that overrides neither may return true.
    /// Whether UIKit builds this view as one of its private containers around a
    /// controller's view (`UILayoutContainerView`, `UINavigationTransitionView`,
    /// `UIViewControllerWrapperView` of a navigation controller; the
    /// `UITransitionView` of a presentation): hit-testing and the responder
    /// chain go through it as through any view, but a picture may leave its
    /// marks out, as Xcode's view debugger can hide it. Not UIKit API.
    public internal(set) var isUIKitPrivateContainer = false

    open var hasDefaultHitTesting: Bool {
        UIView.classesWithDefaultHitTesting.contains(ObjectIdentifier(type(of: self)))
    }

    /// Whether hit-testing skips this view and its subtree as a disabled control (SPEC C1:
    /// Apple's UIControl.isEnabled, "a disabled control ignores touch events"; devices let
    /// the touch through to the view behind). Only `UIControl` answers true.
    var isDisabledControl: Bool { false }

    private static let classesWithDefaultHitTesting: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self), ObjectIdentifier(UISwitch.self),
        ObjectIdentifier(UISlider.self), ObjectIdentifier(UIScrollView.self), ObjectIdentifier(UITableView.self),
        ObjectIdentifier(UITableViewCell.self), ObjectIdentifier(UITransitionView.self),
        ObjectIdentifier(UIStepper.self), ObjectIdentifier(UISegmentedControl.self), ObjectIdentifier(UIPageControl.self),
    ]

    // MARK: Gesture recognizers (SPEC G1)

    // Unchecked: read for every view of every playground frame.
    @exclusivity(unchecked) private var attachedRecognizers: [UIGestureRecognizer]?

    /// The recognizers attached to this view, nil when there are none (Apple:
    /// UIView.gestureRecognizers,
    /// <https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers>).
    ///
    /// Setting it replaces them, as UIKit's setter does: every recognizer attached
    /// now is removed (`removeGestureRecognizer(_:)`, so its `view` becomes nil —
    /// a scroll view's own `panGestureRecognizer` too, as on iOS), then each new one
    /// is added in order (`addGestureRecognizer(_:)`, taking it from any other view).
    /// A recognizer in both arrays ends attached, in its place in the new array.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers }
        set {
            for recognizer in attachedRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] where recognizer.view !== self { addGestureRecognizer(recognizer) }
        }
    }

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedRecognizers = (attachedRecognizers ?? []) + [recognizer]
        recognizer.view = self
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        attachedRecognizers?.removeAll { $0 === recognizer }
        if attachedRecognizers?.isEmpty == true { attachedRecognizers = nil }
        recognizer.view = nil
    }

    /// Asked before a recognizer leaves `.possible` for a touch on this view; return
    /// false to keep it from beginning (Apple: UIView.gestureRecognizerShouldBegin(_:);
    /// SPEC G10, G11).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Responder chain (SPEC R1)

    /// Its view controller if it is that controller's root view, otherwise its superview.
    open override var next: UIResponder? {
        if let controller = owningViewController, controller.viewIfLoaded === self { return controller }
        return superview
    }

    open override var traceRole: TraceSubject.Role { .view }
}
