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
        if let target = resolveASCII(destination, from: contentPath, topicsByID: topicsByID, idsByPath: idsByPath) {
            return target
        }
        return resolveByCharacters(destination, from: contentPath, topicsByID: topicsByID, idsByPath: idsByPath)
    }

    /// The rules, on characters: every link goes through here when `resolveASCII` declines it.
    static func resolveByCharacters(
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

    /// `resolveByCharacters` on bytes, for a link and a topic path in ASCII (nil otherwise). A
    /// site checks and renders every link, 200,000 of them at 10,000 topics, and splitting each
    /// by characters took a twentieth of a build.
    ///
    /// In ASCII each byte is one character but for "\r\n", which is neither `#`, `/`, `:` nor
    /// `.`, so the bytes split where the characters would.
    static func resolveASCII(
        _ destination: String, from contentPath: String, topicsByID: [String: Topic], idsByPath: [String: String]
    ) -> LinkTarget? {
        let bytes = destination.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }), contentPath.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard let first = bytes.first else { return .external }
        if first == UInt8(ascii: "#") { return .samePage(anchor: String(destination.dropFirst())) }
        if first == UInt8(ascii: "/") || hasASCIIScheme(bytes) { return .external }
        let hash = bytes.firstIndex(of: UInt8(ascii: "#"))
        let path = destination[..<(hash ?? destination.endIndex)]
        let anchor = hash.map { String(destination[destination.index(after: $0)...]) }
        guard path.utf8.count >= 3, path.utf8.suffix(3).elementsEqual(".md".utf8) else { return .external }
        let folder = contentPath.utf8[
            ..<(contentPath.utf8.lastIndex(of: UInt8(ascii: "/")) ?? contentPath.utf8.startIndex)]
        if let joined = normalizedASCII(Substring(folder).utf8, path.utf8), let id = idsByPath[joined] {
            return .topic(id: id, anchor: anchor)
        }
        let name = path.utf8[
            (path.utf8.lastIndex(of: UInt8(ascii: "/")).map(path.utf8.index(after:)) ?? path.startIndex)...]
        let id = String(Substring(name).dropLast(3))
        if topicsByID.index(forKey: id) != nil { return .topic(id: id, anchor: anchor) }
        return .unresolved(path: String(path), anchor: anchor)
    }

    /// `normalize` of the components of `folder` then `path`, on bytes into one buffer: no
    /// array of components and no string per component.
    private static func normalizedASCII(_ folder: Substring.UTF8View, _ path: Substring.UTF8View) -> String? {
        var joined: [UInt8] = []
        joined.reserveCapacity(folder.count + path.count + 1)
        for part in [folder, path] {
            var start = part.startIndex
            while start < part.endIndex {
                let end = part[start...].firstIndex(of: UInt8(ascii: "/")) ?? part.endIndex
                let component = part[start..<end]
                if component.isEmpty || component.elementsEqual(CollectionOfOne(UInt8(ascii: "."))) {
                    // Nothing to add.
                } else if component.elementsEqual("..".utf8) {
                    guard !joined.isEmpty else { return nil }
                    joined.removeSubrange((joined.lastIndex(of: UInt8(ascii: "/")) ?? 0)...)
                } else {
                    if !joined.isEmpty { joined.append(UInt8(ascii: "/")) }
                    joined.append(contentsOf: component)
                }
                start = end == part.endIndex ? end : part.index(after: end)
            }
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// `hasScheme` for ASCII text, where the letters and digits are ASCII's.
    private static func hasASCIIScheme(_ bytes: String.UTF8View) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = bytes[..<colon]
        return !scheme.isEmpty
            && scheme.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                    true
                default: false
                }
            }
    }

    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        return !scheme.isEmpty
            && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// Resolves `.` and `..`; nil when the path climbs out of the content folder.
    private static func normalize<Name: StringProtocol>(_ components: [Name]) -> String? {
        var stack: [Name] = []
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
