import Foundation

/// A continuous recognizer for fingers dragging (Apple: UIPanGestureRecognizer).
///
/// It begins once the centroid of `minimumNumberOfTouches`…`maximumNumberOfTouches`
/// fingers has moved more than `minimumMovement` (SPEC §6: about 10 pt) and changes on
/// every move after that. The translation is measured from where the fingers landed,
/// kept continuous when fingers are added or lifted.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches: Int = 1
    open var maximumNumberOfTouches: Int = Int.max
    /// Movement before the pan begins (not UIKit API; UIKit's hysteresis is private);
    /// nil follows the application's `movementSlop` fidelity switch.
    open var minimumMovement: CGFloat?

    /// Translation in window coordinates, and the centroid it is measured against.
    private var origin: CGPoint?
    private var translationInWindow: CGPoint = .zero
    /// The translation at each touch event the pan has seen, oldest first, one per
    /// timestamp, trimmed to what `velocity(in:)` can still use.
    private var samples: [(time: TimeInterval, translation: CGPoint)] = []

    /// The translation of the pan in `view`'s coordinate space (Apple: translation(in:)).
    open func translation(in view: UIView?) -> CGPoint {
        vector(translationInWindow, in: view)
    }

    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = vector(translationInWindow, in: view)
        let correction = CGPoint(x: translation.x - current.x, y: translation.y - current.y)
        let correctionInWindow = vectorToWindow(correction, from: view)
        translationInWindow = translationInWindow + correctionInWindow
        origin = origin.map { $0 - correctionInWindow }
        samples.removeAll()
    }

    /// Points per second, in `view`'s space (Apple: velocity(in:)), on the virtual
    /// clock: the change in translation from the oldest sample at most
    /// `TouchConstants.panVelocityWindow` older than the newest to the newest, over
    /// the time between them; when no earlier sample is that recent, from the last
    /// sample before. A finger held still before lifting so ends at zero.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let newest = samples.last else { return .zero }
        let horizon = newest.time - TouchConstants.panVelocityWindow - Self.timeTolerance
        guard var oldest = samples.firstIndex(where: { $0.time >= horizon }) else { return .zero }
        if oldest == samples.count - 1 { oldest -= 1 }
        guard oldest >= 0 else { return .zero }
        let dt = CGFloat(newest.time - samples[oldest].time)
        let delta = newest.translation - samples[oldest].translation
        return vector(CGPoint(x: delta.x / dt, y: delta.y / dt), in: view)
    }

    /// Timestamps a scene computes as sums of steps are a few ulps off; a sample
    /// this close to the velocity window's edge counts as inside it.
    private static let timeTolerance: TimeInterval = 1e-9

    /// Records the translation now, replacing a sample of the same timestamp, and
    /// forgets samples `velocity(in:)` can no longer reach (all but the last one
    /// before the window).
    private func sample(at time: TimeInterval) {
        if let last = samples.last, last.time >= time {
            samples[samples.count - 1].translation = translationInWindow
        } else {
            samples.append((time, translationInWindow))
        }
        let horizon = time - TouchConstants.panVelocityWindow - Self.timeTolerance
        if let firstInside = samples.firstIndex(where: { $0.time >= horizon }), firstInside > 1 {
            samples.removeFirst(firstInside - 1)
        }
    }

    private func centroid() -> CGPoint? {
        let active = trackedTouches.filter(\.isActive)
        guard !active.isEmpty else { return nil }
        let points = active.map { $0.location(in: nil) }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// Re-bases the origin so the translation does not jump when the finger count changes.
    private func rebase() {
        if let center = centroid() { origin = center - translationInWindow }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible && numberOfTouches > maximumNumberOfTouches {
            state = .failed
            return
        }
        rebase()
        sample(at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let origin, let center = centroid() else { return }
        translationInWindow = center - origin
        sample(at: event.timestamp)
        let count = trackedTouches.filter(\.isActive).count
        switch state {
        case .possible:
            let moved = (translationInWindow.x * translationInWindow.x + translationInWindow.y * translationInWindow.y).squareRoot()
            if moved > (minimumMovement ?? fidelity.movementSlop) && count >= minimumNumberOfTouches && count <= maximumNumberOfTouches {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // Where the lifting fingers left the screen is the gesture's last sample.
        if let origin, !trackedTouches.isEmpty {
            let points = trackedTouches.map { $0.location(in: nil) }
            let center = CGPoint(
                x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
            translationInWindow = center - origin
            sample(at: event.timestamp)
        }
        let remaining = trackedTouches.filter(\.isActive).count
        if state.isInProgress {
            if remaining < minimumNumberOfTouches { state = .ended } else { rebase() }
        } else if state == .possible && remaining == 0 {
            state = .failed
        } else {
            rebase()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state.isInProgress ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        origin = nil
        translationInWindow = .zero
        samples.removeAll()
    }

    // A translation is a vector: convert two points and subtract.
    private func vector(_ v: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window ?? view.window else { return v }
        let a = window.convert(CGPoint.zero, to: view), b = window.convert(v, to: view)
        return b - a
    }

    private func vectorToWindow(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window ?? view.window else { return v }
        let a = view.convert(CGPoint.zero, to: window), b = view.convert(v, to: window)
        return b - a
    }
}
