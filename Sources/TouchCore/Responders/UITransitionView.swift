import Foundation

/// The container view a presented controller's view is put in (UIKit's private
/// `UITransitionView`).
///
/// A full-screen presentation adds one to the window, above the root view and
/// everything else in it, filling the window; a presentation in a context (SPEC R2;
/// Apple: UIViewController.definesPresentationContext) puts it in the context
/// controller's view's superview, directly above that view and covering its frame.
/// The presented view fills it, unless something sets another frame, as a custom
/// presentation would (Apple: UIPresentationController.frameOfPresentedViewInContainerView).
///
/// UIKit does not publish the class. TouchLab shows it because a device's touch goes
/// through it: hit-testing visits it (`-[UITransitionView hitTest:withEvent:]` in the
/// trace, as in a device's view debugger), and it is why the presenting content
/// cannot be touched while it is covered — a touch beside a presented view that does
/// not fill the container lands on the transition view itself.
///
/// It is a plain view: no gesture recognizers, UIKit's default hit-testing, and its
/// `next` is its superview. It is not in the presented controller's chain: the
/// presented root view's `next` is its controller, whose `next` is the presenting
/// controller (SPEC R1, R2).
public final class UITransitionView: UIView {}
