import CSDL2
import Foundation
import Testing
import TouchDrawing

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

    @Test func keysMapToTheirCommands() {
        let cases: [(SDL_KeyCode, PlaygroundCommand?)] = [
            (SDLK_s, .shake), (SDLK_p, .togglePlayPause), (SDLK_h, .toggleHiddenViews), (SDLK_c, .clearLog),
            (SDLK_QUESTION, .toggleHelp), (SDLK_SLASH, .toggleHelp), (SDLK_ESCAPE, .quit), (SDLK_q, .quit),
            (SDLK_t, .toggleTimeline), (SDLK_i, .toggleInteraction), (SDLK_d, .toggleHidden), (SDLK_a, .toggleAlpha),
            (SDLK_k, .toggleClipping), (SDLK_SPACE, .pause), (SDLK_LEFT, .stepBack), (SDLK_RIGHT, .stepForward),
            (SDLK_UP, .previousPhase), (SDLK_DOWN, .nextPhase), (SDLK_PAGEUP, .scrollLogUp),
            (SDLK_PAGEDOWN, .scrollLogDown), (SDLK_TAB, .nextScene), (SDLK_r, .reloadScene),
            (SDLK_HOME, .firstRecord), (SDLK_END, .lastRecord), (SDLK_f, .fitDevice),
            (SDLK_x, nil), (SDLK_RETURN, nil),
        ]
        for (key, command) in cases {
            #expect(PlaygroundCommand(keycode: Int32(key.rawValue)) == command, "key \(key.rawValue)")
        }
    }

    @Test func numberKeysOpenTheFirstNineScenes() {
        #expect(PlaygroundCommand.sceneIndex(keycode: Int32(SDLK_1.rawValue)) == 0)
        #expect(PlaygroundCommand.sceneIndex(keycode: Int32(SDLK_9.rawValue)) == 8)
        #expect(PlaygroundCommand.sceneIndex(keycode: Int32(SDLK_0.rawValue)) == nil)
        #expect(PlaygroundCommand.sceneIndex(keycode: Int32(SDLK_s.rawValue)) == nil)
        // No command claims a number key first.
        for key in SDLK_1.rawValue...SDLK_9.rawValue {
            #expect(PlaygroundCommand(keycode: Int32(key)) == nil)
        }
        #expect(PlaygroundCommand.helpEntries.contains { $0.key == "1 … 9" })
    }

    @Test func helpListsEveryCommandsKey() {
        let keys = PlaygroundCommand.helpEntries.map(\.key)
        for command in PlaygroundCommand.allCases {
            #expect(keys.contains(command.help.key))
        }
        #expect(Set(keys).count == keys.count)
    }

    @Test func viewFlagKeysNameTheirToggleAndNoOtherKeyDoes() {
        let toggles = PlaygroundCommand.allCases.compactMap { command in command.viewToggle.map { (command, $0) } }
        #expect(toggles.map(\.1) == [.userInteraction, .hidden, .alpha, .clipsToBounds])
        #expect(Set(toggles.map(\.0.help.key)) == ["I", "D", "A", "K"])
    }

    @Test func theWindowTitleNamesTheScene() {
        let scene = PlaygroundScene(name: "drag", path: nil) { throw PlaygroundWindowError.noDisplay(reason: "unused") }
        #expect(PlaygroundWindow.windowTitle(scene) == "TouchLab — drag")
        let titled = PlaygroundScene(name: "TouchLab — default", path: nil) { throw PlaygroundWindowError.noDisplay(reason: "unused") }
        #expect(PlaygroundWindow.windowTitle(titled) == "TouchLab — default")
    }
}
