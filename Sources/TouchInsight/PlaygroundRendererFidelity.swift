import Foundation
import TouchCore

/// The fidelity switches in force (SPEC §10), as the window's footer says
/// them: every switch that changes the order of a log, the tuning values only
/// when a scene changed them, so the window always shows which mode the
/// delivery it draws followed. The words are `FidelitySwitch`'s.
package enum PlaygroundRendererFidelity {
    /// The footer's line: each switch said in plain words, grouped by whose
    /// behaviour it follows, e.g. "Follows devices: a withheld touchesEnded
    /// is released after 0.15 s; …".
    package static func plainWords(_ fidelity: FidelityOptions) -> String {
        let said = FidelitySwitch.allCases.compactMap { $0.plainWords(fidelity) }
        return FidelitySwitch.Source.allCases.compactMap { source in
            let words = said.filter { $0.source == source }.map(\.words)
            return words.isEmpty ? nil : "\(source.rawValue): \(words.joined(separator: "; "))."
        }.joined(separator: " ")
    }

    /// The switches as a scene file's `fidelity:` section names them, with
    /// their values: what the footer's tooltip shows.
    package static func switchNames(_ fidelity: FidelityOptions) -> String {
        let parts = FidelitySwitch.allCases.compactMap { $0.sceneSetting(fidelity) }
        return "Fidelity switches (a scene's fidelity: section; docs/fidelity.md §10): " + parts.joined(separator: ", ")
    }
}
