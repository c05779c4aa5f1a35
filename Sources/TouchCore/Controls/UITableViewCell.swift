import Foundation

/// One row of a table (Apple: UITableViewCell). It does not override the touch
/// methods, so its touches travel up to the table view.
///
/// Its labels sit in `contentView`; like UIKit's they do not take touches
/// (`UILabel.isUserInteractionEnabled` is false, SPEC H5).
open class UITableViewCell: UIView {
    /// The layouts of a cell's labels (Apple: UITableViewCell.CellStyle).
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The name a table dequeues this cell by (Apple: reuseIdentifier).
    public let reuseIdentifier: String?
    public let contentView = UIView()
    /// The cell's main label; every style has one (Apple: textLabel).
    open private(set) var textLabel: UILabel?
    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles (Apple:
    /// detailTextLabel); nil for `.default`.
    open private(set) var detailTextLabel: UILabel?
    private let style: CellStyle
    open var isHighlighted = false
    open var isSelected = false

    /// A cell of `style`, to be dequeued by `reuseIdentifier` (Apple:
    /// init(style:reuseIdentifier:)).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.name = "UITableViewCellContentView"
        addSubview(contentView)
        let text = UILabel()
        contentView.addSubview(text)
        textLabel = text
        if style != .default {
            let detail = UILabel()
            contentView.addSubview(detail)
            detailTextLabel = detail
        }
    }

    /// A `.default` cell with no reuse identifier, laid out in `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
        layoutContent()
    }

    /// Fits the content view and the labels to the cell's bounds; the table calls this
    /// when it places the cell.
    func layoutContent() {
        contentView.frame = bounds
        let inset = bounds.insetBy(dx: 16, dy: 0)
        switch (style, detailTextLabel) {
        case (.subtitle, let detail?):
            textLabel?.frame = CGRect(x: inset.minX, y: inset.minY, width: inset.width, height: inset.height / 2)
            detail.frame = CGRect(x: inset.minX, y: inset.midY, width: inset.width, height: inset.height / 2)
        case (_, let detail?):
            textLabel?.frame = CGRect(x: inset.minX, y: inset.minY, width: inset.width / 2, height: inset.height)
            detail.frame = CGRect(x: inset.midX, y: inset.minY, width: inset.width / 2, height: inset.height)
        case (_, nil):
            textLabel?.frame = inset
        }
    }
}
