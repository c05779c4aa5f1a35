import Foundation

/// One generated view, as plain values: what ``BenchmarkHierarchy`` decides before
/// anything is built, so the same hierarchy becomes core views (hit-testing, taps,
/// rendering) and scene text (loading) without drifting apart.
public struct BenchmarkNode: Hashable, Sendable {
    /// Index of the superview in ``BenchmarkHierarchy/nodes``; nil for a direct
    /// subview of the window.
    public var parent: Int?
    /// 1 for a direct subview of the window.
    public var depth: Int
    /// In the superview's coordinates, as UIKit's `frame` before the transform.
    public var frame: CGRect
    public var isHidden = false
    public var alpha: Double = 1
    public var isUserInteractionEnabled = true
    public var clipsToBounds = false
    /// Degrees, applied with ``scale`` around the centre; 0 and 1 mean identity.
    public var rotationDegrees: Double = 0
    public var scale: Double = 1
    public var hasTapRecognizer = false
    /// Background colour components, 0–1, so a rendered frame shows every view.
    public var red: Double
    public var green: Double
    public var blue: Double

    public var isTransformed: Bool { rotationDegrees != 0 || scale != 1 }

    public init(parent: Int?, depth: Int, frame: CGRect, red: Double, green: Double, blue: Double) {
        self.parent = parent
        self.depth = depth
        self.frame = frame
        self.red = red
        self.green = green
        self.blue = blue
    }
}
