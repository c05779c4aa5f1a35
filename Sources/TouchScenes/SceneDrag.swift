/// A scripted drag or swipe: fingers go down at `from`, stay still for `hold`
/// seconds, then make `steps` equal moves in equal times until they reach the end
/// at the step's duration, and lift there.
///
/// With several fingers they move side by side, spaced like a multi-finger tap
/// (``SceneTap``). `fingers` are assigned by the loader.
public struct SceneDrag: Hashable, Sendable {
    public var from: SceneLocation
    public var to: SceneDragEnd
    public var fingers: [Int]
    public var hold: Double
    public var steps: Int

    public init(from: SceneLocation, to: SceneDragEnd, fingers: [Int], hold: Double, steps: Int) {
        self.from = from
        self.to = to
        self.fingers = fingers
        self.hold = hold
        self.steps = steps
    }
}
