import Foundation

extension UIControl {
    /// The states a control can be in, for state-dependent values such as a button's
    /// titles (Apple: UIControl.State).
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)

        public var description: String {
            let names: [(State, String)] = [
                (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"), (.focused, "focused"),
            ]
            let set = names.filter { contains($0.0) }.map(\.1)
            return set.isEmpty ? "normal" : set.joined(separator: "|")
        }
    }

    /// The control's current state, made of `isHighlighted`, `isEnabled` and
    /// `isSelected` (Apple: UIControl.state).
    public var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}
