import LifelineContent

/// Where each page lives in the output folder, and how pages link to each other.
///
/// Every file name comes from a validated kebab-case id, never from a title or a path the
/// content wrote, so output can never land outside the output folder. Links between pages
/// are relative, so the site works from any base path and straight from disk.
public enum SitePaths {
    public static let home = "index.html"
    public static let notFound = "404.html"

    public static func section(_ id: String) -> String { "\(id)/index.html" }

    public static func topic(_ topic: Topic) -> String { "\(topic.section)/\(topic.id).html" }

    /// The scenario index and each scenario's own page, with its setup and whole trace.
    public static let scenarios = "traces/index.html"
    public static func scenario(_ id: String) -> String { "traces/\(id).html" }

    /// The callback index, A to Z.
    public static let callbacks = "callbacks.html"
    public static let search = "search.html"

    /// The prefix that leads from a page back to the site's root (`""` or `"../"`).
    public static func root(from page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }

    /// A link from one page to another, relative to the first.
    public static func relative(from page: String, to target: String) -> String {
        // Every page sits at the root or one folder down: the common cases need no splitting.
        guard let slash = page.utf8.firstIndex(of: UInt8(ascii: "/")) else { return target }
        let folder = page[...slash]
        if page.utf8[page.utf8.index(after: slash)...].firstIndex(of: UInt8(ascii: "/")) == nil {
            return target.hasPrefix(folder) ? String(target.dropFirst(folder.count)) : "../" + target
        }
        return relativeAcrossFolders(from: page, to: target)
    }

    private static func relativeAcrossFolders(from page: String, to target: String) -> String {
        let fromFolders = page.split(separator: "/").dropLast()
        let toParts = target.split(separator: "/")
        var common = 0
        while common < fromFolders.count, common < toParts.count - 1, fromFolders[common] == toParts[common] {
            common += 1
        }
        let up = Array(repeating: "..", count: fromFolders.count - common)
        return (up + toParts[common...].map(String.init)).joined(separator: "/")
    }
}
