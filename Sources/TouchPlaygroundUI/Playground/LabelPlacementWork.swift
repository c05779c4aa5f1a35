/// How much label placement asked in one frame: every placed label, view box
/// and obstacle entry a search looked at, and every callout place it weighed.
///
/// A picture's cost once grew with the square of its views when names were
/// long (each label asked every label and box already placed); a wall-clock
/// test of that would be flaky on a shared machine, so the searches count
/// what they look at instead, and a test compares the count of a scene with
/// four times as many views (``PlaygroundScreenLayout/labelPlacementWork``).
///
/// A reference, so that the grid of placed labels and the static searches it
/// is handed to all add to the one count of their frame. Each search adds its
/// total once, not once per box: the count costs nothing in the hot loops.
final class LabelPlacementWork {
    /// Boxes, labels and places looked at so far.
    var looks = 0
}
