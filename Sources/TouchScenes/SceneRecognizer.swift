/// A gesture recognizer attached to a view, with every property that changes
/// delivery and the rules between recognizers.
///
/// The three delivery switches keep UIKit's defaults unless the scene sets them:
/// `cancelsTouchesInView` true (SPEC G4, G5), `delaysTouchesBegan` false (G6),
/// `delaysTouchesEnded` true (G4). `message` is what the recognizer's action
/// prints each time it fires — recognized for discrete recognizers, began, changed,
/// ended and cancelled for continuous ones (SPEC G3) — like seed 002's
/// `View Taped` and the repeated `View panned`.
package struct SceneRecognizer: Hashable, Sendable {
    /// Unique across the whole scene; the trace names the recognizer by it.
    package var name: String
    package var kind: SceneRecognizerKind
    package var isEnabled: Bool
    package var cancelsTouchesInView: Bool
    package var delaysTouchesBegan: Bool
    package var delaysTouchesEnded: Bool
    package var message: String?
    /// `require(toFail:)`: recognizers that must fail before this one may
    /// recognize (SPEC G9), by scene name or as a built-in recognizer such as
    /// `Feed.panGestureRecognizer`. The loader rejects loops.
    package var requireToFail: [String]
    package var simultaneous: SceneSimultaneity
    /// The delegate's `gestureRecognizerShouldBegin(_:)` answer; false makes the
    /// recognizer fail when it would leave possible (SPEC G10).
    package var shouldBegin: Bool
    /// The delegate's `gestureRecognizer(_:shouldReceive:)` answer; false hides
    /// every touch from the recognizer (SPEC G2).
    package var shouldReceiveTouch: Bool
    /// `touches` and `state` only.
    package var log: Set<SceneLogTopic>
    /// The numbers its action prints each time it fires, in file order:
    /// `location`, and for a pan `translation` and `velocity`.
    package var measurements: [SceneMeasurement]
    /// The recognizers its delegate's `gestureRecognizer(_:shouldRequireFailureOf:)`
    /// answers YES for: this one waits for each to fail (SPEC G9).
    package var shouldRequireFailureOf: [String] = []
    /// The recognizers its delegate's `gestureRecognizer(_:shouldBeRequiredToFailBy:)`
    /// answers YES for: each waits for this one to fail (SPEC G9).
    package var shouldBeRequiredToFailBy: [String] = []
    /// A pan's action moves its view by the translation in the superview, then sets
    /// the translation back to zero (Apple: setTranslation(_:in:), the drag-a-card
    /// handler).
    package var dragsView = false
    /// An overridden `canPrevent(_:)`; nil keeps UIKit's `true` (SPEC G8).
    package var canPrevent: SceneRecognizerAnswer?
    /// An overridden `canBePrevented(by:)`; nil keeps UIKit's `true` (SPEC G8).
    package var canBePrevented: SceneRecognizerAnswer?

    package init(
        name: String,
        kind: SceneRecognizerKind,
        isEnabled: Bool = true,
        cancelsTouchesInView: Bool = true,
        delaysTouchesBegan: Bool = false,
        delaysTouchesEnded: Bool = true,
        message: String? = nil,
        requireToFail: [String] = [],
        simultaneous: SceneSimultaneity = .none,
        shouldBegin: Bool = true,
        shouldReceiveTouch: Bool = true,
        log: Set<SceneLogTopic> = [],
        measurements: [SceneMeasurement] = [],
        canPrevent: SceneRecognizerAnswer? = nil,
        canBePrevented: SceneRecognizerAnswer? = nil
    ) {
        self.name = name
        self.kind = kind
        self.isEnabled = isEnabled
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan
        self.delaysTouchesEnded = delaysTouchesEnded
        self.message = message
        self.requireToFail = requireToFail
        self.simultaneous = simultaneous
        self.shouldBegin = shouldBegin
        self.shouldReceiveTouch = shouldReceiveTouch
        self.log = log
        self.measurements = measurements
        self.canPrevent = canPrevent
        self.canBePrevented = canBePrevented
    }
}
