import LifelineEngine
import Testing

@testable import LifelineRendering

/// The state machine is drawn for any version and either lifecycle an author names, so its
/// layout is checked for every one of them: the faults a reader saw (labels over other
/// edges, arrows ending under a state's box) must not appear in any drawing.
@Suite("State machine layout")
struct StateMachineLayoutTests {
    /// One table for each different set of transitions among the versions and lifecycles.
    static let tables: [AppTransitionTable] = {
        var seen: Set<String> = []
        return (Platform.oldest.major...Platform.newest.major).flatMap { major in
            let platform = Platform(major: major)
            let lifecycles: [Lifecycle] = major >= 13 ? [.appDelegate, .scenes] : [.appDelegate]
            return lifecycles.map { AppTransitionTable(platform: platform, lifecycle: $0) }
        }.filter { seen.insert("\($0.lifecycle) \($0.transitions)").inserted }
    }()

    /// Each table laid out once for all the tests, in each language (labels of other lengths
    /// fit in other places): the layout searches many routes and spots.
    static let layouts: [(AppTransitionTable, StateMachineDiagram.Layout)] = tables.flatMap { table in
        [DiagramWords.english, .simplifiedChinese].map { (table, StateMachineDiagram.Layout(table: table, words: $0)) }
    }

    typealias Layout = StateMachineDiagram.Layout
    typealias Box = StateMachineDiagram.Box

    static func name(_ table: AppTransitionTable) -> String { "\(table.platform) \(table.lifecycle)" }

    @Test func everyArrowEndsOutsideTheStatesItJoinsSoItsHeadShows() {
        for (table, layout) in Self.layouts {
            for edge in layout.edges {
                guard let first = edge.transitions.first, let from = layout.states[first.from],
                    let to = layout.states[first.to]
                else { continue }
                #expect(!from.contains(edge.start, padding: 0), "\(Self.name(table)): \(first.from)→\(first.to)")
                #expect(!to.contains(edge.end, padding: 0), "\(Self.name(table)): \(first.from)→\(first.to)")
                // The head is drawn back from the end along the curve; it must clear the box too.
                #expect(!to.contains(edge.point(at: 0.97), padding: 0), "\(Self.name(table)): \(first.to)")
            }
        }
    }

    @Test func noEdgeRunsThroughAStateItDoesNotJoin() {
        for (table, layout) in Self.layouts {
            for edge in layout.edges {
                guard let first = edge.transitions.first else { continue }
                for state in AppState.allCases where state != first.from && state != first.to {
                    guard let box = layout.states[state] else { continue }
                    #expect(
                        !edge.samples.contains { box.contains($0, padding: 0) },
                        "\(Self.name(table)): \(first.from)→\(first.to) crosses \(state)")
                }
            }
        }
    }

    @Test func noLabelCoversAStateAnotherLabelOrAnotherEdge() {
        for (table, layout) in Self.layouts {
            #expect(layout.labels.count == layout.edges.count)
            let states = Array(layout.states.values)
            for (index, label) in layout.labels.enumerated() {
                let text = label.lines.joined(separator: " ")
                #expect(!states.contains { $0.overlaps(label.box, padding: 0) }, "\(Self.name(table)): \(text)")
                for (other, box) in layout.labels.map(\.box).enumerated() where other != index {
                    #expect(!box.overlaps(label.box, padding: 0), "\(Self.name(table)): \(text)")
                }
                for (other, edge) in layout.edges.enumerated() where other != index {
                    #expect(
                        !edge.samples.contains { label.box.contains($0, padding: 0) },
                        "\(Self.name(table)): '\(text)' lies on another edge")
                }
            }
        }
    }

    @Test func everyLabelStaysBesideItsOwnEdge() {
        for (table, layout) in Self.layouts {
            for (label, edge) in zip(layout.labels, layout.edges) {
                let nearest =
                    edge.samples.map { point in
                        let dx = max(label.box.minX - point.x, 0, point.x - label.box.maxX)
                        let dy = max(label.box.minY - point.y, 0, point.y - label.box.maxY)
                        return (dx * dx + dy * dy).squareRoot()
                    }.min() ?? .infinity
                #expect(
                    nearest <= 24, "\(Self.name(table)): '\(label.lines.joined(separator: " "))' is \(nearest) px off")
            }
        }
    }
}
