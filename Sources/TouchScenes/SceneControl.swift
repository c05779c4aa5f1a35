/// What every control kind (button, switch, slider, custom control) adds to a view.
///
/// `isEnabled` and `isSelected` are `UIControl`'s; `targets` are its
/// target-action registrations in the order they were added, which is the order
/// their actions are sent (SPEC C4).
package struct SceneControl: Hashable, Sendable {
    package var isEnabled: Bool
    package var isSelected: Bool
    package var targets: [SceneTarget]

    package init(isEnabled: Bool = true, isSelected: Bool = false, targets: [SceneTarget] = []) {
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.targets = targets
    }
}
