/// The version of complayout: the library and the `complayout` command (`complayout --version`).
public enum ComplayoutVersion {
    /// The version, semantic: machine output formats keep their own versions (`formatVersion`).
    public static let current = "0.3.0"
}
