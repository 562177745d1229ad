/// How a presented controller covers its presenter; decides whether the presenter's view
/// leaves the window and so whether it gets disappear and appear callbacks (FACTS.md §10).
public enum PresentationStyle: String, CaseIterable, Hashable, Sendable {
    /// The presenter's views are removed after the presentation finishes.
    case fullScreen
    /// A card on iPhone from iOS 13; adapts to full screen before iOS 13.
    case pageSheet
    /// Like a page sheet on iPhone; the `.automatic` default from iOS 18.
    case formSheet
    /// The presenter's views stay; no disappear callbacks (Apple, overFullScreen page).
    case overFullScreen
    /// Covers the controller that defines the presentation context and removes the views
    /// under it when the presentation finishes (Apple, currentContext page). The format has no
    /// word for `definesPresentationContext`, so the context is the whole window, as it is when
    /// no controller defines one: the presenter hears what it hears under a full-screen style.
    case currentContext
    /// Covers the context but leaves the views under it in place (Apple, overCurrentContext
    /// page), so the presenter hears nothing, as under `overFullScreen`.
    case overCurrentContext
    /// A popover on an iPad; on an iPhone it adapts as a page sheet does (full screen before
    /// iOS 13, a card from iOS 13).
    case popover

    /// Whether the presenter's views leave the window on this platform.
    public func removesPresenterViews(on platform: Platform) -> Bool {
        switch self {
        case .fullScreen, .currentContext: true
        case .pageSheet, .formSheet, .popover: !platform.hasCardSheets
        case .overFullScreen, .overCurrentContext: false
        }
    }

    /// Whether the presented controller is a sheet the user can drag down on this platform.
    public func isCardSheet(on platform: Platform) -> Bool {
        (self == .pageSheet || self == .formSheet || self == .popover) && platform.hasCardSheets
    }

    /// A page or form sheet.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// Whether the presented controller covers the whole screen on an iPhone, and so decides
    /// the interface orientation (Apple, supportedInterfaceOrientations: the topmost
    /// full-screen controller is asked).
    public func coversScreen(on platform: Platform) -> Bool {
        switch self {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: true
        case .pageSheet, .formSheet, .popover: !platform.hasCardSheets
        }
    }
}
