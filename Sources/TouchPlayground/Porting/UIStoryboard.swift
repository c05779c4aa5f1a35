import Foundation

/// Not in TouchLab: there are no storyboards. Declared only so that an article's
/// `UIStoryboard(name: "Main", bundle: nil)` fails to compile with what to write instead.
@available(
    *, unavailable,
    message:
        "TouchLab has no storyboards: make the view controller in code (ViewController()) and its views in viewDidLoad; see docs/uikit-api.md#porting"
)
public final class UIStoryboard {
    public init(name: String, bundle: Bundle?) {}
}
