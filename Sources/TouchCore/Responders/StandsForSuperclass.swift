import Foundation

/// A subclass that stands for its superclass wherever a learner reads class names.
///
/// Not UIKit API. A host that gives UIKit classes scripted behaviour (a scene's
/// `ScriptedView` answering `hitTest` as the scene file says) subclasses them; the
/// inspector shows such an object as the UIKit class it stands for (`UIView`),
/// while a class written in Swift (an article's `CLButton`) keeps its own name.
package protocol StandsForSuperclass: AnyObject {}
