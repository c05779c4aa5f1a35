import Foundation

/// The layer behind a view (Apple: CALayer,
/// <https://developer.apple.com/documentation/quartzcore/calayer>), with the
/// properties teaching code touches: corners, border, masking, and the
/// presentation layer during an animation.
///
/// A view's layer (`UIView.layer`) shares the view's geometry, as on iOS, where the
/// view's `frame`, `bounds`, `center`, `alpha`, `isHidden`, `clipsToBounds` and
/// `backgroundColor` are its layer's: reading or setting `position`, `bounds`,
/// `frame`, `opacity`, `isHidden`, `masksToBounds` or `backgroundColor` reads or
/// sets the view's. `cornerRadius`, `borderWidth` and `borderColor` belong to the
/// layer; the playground draws them (rounded fill and outline, the border inside
/// the bounds and above the subviews, as Core Animation composites it).
///
/// Corners and border never change hit-testing: `UIView.point(inside:with:)` tests
/// `bounds` (Apple), so a touch in the cut-off corner of a rounded button still
/// hits it — override `point(inside:with:)` to make the corners miss.
///
/// Deliberate differences: no sublayers of one's own (`sublayers` are the subviews'
/// layers), no contents, shadows or masks; `masksToBounds` clips the subviews to
/// the bounds' rectangle, not to the rounded corners; the anchor point is always
/// the centre.
public final class CALayer {
    /// The view this layer backs; nil for a presentation copy or a layer made alone.
    private weak var view: UIView?
    /// The values of a presentation copy or of a layer made alone.
    private var stored: LayerState
    private var storedHidden = false
    private var storedMasksToBounds = false
    /// The model layer a presentation copy was made from.
    private let modelLayer: CALayer?
    /// The animations moving this (model) layer, oldest first; ended ones are
    /// removed when their completion runs.
    var animations: [LayerAnimation] = []

    /// The radius of the rounded corners, in points (Apple: cornerRadius, default 0).
    /// Drawn with the corners cut, never hit-tested: hit-testing uses the bounds.
    public var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the bounds (Apple: borderWidth, default 0).
    public var borderWidth: CGFloat = 0
    /// The border's colour (Apple: borderColor, default opaque black).
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// A layer on its own, with zero geometry (Apple: CALayer.init()). It backs no
    /// view and is never drawn: TouchLab draws views' layers only.
    public init() {
        stored = LayerState(position: .zero, bounds: .zero, transform: .identity, opacity: 1, backgroundColor: nil)
        modelLayer = nil
    }

    /// A copy of `layer`'s values (Apple: CALayer.init(layer:), which Core Animation
    /// uses to make presentation layers). A copy backs no view.
    public init(layer: Any) {
        let other = layer as? CALayer
        stored = other?.state ?? LayerState(position: .zero, bounds: .zero, transform: .identity, opacity: 1, backgroundColor: nil)
        modelLayer = nil
        if let other { copyStyle(of: other) }
    }

    /// The layer of `view`.
    init(view: UIView) {
        self.view = view
        stored = LayerState(view)
        modelLayer = nil
    }

    /// A presentation copy of `model` with `state`.
    private init(presentationOf model: CALayer, state: LayerState) {
        stored = state
        modelLayer = model
        copyStyle(of: model)
    }

    private func copyStyle(of other: CALayer) {
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        storedHidden = other.isHidden
        storedMasksToBounds = other.masksToBounds
    }

    /// The model values: the view's, or this layer's own.
    private var state: LayerState { view.map(LayerState.init) ?? stored }

    // MARK: Geometry (the view's, for a view's layer)

    /// The bounds (Apple: CALayer.bounds; a view's layer: `UIView.bounds`).
    public var bounds: CGRect {
        get { view?.bounds ?? stored.bounds }
        set { if let view { view.bounds = newValue } else { stored.bounds = newValue } }
    }

    /// The centre in the superlayer's coordinates (Apple: CALayer.position; a view's
    /// layer: `UIView.center`, the anchor point being the centre).
    public var position: CGPoint {
        get { view?.center ?? stored.position }
        set { if let view { view.center = newValue } else { stored.position = newValue } }
    }

