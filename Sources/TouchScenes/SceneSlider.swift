/// A slider's value and range (`UISlider.value`, `minimumValue`, `maximumValue`).
///
/// The loader guarantees `minimum < maximum` and `minimum <= value <= maximum`,
/// the invariant UISlider itself keeps by clamping. The defaults are UIKit's.
package struct SceneSlider: Hashable, Sendable {
    package var value: Double
    package var minimum: Double
    package var maximum: Double
    /// `isContinuous`: send `valueChanged` while the thumb moves, not only when
    /// the finger lifts.
    package var isContinuous: Bool

    package init(value: Double = 0, minimum: Double = 0, maximum: Double = 1, isContinuous: Bool = true) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.isContinuous = isContinuous
    }
}
