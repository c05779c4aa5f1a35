import Foundation
import TouchCore

/// Prints a table's selection message, as the seed's controller logs `cell selected!`.
final class SceneTableDelegate: UITableViewDelegate {
    let message: String?
    weak var trace: TraceRecorder?

    init(message: String?, trace: TraceRecorder) {
        self.message = message
        self.trace = trace
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let message { trace?.message(message) }
    }
}
