import LifelineEngine

extension StateMachineDiagram {
    struct Point: Equatable {
        var x, y: Double

        var svg: String { "\(Int(x.rounded())) \(Int(y.rounded()))" }
    }

    struct Box: Equatable {
        var minX, minY, maxX, maxY: Double

        var width: Double { maxX - minX }
        var height: Double { maxY - minY }
        var midX: Double { (minX + maxX) / 2 }
        var midY: Double { (minY + maxY) / 2 }

        func overlaps(_ other: Box, padding: Double) -> Bool {
            minX - padding < other.maxX && other.minX - padding < maxX && minY - padding < other.maxY
                && other.minY - padding < maxY
        }

        func contains(_ point: Point, padding: Double) -> Bool {
            point.x > minX - padding && point.x < maxX + padding && point.y > minY - padding
                && point.y < maxY + padding
        }

        func union(_ other: Box) -> Box {
            Box(
                minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
                maxY: max(maxY, other.maxY))
        }
    }

    /// One drawn edge: a quadratic curve from the border of one state's box to the border of
    /// another's, so that the arrowhead at its end lies outside the box and stays visible.
    struct Edge {
        var transitions: [AppTransition]
        var start, control, end: Point

        /// The curve at `t` in 0...1.
        func point(at t: Double) -> Point {
            let u = 1 - t
            return Point(
                x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
        }

        /// Points along the curve close enough together (a few pixels) that a label clear of
        /// all of them is clear of the line.
        var samples: [Point] { (0...48).map { point(at: Double($0) / 48) } }

        /// The curve as a few straight pieces, enough to tell whether two edges cross.
        var outline: [Point] { (0...16).map { point(at: Double($0) / 16) } }

    }

    struct Label {
        var lines: [String]
        var box: Box
    }

    /// Where everything goes: the edges first, bent so that A→B and B→A do not overlap and
    /// ending on the states' borders; then each label, as near the middle of its edge as it
    /// can be while clear of every state, every edge and every label placed before it. Long
    /// labels (a scene app's launch names seven methods) need more room, so the states are
    /// moved apart, a step at a time, until every label is clear of the other edges.
    struct Layout {
        var states: [AppState: Box] = [:]
        var edges: [Edge] = []
        var labels: [Label] = []
        /// Labels that had to lie over another edge; none in any drawing the tests know.
        var conflicts = 0

        /// The words the labels are written in: their length decides where they fit.
        var words: DiagramWords = .english

        init(table: AppTransitionTable, words: DiagramWords = .english) {
            var best = Layout(table: table, words: words, spread: 1)
            for spread in [1.15, 1.3, 1.45, 1.6] where best.conflicts > 0 {
                let attempt = Layout(table: table, words: words, spread: spread)
                if attempt.conflicts < best.conflicts { best = attempt }
            }
            self = best
        }

        init(table: AppTransitionTable, words: DiagramWords = .english, spread: Double) {
            self.words = words
            for (state, center) in StateMachineDiagram.positions {
                let x = center.x * spread
                let y = center.y * spread
                states[state] = Box(
                    minX: x - StateMachineDiagram.stateHalfWidth, minY: y - StateMachineDiagram.stateHalfHeight,
                    maxX: x + StateMachineDiagram.stateHalfWidth, maxY: y + StateMachineDiagram.stateHalfHeight)
            }
            var groups: [String: [AppTransition]] = [:]
            var order: [String] = []
            for transition in table.transitions where transition.from != transition.to {
                let key = "\(transition.from.rawValue)>\(transition.to.rawValue)"
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(transition)
            }
            routeEdges(groups, order: order, spread: spread)
            placeLabels()
        }

        /// Edges between neighbours are routed first, then the long ones around them. An edge
        /// with a partner going back bends to its right, as its partner does, so the two and
        /// their labels stay apart; any edge bends as little as it can while passing no other
        /// state and crossing as few edges as it can.
        private mutating func routeEdges(_ groups: [String: [AppTransition]], order: [String], spread: Double) {
            func length(_ key: String) -> Double {
                guard let first = groups[key]?.first, let a = states[first.from], let b = states[first.to] else {
                    return 0
                }
                return abs(a.midX - b.midX) + abs(a.midY - b.midY)
            }
            for key in order.sorted(by: { length($0) < length($1) }) {
                guard let group = groups[key], let first = group.first, let from = states[first.from],
                    let to = states[first.to]
                else { continue }
                let paired = groups["\(first.to.rawValue)>\(first.from.rawValue)"] != nil
                let bends = (paired ? Self.singleBends.filter { $0 > 0 } : Self.singleBends).map { $0 * spread }
                let others = states.filter { $0.key != first.from && $0.key != first.to }.map(\.value)
                let routes = bends.map { bend in
                    let edge = Self.edge(group, from: from, to: to, bend: bend)
                    return (
                        edge, Self.cost(of: edge, among: edges, passing: others, ends: [from, to]) + abs(bend) / 10_000
                    )
                }
                // The first of the cheapest: bends are tried smallest first.
                if let best = routes.min(by: { $0.1 < $1.1 }) { edges.append(best.0) }
            }
        }

