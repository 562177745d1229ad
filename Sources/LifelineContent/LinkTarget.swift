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
    /// site checks and renders every link, and splitting each by characters is slow.
    ///
    /// In ASCII each byte is one character but for "\r\n", which is neither `#`, `/`, `:` nor
    /// `.`, so the bytes split where the characters would.
    static func resolveASCII(
        _ destination: String, from contentPath: String, topicsByID: [String: Topic], idsByPath: [String: String]
    ) -> LinkTarget? {
        // On the strings' own bytes: stepping through a `UTF8View` is slow enough per byte to
        // be most of a link's resolution.
        var destination = destination
        var contentPath = contentPath
        return destination.withUTF8 { link in
            contentPath.withUTF8 { topicPath in
                resolveASCII(link: link, topicPath: topicPath, topicsByID: topicsByID, idsByPath: idsByPath)
            }
        }
    }

    private static func resolveASCII(
        link: UnsafeBufferPointer<UInt8>, topicPath: UnsafeBufferPointer<UInt8>, topicsByID: [String: Topic],
        idsByPath: [String: String]
    ) -> LinkTarget? {
        guard !link.contains(where: { $0 >= 0x80 }), !topicPath.contains(where: { $0 >= 0x80 }) else { return nil }
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: link[range]), as: UTF8.self)
        }
        guard let first = link.first else { return .external }
        if first == UInt8(ascii: "#") { return .samePage(anchor: text(1..<link.count)) }
        if first == UInt8(ascii: "/") || hasASCIIScheme(link) { return .external }
        let hash = link.firstIndex(of: UInt8(ascii: "#"))
        let pathEnd = hash ?? link.count
        let anchor = hash.map { text(($0 + 1)..<link.count) }
        guard pathEnd >= 3, link[pathEnd - 3] == UInt8(ascii: "."), link[pathEnd - 2] == UInt8(ascii: "m"),
            link[pathEnd - 1] == UInt8(ascii: "d")
        else { return .external }
        let path = UnsafeBufferPointer(rebasing: link[..<pathEnd])
        let folder = UnsafeBufferPointer(rebasing: topicPath[..<(topicPath.lastIndex(of: UInt8(ascii: "/")) ?? 0)])
        if let joined = normalizedASCII(folder, path), let id = idsByPath[joined] {
            return .topic(id: id, anchor: anchor)
        }
        let nameStart = path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        let id = text(nameStart..<(pathEnd - 3))
        if topicsByID.index(forKey: id) != nil { return .topic(id: id, anchor: anchor) }
        return .unresolved(path: text(0..<pathEnd), anchor: anchor)
    }

    /// `normalize` of the components of `folder` then `path`, on bytes into one buffer: no
    /// array of components and no string per component.
    private static func normalizedASCII(_ folder: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>)
        -> String?
    {
        var joined: [UInt8] = []
        joined.reserveCapacity(folder.count + path.count + 1)
        for part in [folder, path] {
            var start = 0
            while start < part.count {
                let end = part[start...].firstIndex(of: UInt8(ascii: "/")) ?? part.count
                let component = part[start..<end]
                let dots = component.allSatisfy { $0 == UInt8(ascii: ".") } ? component.count : 0
                if component.isEmpty || dots == 1 {
                    // Nothing to add.
                } else if dots == 2 {
                    guard !joined.isEmpty else { return nil }
                    joined.removeSubrange((joined.lastIndex(of: UInt8(ascii: "/")) ?? 0)...)
                } else {
                    if !joined.isEmpty { joined.append(UInt8(ascii: "/")) }
                    joined.append(contentsOf: component)
                }
                start = end + 1
            }
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// `hasScheme` for ASCII text, where the letters and digits are ASCII's.
    private static func hasASCIIScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
