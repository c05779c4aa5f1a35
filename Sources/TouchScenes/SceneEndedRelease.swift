/// When a `touchesEnded` withheld by `delaysTouchesEnded` reaches the view if every
/// recognizer fails (SPEC G4, §10).
///
/// Devices release it about 0.15 s after the touch ends (seed 002); Apple's guide
/// implies it waits for the recognizers to decide.
public enum SceneEndedRelease: Hashable, Sendable {
    /// Released this many seconds after the touch ended.
    case afterDelay(Double)
    /// Released as soon as every recognizer has decided.
    case whenRecognizersDecide
}
