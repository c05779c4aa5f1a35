import Foundation
import Testing
import TouchPlayground

/// Table views as articles write them (Apple: UITableView, UITableViewCell,
/// UITableViewDataSource, UITableViewDelegate; seed 002's table phenomena).
@Suite struct TableSnippets {
    final class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let items = ["Apple", "Banana", "Cherry"]
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.delaysContentTouches = false
            tableView.delegate = self
            tableView.dataSource = self
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let identifier = "Cell"
            var cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            if cell == nil {
                cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
            }
            cell?.textLabel?.text = items[indexPath.row]
            return cell!
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
        }
    }

    @Test func aCellHasATextLabelAndItsReuseIdentifier() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Hello"
        #expect(cell.textLabel?.text == "Hello")
        #expect(cell.reuseIdentifier == "Cell")
        #expect(cell.detailTextLabel == nil)
    }

    @Test func aSubtitleCellHasADetailLabel() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.detailTextLabel?.text = "Detail"
        #expect(cell.detailTextLabel?.text == "Detail")
        #expect(cell.textLabel?.isUserInteractionEnabled == false)
    }

    @Test func theDataSourceFillsTheTable() {
        let controller = ListController()
        _ = controller.view
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Cherry")
        #expect(Int(controller.tableView.contentSize.height) == 3 * 44)
    }

    @Test func tappingARowTellsTheDelegate() {
        let world = World()
        let controller = ListController()
        world.window.rootViewController = controller
        world.tap(CGPoint(x: 100, y: 44 + 22))
        #expect(controller.selected == [1])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    }

    @Test func rowsAreFoundByPointAndCell() {
        let controller = ListController()
        _ = controller.view
        let table = controller.tableView
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(table.indexPath(for: cell) == IndexPath(row: 0, section: 0))
    }

    @Test func registeredCellsAreDequeuedWithTheirIdentifier() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
        #expect(cell.reuseIdentifier == "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Other") == nil)
    }

    @Test func selectRowFromCodeDoesNotTellTheDelegate() {
        let controller = ListController()
        _ = controller.view
        let path = IndexPath(row: 0, section: 0)
        controller.tableView.selectRow(at: path, animated: false)
        #expect(controller.tableView.indexPathForSelectedRow == path && controller.selected.isEmpty)
        controller.tableView.deselectRow(at: path, animated: true)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    final class NoHighlight: UITableViewDelegate {
        var selected = 0
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected += 1 }
    }

    @Test func aRowThatMayNotHighlightIsNotSelected() {
        let world = World()
        let table = UITableView(frame: world.window.bounds)
        table.delaysContentTouches = false
        table.setRows(["One", "Two"])
        let delegate = NoHighlight()
        table.delegate = delegate
        world.window.addSubview(table)
        world.tap(CGPoint(x: 100, y: 20))
        #expect(delegate.selected == 0)
    }

    @Test func aCellSubclassIsMadeByItsRegistration() {
        final class PriceCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        table.register(forCellReuseIdentifier: "Price") { PriceCell(style: .value1, reuseIdentifier: "Price") }
        let cell = table.dequeueReusableCell(withIdentifier: "Price", for: IndexPath(row: 0, section: 0))
        #expect(cell is PriceCell && cell.detailTextLabel != nil)
    }
}

/// Scroll views as articles use them (Apple: UIScrollView; SPEC S1–S4).
@Suite struct ScrollSnippets {
    final class Content: UIView {
        var beganAt: TimeInterval?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { beganAt = event?.timestamp }
    }

    @Test func contentOffsetShiftsWhatIsUnderTheFinger() {
        let world = World()
        let scroll = UIScrollView(frame: world.window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let far = Content(frame: CGRect(x: 0, y: 1000, width: 390, height: 100))
        scroll.addSubview(far)
        scroll.delaysContentTouches = false
        world.window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 950)
        world.tap(CGPoint(x: 100, y: 100))
        #expect(far.beganAt != nil)
    }

    @Test func delaysContentTouchesHoldsTheBeganBack() {
        let world = World()
        let scroll = UIScrollView(frame: world.window.bounds)
        let content = Content(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        scroll.addSubview(content)
        world.window.addSubview(scroll)
        world.down(CGPoint(x: 100, y: 50))
        #expect(content.beganAt == nil)
        world.wait(0.3)
        // SPEC S1: the content's touchesBegan comes after the scroll view's delay.
        #expect(content.beganAt != nil)
    }

    @Test func turningScrollingOffDisablesThePan() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.panGestureRecognizer.isEnabled)
        scroll.isScrollEnabled = false
        #expect(!scroll.panGestureRecognizer.isEnabled)
    }
}

/// Windows as articles make them (Apple: UIWindow; SPEC W1, W2).
@Suite struct WindowSnippets {
    @Test func makeKeyAndVisibleMakesTheKeyWindow() {
        let world = World()
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        world.application.addWindow(second)
        second.makeKeyAndVisible()
        #expect(second.isKeyWindow && !world.window.isKeyWindow)
    }

    final class Marker: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    @Test func anAlertLevelWindowIsHitFirst() {
        let world = World()
        let below = Marker(frame: world.window.bounds)
        world.window.addSubview(below)
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        alert.windowLevel = .alert
        let above = Marker(frame: alert.bounds)
        alert.addSubview(above)
        world.application.addWindow(alert)
        alert.isHidden = false
        world.window.makeKey()
        world.tap(CGPoint(x: 100, y: 100))
        #expect(above.began == 1 && below.began == 0)
    }

    @Test func theRootViewControllersViewFillsTheWindow() {
        let world = World()
        let controller = UIViewController()
        world.window.rootViewController = controller
        #expect(controller.view.frame == world.window.bounds)
        #expect(controller.view.superview === world.window && controller.next === world.window)
    }
}
