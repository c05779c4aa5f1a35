# Writes docs/trace-format.schema.json, the JSON Schema of `touchlab trace --format jsonl`
# (docs/trace-format.md), from one table of the record kinds and their shapes:
#   python3 tools/generate-trace-schema.py > docs/trace-format.schema.json
# Keep it in step with Sources/TouchCore/Trace/TraceRecord+JSON.swift; TraceJSONFormatTests
# validates every library scene's records against the file.
import json
S = {"$ref": "#/$defs/subject"}
NS = {"$ref": "#/$defs/subjectOrNull"}
P = {"$ref": "#/$defs/point"}
T = {"$ref": "#/$defs/touches"}
T1 = {"$ref": "#/$defs/oneTouch"}
N = {"$ref": "#/$defs/number"}
I = {"type": "integer"}
STR = {"type": "string"}
B = {"type": "boolean"}
STATE = {"$ref": "#/$defs/recognizerState"}
PH = {"enum": ["began", "moved", "ended", "cancelled"]}
SEL = {"enum": ["touchesBegan:withEvent:", "touchesMoved:withEvent:", "touchesEnded:withEvent:", "touchesCancelled:withEvent:"]}
def c(v): return {"const": v}

# (kind, title, discriminator dict, fields dict (all required))
variants = []
def v(kind, desc, fields, tag=None):
    variants.append((kind, desc, fields, tag))

v("input", "A finger's phase arriving, at its screen location.", {"input": c("touch"), "touches": T1, "phase": {"enum": ["began","moved","stationary","ended","cancelled"]}, "location": P}, "touch")
v("input", "A system interruption: every active touch is cancelled.", {"input": c("interruption")}, "interruption")
v("input", "A whole shake.", {"input": c("shake")}, "shake")
v("input", "One phase of a shake that lasts.", {"input": c("shakePhase"), "phase": {"enum": ["began","ended","cancelled"]}}, "shakePhase")
v("input", "A shake cut short.", {"input": c("shakeCancelled"), "reason": {"enum": ["systemInterruption"]}}, "shakeCancelled")
v("input", "A remote-control command.", {"input": c("remoteControl"), "subtype": {"enum": ["none","motionShake","remoteControlPlay","remoteControlPause","remoteControlStop","remoteControlTogglePlayPause","remoteControlNextTrack","remoteControlPreviousTrack","remoteControlBeginSeekingBackward","remoteControlEndSeekingBackward","remoteControlBeginSeekingForward","remoteControlEndSeekingForward"]}}, "remoteControl")
v("input", "A scene step standing for app code, as the Swift it stands for.", {"input": c("script"), "text": STR}, "script")

v("timerFired", "A timer of the host's or a user's.", {"timer": {"type": "null"}}, "null")
v("timerFired", "Devices release a withheld touchesEnded after a delay.", {"timer": c("withheldEndedRelease"), "seconds": N, "touches": T1}, "withheldEndedRelease")
for name in ["maximumTapDuration", "tapInterval", "minimumPressDuration", "stepperAutorepeat"]:
    v("timerFired", "A recognizer's or stepper's timer.", {"timer": c(name), "seconds": N, "receiver": S}, name)
for name in ["scrollContentDelay", "animationFinished"]:
    v("timerFired", "A scroll view's delay or an animation (the object may be gone: null).", {"timer": c(name), "seconds": N, "receiver": NS}, name)

