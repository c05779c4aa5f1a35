import Foundation

/// How a presented controller covers the screen, and so which controller presents it
/// (Apple: UIModalPresentationStyle, UIViewController.definesPresentationContext).
///
/// `fullScreen` and `overFullScreen` cover the whole window: the top of the asking
/// controller's containment presents (the window's root controller, or the presented
/// controller it is inside). `currentContext` and `overCurrentContext` cover the view of
/// the nearest controller, from the asking one up its parents, whose
/// `definesPresentationContext` is true, and that controller presents; with none, the
/// window's root controller presents, over the whole window (Apple: "If no view
/// controller defines the presentation context, UIKit asks the window's root view
/// controller to handle the presentation").
///
/// Deliberate differences: UIKit's default, `.automatic` (a page sheet since iOS 13), is
/// not modelled, and TouchLab's default is `.fullScreen`; after a `fullScreen` or
/// `currentContext` transition UIKit removes the covered views, which TouchLab leaves in
/// place under the transition view — where hit-testing, which stops at the transition
/// view over them, never reaches them either.
public enum UIModalPresentationStyle: Sendable, CaseIterable {
    case fullScreen
    case overFullScreen
    case currentContext
    case overCurrentContext

    /// Whether the presentation looks for a controller that defines the presentation
    /// context.
    public var isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}
