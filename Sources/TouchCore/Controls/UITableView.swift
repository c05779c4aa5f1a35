import Foundation

/// Receives a table view's row selections (Apple: UITableViewDelegate).
public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

/// A scrolling list of rows, enough to replay seed 002's table phenomena
/// (Apple: UITableView).
///
/// Cells do not handle touches, so a touch on a cell travels up the chain to the table,
/// which highlights the row on began and selects it — telling its delegate — on an
/// ended inside the same row. A cancelled touch (a recognizer won) selects nothing.
open class UITableView: UIScrollView {
    public weak var delegate: UITableViewDelegate?
    public private(set) var cells: [UITableViewCell] = []
    public private(set) var indexPathForSelectedRow: IndexPath?
    private var pressedRow: Int?

    /// Replaces the rows: one cell per title, `rowHeight` points tall.
    open func setRows(_ titles: [String], rowHeight: CGFloat = 44) {
        setRows(titles.map { ($0, rowHeight) })
    }

    /// Replaces the rows, each with its own height.
    open func setRows(_ rows: [(title: String, height: CGFloat)]) {
        for cell in cells { cell.removeFromSuperview() }
        var y: CGFloat = 0
        cells = rows.map { row in
            let cell = UITableViewCell(frame: CGRect(x: 0, y: y, width: bounds.width, height: row.height))
            cell.textLabel.text = row.title
            y += row.height
            return cell
        }
        for cell in cells { addSubview(cell) }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    private func row(for touch: UITouch) -> Int? {
        let point = touch.location(in: self)
        return cells.firstIndex { $0.frame.contains(point) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let row = row(for: touch) else { return }
        pressedRow = row
        cells[row].isHighlighted = true
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let pressed = pressedRow else { return }
        cells[pressed].isHighlighted = false
        pressedRow = nil
        guard let touch = touches.first, row(for: touch) == pressed else { return }
        selectRow(pressed, event: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let pressed = pressedRow { cells[pressed].isHighlighted = false }
        pressedRow = nil
    }

    private func selectRow(_ row: Int, event: UIEvent?) {
        let indexPath = IndexPath(row: row, section: 0)
        if let previous = indexPathForSelectedRow?.row, cells.indices.contains(previous) { cells[previous].isSelected = false }
        indexPathForSelectedRow = indexPath
        cells[row].isSelected = true
        let trace = event?.trace
        let index = trace?.begin(
            .call(
                receiver: (delegate as AnyObject?).map(TraceSubject.init) ?? traceSubject,
                selector: "tableView:didSelectRowAtIndexPath:", detail: .row(row)))
        delegate?.tableView(self, didSelectRowAt: indexPath)
        if let index { trace?.end(index) }
    }
}