v("sendEvent", "-[UIApplication sendEvent:], -[UIWindow sendEvent:].", {"receiver": S, "method": c("sendEvent:")})
v("hitTestTouch", "Hit-testing a new touch begins (pass 2: devices hit-test twice).", {"touches": T1, "location": P, "pass": I})
v("hitTest", "-[V hitTest:withEvent:], point in V's coordinates; outcome view, viewFromOverride or rejected.", {"receiver": S, "method": c("hitTest:withEvent:"), "point": P})
v("pointInside", "-[V pointInside:withEvent:]; overridden: the answer differs from containment in bounds.", {"receiver": S, "method": c("pointInside:withEvent:"), "point": P, "inside": B, "overridden": B})
v("touchBound", "The touch is bound to its hit-test view (null: no view took it) and window.", {"touches": T1, "receiver": NS, "window": NS, "tapCount": I})
v("recognizersCollected", "The recognizers the touch collected at began.", {"touches": T1, "recognizers": {"type": "array", "items": S}})
v("touches", "A touch method called on a responder.", {"method": SEL, "phase": PH, "receiver": S, "touches": T})
v("dropped", "The responder chain ended after receiver; method is the selector dropped.", {"method": STR, "receiver": S})
v("recognizerTouches", "A touch method called on a gesture recognizer.", {"method": SEL, "phase": PH, "receiver": S, "touches": T})
v("recognizerState", "A recognizer changed state by its own touch handling.", {"receiver": S, "from": STATE, "to": STATE, "reason": {"type": "null"}}, "null")
for name in ["waitingForFailure", "requiredRecognizerRecognized", "viewShouldBeginRefused", "prevented"]:
    v("recognizerState", "A state change the arena decided, about another object.", {"receiver": S, "from": STATE, "to": STATE, "reason": c(name), "other": S}, name)
for name in ["delegateShouldBeginRefused", "reset", "disabled"]:
    v("recognizerState", "A state change the arena decided.", {"receiver": S, "from": STATE, "to": STATE, "reason": c(name)}, name)
v("withheld", "A touch phase kept from the hit-test view (discarded: thrown away for good).", {"method": SEL, "phase": PH, "receiver": S, "touches": T, "reason": {"enum": ["multipleTouchDisabled","exclusiveTouch","delaysTouchesBegan","delaysTouchesEnded","cancelledByRecognizer","touchCancelled","viewLeftWindow","refusedByScrollView","noHitTestView"]}, "by": NS, "discarded": B})
v("released", "Phases withheld earlier, delivered now.", {"method": SEL, "phase": PH, "receiver": S, "touches": T, "reason": {"enum": ["recognizersDecided","touchEndedBeforeDelay","interruption"]}}, "other")
v("released", "Released after the device's delay.", {"method": SEL, "phase": PH, "receiver": S, "touches": T, "reason": c("deviceDelay"), "seconds": N}, "deviceDelay")
CALL = {"receiver": S, "method": STR}
def call(tag, desc, extra):
    d = dict(CALL); d["detail"] = c(tag) if tag is not None else {"type": "null"}; d.update(extra)
    v("call", desc, d, tag or "null")
call(None, "Any other method call, -[receiver method].", {})
call("sendAction", "sendAction:to:from:forEvent: (target null: the responder chain finds one).", {"action": STR, "target": NS, "sender": NS})
call("recognizerAction", "An action sent by a recognizer in a state.", {"recognizer": S, "state": STATE})
call("action", "An action's name.", {"action": STR})
call("controlEvents", "The control events sent.", {"controlEvents": {"type": "array", "items": {"enum": ["touchDown","touchDownRepeat","touchDragInside","touchDragOutside","touchDragEnter","touchDragExit","touchUpInside","touchUpOutside","touchCancel","valueChanged","primaryActionTriggered","editingDidBegin","editingChanged","editingDidEnd","editingDidEndOnExit"]}}})
call("flag", "A flag set to YES or NO.", {"flag": B})
call("about", "The object the call is about.", {"about": S})
call("firstResponder", "The first responder changed.", {"isFirstResponder": B})
call("notInWindowHierarchy", "becomeFirstResponder outside any window's hierarchy.", {})
call("touchHidden", "A delegate hid the touch from its recognizer.", {"touches": T1})
call("shouldBeginRefused", "A view's gestureRecognizerShouldBegin said no for this recognizer.", {"recognizer": S})
call("simultaneous", "The two recognizers a delegate was asked about.", {"recognizers": {"type": "array", "items": S, "minItems": 2, "maxItems": 2}})
call("row", "The table row selected.", {"row": I})
v("message", "A line printed by user code.", {"text": STR})
v("warning", "A mistake in the program's own code.", {"text": STR})
SP = {"enum": ["down","move","up","cancel"]}
MP = {"enum": ["began","ended","cancelled"]}
def refusal(tag, extra):
    d = {"reason": c(tag)}; d.update(extra); v("ignoredInput", "Input the core refused.", d, tag)
