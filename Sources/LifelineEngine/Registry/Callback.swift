/// One method UIKit calls on app code: its Objective-C selector exactly as UIKit declares it,
/// its Swift spelling, the type that declares it and the versions that call it
/// (FORMAT.md, "Callback names").
public struct Callback: Hashable, Sendable {
    /// The selector with every colon, e.g. `application:didFinishLaunchingWithOptions:`.
    public var selector: String
    /// The Swift spelling, e.g. `application(_:didFinishLaunchingWithOptions:)`; `deinit` for
    /// `dealloc`.
    public var swift: String
    public var owner: CallbackOwner
    public var availability: Availability
    /// One sentence on when UIKit calls it, for the callbacks page.
    public var summary: String

    public init(
        _ selector: String,
        swift: String,
        owner: CallbackOwner,
        availability: Availability = .always,
        summary: String
    ) {
        self.selector = selector
        self.swift = swift
        self.owner = owner
        self.availability = availability
        self.summary = summary
    }
}
