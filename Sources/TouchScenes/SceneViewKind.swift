import TouchCore

/// Which UIKit class a scene view stands for, with the properties only that class has.
///
/// The kind decides defaults that change delivery: `label` and `imageView` start
/// with `isUserInteractionEnabled == false`, so neither they nor their subviews
/// can be hit (SPEC H5); `button`, `switch`, `slider`, `stepper`, `segmentedControl`
/// and `pageControl` are UIKit's own controls, which refuse an ancestor's recognizer
/// whose gesture overlaps their default action, while `control` is a custom
/// `UIControl` subclass without that protection (SPEC G11); `scrollView` and
/// `tableView` delay and cancel content touches (SPEC §8).
///
/// `indirect`: the payloads of the controls, scroll and table views live in a box,
/// so a kind is one word in every ``SceneView`` rather than the largest payload's
/// size; most views of a large scene are plain views with none
/// (docs/performance.md, "Scene load").
package indirect enum SceneViewKind: Hashable, Sendable {
    /// `UIView`.
    case view
    /// `UIImageView`.
    case imageView
    /// `UILabel` with its text.
    case label(text: String)
    /// `UIButton` with its title.
    case button(title: String, control: SceneControl)
    /// `UISwitch`, on or off.
    case `switch`(isOn: Bool, control: SceneControl)
    /// `UISlider`.
    case slider(SceneSlider, control: SceneControl)
    /// `UIStepper`.
    case stepper(SceneStepper, control: SceneControl)
    /// `UISegmentedControl` with its segments.
    case segmentedControl(SceneSegments, control: SceneControl)
    /// `UIPageControl` with its pages.
    case pageControl(ScenePages, control: SceneControl)
    /// `UITextField` with its text and placeholder: a control that becomes the first
    /// responder when tapped.
    case textField(SceneTextField, control: SceneControl)
    /// A custom `UIControl` subclass.
    case control(SceneControl)
    /// `UIScrollView`.
    case scrollView(SceneScrolling)
    /// `UITableView` with its rows.
    case tableView(SceneScrolling, SceneTable)

    /// The word a scene file writes after `kind:`.
    package enum Name: String, CaseIterable, Hashable, Sendable {
        case view, imageView, label, button, `switch`, slider, stepper, segmentedControl, pageControl, textField
        case control, scrollView, tableView

        /// The class's own default, read from the core rather than restated:
        /// `UILabel` and `UIImageView` start with `isUserInteractionEnabled == false`
        /// (Apple: UILabel, UIImageView; SPEC H5), every other kind with true.
        package var defaultUserInteractionEnabled: Bool {
            switch self {
            case .label: return Self.labelInteraction
            case .imageView: return Self.imageViewInteraction
            default: return Self.viewInteraction
            }
        }

        private static let labelInteraction = UILabel(frame: .zero).isUserInteractionEnabled
        private static let imageViewInteraction = UIImageView(frame: .zero).isUserInteractionEnabled
        private static let viewInteraction = UIView(frame: .zero).isUserInteractionEnabled

        /// Kinds that are `UIControl`s and so take `enabled` and `targets`.
        package var isControl: Bool {
            switch self {
            case .button, .switch, .slider, .stepper, .segmentedControl, .pageControl, .textField, .control: return true
            default: return false
            }
        }

        /// Kinds that are `UIScrollView`s.
        package var isScrollView: Bool { self == .scrollView || self == .tableView }
    }

    package var name: Name {
        switch self {
        case .view: return .view
        case .imageView: return .imageView
        case .label: return .label
        case .button: return .button
        case .switch: return .switch
        case .slider: return .slider
        case .stepper: return .stepper
        case .segmentedControl: return .segmentedControl
        case .pageControl: return .pageControl
        case .textField: return .textField
        case .control: return .control
        case .scrollView: return .scrollView
        case .tableView: return .tableView
        }
    }

    /// The control part of a control kind; nil for views that are not controls.
    package var control: SceneControl? {
        switch self {
        case .button(_, let control), .switch(_, let control), .slider(_, let control), .stepper(_, let control),
            .segmentedControl(_, let control), .pageControl(_, let control), .textField(_, let control),
            .control(let control):
            return control
        default:
            return nil
        }
    }

    /// The scrolling part of a scroll or table view.
    package var scrolling: SceneScrolling? {
        switch self {
        case .scrollView(let scrolling), .tableView(let scrolling, _): return scrolling
        default: return nil
        }
    }
}
