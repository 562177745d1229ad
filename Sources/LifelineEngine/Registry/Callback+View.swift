/// UIView and UIWindow callbacks (Apple, UIView and UIWindow; FACTS.md §13-§14; seed 001).
extension Callback {
    public static let initWithFrame = Callback(
        "initWithFrame:", swift: "init(frame:)", owner: .view,
        summary: "The designated initializer for views made in code.")
    public static let didAddSubview = Callback(
        "didAddSubview:", swift: "didAddSubview(_:)", owner: .view, summary: "A subview was added.")
    public static let willRemoveSubview = Callback(
        "willRemoveSubview:", swift: "willRemoveSubview(_:)", owner: .view, summary: "A subview is about to be removed."
    )
    public static let willMoveToSuperview = Callback(
        "willMoveToSuperview:", swift: "willMove(toSuperview:)", owner: .view,
        summary: "The superview is about to change (nil when removed).")
    public static let didMoveToSuperview = Callback(
        "didMoveToSuperview", swift: "didMoveToSuperview()", owner: .view, summary: "The superview changed.")
    public static let willMoveToWindow = Callback(
        "willMoveToWindow:", swift: "willMove(toWindow:)", owner: .view,
        summary: "The view's hierarchy is about to join or leave a window.")
    public static let didMoveToWindow = Callback(
        "didMoveToWindow", swift: "didMoveToWindow()", owner: .view, summary: "The view's window changed.")
    public static let layoutSubviews = Callback(
        "layoutSubviews", swift: "layoutSubviews()", owner: .view,
        summary: "The layout pass, coalesced to once per run-loop turn.")
    public static let drawRect = Callback(
        "drawRect:", swift: "draw(_:)", owner: .view, summary: "The display pass, after layout.")
    public static let removeFromSuperview = Callback(
        "removeFromSuperview", swift: "removeFromSuperview()", owner: .view,
        summary: "Called on a view to take it out of its superview, also by a superview being destroyed.")
    public static let makeKeyAndVisible = Callback(
        "makeKeyAndVisible", swift: "makeKeyAndVisible()", owner: .window,
        summary: "Shows the window in front of its level and makes it key; keyWindow is nil before.")
    public static let becomeKeyWindow = Callback(
        "becomeKeyWindow", swift: "becomeKey()", owner: .window, summary: "The window became the key window.")
    public static let resignKeyWindow = Callback(
        "resignKeyWindow", swift: "resignKey()", owner: .window, summary: "Another window became key.")
}
