import CLibFuzzer
import Foundation

/// Hands the process to libFuzzer with `testOneInput` as the target.
///
/// SwiftPM links every Swift executable with its own `main` (renamed, so tests can link the
/// module), which shadows the `main` libFuzzer's runtime brings. Each fuzz target therefore
/// has a small `@main` that calls this, and libFuzzer's driver reads its flags from the
/// command line as usual.
public func runLibFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
}

/// The input as an array; libFuzzer may pass no pointer for the empty input.
public func inputBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}
