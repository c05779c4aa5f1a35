// libyaml, the system's (Debian: libyaml-dev), through the CLibYAML system-library target.
internal import CLibYAML

/// libyaml's own parse of a text, with nothing built: every event pulled and
/// dropped. The floor a YAML loader stands on, which `touchlab bench` times
/// beside the scene load of the same file so that their ratio comes from one
/// run (the target: a load within 2× of it).
package enum SceneLibYAMLFloor {
    /// The events libyaml parses `text` into, or nil where it refuses the text.
    package static func eventCount(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            var parser = yaml_parser_t()
            var event = yaml_event_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var events = 0
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                events += 1
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { return events }
            }
        }
    }
}
