import Foundation

/// One row of a table (Apple: UITableViewCell). It does not override the touch
/// methods, so its touches travel up to the table view.
open class UITableViewCell: UIView {
    public let contentView = UIView()
    public let textLabel = UILabel()
    open var isHighlighted = false
    open var isSelected = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.name = "UITableViewCellContentView"
        contentView.frame = bounds
        textLabel.frame = bounds.insetBy(dx: 16, dy: 0)
        addSubview(contentView)
        contentView.addSubview(textLabel)
    }
}
