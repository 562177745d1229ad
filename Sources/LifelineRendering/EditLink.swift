import Foundation

/// The "Edit this page" address of a topic: the `--edit-url` base, such as a repository's
/// `.../edit/main/Content/`, followed by the topic's path in the content folder.
enum EditLink {
    static func href(base: String, contentPath: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        // Each segment escaped on its own, so a folder's slash stays a slash.
        let path = contentPath.split(separator: "/").map { segment in
            String(segment).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"]))
                ?? String(segment)
        }
        return prefix + path.joined(separator: "/")
    }
}
