import Foundation

/// The one way the playground shortens a class name that does not fit its
/// room, so `UIScrollViewDelayedTouchesBeganGestureRecognizer` reads the same
/// in the rail, the panels and on the device; the full name is shown when the
/// pointer rests on it (``PlaygroundRenderer``'s tooltips).
///
/// The rules, applied until the name fits its room (``PlaygroundText/fits(_:width:size:)``):
/// 1. a trailing `GestureRecognizer` becomes `…GR`
///    (`UIScrollViewPanGestureRecognizer` → `UIScrollViewPan…GR`);
/// 2. whole camel-case words are taken out of the middle, the first word
///    (with UIKit's `UI` prefix) and the last ones kept, an `…` where they were
///    (`UITableViewCellContentView` → `UITable…ContentView`); in less room,
///    the first word goes too (`…TouchesBeganGR`);
/// 3. failing that, the name is cut with an `…`.
///
/// Names that fit are returned unchanged: a scene's own names are its author's.
package enum ClassNameAbbreviation {
    package static let recognizerSuffix = "GestureRecognizer"

    /// `name`, shortened by the rules above to fit `width` points at `size`.
    package static func short(_ name: String, width: CGFloat, size: CGFloat) -> String {
        func fits(_ text: String) -> Bool { PlaygroundText.fits(text, width: width, size: size) }
        guard !fits(name) else { return name }
        var head = name
        var gr = ""
        if name.hasSuffix(recognizerSuffix), name.count > recognizerSuffix.count {
            head = String(name.dropLast(recognizerSuffix.count))
            gr = "GR"
            if fits(head + "…GR") { return head + "…GR" }
        }
        let words = camelCaseWords(head)
        // The first word, an ellipsis, and as many last words as fit; else
        // without the first word.
        for keepsFirst in [true, false] where words.count > (keepsFirst ? 2 : 1) {
            let first = keepsFirst ? String(words[0]) : ""
            var kept: [Substring] = []
            for word in words.dropFirst(keepsFirst ? 1 : 0).reversed() {
                guard fits(first + "…" + word + kept.joined() + gr), kept.count + (keepsFirst ? 2 : 1) < words.count else { break }
                kept.insert(word, at: 0)
            }
            if !kept.isEmpty { return first + "…" + kept.joined() + gr }
        }
        var cut = head + gr
        while cut.count > 1, !fits(cut + "…") { cut.removeLast() }
        return cut + "…"
    }

    /// The camel-case words of a class name; a run of capitals is one word
    /// with the capital that starts the next (`UIScrollView` → `UIScroll`,
    /// `View`), so UIKit's prefix stays on the first word.
    static func camelCaseWords(_ name: String) -> [Substring] {
        var words: [Substring] = []
        guard let first = name.first else { return [] }
        var start = name.startIndex
        var index = name.index(after: start)
        var previousIsLower = first.isLowercase
        while index < name.endIndex {
            let character = name[index]
            if character.isUppercase && previousIsLower {
                words.append(name[start..<index])
                start = index
            }
            previousIsLower = character.isLowercase || character.isNumber
            index = name.index(after: index)
        }
        if start < name.endIndex { words.append(name[start...]) }
        return words
    }
}
