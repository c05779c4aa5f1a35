/// A stepper's value, range and step (`UIStepper.value`, `minimumValue`,
/// `maximumValue`, `stepValue`, `wraps`, `isContinuous`, `autorepeat`).
///
/// The loader guarantees `minimum < maximum`, `minimum <= value <= maximum` and
/// `step > 0` (UIKit raises an exception for a step of zero or less). The defaults
/// are UIKit's.
public struct SceneStepper: Hashable, Sendable {
    public var value: Double
    public var minimum: Double
    public var maximum: Double
    public var step: Double
    /// Stepping past one end carries round to the other.
    public var wraps: Bool
    /// Send `valueChanged` as each step happens, not only when the finger lifts.
    public var isContinuous: Bool
    /// Holding + or − keeps stepping.
    public var autorepeat: Bool

    public init(
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
