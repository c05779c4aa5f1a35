/// The range a number in a scene must lie in, with the words that explain it.
///
/// Every number is also limited to ±``SceneNumberBound/magnitude``, so sums and
/// products of scene numbers stay finite however a file is written.
enum SceneNumberBound {
    case any
    case nonNegative
    case positive
    case unit
    case atLeast(Double)

    /// Far beyond any screen or duration, small enough that arithmetic on it
    /// never overflows.
    static let magnitude = 1_000_000.0

    func contains(_ value: Double) -> Bool {
        guard abs(value) <= Self.magnitude else { return false }
        switch self {
        case .any: return true
        case .nonNegative: return value >= 0
        case .positive: return value > 0
        case .unit: return value >= 0 && value <= 1
        case .atLeast(let minimum): return value >= minimum
        }
    }

    /// "from 0 to 1", "0 or more", … for "'alpha' must be a number from 0 to 1".
    var phrase: String {
        switch self {
        case .any: return "between -1000000 and 1000000"
        case .nonNegative: return "0 or more"
        case .positive: return "greater than 0"
        case .unit: return "from 0 to 1"
        case .atLeast(let minimum): return "\(SceneNumberBound.format(minimum)) or more"
        }
    }

    /// A number as a person writes it: `2`, not `2.0`.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
