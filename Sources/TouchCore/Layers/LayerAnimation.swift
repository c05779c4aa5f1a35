import Foundation

/// One `UIView.animate` call as it moves one view's layer: where the changed
/// properties started, when, for how long, on which curve. The layer's model
/// values are the end (UIKit sets them when the block runs), so
/// `CALayer.presentation()` computes the values on screen from this and the model.
final class LayerAnimation {
    /// The presentation values when the block changed the view, the start.
    let from: LayerState
    /// The properties the block changed; a later change outside any animation block
    /// takes its property out (the layer jumps to it, as a non-animated change does).
    var properties: LayerState.Properties
    /// When the values start to move: the call's time plus the delay. Before it, the
    /// view shows `from` (UIKit fills the delay with the start values).
    let begin: TimeInterval
    let duration: TimeInterval
    let curve: AnimationCurve

    init(
        from: LayerState, properties: LayerState.Properties, begin: TimeInterval, duration: TimeInterval,
        curve: AnimationCurve
    ) {
        (self.from, self.properties, self.begin, self.duration, self.curve) = (from, properties, begin, duration, curve)
    }

    /// `state` (the model values, or an earlier animation's result) with this
    /// animation's properties as they are at `now`.
    func apply(to state: LayerState, model: LayerState, at now: TimeInterval) -> LayerState {
        if now < begin { return state.taking(properties, from: from) }
        let elapsed = (now - begin) / duration
        if elapsed >= 1 { return state.taking(properties, from: model) }
        let fraction = CGFloat(curve.progress(at: elapsed))
        return state.taking(properties, from: from.interpolated(to: model, properties, fraction: fraction))
    }
}
