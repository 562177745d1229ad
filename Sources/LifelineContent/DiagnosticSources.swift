import LifelineDiagnostics

/// The texts of the files diagnostics point at, for the excerpts printed under them.
///
/// Only regular files are read, never through a symbolic link: a diagnostic that refuses a
/// link must not print the first line of whatever the link points at (`/proc/self/environ`),
/// and a FIFO must not stop the printing for ever.
public enum DiagnosticSources {
    /// File → text for every file of `diagnostics` not already in `known` that can be read as
    /// UTF-8; `known` is returned with them.
    public static func texts(for diagnostics: [Diagnostic], known: [String: String] = [:]) -> [String: String] {
        var texts = known
        for file in Set(diagnostics.map(\.file)) where texts[file] == nil {
            if let bytes = FileBytes.read(file), let text = String(validating: bytes, as: UTF8.self) {
                texts[file] = text
            }
        }
        return texts
    }
}
