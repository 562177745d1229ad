/// The `Content-Type` of each kind of file a site holds, by extension.
///
/// A fixed table rather than the system's MIME database, so the same file gets the same type
/// on every machine; text types name their charset because every file lifeline writes is UTF-8.
enum MediaTypes {
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/vnd.microsoft.icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
    ]

    /// What anything not in the table is served as; browsers will not run or render it.
    static let fallback = "application/octet-stream"

    static func type(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }
}
