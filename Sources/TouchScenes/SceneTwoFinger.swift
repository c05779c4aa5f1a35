/// A scripted pinch or rotation: two fingers on either side of `center` change
/// their distance and angle evenly over the step's duration in `steps` moves.
///
/// At angle 0 the fingers lie on a horizontal line, the first on the left;
/// positive angles turn clockwise on screen, matching
/// `UIRotationGestureRecognizer.rotation`. A pinch keeps the angle; a rotation
/// keeps the distance.
public struct SceneTwoFinger: Hashable, Sendable {
    public var center: SceneLocation
    public var fingers: [Int]
    public var startDistance: Double
    public var endDistance: Double
    public var startDegrees: Double
    public var endDegrees: Double
    public var steps: Int

    public init(
        center: SceneLocation, fingers: [Int],
        startDistance: Double, endDistance: Double,
        startDegrees: Double, endDegrees: Double,
        steps: Int
    ) {
        self.center = center
        self.fingers = fingers
        self.startDistance = startDistance
        self.endDistance = endDistance
        self.startDegrees = startDegrees
        self.endDegrees = endDegrees
        self.steps = steps
    }
}