        /// The longest labels first: they have the fewest places to go.
        private mutating func placeLabels() {
            let stateBoxes = Array(states.values)
            let curves = edges.map(\.samples)
            let extents = curves.map { points in
                points.dropFirst().reduce(
                    Box(minX: points[0].x, minY: points[0].y, maxX: points[0].x, maxY: points[0].y)
                ) {
                    $0.union(Box(minX: $1.x, minY: $1.y, maxX: $1.x, maxY: $1.y))
                }
            }
            let byNeed = edges.indices.sorted { lhs, rhs in
                let (left, right) = (lines(edges[lhs]), lines(edges[rhs]))
                let columns = StateMachineDiagram.columns
                return left.count * (left.map(columns).max() ?? 0) > right.count * (right.map(columns).max() ?? 0)
            }
            var placed: [Box] = []
            var byEdge: [Int: Label] = [:]
            for index in byNeed {
                let lines = self.lines(edges[index])
                func onOtherEdges(_ candidate: Box) -> Int {
                    curves.indices.filter { other in
                        other != index && extents[other].overlaps(candidate, padding: 3)
                            && curves[other].contains(where: { candidate.contains($0, padding: 3) })
                    }.count
                }
                let box = Self.place(lines, beside: edges[index]) { candidate in
                    // Covering a state or a label is never chosen while anything else is free;
                    // running over another edge costs more than moving a good way off; lying on
                    // its own edge, which the label's halo interrupts, costs a little.
                    var penalty = 0.0
                    penalty += Double(stateBoxes.filter { $0.overlaps(candidate, padding: 4) }.count) * 10_000
                    penalty += Double(placed.filter { $0.overlaps(candidate, padding: 3) }.count) * 10_000
                    penalty += Double(onOtherEdges(candidate)) * 200
                    if extents[index].overlaps(candidate, padding: 3),
                        curves[index].contains(where: { candidate.contains($0, padding: 3) })
                    {
                        penalty += 30
                    }
                    return penalty
                }
                conflicts += onOtherEdges(box)
                placed.append(box)
                byEdge[index] = Label(lines: lines, box: box)
            }
            labels = edges.indices.compactMap { byEdge[$0] }
        }

        /// Everything drawn, for sizing the picture.
        var bounds: Box {
            var all = Array(states.values) + labels.map(\.box)
            all += edges.flatMap(\.samples).map { Box(minX: $0.x, minY: $0.y, maxX: $0.x, maxY: $0.y) }
            return all.dropFirst().reduce(all[0]) { $0.union($1) }
        }

        /// Straight first, then bent further and further to either side.
        static let singleBends: [Double] = {
            var bends = [0.0]
            for step in 1...22 {
                let bend = Double(step) * 30
                bends += [bend, -bend]
            }
            return bends
        }()

        /// What an edge's route costs: passing through a state other than its ends costs far
        /// more than crossing an edge already drawn, which costs more than running close by.
        static func cost(of edge: Edge, among drawn: [Edge], passing others: [Box], ends: [Box]) -> Double {
            let samples = edge.samples
            let hits = others.filter { box in samples.contains { box.contains($0, padding: 8) } }.count
            var crossings = 0
            var near = 0
            // Near its ends an edge may run close to others: they meet at the same state.
            let middle = samples.filter { point in !ends.contains { $0.contains(point, padding: 30) } }
            let outline = edge.outline
            for other in drawn {
                let theirs = other.outline
                for (a1, a2) in zip(outline, outline.dropFirst()) {
                    for (b1, b2) in zip(theirs, theirs.dropFirst()) where Self.cross(a1, a2, b1, b2) {
                        crossings += 1
                    }
                }
                let theirSamples = other.samples
                for point in middle
                where theirSamples.contains(where: { abs($0.x - point.x) + abs($0.y - point.y) < 16 }) {
                    near += 1
                }
            }
            return Double(hits * 100 + crossings * 10 + near)
        }

