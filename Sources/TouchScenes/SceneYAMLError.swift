/// Why libyaml, or the composer that builds ``SceneNode``s from its events, could
/// not give a scene file's tree: what libyaml said and where, in its own words
/// (``SceneSyntaxError`` turns it into a ``SceneError`` with a hint).
///
/// Lines and columns count from 1, as editors do (libyaml's marks count from 0).
enum SceneYAMLError: Error, Equatable {
    /// libyaml's scanner or parser refused the text: its `problem` at `position`,
    /// and what it was reading when it met it (`context`, such as "while parsing a
    /// flow sequence", and where that started).
    case syntax(problem: String, position: ScenePosition, context: Context?)
    /// libyaml's reader refused the bytes (a control character): `offset` in bytes.
    case reader(problem: String, offset: Int)
    /// libyaml could not allocate memory.
    case memory
    /// A second document starts at `position` (`---`); a scene file holds one.
    case secondDocument(ScenePosition)
    /// An alias (`*name`) names no anchor defined before it.
    case undefinedAlias(ScenePosition)
    /// `key` appears again at `position` in the same mapping.
    case duplicateKey(String, ScenePosition)
    /// Lists and mappings nest deeper than ``SceneComposer/maximumNesting``, from `position`.
    case tooDeep(ScenePosition)
    /// The values, aliases expanded, pass the limit at `position`.
    case tooManyValues(ScenePosition)

    /// What libyaml was reading when it met the problem, and where that started.
    struct Context: Equatable {
        let text: String
        let position: ScenePosition
    }
}
