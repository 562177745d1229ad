import Foundation
import LifelineDiagnostics

/// Reads one input file (a topic, a scenario, an observation, `sections.yml`, a template, an
/// asset), or says with a located error why it is refused: a symbolic link, or anything but a
/// regular file.
///
/// Every reader of the content and templates folders goes through this, so a link is refused
/// before anything is read through it (a link could lead outside the folder, to
/// `/proc/self/environ`), and a FIFO, which would block a read for ever, is never opened.
public enum RegularFile {
    /// The file's bytes, or the error for it. `name` is how the error names the file and
    /// `folder` the folder it belongs to ("content folder", "templates folder").
    public static func read(_ path: String, name: String, folder: String = "content folder") -> Result<
        [UInt8], Diagnostic
    > {
        if let refusal = refusal(path, name: name, folder: folder) { return .failure(refusal) }
        guard let bytes = FileBytes.read(path) else {
            return .failure(Diagnostic(id: "file.unreadable", file: path, range: start, summary: "file cannot be read"))
        }
        return .success(bytes)
    }

    /// The error for `path` when it is not a regular file (nil for one), found without
    /// following a link or opening anything.
    public static func refusal(_ path: String, name: String, folder: String = "content folder") -> Diagnostic? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return Diagnostic(id: "file.unreadable", file: path, range: start, summary: "file cannot be read")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return nil
        case S_IFLNK:
            return Diagnostic(
                id: "file.symbolic-link", file: path, range: start,
                summary: "'\(name)' is a symbolic link; lifeline never follows links in the \(folder), "
                    + "so copy the file in instead")
        default:
            return Diagnostic(
                id: "file.unreadable", file: path, range: start,
                summary: "file cannot be read (only regular files are read)")
        }
    }

    private static let start = SourceRange(line: 1, column: 1)
}
