import ArgumentParser
import Foundation
import TouchPlaygroundUI

/// `touchlab shoot --exploded [--yaw D] [--pitch D]` and `--hierarchy`: the
/// window's exploded view and hierarchy panel, rendered headlessly.
extension ShootCommand {
    /// What the pictures show besides the flat device.
    var frameOptions: PlaygroundOptions {
        var options = PlaygroundOptions()
        options.isStillPicture = true
        options.hidesPrivateContainers = hidesPrivateContainers(slide: layout == .slide)
        options.showsHierarchy = hierarchy
        options.layoutKind = layout
        if exploded {
            let standard = ExplodedCamera.standard
            options.exploded = ExplodedCamera(
                yaw: yaw.map { CGFloat($0) } ?? standard.yaw, pitch: pitch.map { CGFloat($0) } ?? standard.pitch)
        }
        return options
    }

    /// Whether UIKit's private containers' marks are left out: asked for, or
    /// on a slide or a storyboard unless `--show-private-containers`.
    func hidesPrivateContainers(slide: Bool) -> Bool {
        hidePrivateContainers || (slide && !showPrivateContainers)
    }

    func validateHierarchyOptions() throws {
        if hidePrivateContainers && showPrivateContainers {
            throw ValidationError("--hide-private-containers and --show-private-containers contradict each other: pick one.")
        }
        let limit = Double(ExplodedCamera.maximumAngle)
        if (yaw != nil || pitch != nil) && !exploded { throw ValidationError("--yaw and --pitch turn the exploded view: add --exploded.") }
        for (name, value) in [("--yaw", yaw), ("--pitch", pitch)] {
            if let value, !(-limit...limit).contains(value) {
                throw ValidationError("\(name) must be between -\(Int(limit)) and \(Int(limit)) degrees.")
            }
        }
    }
}
