import LifelineContent

/// `sitemap.xml`: every page's address under the site's base URL, for search engines.
///
/// A site in several languages has every page in each, at the same path inside the language's
/// folder; each entry then lists the page in every language as its alternates, so a search
/// engine shows a reader the one in their language.
public enum Sitemap {
    public static let path = "sitemap.xml"

    public static func xml(pages: [String], baseURL: String, languages: [SiteLanguage] = [.english]) -> String {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        let translated = languages.count > 1
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
        out += translated ? " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n" : ">\n"
        func address(_ page: String, in language: SiteLanguage) -> String {
            let path = page.hasSuffix("index.html") ? String(page.dropLast("index.html".count)) : page
            return HTML.escape(base + (language.folder.map { $0 + "/" } ?? "") + path)
        }
        for language in languages {
            for page in pages where page != SitePaths.notFound {
                guard translated else {
                    out += "  <url><loc>\(address(page, in: language))</loc></url>\n"
                    continue
                }
                out += "  <url><loc>\(address(page, in: language))</loc>\n"
                for alternate in languages {
                    out += "    <xhtml:link rel=\"alternate\" hreflang=\"\(alternate.tag)\" "
                    out += "href=\"\(address(page, in: alternate))\"/>\n"
                }
                out += "  </url>\n"
            }
        }
        return out + "</urlset>\n"
    }
}
