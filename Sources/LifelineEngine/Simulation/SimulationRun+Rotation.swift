/// Turning the device (FORMAT.md version 2, `rotate` and `{ launch: { orientation: … } }`).
///
/// The device's orientation and the interface's are kept apart: the interface follows the
/// device only while the app is on screen (active or inactive) and the deciding controller
/// allows it. A background or suspended app, or one not running, catches up when it comes
/// back (level49.com, iOS 11: the trait transition arrives before
/// `applicationWillEnterForeground:`), and a controller that was off screen, covered by a
/// push, hears the change just before its next `viewWillAppear:` (the same post).
///
/// From iOS 8 each controller that hears the change gets
/// `willTransitionToTraitCollection:withTransitionCoordinator:` when its size classes change
/// (an iPhone's height class, not an iPad's), `viewWillTransitionToSize:withTransitionCoordinator:`,
/// `traitCollectionDidChange:` with the new classes, then one layout pass
/// (yagamo-style.com, iOS 12.2: the size method, then the layout pair). Before iOS 8 it gets
/// `willRotateToInterfaceOrientation:duration:`, a layout pass at the new size,
/// `willAnimateRotationToInterfaceOrientation:duration:` and `didRotateFromInterfaceOrientation:`
/// (stackoverflow.com/questions/9539676, iOS 5).
///
/// Who hears it: before iOS 8 the controllers whose views are in the window; from iOS 8 the
/// root's content and every presented controller, covered or not, each parent before its
/// children (github.com/onmyway133/notes/issues/210: a covered full-screen presenter hears
/// the size change). A navigation controller tells only its top controller.
extension SimulationRun {
    mutating func rotate(to target: Orientation?) {
        deviceOrientation = target ?? deviceOrientation.turned
        if isOnScreen { followTheDevice() }
    }

    /// Whether the app's interface is on screen (active, or inactive in the foreground).
    var isOnScreen: Bool { appState == .active || appState == .inactive }

    /// Turns the interface if the deciding controller now wants another orientation: after a
    /// rotation, a presentation or a dismissal, and when a background app returns.
    mutating func followTheDevice() {
        guard mainWindow != nil else { return }
        let target = orientationTheInterfaceTakes()
        if target != interfaceOrientation { turnInterface(to: target) }
    }

    /// The device's orientation when the deciding controller allows it, else the current one
    /// if allowed, else the one the controller supports.
    func orientationTheInterfaceTakes() -> Orientation {
        let allowed = orientationsTheInterfaceAllows()
        if allowed.allows(deviceOrientation) { return deviceOrientation }
        if allowed.allows(interfaceOrientation) { return interfaceOrientation }
        return allowed.preferred
    }

    /// What the controller UIKit asks answers: the topmost one that covers the screen, else
    /// the window's root (iOS 6 release notes; Apple, `supportedInterfaceOrientations`). A
    /// container answers for its children with its own default and does not ask them, so a
    /// child's or a pushed controller's `orientations` never decides: a navigation controller
    /// allows every orientation, and so does a tab bar controller from iOS 6. Before iOS 6 a
    /// tab bar controller turned only to an orientation every one of its tabs allowed.
    func orientationsTheInterfaceAllows() -> SupportedOrientations {
        if let covering = presentations.last(where: { $0.style.coversScreen(on: platform, device: scenario.device) }) {
            return declaredOrientations(of: covering.controller)
        }
        switch root {
        case .plain(let name): return declaredOrientations(of: name)
        case .navigation: return .all
        case .tabs(let tabs, _): return tabBarOrientations(tabs)
        case .none:
            switch scenario.app.root {
            case .controller(let name): return declaredOrientations(of: name)
            case .tabs(let tabs): return tabBarOrientations(tabs)
            case .navigation: return .all
            }
        }
    }

    private func declaredOrientations(of name: String) -> SupportedOrientations {
        scenario.controllers.first { $0.name == name }?.orientations ?? .all
    }

    /// A tab bar controller's default answer. Before iOS 6 it asked every tab, shown or not,
    /// and allowed what they all allow, staying in portrait (its own default) when they share
    /// none; from iOS 6 it asks none of them.
    private func tabBarOrientations(_ tabs: [String]) -> SupportedOrientations {
        guard platform.tabBarControllerAsksEveryTab else { return .all }
        let restricted = Set(tabs.map(declaredOrientations(of:))).subtracting([.all])
        if restricted.count > 1 { return .portrait }
        return restricted.first ?? .all
    }

