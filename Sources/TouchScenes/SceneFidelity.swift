import TouchCore

/// A scene's choices for the fidelity switches of SPEC §10: places where Apple's
/// text and devices disagree, or where UIKit's numbers are undocumented.
///
/// Only the switches the scene sets are here; the others keep the core's
/// defaults (`FidelityOptions`), so the defaults live in one place. What each
/// switch accepts and sets is `FidelitySwitch`'s table. Times are in seconds,
/// distances in points.
package struct SceneFidelity: Hashable, Sendable {
    package var settings: [FidelitySwitch: FidelitySwitch.Setting]

    package init(_ settings: [FidelitySwitch: FidelitySwitch.Setting] = [:]) {
        self.settings = settings
    }

    /// The core's options with the scene's settings applied.
    package var options: FidelityOptions {
        var options = FidelityOptions()
        for (fidelitySwitch, setting) in settings { fidelitySwitch.apply(setting, to: &options) }
        return options
    }
}
