import Foundation

/// Which point of a text run its origin's x names.
///
/// Mirrors `NSTextAlignment` for a single line: `.left` puts the text's left edge
/// at the origin, `.center` its middle, `.right` its right edge.
///
/// See also: Apple, NSTextAlignment.
package enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case left, center, right
}
