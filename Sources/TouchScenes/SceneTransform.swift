import Foundation

/// A view's affine transform as the six numbers of `CGAffineTransform`.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, applied around the
/// view's centre as UIKit does with the default anchor point. Scene files may write
/// the six numbers or the friendlier `{scale, rotate, translate}`; the loader turns
/// the latter into a matrix with ``composed(scale:rotateDegrees:translate:)`` so the
/// model has one unambiguous form. The loader rejects transforms that cannot be
/// inverted: hit-testing converts points *into* the view, which needs the inverse
/// (SPEC H4).
package struct SceneTransform: Hashable, Sendable {
    package var a: Double
    package var b: Double
    package var c: Double
    package var d: Double
    package var tx: Double
    package var ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    package static let identity = SceneTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package var isIdentity: Bool { self == .identity }

    /// The determinant; zero means the view collapses to a line or a point.
    package var determinant: Double { a * d - b * c }

    /// Scale first, then rotate (degrees, clockwise on screen because y grows
    /// downwards), then translate — the order of
    /// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)`.
    package static func composed(scale: SceneVector, rotateDegrees: Double, translate: SceneVector) -> SceneTransform {
        let (cosine, sine) = cosineAndSine(degrees: rotateDegrees)
        return SceneTransform(
            a: cosine * scale.x, b: sine * scale.x,
            c: -sine * scale.y, d: cosine * scale.y,
            tx: translate.x, ty: translate.y
        )
    }

    /// Exact values for quarter turns, so `rotate: 90` gives a clean matrix
    /// (and clean numbers in traces) instead of `6.1e-17`.
    private static func cosineAndSine(degrees: Double) -> (Double, Double) {
        let turns = degrees / 90
        if abs(turns) < 1_000_000, turns == turns.rounded() {
            switch Int(turns).quotientAndRemainder(dividingBy: 4).remainder {
            case 0: return (1, 0)
            case 1, -3: return (0, 1)
            case 2, -2: return (-1, 0)
            default: return (0, -1)
            }
        }
        let radians = degrees * .pi / 180
        return (cos(radians), sin(radians))
    }
}
