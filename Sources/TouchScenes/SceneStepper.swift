/// A stepper's value, range and step (`UIStepper.value`, `minimumValue`,
/// `maximumValue`, `stepValue`, `wraps`, `isContinuous`, `autorepeat`).
///
/// The loader guarantees `minimum < maximum`, `minimum <= value <= maximum` and
/// `step > 0` (UIKit raises an exception for a step of zero or less). The defaults
/// are UIKit's.
package struct SceneStepper: Hashable, Sendable {
    package var value: Double
    package var minimum: Double
    package var maximum: Double
    package var step: Double
    /// Stepping past one end carries round to the other.
    package var wraps: Bool
    /// Send `valueChanged` as each step happens, not only when the finger lifts.
    package var isContinuous: Bool
    /// Holding + or − keeps stepping.
    package var autorepeat: Bool

    package init(
        value: Double = 0, minimum: Double = 0, maximum: Double = 100, step: Double = 1, wraps: Bool = false,
        isContinuous: Bool = true, autorepeat: Bool = true
    ) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.wraps = wraps
        self.isContinuous = isContinuous
        self.autorepeat = autorepeat
    }
}
