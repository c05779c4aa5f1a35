import Foundation

/// Animating views on the application's virtual clock (Apple:
/// UIView.animate(withDuration:delay:options:animations:completion:)).
///
/// As in UIKit, the `animations` block runs at once and sets the **model** values:
/// a view's `frame`, `alpha`… are the final ones from the start, and hit-testing uses
/// them (only the drawing moves gradually on a device; the playground does not draw
/// the frames in between). The values on screen meanwhile are the view's
/// `layer.presentation()`, on the options' curve (`.curveEaseInOut` by default). The views whose animatable properties (`center`, `bounds`,
/// `frame`, `transform`, `alpha`, `backgroundColor`) the block changes are the
/// animation's views.
///
/// "During an animation, user interactions are temporarily disabled for all views
/// involved in the animation" (Apple: UIView.isUserInteractionEnabled) unless the
/// options contain `.allowUserInteraction`: from the call until `delay + duration`
/// seconds later on the clock, hit-testing skips each animating view and its
/// subtree, with the rejection `animating without allowUserInteraction` in the
/// trace, as for `isUserInteractionEnabled == false`. Touches that began earlier
/// keep their view (SPEC H6). Then `completion(true)` runs, from the clock's timer.
///
/// The clock is the application of the first animating view that is in a window
/// attached to one (`UIApplication.addWindow(_:)`). Deliberate differences:
/// - with no such view (views outside any window, or a block that changes
///   nothing) and with a duration of 0 or less ("the changes are made without
///   animating them"), nothing is in flight and `completion(true)` runs before
///   this method returns; UIKit calls it on the next turn of the run loop, which
///   the core does not have;
/// - an animation always runs its course: it is not removed when its view leaves
///   the window, and `finished` is always true.
extension UIView {
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let animation = ViewAnimation()
        ViewAnimation.run(animation, animations)
        guard duration > 0,
            let clock = animation.views.lazy.compactMap({ $0.window?.attachedApplication?.clock }).first
        else {
            completion?(true)
            return
        }
        let blocksInteraction = !options.contains(.allowUserInteraction)
        if blocksInteraction {
            for view in animation.views { view.animationsBlockingInteraction += 1 }
        }
        // What the layers show meanwhile (CALayer.presentation()).
        let curve = AnimationCurve(options)
        let moves = zip(animation.views, animation.starts).map { view, start in
            let move = LayerAnimation(
                from: start.from, properties: start.properties, begin: clock.now + max(0, delay), duration: duration,
                curve: curve)
            view.layer.animations.append(move)
            return (view, move)
        }
        let purpose = TraceRecord.TimerPurpose.animationFinished(
            view: animation.views.first?.traceSubject, duration: duration)
        clock.schedule(after: max(0, delay) + duration, purpose: purpose) {
            if blocksInteraction {
                for view in animation.views { view.animationsBlockingInteraction -= 1 }
            }
            for (view, move) in moves { view.layer.animations.removeAll { $0 === move } }
            completion?(true)
        }
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and
    /// no options (Apple: UIView.animate(withDuration:animations:completion:)).
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Called before `property` is set: tells the animation whose block is
    /// running, if any, that this view changes; outside a block, a property that
    /// `changes` jumps to its new value, so no animation in flight moves it any
    /// longer (setting the value it has leaves the animation alone).
    @inline(__always)
    func noteAnimatableChange(_ property: LayerState.Properties, changes: Bool) {
        if let animation = ViewAnimation.running {
            animation.add(self, property)
        } else if changes, let layer = loadedLayer, !layer.animations.isEmpty {
            layer.stopAnimating(property)
        }
    }
}
