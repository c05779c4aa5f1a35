import CSDL2
import Foundation
import Testing
import TouchPlaygroundUI

@testable import TouchSDL

@Suite struct PlaygroundWindowTests {
    @Test func noDisplayVariablesMeanNoDisplayOnLinux() {
        #if os(Linux)
            #expect(PlaygroundWindow.displayProblem(environment: [:]) == "neither DISPLAY nor WAYLAND_DISPLAY is set")
            #expect(PlaygroundWindow.displayProblem(environment: ["DISPLAY": ""]) != nil)
            #expect(PlaygroundWindow.displayProblem(environment: ["DISPLAY": ":99"]) == nil)
            #expect(PlaygroundWindow.displayProblem(environment: ["WAYLAND_DISPLAY": "wayland-0"]) == nil)
            #expect(PlaygroundWindow.displayProblem(environment: ["SDL_VIDEODRIVER": "dummy"]) == nil)
        #else
            #expect(PlaygroundWindow.displayProblem(environment: [:]) == nil)
        #endif
    }

    @Test func videoDriversFollowTheDisplaysTheEnvironmentHas() {
        #if os(Linux)
            #expect(PlaygroundWindow.videoDrivers(environment: ["DISPLAY": ":99"]) == "x11")
            #expect(PlaygroundWindow.videoDrivers(environment: ["WAYLAND_DISPLAY": "wayland-0"]) == "wayland")
            #expect(PlaygroundWindow.videoDrivers(environment: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"]) == "x11,wayland")
            #expect(PlaygroundWindow.videoDrivers(environment: ["DISPLAY": ":99", "SDL_VIDEODRIVER": "dummy"]) == nil)
            #expect(PlaygroundWindow.videoDrivers(environment: ["DISPLAY": ""]) == nil)
        #else
            #expect(PlaygroundWindow.videoDrivers(environment: ["DISPLAY": ":99"]) == nil)
        #endif
    }

    @Test func noDisplayErrorPointsToShoot() {
        let message = PlaygroundWindowError.noDisplay(reason: "neither DISPLAY nor WAYLAND_DISPLAY is set").description
        #expect(message.hasPrefix("No display (neither DISPLAY nor WAYLAND_DISPLAY is set)."))
        #expect(message.contains("touchlab shoot"))
    }

    @Test func sdlKeycodesBecomeThePlaygroundsKeys() {
        let cases: [(SDL_KeyCode, PlaygroundKey?)] = [
            (SDLK_s, .character("s")), (SDLK_q, .character("q")), (SDLK_1, .character("1")), (SDLK_9, .character("9")),
            (SDLK_QUESTION, .character("?")), (SDLK_SLASH, .character("/")), (SDLK_ESCAPE, .escape),
            (SDLK_SPACE, .space), (SDLK_TAB, .tab), (SDLK_RETURN, .enter), (SDLK_LEFT, .left), (SDLK_RIGHT, .right),
            (SDLK_UP, .up), (SDLK_DOWN, .down), (SDLK_HOME, .home), (SDLK_END, .end), (SDLK_PAGEUP, .pageUp),
            (SDLK_PAGEDOWN, .pageDown), (SDLK_F1, nil), (SDLK_LSHIFT, nil), (SDLK_BACKSPACE, .backspace), (SDLK_DELETE, nil),
        ]
        for (keycode, key) in cases {
            #expect(PlaygroundKey(keycode: Int32(keycode.rawValue)) == key, "keycode \(keycode.rawValue)")
        }
    }

    @Test func everyBoundKeyHasAnSDLKeycode() {
        let sdlKeys = Set((0..<0x80).compactMap { PlaygroundKey(keycode: Int32($0)) })
            .union(
                [SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN, SDLK_HOME, SDLK_END, SDLK_PAGEUP, SDLK_PAGEDOWN].compactMap {
                    PlaygroundKey(keycode: Int32($0.rawValue))
                })
        for binding in PlaygroundKeyBinding.all {
            for key in binding.keys { #expect(sdlKeys.contains(key), "\(key) of \(binding.help.key)") }
        }
    }

    @Test func sdlModifierStateBecomesModifierKeys() {
        #expect(PlaygroundModifierKeys(KMOD_LSHIFT) == .shift)
        #expect(PlaygroundModifierKeys(SDL_Keymod(KMOD_RCTRL.rawValue | KMOD_LALT.rawValue)) == [.control, .alt])
        #expect(PlaygroundModifierKeys(KMOD_NONE) == [])
    }

    @Test func theWindowTitleNamesTheScene() {
        let scene = PlaygroundScene(name: "drag", path: nil) { throw PlaygroundWindowError.noDisplay(reason: "unused") }
        #expect(PlaygroundWindow.windowTitle(scene) == "TouchLab — drag")
        let titled = PlaygroundScene(name: "TouchLab — default", path: nil) { throw PlaygroundWindowError.noDisplay(reason: "unused") }
        #expect(PlaygroundWindow.windowTitle(titled) == "TouchLab — default")
    }
}
