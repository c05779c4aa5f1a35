import Foundation

/// UIKit's private recognizer that holds a scroll view's content touches back
/// (seed 002 found it on the touch and measured its 0.15 s `m_delay`).
///
/// It never recognizes: it delays `touchesBegan` (SPEC G6) and fails when the delay
/// runs out (releasing the held began to the content) or when the touches end first
/// (releasing began and ended together, SPEC S1). If the scroll view's pan begins in
/// the meantime, the held began is discarded (S2).
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// The hold-back; nil follows the application's `scrollContentDelay` switch (SPEC S1).
    var delay: TimeInterval?
    private var timer: VirtualClock.Timer?

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard timer == nil else { return }
        let delay = self.delay ?? fidelity.scrollContentDelay
        timer = clock?.schedule(after: delay, purpose: .scrollContentDelay(scrollView: view?.traceSubject, delay: delay)) {
            [weak self] in
            guard let self, self.state == .possible else { return }
            self.timer = nil
            self.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        clock?.cancel(timer)
        timer = nil
    }
}