refusal("locationNotANumber", {"finger": I, "phase": SP})
refusal("fingerAlreadyChanged", {"finger": I, "phase": SP})
refusal("fingerAlreadyDown", {"finger": I})
refusal("tooManyFingers", {"finger": I, "maximum": I})
refusal("fingerNotDown", {"finger": I, "phase": SP})
refusal("shakeInProgress", {"phase": {"enum": ["began","ended","cancelled", None]}, "since": N})
refusal("noShakeInProgress", {"phase": MP})
refusal("noReceiver", {"touches": T1})
refusal("actionNotImplemented", {"receiver": S, "action": STR})
refusal("illegalTransition", {"receiver": S, "from": STATE, "to": STATE})

common = {
    "version": c(1),
    "index": {"type": "integer", "minimum": 0},
    "time": N,
    "depth": {"type": "integer", "minimum": 0},
    "line": STR,
}
outcome_props = {
    "outcome": {"enum": ["view", "viewFromOverride", "rejected", "bool", "object"]},
    "result": {"$ref": "#/$defs/result"},
    "rejection": {"$ref": "#/$defs/rejection"},
}
one_of = []
for kind, desc, fields, tag in variants:
    props = dict(common); props["kind"] = c(kind); props.update(fields); props.update(outcome_props)
    title = kind if tag is None else f"{kind}/{tag}"
    one_of.append({
        "title": title,
        "description": desc,
        "type": "object",
        "properties": props,
        "required": sorted(list(common) + ["kind"] + list(fields)),
        "additionalProperties": False,
    })
schema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://touchlab.invalid/docs/trace-format.schema.json",
    "title": "One record of `touchlab trace --format jsonl`, version 1",
    "description": "One JSON object per line; docs/trace-format.md describes every key. A record with an outcome (a call that returned a value) has outcome and result, and rejection when the outcome is rejected.",
    "oneOf": one_of,
    "$defs": {
        "number": {"description": "A number; one that is not finite is written as a string.", "oneOf": [{"type": "number"}, {"enum": ["NaN", "Infinity", "-Infinity"]}]},
        "point": {"type": "object", "properties": {"x": {"$ref": "#/$defs/number"}, "y": {"$ref": "#/$defs/number"}}, "required": ["x", "y"], "additionalProperties": False},
        "subject": {"description": "An object: id numbers the objects of a run in the order the trace first names them (names repeat: every cell is UITableViewCell); name is the text's.", "type": "object", "properties": {"id": {"type": "integer", "minimum": 1}, "name": {"type": "string"}, "role": {"enum": ["view","window","viewController","application","appDelegate","responder","gestureRecognizer","object"]}}, "required": ["id", "name", "role"], "additionalProperties": False},
        "subjectOrNull": {"oneOf": [{"$ref": "#/$defs/subject"}, {"type": "null"}]},
        "touches": {"type": "array", "items": {"type": "integer", "minimum": 1}},
        "oneTouch": {"type": "array", "items": {"type": "integer", "minimum": 1}, "minItems": 1, "maxItems": 1},
        "rejection": {"description": "Why hit-testing refused the view.", "enum": ["hidden","transparent","transparentInclusive","interactionDisabled","controlDisabled","outsideBounds","pointInsideOverridden","hitTestOverridden","windowHidden","animating"]},
        "recognizerState": {"enum": ["possible","began","changed","ended","cancelled","failed"]},
        "result": {"description": "The view or object returned (null: none), or YES/NO as a boolean.", "oneOf": [{"$ref": "#/$defs/subject"}, {"type": "null"}, {"type": "boolean"}]},
    },
}

def fmt(value, depth=0, prefix=0, width=120):
    flat = json.dumps(value, ensure_ascii=False)
    if len(flat) + prefix + 2 * depth <= width or not isinstance(value, (dict, list)):
        return flat
    pad = "  " * (depth + 1)
    if isinstance(value, dict):
        items = [pad + json.dumps(k, ensure_ascii=False) + ": " + fmt(v, depth + 1, len(k) + 4, width) for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + "  " * depth + "}"
    items = [pad + fmt(v, depth + 1, 0, width) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + "  " * depth + "]"
print(fmt(schema))
