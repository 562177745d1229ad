import Foundation

/// A small built site in a fresh temporary folder, beside a folder of secrets it must never
/// leak, with symbolic links pointing into and out of it.
struct ServedFolder {
    let root: URL

    static let secret = "TOP-SECRET-BYTES"

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-serve-\(UUID().uuidString)")
        let files = [
            "site/index.html": "<!DOCTYPE html>\n<html><body><h1>Home</h1></body></html>\n",
            "site/404.html": "<!DOCTYPE html>\n<html><body><h1>Page not found</h1></BODY></html>\n",
            "site/states/index.html": "<!DOCTYPE html>\n<html><body><h1>States</h1></body></html>\n",
            "site/states/active.html": "<!DOCTYPE html>\n<html><body><p>0123456789</p></body></html>\n",
            "site/assets/site.css": "body { color: black; }\n",
            "site/assets/search.js": "console.log(1);\n",
            "site/assets/favicon.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
            "site/sitemap.xml": "<?xml version=\"1.0\"?><urlset/>\n",
            "site/search-index.js": "window.index = [];\n",
            "site/notes.unknownkind": "plain\n",
            "site/.lifeline-site": "written by lifeline build\n",
            "site/a b/index.html": "<!DOCTYPE html>\n<html><body>spaced</body></html>\n",
            "outside/secret.txt": Self.secret,
            "outside/index.html": "<html><body>\(Self.secret)</body></html>",
        ]
        for (relative, text) in files {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let links = [
            "site/leak.txt": "../outside/secret.txt",
            "site/leak": "../outside",
            "site/absolute": root.appendingPathComponent("outside").path,
            "site/etc": "/etc",
            "site/alias.html": "states/active.html",
        ]
        for (relative, destination) in links {
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent(relative).path, withDestinationPath: destination)
        }
    }

    var site: String { root.appendingPathComponent("site").path }

    /// Every file's path and bytes, to show that serving wrote nothing.
    func contents() -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            result[relative] = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path)
        }
        return result
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
