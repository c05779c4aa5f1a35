import Foundation

/// The animatable values of a view's layer at one moment: what
/// `CALayer.presentation()` reports and what an animation interpolates.
///
/// `UIView.animate` animates `center` (the layer's `position`), `bounds`,
/// `transform`, `alpha` (`opacity`) and `backgroundColor`; these are those.
struct LayerState: Equatable {
    var position: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform
    var opacity: CGFloat
    var backgroundColor: UIColor?

    /// The properties an animation block changed, so that only they move.
    struct Properties: OptionSet, Hashable {
        let rawValue: UInt8
        static let position = Properties(rawValue: 1 << 0)
        static let bounds = Properties(rawValue: 1 << 1)
        static let transform = Properties(rawValue: 1 << 2)
        static let opacity = Properties(rawValue: 1 << 3)
        static let backgroundColor = Properties(rawValue: 1 << 4)
    }

    init(position: CGPoint, bounds: CGRect, transform: CGAffineTransform, opacity: CGFloat, backgroundColor: UIColor?) {
        (self.position, self.bounds, self.transform) = (position, bounds, transform)
        (self.opacity, self.backgroundColor) = (opacity, backgroundColor)
    }

    /// A view's model values.
    init(_ view: UIView) {
        self.init(
            position: view.center, bounds: view.bounds, transform: view.transform, opacity: view.alpha,
            backgroundColor: view.backgroundColor)
    }

    /// The bounding box of the bounds transformed around `position`: the frame, as
    /// `UIView.frame` computes it (the anchor point is always the centre).
    var frame: CGRect {
        let local = CGRect(
            x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        let box = transform.isIdentity ? local : local.applying(transform)
        return box.offsetBy(dx: position.x, dy: position.y)
    }

    /// `self` with `properties` moved a `fraction` of the way towards `target`'s.
    func interpolated(to target: LayerState, _ properties: Properties, fraction t: CGFloat) -> LayerState {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        var state = self
        if properties.contains(.position) {
            state.position = CGPoint(x: mix(position.x, target.position.x), y: mix(position.y, target.position.y))
        }
        if properties.contains(.bounds) {
            state.bounds = CGRect(
                x: mix(bounds.minX, target.bounds.minX), y: mix(bounds.minY, target.bounds.minY),
                width: mix(bounds.width, target.bounds.width), height: mix(bounds.height, target.bounds.height))
        }
        if properties.contains(.transform) {
            state.transform =
                DecomposedTransform(transform).interpolated(to: DecomposedTransform(target.transform), t)
                .transform
        }
        if properties.contains(.opacity) { state.opacity = mix(opacity, target.opacity) }
        if properties.contains(.backgroundColor) {
            // A view without a colour animates from or to clear, as a layer's nil colour.
            let from = backgroundColor ?? .clear, to = target.backgroundColor ?? .clear
            state.backgroundColor = UIColor(
                red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue),
                alpha: mix(from.alpha, to.alpha))
        }
        return state
    }

    /// `self` with `properties` taken from `other`.
    func taking(_ properties: Properties, from other: LayerState) -> LayerState {
        var state = self
        if properties.contains(.position) { state.position = other.position }
        if properties.contains(.bounds) { state.bounds = other.bounds }
        if properties.contains(.transform) { state.transform = other.transform }
        if properties.contains(.opacity) { state.opacity = other.opacity }
        if properties.contains(.backgroundColor) { state.backgroundColor = other.backgroundColor }
        return state
    }
}

/// An affine transform as translation, rotation, scale and shear, so that an
/// animation turns a rotation through its angles, as Core Animation interpolates a
/// transform by its decomposition, instead of mixing matrix entries (which would
/// shrink a quarter turn through a squashed square).
struct DecomposedTransform {
    var translation: CGPoint
    var rotation: CGFloat
    var scaleX: CGFloat
    var scaleY: CGFloat
    var shear: CGFloat

    init(_ t: CGAffineTransform) {
        translation = CGPoint(x: t.tx, y: t.ty)
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        rotation = scaleX == 0 ? 0 : CGFloat(atan2(Double(t.b), Double(t.a)))
        let determinant = t.a * t.d - t.b * t.c
        scaleY = scaleX == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : determinant / scaleX
        shear = scaleX == 0 || scaleY == 0 ? 0 : (t.a * t.c + t.b * t.d) / (scaleX * scaleY)
    }

    private init(translation: CGPoint, rotation: CGFloat, scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat) {
        (self.translation, self.rotation, self.scaleX, self.scaleY, self.shear) =
            (translation, rotation, scaleX, scaleY, shear)
    }

    /// Rotation · shear · scale, then the translation: the matrix `init(_:)` took apart.
    var transform: CGAffineTransform {
        let cosine = CGFloat(cos(Double(rotation))), sine = CGFloat(sin(Double(rotation)))
        let a = cosine * scaleX, b = sine * scaleX
        let c = (cosine * shear - sine) * scaleY, d = (sine * shear + cosine) * scaleY
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: translation.x, ty: translation.y)
    }

    func interpolated(to other: DecomposedTransform, _ t: CGFloat) -> DecomposedTransform {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        // The shorter way round, as Core Animation turns.
        var end = other.rotation
        while end - rotation > .pi { end -= 2 * .pi }
        while end - rotation < -.pi { end += 2 * .pi }
        return DecomposedTransform(
            translation: CGPoint(x: mix(translation.x, other.translation.x), y: mix(translation.y, other.translation.y)),
            rotation: mix(rotation, end), scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY),
            shear: mix(shear, other.shear))
    }
}
