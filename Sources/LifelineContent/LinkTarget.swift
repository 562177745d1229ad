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

    /// Resolves `destination`, written in the topic at `contentPath`.
    ///
    /// It works on the strings' UTF-8 bytes: a site resolves every link twice (checking and
    /// rendering), and splitting each into characters and component strings was slow. The
    /// bytes that matter (`#`, `/`, `:`, `.`) are ASCII, and never part of a longer character's
    /// encoding, so splitting on them splits where the characters would.
    static func resolve(
        _ destination: String, from contentPath: String, topicsByID: [String: Topic], idsByPath: [String: String]
    ) -> LinkTarget {
        var destination = destination
        var contentPath = contentPath
        return destination.withUTF8 { link in
            contentPath.withUTF8 { topicPath in
                resolve(link: link, topicPath: topicPath, topicsByID: topicsByID, idsByPath: idsByPath)
            }
        }
    }

    private static func resolve(
        link: UnsafeBufferPointer<UInt8>, topicPath: UnsafeBufferPointer<UInt8>, topicsByID: [String: Topic],
        idsByPath: [String: String]
    ) -> LinkTarget {
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: link[range]), as: UTF8.self)
        }
        guard let first = link.first else { return .external }
        if first == UInt8(ascii: "#") { return .samePage(anchor: text(1..<link.count)) }
        if first == UInt8(ascii: "/") || hasScheme(link) { return .external }
        let hash = link.firstIndex(of: UInt8(ascii: "#"))
        let pathEnd = hash ?? link.count
        let anchor = hash.map { text(($0 + 1)..<link.count) }
        guard pathEnd >= 3, link[pathEnd - 3] == UInt8(ascii: "."), link[pathEnd - 2] == UInt8(ascii: "m"),
            link[pathEnd - 1] == UInt8(ascii: "d")
        else { return .external }
        let path = UnsafeBufferPointer(rebasing: link[..<pathEnd])
        let folder = UnsafeBufferPointer(rebasing: topicPath[..<(topicPath.lastIndex(of: UInt8(ascii: "/")) ?? 0)])
        if let joined = normalized(folder, path), let id = idsByPath[joined] {
            return .topic(id: id, anchor: anchor)
        }
        // Failing the path, the file name as an id; only whether it exists, since reading the
        // topic out of the dictionary would copy it.
        let nameStart = path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        let id = text(nameStart..<(pathEnd - 3))
        if topicsByID.index(forKey: id) != nil { return .topic(id: id, anchor: anchor) }
        return .unresolved(path: text(0..<pathEnd), anchor: anchor)
    }

    /// The components of `folder` then `path` joined with `.` and `..` resolved; nil when the
    /// path climbs out of the content folder.
    private static func normalized(_ folder: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>)
        -> String?
    {
        var joined: [UInt8] = []
        joined.reserveCapacity(folder.count + path.count + 1)
        for part in [folder, path] {
            for component in part.split(separator: UInt8(ascii: "/")) {
                if component.elementsEqual([UInt8(ascii: ".")]) { continue }
                if component.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                    guard !joined.isEmpty else { return nil }
                    joined.removeSubrange((joined.lastIndex(of: UInt8(ascii: "/")) ?? 0)...)
                } else {
                    if !joined.isEmpty { joined.append(UInt8(ascii: "/")) }
                    joined.append(contentsOf: component)
                }
            }
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// Whether the link starts with a URL scheme (`https:`, `mailto:`): ASCII letters, digits,
    /// `+`, `-` and `.` before a colon.
    private static func hasScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
        return colon > 0
            && bytes[..<colon].allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                    true
                default: false
                }
            }
    }
}
