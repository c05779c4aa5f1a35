import Foundation
import Testing
import TouchPlayground

/// A table made with a style, as settings screens make it (Apple:
/// UITableView.init(frame:style:),
/// <https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)>;
/// UITableView.Style).
@Suite struct TableStyleSnippets {
    /// Apple: "style — A constant that specifies the style of the table view"; the
    /// `style` property is read-only and `init(frame:)` makes a `.plain` table. The
    /// raw values are UIKit's (`UITableViewStylePlain` 0, `Grouped` 1, `InsetGrouped` 2).
    @Test func theStyleIsKeptAndPlainIsTheDefault() {
        #expect(UITableView(frame: .zero).style == .plain)
        #expect(UITableView(frame: .zero, style: .grouped).style == .grouped)
        #expect(UITableView(frame: .zero, style: .insetGrouped).style == .insetGrouped)
        #expect([UITableView.Style.plain, .grouped, .insetGrouped].map(\.rawValue) == [0, 1, 2])
    }

    /// A grouped table takes touches as any table: a tap on a row selects it and
    /// tells the delegate, and it scrolls vertically however few its rows.
    @Test func aGroupedTableSelectsRowsAndScrolls() {
        final class Settings: UITableViewDelegate {
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let world = World()
        let table = UITableView(frame: world.window.bounds, style: .insetGrouped)
        table.setRows(["Wi-Fi", "Bluetooth", "Cellular"])
        world.window.addSubview(table)
        let settings = Settings()
        table.delegate = settings
        world.tap(CGPoint(x: 195, y: 44 + 22))
        #expect(settings.selected == [IndexPath(row: 1, section: 0)])
        #expect(table.alwaysBounceVertical)
    }
}
