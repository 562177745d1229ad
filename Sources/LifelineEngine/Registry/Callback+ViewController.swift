/// UIViewController callbacks (Apple, UIViewController; FACTS.md §6-§12).
extension Callback {
    public static let initializer = Callback(
        "init", swift: "init()", owner: .object,
        summary: "Made in code; a controller's init funnels into initWithNibName:bundle:, a view's into initWithFrame:."
    )
    public static let initWithCoder = Callback(
        "initWithCoder:", swift: "init(coder:)", owner: .object,
        summary: "Unarchived from a storyboard or nib.")
    public static let awakeFromNib = Callback(
        "awakeFromNib", swift: "awakeFromNib()", owner: .object,
        summary: "Sent to every unarchived object once all objects are loaded and connected.")
    public static let dealloc = Callback(
        "dealloc", swift: "deinit", owner: .object, summary: "The last reference went away.")
    public static let initWithNibName = Callback(
        "initWithNibName:bundle:", swift: "init(nibName:bundle:)", owner: .viewController,
        summary: "The designated initializer for controllers made in code.")
    public static let loadView = Callback(
        "loadView", swift: "loadView()", owner: .viewController,
        summary: "The view was read while nil; listed only when the controller overrides it.")
    public static let viewDidLoad = Callback(
        "viewDidLoad", swift: "viewDidLoad()", owner: .viewController, summary: "The view was just loaded.")
    public static let viewWillAppear = Callback(
        "viewWillAppear:", swift: "viewWillAppear(_:)", owner: .viewController,
        summary: "The view is about to join a window's hierarchy.")
    public static let viewIsAppearing = Callback(
        "viewIsAppearing:", swift: "viewIsAppearing(_:)", owner: .viewController,
        availability: Availability(introduced: ios13),
        summary: "The view is in the hierarchy with up-to-date traits and geometry.")
    public static let viewDidAppear = Callback(
        "viewDidAppear:", swift: "viewDidAppear(_:)", owner: .viewController,
        summary: "The view joined the hierarchy and any transition finished.")
    public static let viewWillDisappear = Callback(
        "viewWillDisappear:", swift: "viewWillDisappear(_:)", owner: .viewController,
        summary: "The view is about to leave the hierarchy.")
    public static let viewDidDisappear = Callback(
        "viewDidDisappear:", swift: "viewDidDisappear(_:)", owner: .viewController,
        summary: "The view left the hierarchy.")
    public static let viewWillLayoutSubviews = Callback(
        "viewWillLayoutSubviews", swift: "viewWillLayoutSubviews()", owner: .viewController,
        availability: Availability(introduced: ios5), summary: "Just before the view's layoutSubviews.")
    public static let viewDidLayoutSubviews = Callback(
        "viewDidLayoutSubviews", swift: "viewDidLayoutSubviews()", owner: .viewController,
        availability: Availability(introduced: ios5), summary: "Just after the view's layoutSubviews.")
    public static let didReceiveMemoryWarning = Callback(
        "didReceiveMemoryWarning", swift: "didReceiveMemoryWarning()", owner: .viewController,
        summary: "The app received a memory warning; before iOS 6 the default released an off-screen view.")
    public static let viewWillUnload = Callback(
        "viewWillUnload", swift: "viewWillUnload()", owner: .viewController,
        availability: Availability(introduced: ios5, lastCalled: ios5, deprecated: ios6),
        summary: "The view is about to be released after a memory warning (iOS 5 only).")
    public static let viewDidUnload = Callback(
        "viewDidUnload", swift: "viewDidUnload()", owner: .viewController,
        availability: Availability(introduced: Platform(major: 3), lastCalled: ios5, deprecated: ios6),
        summary: "The view was released after a memory warning; never called from iOS 6.")
    public static let willMoveToParent = Callback(
        "willMoveToParentViewController:", swift: "willMove(toParent:)", owner: .viewController,
        availability: Availability(introduced: ios5),
        summary: "Sent by addChildViewController:, and by the container itself before removal.")
    public static let didMoveToParent = Callback(
        "didMoveToParentViewController:", swift: "didMove(toParent:)", owner: .viewController,
        availability: Availability(introduced: ios5),
        summary: "Sent by the container after adding, and by removeFromParentViewController.")
}
