/// Every callback the engine can put in a trace, with its owner and the versions that call
/// it: what `lifeline callbacks` lists and what the site's checks look names up in.
public enum CallbackRegistry {
    /// All callbacks, grouped by owner in life-cycle order.
    public static let all: [Callback] = [
        .willFinishLaunching, .didFinishLaunching, .configurationForConnecting, .didDiscardSceneSessions,
        .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
        .applicationWillEnterForeground, .applicationWillTerminate, .applicationDidReceiveMemoryWarning,
        .sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
        .sceneDidEnterBackground, .sceneDidDisconnect,
        .openURLOptions, .openURLSourceApplication, .willContinueUserActivity, .continueUserActivity,
        .sceneOpenURLContexts,
        .didReceiveNotificationResponse, .didReceiveRemoteNotificationFetch, .performFetch,
        .initializer, .initWithCoder, .awakeFromNib, .dealloc,
        .initWithNibName, .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
        .viewWillDisappear, .viewDidDisappear, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
        .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload, .willMoveToParent, .didMoveToParent,
        .shouldAutomaticallyForwardAppearanceMethods, .beginAppearanceTransition, .endAppearanceTransition,
        .willRotate, .willAnimateRotation, .didRotate, .willTransitionToTraitCollection, .viewWillTransitionToSize,
        .traitCollectionDidChange, .viewSafeAreaInsetsDidChange,
        .initWithFrame, .didAddSubview, .willRemoveSubview, .willMoveToSuperview, .didMoveToSuperview,
        .willMoveToWindow, .didMoveToWindow, .layoutSubviews, .drawRect, .removeFromSuperview,
        .makeKeyAndVisible, .becomeKeyWindow, .resignKeyWindow,
        .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
        .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
        .shouldSaveApplicationState, .shouldSaveSecureApplicationState, .willEncodeRestorableState,
        .shouldRestoreApplicationState, .shouldRestoreSecureApplicationState, .appViewControllerWithRestorationPath,
        .didDecodeRestorableState, .viewControllerWithRestorationPath, .encodeRestorableState, .decodeRestorableState,
        .applicationFinishedRestoringState, .stateRestorationActivity,
    ]

    /// The callback with this selector, if the engine knows it.
    public static func callback(selector: String) -> Callback? {
        all.first { $0.selector == selector }
    }

    /// The callback with this Swift spelling, if the engine knows it.
    public static func callback(swift: String) -> Callback? {
        all.first { $0.swift == swift }
    }

    /// The callbacks UIKit calls on a platform.
    public static func callbacks(on platform: Platform) -> [Callback] {
        all.filter { $0.availability.contains(platform) }
    }
}
