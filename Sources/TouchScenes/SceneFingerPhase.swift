/// What happens to one finger in one input frame of a script; the same four
/// phases a host reports to the core (`TouchSample.Phase`).
package enum SceneFingerPhase: String, CaseIterable, Hashable, Sendable {
    case down, move, up, cancel
}
