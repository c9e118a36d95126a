/// How a spec's text is read: as YAML (JSON included, read as YAML), or as strict JSON, which
/// refuses what a JSON decoder refuses before the text is read as YAML.
public enum SpecInputFormat: String, Sendable, CaseIterable {
    case yaml
    case json

    /// The format a file's name implies: `json` for a name ending in `.json`, `yaml` otherwise.
    public init(path: String) {
        self = path.lowercased().hasSuffix(".json") ? .json : .yaml
    }
}
