/// `sitemap.xml`: every page's address under the site's base URL, for search engines.
public enum Sitemap {
    public static let path = "sitemap.xml"

    public static func xml(pages: [String], baseURL: String) -> String {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages where page != SitePaths.notFound {
            let address = page.hasSuffix("index.html") ? String(page.dropLast("index.html".count)) : page
            out += "  <url><loc>\(HTML.escape(base + address))</loc></url>\n"
        }
        return out + "</urlset>\n"
    }
}
