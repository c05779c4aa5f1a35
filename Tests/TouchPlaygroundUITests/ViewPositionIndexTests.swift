import Foundation
import TestSupport
import Testing
import TouchCore

@testable import TouchPlaygroundUI

/// The renderer's table of drawn views' positions by identity
/// (``ViewPositionIndex``) answers as the dictionary it replaced.
@Suite struct ViewPositionIndexTests {
    /// Views recorded in a random order, some twice (a window that is also
    /// another view's subview is drawn twice), past the capacity asked for
    /// so the table grows: every answer, and every replaced position, is
    /// the dictionary's; a view never recorded is not found.
    @Test func itAnswersAsADictionaryDoes() {
        var random = SeededRandom(seed: 34)
        let views = (0..<600).map { _ in UIView() }
        let strangers = (0..<50).map { _ in UIView() }
        for capacity in [0, 10, 600] {
            var index = ViewPositionIndex(capacity: capacity)
            var dictionary: [ObjectIdentifier: Int] = [:]
            for position in 0..<900 {
                let id = ObjectIdentifier(views.randomElement(using: &random)!)
                #expect(index.updateValue(position, forKey: id) == dictionary.updateValue(position, forKey: id))
            }
            #expect(index.count == dictionary.count)
            for view in views { #expect(index[ObjectIdentifier(view)] == dictionary[ObjectIdentifier(view)]) }
            for view in strangers { #expect(index[ObjectIdentifier(view)] == nil) }
        }
        withExtendedLifetime((views, strangers)) {}
    }

    /// An empty table finds nothing.
    @Test func anEmptyTableFindsNothing() {
        let view = UIView()
        #expect(ViewPositionIndex()[ObjectIdentifier(view)] == nil)
        #expect(ViewPositionIndex().count == 0)
    }
}
