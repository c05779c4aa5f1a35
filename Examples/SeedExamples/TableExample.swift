import Foundation
import TouchPlayground

/// Seed 002's table phenomena: `GLTableView` in a view with a tap recognizer. A quick
/// tap is the recognizer's; a short press starts the row, then the recognizer cancels
/// it; a long press selects the row; the button beside the table fires its action.
/// Plays the library scene `table-cells.yaml`.
enum TableExample {
    final class BackView: UIView {}
    final class GLTableView: UITableView {}
    final class GLButton: UIButton {}

    final class ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        override func loadView() {
            view = BackView()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let tap = UITapGestureRecognizer(target: self, action: Selector("backTap"))
            tap.name = "BackTap"
            view.addGestureRecognizer(tap)
            handleAction(Selector("backTap")) { _, _ in Playground.log("backview taped") }

            let tableView = GLTableView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)

            let button = GLButton(frame: CGRect(x: 115, y: 600, width: 160, height: 50))
            button.backgroundColor = .systemBlue
            button.setTitle("Button", for: .normal)
            button.addTarget(self, action: Selector("buttonTap"), for: .touchUpInside)
            view.addSubview(button)
            handleAction(Selector("buttonTap")) { _, _ in Playground.log("button clicked!") }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "Cell")
                ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            Playground.log("cell selected!")
        }
    }

    static func run(_ name: String, hold: Double) -> SeedExample.Run {
        SeedExample.Run(PlaygroundScript(name, [.tap(.view("GLTableView", at: CGPoint(x: 195, y: 66)), hold: hold)])) {
            SeedExample.window(ViewController())
        }
    }

    static let example = SeedExample(
        name: "table",
        summary: "Seed 002: quick tap, short press and long press on a GLTableView cell, and the button beside it.",
        runs: [
            run("quick-tap", hold: 0.05), run("short-press", hold: 0.3), run("long-press", hold: 1.0),
            SeedExample.Run(PlaygroundScript("button", [.tap("GLButton")])) { SeedExample.window(ViewController()) },
        ])
}
