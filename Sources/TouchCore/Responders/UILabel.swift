import Foundation

/// A view that shows text (Apple: UILabel).
///
/// Its `isUserInteractionEnabled` defaults to false, so it and its subviews are
/// skipped by hit-testing and touches fall through to what lies behind (SPEC H5).
open class UILabel: UIView {
    open var text: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