    /// The rectangle in the superlayer's coordinates: the bounding box of the
    /// transformed bounds (Apple: CALayer.frame; a view's layer: `UIView.frame`).
    public var frame: CGRect {
        get { view?.frame ?? stored.frame }
        set {
            if let view { return view.frame = newValue }
            stored.bounds.size = newValue.size
            stored.position = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The transform as an affine one (Apple: CALayer.affineTransform(); a view's
    /// layer: `UIView.transform`).
    public func affineTransform() -> CGAffineTransform { view?.transform ?? stored.transform }

    /// Apple: CALayer.setAffineTransform(_:).
    public func setAffineTransform(_ m: CGAffineTransform) {
        if let view { view.transform = m } else { stored.transform = m }
    }

    /// The opacity, 0…1 (Apple: CALayer.opacity; a view's layer: `UIView.alpha`).
    public var opacity: Float {
        get { Float(view?.alpha ?? stored.opacity) }
        set { if let view { view.alpha = CGFloat(newValue) } else { stored.opacity = CGFloat(newValue) } }
    }

    /// Apple: CALayer.isHidden (a view's layer: `UIView.isHidden`).
    public var isHidden: Bool {
        get { view?.isHidden ?? storedHidden }
        set { if let view { view.isHidden = newValue } else { storedHidden = newValue } }
    }

    /// Whether sublayers are clipped to the bounds (Apple: CALayer.masksToBounds; a
    /// view's layer: `UIView.clipsToBounds`, which UIKit keeps in this property).
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? storedMasksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { storedMasksToBounds = newValue } }
    }

    /// Apple: CALayer.backgroundColor (a view's layer: `UIView.backgroundColor`).
    public var backgroundColor: CGColor? {
        get { (view.map { $0.backgroundColor } ?? stored.backgroundColor)?.cgColor }
        set {
            let color = newValue.map(UIColor.init(cgColor:))
            if let view { view.backgroundColor = color } else { stored.backgroundColor = color }
        }
    }

    // MARK: Tree (the views')

    /// The superview's layer (Apple: CALayer.superlayer); for a presentation copy,
    /// the superlayer's presentation at the same moment.
    public var superlayer: CALayer? {
        if let modelLayer { return modelLayer.superlayer?.presentation() }
        return view?.superview?.layer
    }

    /// The subviews' layers, back to front (Apple: CALayer.sublayers); nil when none.
    public var sublayers: [CALayer]? {
        if let modelLayer { return modelLayer.sublayers?.compactMap { $0.presentation() } }
        guard let subviews = view?.subviews, !subviews.isEmpty else { return nil }
        return subviews.map(\.layer)
    }

    // MARK: Presentation (Apple: "Accessing the presentation layer")

    /// The layer as it is on screen now: during a `UIView.animate` animation, the
    /// in-between values of the properties the block changed, on the animation's
    /// curve; otherwise the model values (Apple: CALayer.presentation(),
    /// <https://developer.apple.com/documentation/quartzcore/calayer/presentation()>).
    ///
    /// Hit-testing uses the model values, not these, as on iOS: a view moving
    /// with `.allowUserInteraction` takes touches at its final frame. Code that
    /// wants the moving view under the finger asks the presentation layer, in a
    /// `hitTest(_:with:)` override.
    ///
    /// Nil for a layer that is not on screen (its view is in no window attached to
    /// an application), as Core Animation has no presentation for a layer never
    /// committed. A presentation copy answers itself.
    public func presentation() -> Self? {
        if modelLayer != nil { return self }
        guard let now = view?.window?.attachedApplication?.clock.now else { return nil }
        return CALayer(presentationOf: self, state: presentationState(at: now)) as? Self
    }

    /// The model layer of a presentation copy, else the layer itself (Apple: CALayer.model()).
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// The values on screen at `now`: the model's, moved back by the animations
    /// still in flight, newest last.
    func presentationState(at now: TimeInterval) -> LayerState {
        let model = state
        return animations.reduce(model) { $1.apply(to: $0, model: model, at: now) }
    }

    /// A property changed outside any animation block: it jumps, so no animation
    /// moves it any longer.
    func stopAnimating(_ properties: LayerState.Properties) {
        for animation in animations { animation.properties.subtract(properties) }
    }

    // MARK: Hit-testing (Apple: "Hit testing")

    /// Whether `p`, in this layer's coordinates, is inside its bounds (Apple:
    /// CALayer.contains(_:)). The corner radius does not count.
    public func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The farthest sublayer (or this layer) containing `p`, given in the
    /// superlayer's coordinates (Apple: CALayer.hitTest(_:)): hidden layers are
    /// skipped, sublayers front to back, and a layer that masks to bounds only
    /// if `p` is inside it. On a presentation copy, at the presented values.
    public func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let current = modelLayer == nil ? state : stored
        let local = Self.point(fromSuperlayer: p, current)
        let inside = current.bounds.contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// A point in the superlayer's coordinates in the layer's own, as
    /// `UIView.convert(_:from:)` maps it one level down.
    private static func point(fromSuperlayer p: CGPoint, _ state: LayerState) -> CGPoint {
        var relative = CGPoint(x: p.x - state.position.x, y: p.y - state.position.y)
        if !state.transform.isIdentity { relative = relative.applying(state.transform.inverted()) }
        return CGPoint(
            x: relative.x + state.bounds.origin.x + state.bounds.width / 2,
            y: relative.y + state.bounds.origin.y + state.bounds.height / 2)
    }
}
