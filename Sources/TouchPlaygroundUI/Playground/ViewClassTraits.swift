import Foundation
import TouchCore

/// What drawing a view asks of its class: whether it is a control (its parts
/// and state chip), a scroll view (its indicators), or may show text of its
/// own (a label, or a control: a button's title, a text field's text).
///
/// Each is a cast, which walks the view's class's superclasses: three to
/// five a view, a few hundred thousand instructions at the 1,000-view
/// frame. The answers depend on the class alone, and a scene's views are
/// nearly all of one or two classes, so ``PlaygroundRenderer`` asks them
/// through a ``Cache`` of the last class seen.
struct ViewClassTraits: Equatable {
    let isControl: Bool
    let isScrollView: Bool
    /// A `UILabel` or a `UIControl`: ``PlaygroundRenderer/contentText(of:)``
    /// finds nothing in any other view.
    let mayShowText: Bool

    init(of view: UIView) {
        isControl = view is UIControl
        isScrollView = view is UIScrollView
        mayShowText = isControl || view is UILabel
    }

    /// The traits of the class of the view asked about last, kept for the
    /// next view of the same class.
    struct Cache {
        private var lastClass: ObjectIdentifier?
        private var last: ViewClassTraits?

        /// `view`'s traits: the last answer when its class is the last one's.
        mutating func traits(of view: UIView) -> ViewClassTraits {
            let viewClass = ObjectIdentifier(type(of: view))
            if viewClass == lastClass, let last { return last }
            let traits = ViewClassTraits(of: view)
            (lastClass, last) = (viewClass, traits)
            return traits
        }
    }
}
