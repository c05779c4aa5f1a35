/// A scripted tap, double tap or long press: `count` touches of `hold` seconds
/// each, `interval` seconds apart, all at one location.
///
/// With several fingers they touch and lift together, spaced
/// ``SceneStepDefaults/fingerSpacing`` apart in a horizontal row centred on the
/// location. `fingers` are the finger numbers the loader assigned: the lowest
/// ones not held down by earlier `down` steps.
package struct SceneTap: Hashable, Sendable {
    package var location: SceneLocation
    package var fingers: [Int]
    package var count: Int
    package var hold: Double
    package var interval: Double

    package init(location: SceneLocation, fingers: [Int], count: Int, hold: Double, interval: Double) {
        self.location = location
        self.fingers = fingers
        self.count = count
        self.hold = hold
        self.interval = interval
    }

    /// From the first finger down to the last finger up.
    package var duration: Double {
        SceneTime.snapped(Double(count) * hold + Double(max(count - 1, 0)) * interval)
    }
}