        /// Whether segments p1p2 and q1q2 cross (touching ends do not count).
        static func cross(_ p1: Point, _ p2: Point, _ q1: Point, _ q2: Point) -> Bool {
            func side(_ a: Point, _ b: Point, _ c: Point) -> Double {
                (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
            }
            let d1 = side(q1, q2, p1)
            let d2 = side(q1, q2, p2)
            let d3 = side(p1, p2, q1)
            let d4 = side(p1, p2, q2)
            return d1 * d2 < 0 && d3 * d4 < 0
        }

        func lines(_ edge: Edge) -> [String] {
            StateMachineDiagram.labels(edge.transitions, words: words).flatMap { StateMachineDiagram.wrap($0) }
        }

        /// The edge between two states, bent to its right by `bend` (to its left if negative).
        static func edge(_ group: [AppTransition], from: Box, to: Box, bend: Double) -> Edge {
            let a = Point(x: from.midX, y: from.midY)
            let b = Point(x: to.midX, y: to.midY)
            let dx = b.x - a.x
            let dy = b.y - a.y
            let length = max(1, (dx * dx + dy * dy).squareRoot())
            let control = Point(x: (a.x + b.x) / 2 - dy / length * bend, y: (a.y + b.y) / 2 + dx / length * bend)
            return Edge(
                transitions: group, start: exit(from, from: a, toward: control, gap: 2),
                control: control, end: exit(to, from: b, toward: control, gap: 3))
        }

        /// Where the ray from a box's centre toward `target` leaves the box, plus a gap.
        static func exit(_ box: Box, from center: Point, toward target: Point, gap: Double) -> Point {
            let dx = target.x - center.x
            let dy = target.y - center.y
            let halfWidth = box.width / 2 + gap
            let halfHeight = box.height / 2 + gap
            let scaleX = dx == 0 ? Double.infinity : halfWidth / abs(dx)
            let scaleY = dy == 0 ? Double.infinity : halfHeight / abs(dy)
            let scale = min(scaleX, scaleY, 1)
            return Point(x: center.x + dx * scale, y: center.y + dy * scale)
        }

        /// The label's box: just outside the bend of its edge, touching the curve's middle,
        /// or, if something is in the way, the spot within a few rings of that with the least
        /// in the way and the least distance from it, so a label never wanders off its edge.
        static func place(_ lines: [String], beside edge: Edge, penalty: (Box) -> Double) -> Box {
            let width = Double(lines.map(StateMachineDiagram.columns).max() ?? 0) * StateMachineDiagram.characterWidth
            let height = Double(lines.count) * StateMachineDiagram.lineHeight
            let middle = edge.point(at: 0.5)
            let chord = Point(x: (edge.start.x + edge.end.x) / 2, y: (edge.start.y + edge.end.y) / 2)
            var outX = middle.x - chord.x
            var outY = middle.y - chord.y
            if outX == 0 && outY == 0 {
                // A straight edge: its label goes on its right, as bent edges bend.
                outX = -(edge.end.y - edge.start.y)
                outY = edge.end.x - edge.start.x
            }
            let out = max(1, (outX * outX + outY * outY).squareRoot())
            // How far the box's centre must move along the bend for its near side to clear the curve.
            let reach = abs(outX / out) * width / 2 + abs(outY / out) * height / 2 + 4
            let center = Point(x: middle.x + outX / out * reach, y: middle.y + outY / out * reach)
            func box(_ dx: Double, _ dy: Double) -> Box {
                Box(
                    minX: center.x + dx - width / 2, minY: center.y + dy - height / 2,
                    maxX: center.x + dx + width / 2, maxY: center.y + dy + height / 2)
            }
            let step = 4.0
            var best = (box: box(0, 0), score: penalty(box(0, 0)))
            for dx in stride(from: -80.0, through: 80, by: step) {
                for dy in stride(from: -60.0, through: 60, by: step) {
                    let distance = (dx * dx + dy * dy).squareRoot()
                    guard distance < best.score else { continue }
                    let candidate = box(dx, dy)
                    let score = penalty(candidate) + distance
                    if score < best.score { best = (candidate, score) }
                }
            }
            return best.box
        }
    }
}
