/// How a scenario declares one view controller (FORMAT.md, `controllers:`).
public struct ControllerSpec: Hashable, Sendable {
    public var name: String
    public var created: CreationPath
    public var loadView: LoadViewMode
    /// The nib name passed to `initWithNibName:bundle:`, if any.
    public var nib: String?
    public var onMemoryWarning: MemoryWarningResponse
    /// The controller whose `viewDidLoad` adds this one as a child.
    public var parent: String?
    /// Whether the parent calls `addChildViewController:`; false adds only the view.
    public var containment: Bool
    /// What `supportedInterfaceOrientations` returns (FORMAT.md version 2).
    public var orientations: SupportedOrientations
    /// The controller has a restoration class (FORMAT.md version 2, `restorationClass`): at
    /// restoration the class's `viewControllerWithRestorationIdentifierPath:coder:` recreates
    /// it from the storyboard instead of UIKit finding it.
    public var restorationClass: Bool
    /// The controller that is the delegate of this one's presentation controller when it is
    /// presented (an addition to the format, `presentationDelegate: A`; the usual code is
    /// `presentationController?.delegate = self` in the presenter). It hears the sheet
    /// dismissal questions of `UIAdaptivePresentationControllerDelegate` on a swipe.
    public var presentationDelegate: String?

    public init(
        name: String,
        created: CreationPath = .initializer,
        loadView: LoadViewMode = .inherited,
        nib: String? = nil,
        onMemoryWarning: MemoryWarningResponse = .keep,
        parent: String? = nil,
        containment: Bool = true,
        orientations: SupportedOrientations = .all,
        restorationClass: Bool = false,
        presentationDelegate: String? = nil
    ) {
        self.name = name
        self.created = created
        self.loadView = loadView
        self.nib = nib
        self.onMemoryWarning = onMemoryWarning
        self.parent = parent
        self.containment = containment
        self.orientations = orientations
        self.restorationClass = restorationClass
        self.presentationDelegate = presentationDelegate
    }
}

/// How a controller comes into being; decides its creation callbacks (FACTS.md §7).
public enum CreationPath: String, CaseIterable, Hashable, Sendable {
    /// Unarchived from a storyboard: `initWithCoder:` then `awakeFromNib`.
    case storyboard
    /// `init`, which funnels into `initWithNibName:bundle:` with nil, nil.
    case initializer = "init"
    /// `initWithNibName:bundle:` called directly.
    case initWithNibName
    /// A top-level object of a xib: `initWithCoder:`, then `awakeFromNib`.
    case nib
}

/// Whether the controller overrides `loadView`. UIKit's own implementation runs silently.
public enum LoadViewMode: String, CaseIterable, Hashable, Sendable {
    case inherited = "default"
    case override
}

/// What a controller does in its own `didReceiveMemoryWarning`.
public enum MemoryWarningResponse: String, CaseIterable, Hashable, Sendable {
    /// Only calls super.
    case keep
    /// Sets `self.view = nil` after checking `isViewLoaded` and that the view is off screen,
    /// the guarded form FACTS.md §6 recommends; the next access loads the view again.
    case releaseView
}
