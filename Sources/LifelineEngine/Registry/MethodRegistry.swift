/// UIKit methods an app calls (rather than overrides) that set lifecycle callbacks in
/// motion, such as `addSubview:` or `pushViewController:animated:`.
///
/// The engine models what they cause (the scenario actions `addSubview`, `push`, `present`
/// and so on); listing their selectors lets the check tell a page that names one of them
/// apart from a page that misspells a callback (`addSubview:` is not a near miss of
/// `didAddSubview:`). Selectors are spelled as UIKit and Foundation declare them. A
/// method the engine puts in traces (`makeKeyAndVisible`, `beginAppearanceTransition:animated:`)
/// is a callback in `CallbackRegistry` instead, and is not listed here.
public enum MethodRegistry {
    public static let selectors: Set<String> = [
        // Views and layout (UIView).
        "addSubview:", "insertSubview:atIndex:", "insertSubview:aboveSubview:", "insertSubview:belowSubview:",
        "bringSubviewToFront:", "sendSubviewToBack:", "exchangeSubviewAtIndex:withSubviewAtIndex:",
        "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "setNeedsDisplayInRect:", "sizeThatFits:",
        "sizeToFit", "hitTest:withEvent:", "pointInside:withEvent:", "convertPoint:toView:",
        // Controllers, navigation and presentation (UIViewController, UINavigationController).
        "addChildViewController:", "removeFromParentViewController", "isViewLoaded", "loadViewIfNeeded",
        "pushViewController:animated:", "popViewControllerAnimated:", "popToRootViewControllerAnimated:",
        "popToViewController:animated:", "setViewControllers:animated:", "presentViewController:animated:completion:",
        "dismissViewControllerAnimated:completion:", "performSegueWithIdentifier:sender:",
        "prepareForSegue:sender:", "instantiateViewControllerWithIdentifier:", "instantiateInitialViewController",
        "storyboardWithName:bundle:",
        "transitionFromViewController:toViewController:duration:options:animations:completion:",
        // Nibs (NSBundle, UINib).
        "loadNibNamed:owner:options:", "nibWithNibName:bundle:", "instantiateWithOwner:options:",
        // Windows and the application (UIWindow, UIApplication).
        "setRootViewController:", "makeKeyWindow", "beginBackgroundTaskWithExpirationHandler:",
        "beginBackgroundTaskWithName:expirationHandler:", "endBackgroundTask:",
        "sendEvent:", "sendAction:to:from:forEvent:",
        // Responders and events (UIResponder).
        "becomeFirstResponder", "resignFirstResponder", "canBecomeFirstResponder", "nextResponder",
        "touchesBegan:withEvent:", "touchesMoved:withEvent:", "touchesEnded:withEvent:", "touchesCancelled:withEvent:",
        // The Objective-C runtime.
        "initialize", "load", "alloc", "new", "release", "retain", "autorelease",
    ]
}
