import Foundation

/// A view that shows an image (Apple: UIImageView).
///
/// Its `isUserInteractionEnabled` defaults to false — the classic reason a button
/// added on top of an image view never fires (seed 000, 003; SPEC H5).
open class UIImageView: UIView {
    /// The image's name; the playground draws image views as tinted rectangles.
    open var imageName: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
