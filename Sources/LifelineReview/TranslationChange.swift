import LifelineContent

/// A translation file (or a language's `sections.yml`) that differs between the two sides.
///
/// A translation's page is listed with the other pages; this says which file changed it, and a
/// change to an original that leaves its translation behind shows as the translation's
/// `translation.stale` warning among the diagnostics.
public struct TranslationChange: Hashable, Sendable, Encodable {
    public var change: TopicChange.Kind
    /// The path as diagnostics print it (`Content/zh-Hans/views/layout-subviews.md`).
    public var path: String

    public init(change: TopicChange.Kind, path: String) {
        self.change = change
        self.path = path
    }

    /// The files inside a language's folder that were added, removed or changed, by path.
    static func changes(base: [String: [UInt8]], head: [String: [UInt8]], content: String) -> [TranslationChange] {
        let inLanguage = { (relative: String) in SiteLanguage(folder: relative.prefix { $0 != "/" }) != nil }
        return Set(base.keys).union(head.keys).filter(inLanguage).sorted().compactMap { relative in
            let path = SnapshotContent.join(content, relative)
            switch (base[relative], head[relative]) {
            case (nil, .some): return TranslationChange(change: .added, path: path)
            case (.some, nil): return TranslationChange(change: .removed, path: path)
            case (let old?, let new?) where old != new: return TranslationChange(change: .changed, path: path)
            default: return nil
            }
        }
    }
}
