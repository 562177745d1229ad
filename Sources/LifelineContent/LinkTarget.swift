/// Where a link written in a topic leads: another topic (and an anchor on it), a place on
/// the same page, somewhere outside the site, or nowhere.
///
/// Topics link to each other with the Markdown file they read: `[text](active.md)`,
/// `[text](../states/active.md#anchor)`. A path is tried relative to the linking file
/// first; failing that, its file name is taken as a topic id, so a link survives a
/// topic moving between folders.
public enum LinkTarget: Hashable, Sendable {
    case topic(id: String, anchor: String?)
    case samePage(anchor: String)
    case external
    case unresolved(path: String, anchor: String?)

    static func resolve(
        _ destination: String, from contentPath: String, topicsByID: [String: Topic], idsByPath: [String: String]
    ) -> LinkTarget {
        if destination.hasPrefix("#") { return .samePage(anchor: String(destination.dropFirst())) }
        if destination.isEmpty || hasScheme(destination) || destination.hasPrefix("/") || destination.hasPrefix("//") {
            return .external
        }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let anchor = parts.count > 1 ? String(parts[1]) : nil
        guard path.hasSuffix(".md") else { return .external }
        let directory = contentPath.split(separator: "/").dropLast().map(String.init)
        if let joined = normalize(directory + path.split(separator: "/").map(String.init)), let id = idsByPath[joined] {
            return .topic(id: id, anchor: anchor)
        }
        // Only whether the id exists: reading the topic out of the dictionary would copy it.
        let id = String((path.split(separator: "/").last.map(String.init) ?? path).dropLast(3))
        if topicsByID.index(forKey: id) != nil {
            return .topic(id: id, anchor: anchor)
        }
        return .unresolved(path: path, anchor: anchor)
    }

    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        return !scheme.isEmpty
            && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// Resolves `.` and `..`; nil when the path climbs out of the content folder.
    private static func normalize(_ components: [String]) -> String? {
        var stack: [String] = []
        for component in components {
            switch component {
            case ".", "": continue
            case "..":
                guard stack.popLast() != nil else { return nil }
            default: stack.append(component)
            }
        }
        return stack.joined(separator: "/")
    }
}
