import Foundation

/// How fast a script plays in the window, as a factor of real time: the
/// picker's 1×, ½×, ¼× and ⅒× (slow motion).
///
/// The speed only paces when each event happens on the wall clock; the
/// events' virtual times, and so the trace, are the script's whatever the
/// speed (``PlaygroundPlayback``).
package struct PlaygroundPlaybackSpeed: Hashable, Sendable {
    /// Virtual seconds per wall-clock second.
    package let factor: Double

    /// A speed of `factor` (greater than 0); factors above 1 fast-forward,
    /// which only tests use (`touchlab run --speed`).
    package init(factor: Double) {
        precondition(factor > 0 && factor.isFinite, "a playback speed must be a positive factor")
        self.factor = factor
    }

    package static let normal = PlaygroundPlaybackSpeed(factor: 1)
    package static let half = PlaygroundPlaybackSpeed(factor: 0.5)
    package static let quarter = PlaygroundPlaybackSpeed(factor: 0.25)
    package static let tenth = PlaygroundPlaybackSpeed(factor: 0.1)

    /// The speeds the `-` and `=` keys step through, fastest first.
    package static let choices: [PlaygroundPlaybackSpeed] = [.normal, .half, .quarter, .tenth]

    /// `1×`, `½×`, `¼×`, `⅒×`, or the factor for another speed (`8×`).
    package var label: String {
        switch factor {
        case 1: return "1×"
        case 0.5: return "½×"
        case 0.25: return "¼×"
        case 0.1: return "⅒×"
        default:
            let rounded = (factor * 100).rounded() / 100
            return rounded == rounded.rounded() ? "\(Int(rounded))×" : "\(rounded)×"
        }
    }

    /// The next slower (`steps` > 0) or faster choice, staying at the ends; a
    /// speed that is not a choice moves to the nearest one.
    package func stepped(slower steps: Int) -> PlaygroundPlaybackSpeed {
        let choices = Self.choices
        let index =
            choices.firstIndex(of: self)
            ?? choices.indices.min { abs(choices[$0].factor - factor) < abs(choices[$1].factor - factor) }!
        return choices[min(choices.count - 1, max(0, index + steps))]
    }
}
