/// A scripted drag or swipe: fingers go down at `from`, stay still for `hold`
/// seconds, then make `steps` equal moves in equal times until they reach the end
/// at the step's duration, and lift there.
///
/// With several fingers they move side by side, spaced like a multi-finger tap
/// (``SceneTap``). `fingers` are assigned by the loader.
package struct SceneDrag: Hashable, Sendable {
    package var from: SceneLocation
    package var to: SceneDragEnd
    package var fingers: [Int]
    package var hold: Double
    package var steps: Int

    package init(from: SceneLocation, to: SceneDragEnd, fingers: [Int], hold: Double, steps: Int) {
        self.from = from
        self.to = to
        self.fingers = fingers
        self.hold = hold
        self.steps = steps
    }
}
