import Foundation
import TouchCore

/// The device log a scene's classes would print: only the calls each object logs
/// (its scene `log:` topics), plus every printed message, without indentation.
///
/// This is the form the seed articles show — a subclass overriding a method to
/// `NSLog(@"%s", __func__)` and calling `super` — so a scene's logged log can be held
/// line for line beside the article.
package enum SceneLoggedLog {
    private static let trackingSelectors: Set<String> = [
        "beginTrackingWithTouch:withEvent:", "continueTrackingWithTouch:withEvent:",
        "endTrackingWithTouch:withEvent:", "cancelTrackingWithEvent:",
    ]
    private static let motionSelectors: Set<String> = ["motionBegan:withEvent:", "motionEnded:withEvent:", "motionCancelled:withEvent:"]

    package static func lines(_ records: [TraceRecord], world: SceneWorld) -> [String] {
        records.compactMap { record -> String? in
            func logs(_ subject: TraceSubject, _ topic: SceneLogTopic) -> Bool {
                world.logTopics(of: subject.id).contains(topic)
            }
            switch record.kind {
            case .hitTest(let view, _):
                return logs(view, .hitTest) ? "-[\(view.name) hitTest:withEvent:]" : nil
            case .pointInside(let view, _, _, _):
                return logs(view, .pointInside) ? "-[\(view.name) pointInside:withEvent:]" : nil
            case .touches(let method, let receiver, _):
                return logs(receiver, .touches) ? "-[\(receiver.name) \(method.selector)]" : nil
            case .recognizerTouches(let method, let recognizer, _):
                return logs(recognizer, .touches) ? "-[\(recognizer.name) \(method.selector)]" : nil
            case .recognizerState(let recognizer, let from, let to, _):
                return logs(recognizer, .state) && from != to ? "\(recognizer.name): \(from) → \(to)" : nil
            case .call(let receiver, let selector, _):
                if trackingSelectors.contains(selector) { return logs(receiver, .tracking) ? "-[\(receiver.name) \(selector)]" : nil }
                if motionSelectors.contains(selector) { return logs(receiver, .motion) ? "-[\(receiver.name) \(selector)]" : nil }
                if selector == "remoteControlReceivedWithEvent:" {
                    return logs(receiver, .remoteControl) ? "-[\(receiver.name) \(selector)]" : nil
                }
                return nil
            case .message(let text):
                return text
            default:
                return nil
            }
        }
    }
}
