import Foundation

/// How a presented controller is shown (Apple: UIModalPresentationStyle; raw values
/// as UIKit's), and so which controller presents it and what becomes of the
/// presenting controller's views.
///
/// Which controller presents (Apple: UIViewController.definesPresentationContext):
/// `currentContext` and `overCurrentContext` cover the view of the nearest controller,
/// from the asking one up its parents, whose `definesPresentationContext` is true, and
/// that controller presents; with none, the window's root controller presents, over
/// the whole window ("If no view controller defines the presentation context, UIKit
/// asks the window's root view controller to handle the presentation"). Every other
/// style covers the whole window: the top of the asking controller's containment
/// presents.
///
/// TouchLab places every presented view the same way (filling its container, see
/// `UIViewController.present(_:animated:completion:)`); the style decides what
/// happens to the presenting controller's views, which is what its appearance
/// callbacks and the responder chain depend on. `.fullScreen` and `.currentContext`
/// remove them once the presentation is done (Apple: "The views belonging to the
/// presenting view controller are removed after the presentation completes"), so the
/// presenting controller gets `viewWillDisappear(_:)` and `viewDidDisappear(_:)`, and
/// the appearance callbacks again on dismissal. Every other style leaves them in the
/// hierarchy (Apple, `.overFullScreen` and `.overCurrentContext`: "The views beneath the
/// presented content are not removed from the view hierarchy"; a sheet partly covers
/// them), so the presenting controller gets no appearance callbacks at all.
/// `.automatic` is a sheet on iOS 13 and later, as for most controllers on a phone.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// Whether the presenting controller's views leave the hierarchy while this
    /// presentation lasts.
    public var removesPresentingViews: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presentation looks for a controller that defines the presentation
    /// context.
    public var isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}
