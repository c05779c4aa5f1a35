/// Which built-in gesture recognizer, with the properties only that class has.
///
/// Counts use UIKit's defaults when a scene leaves them out. Durations and
/// distances that UIKit leaves to tuning (`duration`, `movement`) are nil when
/// left out, meaning "the core's constant" (SPEC §6 defaults), so those numbers
/// live in one place in the core rather than being copied here. Which kinds are
/// discrete is the core classes' to say (SPEC G3).
package enum SceneRecognizerKind: Hashable, Sendable {
    /// `UITapGestureRecognizer`: `numberOfTapsRequired`, `numberOfTouchesRequired`.
    case tap(taps: Int, touches: Int)
    /// `UILongPressGestureRecognizer`: `minimumPressDuration` (seconds),
    /// `allowableMovement` (points), `numberOfTouchesRequired`,
    /// `numberOfTapsRequired` (taps before the press; UIKit's default 0).
    case longPress(duration: Double?, movement: Double?, touches: Int, taps: Int)
    /// `UIPanGestureRecognizer`: `minimumNumberOfTouches`,
    /// `maximumNumberOfTouches` (nil is unlimited).
    case pan(minTouches: Int, maxTouches: Int?)
    /// `UISwipeGestureRecognizer`: the permitted directions (never empty) and
    /// `numberOfTouchesRequired`.
    case swipe(directions: Set<SceneDirection>, touches: Int)
    /// `UIPinchGestureRecognizer`.
    case pinch
    /// `UIRotationGestureRecognizer`.
    case rotation

    /// The word a scene file writes after `kind:`: the one list of the kinds a
    /// scene may use, which the reader, its messages and the docs test read.
    package enum Name: String, CaseIterable, Hashable, Sendable {
        case tap, longPress, pan, swipe, pinch, rotation

        /// The keys only this kind takes, besides those every recognizer has.
        package var propertyKeys: [String] {
            switch self {
            case .tap: return ["taps", "touches"]
            case .longPress: return ["taps", "touches", "duration", "movement"]
            case .pan: return ["minTouches", "maxTouches", "dragsView"]
            case .swipe: return ["touches", "direction"]
            case .pinch, .rotation: return []
            }
        }

        /// The kinds as a message lists them: "tap, longPress, … or rotation".
        package static var listed: String {
            let words = allCases.map(\.rawValue)
            return words.dropLast().joined(separator: ", ") + " or " + words.last!
        }
    }

    package var name: Name {
        switch self {
        case .tap: return .tap
        case .longPress: return .longPress
        case .pan: return .pan
        case .swipe: return .swipe
        case .pinch: return .pinch
        case .rotation: return .rotation
        }
    }
}
