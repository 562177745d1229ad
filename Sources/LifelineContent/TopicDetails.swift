import LifelineDiagnostics

/// The typed keys each kind of topic carries besides the common ones.
///
/// They hold the structured facts a page states (a state's transitions, a callback's
/// selector, a window level's value, a nib lookup order) so the check step can compare
/// them with the engine instead of trusting prose.
public enum TopicDetails: Hashable, Sendable {
    case state(StateFacts)
    case delegateMethod(CallbackFacts)
    case callback(CallbackFacts)
    case scenarioGuide(ScenarioGuideFacts)
    case nibLoading(NibLoadingFacts)
    case window(WindowFacts)
    case concept
}

/// An application state and the transitions that leave it.
public struct StateFacts: Hashable, Sendable {
    /// The engine's name of the state: `notRunning`, `inactive`, `active`, `background`, `suspended`.
    public var name: String
    public var transitions: [StateTransitionFact]

    public init(name: String, transitions: [StateTransitionFact]) {
        self.name = name
        self.transitions = transitions
    }
}

/// One edge of the state machine: `to` a state, on an `event`, marked by delegate methods.
public struct StateTransitionFact: Hashable, Sendable {
    public var to: String
    public var event: String?
    public var via: [String]
    public var platforms: PlatformRange?
    public var line: Int
    /// Where the values were written, so a wrong one is reported where it stands.
    public var places: Places

    public struct Places: Hashable, Sendable {
        public var to: SourceRange?
        public var event: SourceRange?
        public var via: SourceRange?

        public init(to: SourceRange? = nil, event: SourceRange? = nil, via: SourceRange? = nil) {
            self.to = to
            self.event = event
            self.via = via
        }
    }

    public init(
        to: String, event: String?, via: [String], platforms: PlatformRange?, line: Int, places: Places = Places()
    ) {
        self.to = to
        self.event = event
        self.via = via
        self.platforms = platforms
        self.line = line
        self.places = places
    }
}

/// A callback or delegate method: its selector and the type that declares it.
public struct CallbackFacts: Hashable, Sendable {
    /// Objective-C spelling with every colon, as the engine's registry lists it.
    public var selector: String
    /// The declaring type, such as `UIViewController` or `UIApplicationDelegate`.
    public var owner: String
    /// Swift spelling, when the page wants to state it (`viewWillAppear(_:)`).
    public var swift: String?

    public init(selector: String, owner: String, swift: String?) {
        self.selector = selector
        self.owner = owner
        self.swift = swift
    }
}

/// A guide that walks through scenarios.
public struct ScenarioGuideFacts: Hashable, Sendable {
    public var scenarios: [String]

    public init(scenarios: [String]) { self.scenarios = scenarios }
}

/// The nib names UIKit tries, in order, for a controller created without a nib name.
public struct NibLoadingFacts: Hashable, Sendable {
    public var controllerClass: String?
    public var lookupOrder: [String]

    public init(controllerClass: String?, lookupOrder: [String]) {
        self.controllerClass = controllerClass
        self.lookupOrder = lookupOrder
    }
}

/// Window levels a page states, by name and value.
public struct WindowFacts: Hashable, Sendable {
    public var levels: [WindowLevelFact]

    public init(levels: [WindowLevelFact]) { self.levels = levels }
}

public struct WindowLevelFact: Hashable, Sendable {
    public var name: String
    public var value: Double
    public var line: Int

    public init(name: String, value: Double, line: Int) {
        self.name = name
        self.value = value
        self.line = line
    }
}
