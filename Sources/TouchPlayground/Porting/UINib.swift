import Foundation

/// Not in TouchLab: there are no nib files. Declared only so that an article's
/// `UINib(nibName:bundle:)` fails to compile with what to write instead.
@available(
    *, unavailable,
    message:
        "TouchLab has no nibs: make the view in code (MyView(frame:)) and register a cell with register(forCellReuseIdentifier:) { MyCell(style:reuseIdentifier:) }; see docs/uikit-api.md#porting"
)
public final class UINib {
    public init(nibName name: String, bundle: Bundle?) {}
}
