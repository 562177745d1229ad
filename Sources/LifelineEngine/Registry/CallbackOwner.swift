/// The UIKit type that declares a callback, so the site can group callbacks by owner.
public enum CallbackOwner: String, CaseIterable, Hashable, Sendable {
    case applicationDelegate = "UIApplicationDelegate"
    case sceneDelegate = "UISceneDelegate"
    /// The object the app makes `UNUserNotificationCenter.current().delegate`, in practice
    /// the app delegate.
    case notificationCenterDelegate = "UNUserNotificationCenterDelegate"
    case viewController = "UIViewController"
    /// The restoration class of a controller (often the controller's own class), asked to
    /// recreate it at launch.
    case viewControllerRestoration = "UIViewControllerRestoration"
    case view = "UIView"
    case window = "UIWindow"
    /// The delegate of a sheet's presentation controller (iOS 13+ swipe to dismiss).
    case presentationControllerDelegate = "UIAdaptivePresentationControllerDelegate"
    /// `initWithCoder:`, `awakeFromNib`, `init`, `dealloc`: NSObject and NSCoding methods that
    /// controllers and views both receive.
    case object = "NSObject"
}
