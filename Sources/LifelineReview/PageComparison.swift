/// Compares the rendered pages of two sides byte for byte, and says for each changed page
/// whether its own content changed or only what every page shares.
enum PageComparison {
    static func changes(base: [String: String], head: [String: String]) -> [PageChange] {
        Set(base.keys).union(head.keys).sorted().compactMap { path in
            switch (base[path], head[path]) {
            case (nil, .some): return PageChange(path: path, change: .added, scope: .content)
            case (.some, nil): return PageChange(path: path, change: .removed, scope: .content)
            case (let old?, let new?):
                guard old != new else { return nil }
                let scope: PageChange.Scope = main(of: old) == main(of: new) ? .layout : .content
                return PageChange(path: path, change: .changed, scope: scope)
            case (nil, nil): return nil
            }
        }
    }

    /// The page's `<main>` element, or the whole page when it has none (a template without
    /// one cannot tell content from layout, so every change counts as content).
    static func main(of html: String) -> Substring {
        guard let start = html.range(of: "<main"),
            let end = html.range(of: "</main>", range: start.upperBound..<html.endIndex)
        else { return html[...] }
        return html[start.lowerBound..<end.upperBound]
    }
}
