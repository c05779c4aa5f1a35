import Foundation

/// Receives a table view's row selections and highlights (Apple: UITableViewDelegate).
/// Every method is optional, as in UIKit. Like UIKit's, it refines
/// `UIScrollViewDelegate`: a table's delegate hears its scrolling too.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}

/// Supplies a table view's rows (Apple: UITableViewDataSource).
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// A scrolling list of rows, enough to replay seed 002's table phenomena
/// (Apple: UITableView).
///
/// Cells do not handle touches, so a touch on a cell travels up the chain to the table,
/// which highlights the row on began and selects it — telling its delegate — on an
/// ended inside the same row. A cancelled touch (a recognizer won) selects nothing.
///
/// Rows come from a `dataSource` (`reloadData()` asks it for every row at once; there
/// is no cell reuse while scrolling, so `dequeueReusableCell` makes a new cell) or from
/// `setRows(_:)`, a shortcut for plain titled rows.
open class UITableView: UIScrollView {
    /// The scroll view's `delegate`, when it is a `UITableViewDelegate`. (UIKit
    /// redeclares `delegate` with the table's protocol; Swift cannot, so a table's
    /// `delegate` is typed `UIScrollViewDelegate?` and takes a `UITableViewDelegate`.)
    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }
    public weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }
    /// The height of rows whose delegate gives none (Apple: rowHeight).
    open var rowHeight: CGFloat = 44
    /// Whether touching a row selects it (Apple: allowsSelection).
    open var allowsSelection = true
    public private(set) var cells: [UITableViewCell] = []
    /// The index path of each cell in `cells`.
    private var indexPaths: [IndexPath] = []
    public private(set) var indexPathForSelectedRow: IndexPath?
    private var pressedRow: Int?
    private var registered: [String: () -> UITableViewCell] = [:]

    /// The table's style, fixed when it is made (Apple: UITableView.style).
    public let style: Style

    /// A `.plain` table (Apple: UITableView.init(frame:)).
    public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
        // A table drags vertically even with few rows: UIKit's UITableView turns
        // alwaysBounceVertical on, where a plain UIScrollView leaves it off.
        alwaysBounceVertical = true
    }

    /// A table of the given style (Apple: UITableView.init(frame:style:),
    /// <https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)>).
    /// The style is kept in `style`; rows are laid out as in a `.plain` table (see
    /// ``Style``).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// Replaces the rows: one cell per title, `rowHeight` points tall.
    open func setRows(_ titles: [String], rowHeight: CGFloat = 44) {
        setRows(titles.map { ($0, rowHeight) })
    }

    /// Replaces the rows, each with its own height.
    open func setRows(_ rows: [(title: String, height: CGFloat)]) {
        var index = 0
        place(
            rows.map { row in
                let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: bounds.width, height: row.height))
                cell.textLabel?.text = row.title
                defer { index += 1 }
                return (cell, IndexPath(row: index, section: 0), row.height)
            })
    }

    /// Asks the data source for every row again and lays them out one under another
    /// (Apple: reloadData()).
    open func reloadData() {
        guard let dataSource else { return }
        var rows: [(UITableViewCell, IndexPath, CGFloat)] = []
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
                let indexPath = IndexPath(row: row, section: section)
                let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                rows.append((dataSource.tableView(self, cellForRowAt: indexPath), indexPath, height))
            }
        }
        place(rows)
    }

    private func place(_ rows: [(cell: UITableViewCell, indexPath: IndexPath, height: CGFloat)]) {
        for cell in cells { cell.removeFromSuperview() }
        var y: CGFloat = 0
        for row in rows {
            row.cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: row.height)
            row.cell.layoutContent()
            y += row.height
        }
        cells = rows.map(\.cell)
        indexPaths = rows.map(\.indexPath)
        for cell in cells { addSubview(cell) }
        contentSize = CGSize(width: bounds.width, height: y)
        indexPathForSelectedRow = nil
    }

    // MARK: Cells (Apple: "Creating table view cells")

    /// Registers the class of cells dequeued by `identifier`. A `UITableViewCell`
    /// subclass cannot be made from its class without the Objective-C runtime: register
    /// it with ``register(forCellReuseIdentifier:_:)`` instead.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = { UITableViewCell(style: .default, reuseIdentifier: identifier) }
    }

    /// Registers how to make the cells dequeued by `identifier` (not UIKit API: Swift's
    /// stand-in for registering a subclass).
    public func register(forCellReuseIdentifier identifier: String, _ make: @escaping () -> UITableViewCell) {
        registered[identifier] = make
    }

    /// A cell for `identifier`: a new one from the registration, or nil when nothing
    /// is registered under it (Apple: dequeueReusableCell(withIdentifier:)).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier]?()
    }

    /// A cell for `identifier` and `indexPath`; an unregistered identifier gets a
    /// `.default` cell, where UIKit raises (Apple: dequeueReusableCell(withIdentifier:for:)).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The number of rows in `section` (Apple: numberOfRows(inSection:)).
    open func numberOfRows(inSection section: Int) -> Int {
        indexPaths.filter { $0.section == section }.count
    }

    open var numberOfSections: Int { (indexPaths.map(\.section).max() ?? -1) + 1 }

    open var visibleCells: [UITableViewCell] { cells }

    /// The cell at `indexPath`, if there is one (Apple: cellForRow(at:)).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        indexPaths.firstIndex(of: indexPath).map { cells[$0] }
    }

    /// Where `cell` is (Apple: indexPath(for:)).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cells.firstIndex { $0 === cell }.map { indexPaths[$0] }
    }

    /// The row under `point`, in the table's coordinates (Apple: indexPathForRow(at:)).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        cells.firstIndex { $0.frame.contains(point) }.map { indexPaths[$0] }
    }

    /// Selects a row from code; the delegate is not told, as in UIKit (Apple:
    /// selectRow(at:animated:scrollPosition:)).
    open func selectRow(at indexPath: IndexPath?, animated: Bool) {
        if let previous = indexPathForSelectedRow { cellForRow(at: previous)?.isSelected = false }
        indexPathForSelectedRow = indexPath
        if let indexPath { cellForRow(at: indexPath)?.isSelected = true }
    }

    /// Deselects a row from code; the delegate is not told (Apple: deselectRow(at:animated:)).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        cellForRow(at: indexPath)?.isSelected = false
        indexPathForSelectedRow = nil
    }

    // MARK: Touches

    private func row(for touch: UITouch) -> Int? {
        let point = touch.location(in: self)
        return cells.firstIndex { $0.frame.contains(point) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, let touch = touches.first, let row = row(for: touch) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPaths[row]) ?? true else { return }
        pressedRow = row
        cells[row].isHighlighted = true
        tableDelegate?.tableView(self, didHighlightRowAt: indexPaths[row])
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let pressed = pressedRow else { return }
        unhighlight(pressed)
        guard let touch = touches.first, row(for: touch) == pressed else { return }
        selectRow(pressed, event: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let pressed = pressedRow { unhighlight(pressed) }
    }

    private func unhighlight(_ row: Int) {
        pressedRow = nil
        guard cells.indices.contains(row) else { return }
        cells[row].isHighlighted = false
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPaths[row])
    }

    private func selectRow(_ row: Int, event: UIEvent?) {
        let indexPath = indexPaths[row]
        if let previous = indexPathForSelectedRow, previous != indexPath, let cell = cellForRow(at: previous) {
            cell.isSelected = false
            tableDelegate?.tableView(self, didDeselectRowAt: previous)
        }
        indexPathForSelectedRow = indexPath
        cells[row].isSelected = true
        let trace = event?.trace
        let index = trace?.begin(
            .call(
                receiver: (tableDelegate as AnyObject?).map(TraceSubject.init) ?? traceSubject,
                selector: "tableView:didSelectRowAtIndexPath:", detail: .row(indexPath.row)))
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
        if let index { trace?.end(index) }
    }
}
