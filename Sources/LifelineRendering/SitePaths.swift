import Foundation
import LifelineContent

#if canImport(Glibc)
import Glibc
#endif

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

    /// The evidence index (every observation by area, and the engine's rules) and each
    /// observation's page: the device log beside the engine's trace.
    public static let evidence = "evidence/index.html"
    public static func observation(_ id: String) -> String { "evidence/\(id).html" }

    /// What a claim box's "proven" means: the engine, the check and what backs a claim.
    public static let proven = "proven.html"

    /// The callback index, A to Z.
    public static let callbacks = "callbacks.html"
    public static let search = "search.html"

    /// The path of a base URL, ending in a slash: `https://example.org/project` → `/project/`.
    public static func rootPath(ofBaseURL baseURL: String) -> String {
        let path = URL(string: baseURL)?.path ?? ""
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// The prefix that leads from a page back to the site's root (`""` or `"../"`).
    public static func root(from page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }

    /// A link from one page to another, relative to the first.
    ///
    /// A page makes dozens of these (sidebar, links, figures), so the common cases compare
    /// bytes: the folder ends with an ASCII `/`, so where it ends in `target` is also where a
    /// character starts.
    public static func relative(from page: String, to target: String) -> String {
        var page = page
        var target = target
        // Every page sits at the root or one folder down: the common cases need no splitting.
        let folderLength: Int? = page.withUTF8 { page in
            guard let slash = page.firstIndex(of: UInt8(ascii: "/")) else { return 0 }
            return page[(slash + 1)...].contains(UInt8(ascii: "/")) ? nil : slash + 1
        }
        guard let folderLength else { return relativeAcrossFolders(from: page, to: target) }
        guard folderLength > 0 else { return target }
        let inFolder: String? = page.withUTF8 { pageBytes in
            target.withUTF8 { targetBytes in
                guard let pageStart = pageBytes.baseAddress, let targetStart = targetBytes.baseAddress,
                    targetBytes.count >= folderLength, memcmp(pageStart, targetStart, folderLength) == 0
                else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: targetBytes[folderLength...]), as: UTF8.self)
            }
        }
        return inFolder ?? "../" + target
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
