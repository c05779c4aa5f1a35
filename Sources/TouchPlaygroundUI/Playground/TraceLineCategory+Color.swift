import TouchDisplayList
import TouchInsight

/// The log panel paints each category of trace line in its own colour; the
/// category itself is trace insight (``TraceLineCategory``), the colour is the
/// playground's.
extension TraceLineCategory {
    /// The colour of the category's lines on the log panel's dark background.
    package var color: DrawColor {
        switch self {
        case .input: return DrawColor(red: 242, green: 242, blue: 247)
        case .hitTesting: return DrawColor(red: 100, green: 210, blue: 255)
        case .touches: return DrawColor(red: 48, green: 209, blue: 88)
        case .recognizers: return DrawColor(red: 218, green: 143, blue: 255)
        case .actions: return DrawColor(red: 255, green: 214, blue: 10)
        case .ignored: return DrawColor(red: 255, green: 105, blue: 97)
        }
    }
}
