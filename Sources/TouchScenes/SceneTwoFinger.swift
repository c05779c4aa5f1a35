/// A scripted pinch or rotation: two fingers on either side of `center` change
/// their distance and angle evenly over the step's duration in `steps` moves.
///
/// At angle 0 the fingers lie on a horizontal line, the first on the left;
/// positive angles turn clockwise on screen, matching
/// `UIRotationGestureRecognizer.rotation`. A pinch keeps the angle; a rotation
/// keeps the distance.
package struct SceneTwoFinger: Hashable, Sendable {
    package var center: SceneLocation
    package var fingers: [Int]
    package var startDistance: Double
    package var endDistance: Double
    package var startDegrees: Double
    package var endDegrees: Double
    package var steps: Int

    package init(
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
