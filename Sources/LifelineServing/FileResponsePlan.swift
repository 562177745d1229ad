/// What to answer for a file, decided from the request's validators and range before any byte
/// is sent (the "decide, then act" of Hummingbird's `FileMiddleware`).
enum FileResponsePlan: Equatable, Sendable {
    /// `304 Not Modified`: the browser's copy is current.
    case notModified
    /// `200 OK` with every byte.
    case whole
    /// `206 Partial Content` with these bytes.
    case part(ClosedRange<Int>)
    /// `416 Range Not Satisfiable`: the range starts past the end.
    case unsatisfiable

    static func decide(ifNoneMatch: String?, ifRange: String?, range: String?, tag: EntityTag, size: Int) -> Self {
        if let ifNoneMatch, tag.matches(ifNoneMatch: ifNoneMatch) { return .notModified }
        guard let range else { return .whole }
        // A range for another version of the file (or for a date, which is never sent) gets it whole.
        if let ifRange, !tag.matches(ifRange: ifRange) { return .whole }
        switch ByteRange.parse(range, size: size) {
        case .whole: return .whole
        case .part(let bytes): return .part(bytes)
        case .unsatisfiable: return .unsatisfiable
        }
    }
}
