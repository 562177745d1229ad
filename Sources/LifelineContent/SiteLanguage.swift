/// A language the site is published in.
///
/// English is the original: every topic is written in it first, and is where its claims are
/// checked. Another language translates topics in a folder of the content named by its tag
/// (`Content/zh-Hans/<same path>.md`), and its pages live in a folder of the site with the same
/// name, so the English pages keep their addresses.
public enum SiteLanguage: String, CaseIterable, Sendable, Hashable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The languages topics are translated into.
    public static let translations: [SiteLanguage] = [.simplifiedChinese]

    /// The BCP 47 tag, for `lang` and `hreflang`.
    public var tag: String { rawValue }

    /// The folder of the content, and of the site, that holds this language; nil for English,
    /// which is at the root of both.
    public var folder: String? { self == .english ? nil : rawValue }

    /// The language's name in itself, as the language switch shows it.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .simplifiedChinese: "简体中文"
        }
    }

    /// Whether the language runs its words together without spaces, so that a line break
    /// inside a paragraph, which a browser shows as a space, must go (`CJKLineBreaks`).
    public var writesWithoutSpaces: Bool {
        switch self {
        case .english: false
        case .simplifiedChinese: true
        }
    }

    /// The language whose folder is `name`, when it is one.
    public init?(folder name: some StringProtocol) {
        guard let language = Self.translations.first(where: { $0.folder.map { $0 == name } ?? false }) else {
            return nil
        }
        self = language
    }
}
