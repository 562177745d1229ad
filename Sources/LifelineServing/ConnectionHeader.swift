/// The tokens of a `Connection` header (RFC 9110, 7.6.1): a comma-separated list, matched
/// without regard to case.
enum ConnectionHeader {
    static func asksToClose(_ values: some Sequence<some StringProtocol>) -> Bool {
        values.contains { value in
            value.split(separator: ",").contains { $0.trimmingBlanks().lowercased() == "close" }
        }
    }
}
