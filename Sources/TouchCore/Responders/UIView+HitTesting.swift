import Foundation

/// UIKit's default hit-testing, with a trace record for every decision.
///
/// The algorithm is the one Apple documents and the seeds print (seed 000, 002, 003):
/// a hidden, non-interactive or transparent view returns nil for its whole subtree
/// (H1); a point outside `point(inside:with:)` returns nil (H2); subviews are asked
/// last-added first and the first answer wins (H3); with no answer the view returns
/// itself. With tracing off, a visit allocates nothing.
extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let trace = event?.trace
        if let rejection = hitTestExclusion() {
            trace?.annotateOpenCall(of: self, .rejected(rejection))
            return nil
        }
        let inside: Bool
        if let trace {
            inside = self.point(inside: point, with: event)
            let overridden = inside != bounds.contains(point)
            trace.record(
                .pointInside(view: traceSubject, point: point, inside: inside, overridden: overridden),
                outcome: .bool(inside))
            if !inside {
                trace.annotateOpenCall(of: self, .rejected(overridden ? .pointInsideOverridden : .outsideBounds))
            }
        } else {
            inside = self.point(inside: point, with: event)
        }
        guard inside else { return nil }
        if let trace {
            // The default walk states its own answer on the open call, so that
            // `tracedHitTest` can tell an override's different answer from it.
            var answer: UIView = self
            for subview in subviews.reversed() {
                if let hit = subview.tracedHitTest(subview.pointFromSuperview(point), with: event) {
                    answer = hit
                    break
                }
            }
            trace.annotateOpenCall(of: self, .view(answer.traceSubject))
            return answer
        }
        // Untraced with many subviews: ask only those the grid cannot rule out, in the
        // same last-added-first order (SubviewGrid explains why this is invisible).
        if subviews.count >= SubviewGrid.minimumSubviews {
            let grid = subviewGrid ?? SubviewGrid(subviews: subviews)
            subviewGrid = grid
            let views = subviews
            return grid.firstHit(at: point) { index in
                let subview = views[index]
                return subview.hitTest(subview.pointFromSuperview(point), with: event)
            } ?? self
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Why this view and its subtree cannot be hit at all, if so (SPEC H1; a disabled
    /// control, SPEC C1), or while
    /// an animation without `.allowUserInteraction` moves it (Apple:
    /// UIView.AnimationOptions.allowUserInteraction).
    @inline(__always)
    func hitTestExclusion() -> TraceRecord.Rejection? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .interactionDisabled }
        if isDisabledControl { return .controlDisabled }
        // Both thresholds pass every view above 0.01, so the switch is looked up only
        // for the rare view at or below it; the reason names the threshold tested.
        if alpha <= TouchConstants.minimumHittableAlpha {
            if hitTestAlphaThresholdInclusive { return .transparentInclusive }
            if alpha < TouchConstants.minimumHittableAlpha { return .transparent }
        }
        if animationsBlockingInteraction > 0 { return .animating }
        return nil
    }

    /// SPEC H1's switch as this view's application sets it (`FidelityOptions`): it
    /// belongs to the application, not to the event, so a touch's hit-test, an
    /// untraced `hitTest(_:with: nil)` and the trace's wording all use the same
    /// threshold. A view outside any application's window uses Apple's `< 0.01`.
    /// Public so that what a host draws or explains about a faint view follows it too.
    public var hitTestAlphaThresholdInclusive: Bool {
        window?.attachedApplication?.fidelity.alphaThresholdInclusive ?? false
    }

    /// Whether SPEC H1's alpha rule alone keeps this view and its subtree from being
    /// hit, by the threshold its application sets (``hitTestAlphaThresholdInclusive``):
    /// what a host draws as skipped, inspects or toggles must agree with hit-testing.
    /// Only the view's own alpha counts, as in hit-testing; a faint superview does not
    /// make a view unhittable unless the superview itself is skipped.
    public var isTooTransparentToHit: Bool {
        alpha <= TouchConstants.minimumHittableAlpha
            && (alpha < TouchConstants.minimumHittableAlpha || hitTestAlphaThresholdInclusive)
    }

    /// Calls `hitTest(_:with:)` (possibly overridden) as a traced call: the caller
    /// records the call so that an override that never reaches the default
    /// implementation still appears, with its answer (SPEC H8).
    func tracedHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let trace = event?.trace else { return hitTest(point, with: event) }
        let index = trace.begin(.hitTest(view: traceSubject, point: point), subject: self)
        let hit = hitTest(point, with: event)
        trace.end(index, replacingOutcome: Self.hitTestOutcome(returned: hit, defaultAnswer: trace.outcome(of: index)))
        return hit
    }

    /// What a traced `hitTest` call answered, told apart from what UIKit's default
    /// walk concluded during it (`defaultAnswer`, nil when the override never called
    /// `super`): an override that returns nil, or a view other than the default's,
    /// chose the answer itself, and the trace says so (SPEC H8, seed 000).
    static func hitTestOutcome(returned hit: UIView?, defaultAnswer: TraceRecord.Outcome?) -> TraceRecord.Outcome {
        guard let hit else {
            if case .rejected? = defaultAnswer { return defaultAnswer! }
            return .rejected(.hitTestOverridden)
        }
        if case .view(let answer)? = defaultAnswer, answer.id == ObjectIdentifier(hit) { return .view(answer) }
        return .viewFromOverride(hit.traceSubject)
    }
}