    /// A launch with the device held in landscape. From iOS 8 the window starts at the right
    /// size and no transition callback runs (level49.com, iOS 11). Before, the interface
    /// started in portrait and rotated inside the first appearance, between `viewWillAppear:`
    /// and `viewDidAppear:` (stackoverflow.com/questions/9539676, iOS 5).
    mutating func setLaunchOrientation(beforeWindow: Bool) {
        let target = orientationTheInterfaceTakes()
        if beforeWindow {
            if platform.rotatesBySizeTransition { interfaceOrientation = target }
        } else if target != interfaceOrientation {
            turnInterface(to: target)
        }
    }

    /// One rotation of the main window's interface.
    mutating func turnInterface(to orientation: Orientation) {
        interfaceOrientation = orientation
        let hearers = environmentHearers(onScreenOnly: !platform.rotatesBySizeTransition)
        if platform.rotatesBySizeTransition {
            let classesChange = scenario.device.rotationChangesSizeClass
            if classesChange {
                for name in hearers { emit(controller: name, .willTransitionToTraitCollection) }
            }
            for name in hearers { emit(controller: name, .viewWillTransitionToSize) }
            if classesChange {
                for name in hearers { emit(controller: name, .traitCollectionDidChange) }
            }
            resize(hearers, to: orientation)
            endTurn()
        } else {
            for name in hearers { emit(controller: name, .willRotate) }
            resize(hearers, to: orientation)
            endTurn()
            for name in hearers { emit(controller: name, .willAnimateRotation) }
            for name in hearers { emit(controller: name, .didRotate) }
        }
    }

    /// The hearers' views take the new size: each needs layout.
    private mutating func resize(_ hearers: [String], to orientation: Orientation) {
        for name in hearers {
            controllers[name]?.heardOrientation = orientation
            if scenario.device.rotationChangesSizeClass { controllers[name]?.safeAreaPending = true }
            if let node = controllers[name]?.rootView { tree.setNeedsLayout(node) }
        }
    }

    /// The controllers told of a change of size or traits, parents before children: the root's
    /// content and each presented controller, bottom first, with their contained children.
    func environmentHearers(onScreenOnly: Bool) -> [String] {
        var layers: [ViewTree.NodeID] = []
        if let rootLayer { layers.append(rootLayer) }
        layers += presentations.compactMap { controllers[$0.controller]?.rootView }
        var hearers: [String] = []
        for layer in layers where !onScreenOnly || tree.isInWindow(layer) {
            for name in content(of: layer) { appendWithChildren(name, to: &hearers) }
        }
        return hearers
    }

    private func appendWithChildren(_ name: String, to hearers: inout [String]) {
        guard controllers[name]?.isAlive == true, controllers[name]?.rootView != nil else { return }
        hearers.append(name)
        for child in containedChildren(of: name) { appendWithChildren(child, to: &hearers) }
    }

    /// Records the environment a controller's new view is made in; its safe area is owed at
    /// its first layout in a window.
    mutating func noteEnvironment(of name: String) {
        controllers[name]?.heardOrientation = interfaceOrientation
        controllers[name]?.heardStyle = interfaceStyle
        controllers[name]?.safeAreaPending = true
    }

    /// A controller about to appear that missed a rotation or an appearance change while off
    /// screen hears it first, just before `viewWillAppear:` (level49.com, iOS 11: the trait
    /// transition, then viewWillAppear). That an appearance change is caught up at the same
    /// place is an inference. Before iOS 8 nothing is sent: the view is simply laid out at
    /// the new size.
    mutating func catchUpWithEnvironment(_ name: String) {
        guard let record = controllers[name], record.isAlive, record.rootView != nil else { return }
        var traitsChanged = false
        if let heard = record.heardOrientation, heard != interfaceOrientation {
            controllers[name]?.heardOrientation = interfaceOrientation
            if scenario.device.rotationChangesSizeClass { controllers[name]?.safeAreaPending = true }
            if let node = record.rootView { tree.setNeedsLayout(node) }
            if platform.rotatesBySizeTransition {
                traitsChanged = scenario.device.rotationChangesSizeClass
                if traitsChanged { emit(controller: name, .willTransitionToTraitCollection) }
                emit(controller: name, .viewWillTransitionToSize)
            }
        }
        if let heard = record.heardStyle, heard != interfaceStyle {
            controllers[name]?.heardStyle = interfaceStyle
            traitsChanged = true
        }
        if traitsChanged { emit(controller: name, .traitCollectionDidChange) }
    }

    /// An iPad app going home is turned to the other orientation and back for the switcher's
    /// snapshots, if the deciding controller allows the other orientation.
    mutating func snapshotBothOrientations() {
        guard scenario.device == .iPad, platform.snapshotsBothOrientationsOnIPad, mainWindow != nil else { return }
        let original = interfaceOrientation
        guard orientationsTheInterfaceAllows().allows(original.turned) else { return }
        turnInterface(to: original.turned)
        turnInterface(to: original)
    }
}
