/// How the device family changes a style (FACTS.md §10).
///
/// Page and form sheets and popovers adapt only in a compact width. An iPad's window is
/// regular in both directions, so there they stay what they are on every version: the
/// presenter's views stay in the window (regularberry.github.io's 2019 table of the iOS 12
/// behaviour; hacknicity, "View Controller Presentation Changes in iOS 13"). From iOS 13 a
/// sheet on an iPad can be dragged down as on an iPhone; a popover cannot, it is dismissed by
/// a tap outside it.
extension PresentationStyle {
    /// Whether the presenter's views leave the window, on this device.
    public func removesPresenterViews(on platform: Platform, device: DeviceFamily) -> Bool {
        if device == .iPad && adaptsInCompactWidth { return false }
        return removesPresenterViews(on: platform)
    }

    /// Whether the presented controller is a sheet the user can drag down, on this device.
    public func isCardSheet(on platform: Platform, device: DeviceFamily) -> Bool {
        if device == .iPad { return isSheet && platform.hasCardSheets }
        return isCardSheet(on: platform)
    }

    /// Whether the presented controller covers the screen, on this device.
    public func coversScreen(on platform: Platform, device: DeviceFamily) -> Bool {
        if device == .iPad && adaptsInCompactWidth { return false }
        return coversScreen(on: platform)
    }

    /// The styles that look different in a compact width than in a regular one.
    var adaptsInCompactWidth: Bool { isSheet || self == .popover }
}

extension PresentationStyle {
    /// The first version that has the style: `overFullScreen`, `overCurrentContext` and
    /// `popover` arrived with presentation controllers in iOS 8 (Apple, UIModalPresentationStyle:
    /// each case's availability); the others date from iOS 3.2.
    public var introduced: Platform {
        switch self {
        case .overFullScreen, .overCurrentContext, .popover: Platform(major: 8)
        case .fullScreen, .pageSheet, .formSheet, .currentContext: .oldest
        }
    }
}
