import Foundation
import Testing
import TouchCore

@testable import TouchPlaygroundUI

/// What drawing asks of a view's class (``ViewClassTraits``) is what the
/// casts say, and the cache of the last class answers each view for its
/// own class, in any order.
@Suite struct ViewClassTraitsTests {
    private final class CustomControl: UIControl {}
    private final class CustomScrollView: UIScrollView {}
    private final class CustomView: UIView {}

    private let views: [UIView] = [
        UIView(), UIButton(), UILabel(), UIScrollView(), UITableView(), UISwitch(), UISlider(), UITextField(),
        UIImageView(), UIWindow(), CustomControl(), CustomScrollView(), CustomView(),
    ]

    @Test func eachTraitIsTheCastsAnswer() {
        for view in views {
            let traits = ViewClassTraits(of: view)
            #expect(traits.isControl == (view is UIControl), "\(type(of: view))")
            #expect(traits.isScrollView == (view is UIScrollView), "\(type(of: view))")
            #expect(traits.mayShowText == (view is UIControl || view is UILabel), "\(type(of: view))")
            #expect(traits.mayShowText || PlaygroundRenderer.contentText(of: view) == nil)
        }
    }

    /// Runs of one class and changes of class, in both directions: the
    /// cache never hands a view another class's traits.
    @Test func theCacheAnswersEachViewForItsOwnClass() {
        var cache = ViewClassTraits.Cache()
        let order = views + views.reversed() + views.flatMap { [$0, $0] } + views.map { _ in UIView() }
        for view in order {
            #expect(cache.traits(of: view) == ViewClassTraits(of: view), "\(type(of: view))")
        }
    }
}
