/// Where a scripted drag ends: a location, or an offset from where it began.
///
/// Swipes are drags by an offset (direction × distance), so a swipe starting on
/// a view moves the same distance wherever the view is.
package enum SceneDragEnd: Hashable, Sendable {
    case location(SceneLocation)
    case offset(SceneVector)
}
