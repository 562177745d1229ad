import Foundation
import LifelineContent
import Testing

@Suite("Reading whole files")
struct FileBytesTests {
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.path)
    }

    @Test(arguments: [0, 1, 4095, 4096, 65_537, 1_000_003])
    func readsEveryByte(count: Int) throws {
        try withFolder { folder in
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            let path = folder + "/file"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(FileBytes.read(path) == bytes)
        }
    }

    @Test func givesNothingForWhatIsNotAReadableFile() throws {
        try withFolder { folder in
            #expect(FileBytes.read(folder) == nil)
            #expect(FileBytes.read(folder + "/missing") == nil)
        }
    }

    @Test func readsToTheEndPastTheSizeTheFileReported() throws {
        // Files under /proc report size 0 however much they hold, like a file that grew
        // between `fstat` and `read`: the reading goes on to the end of the file.
        let bytes = try #require(FileBytes.read("/proc/self/status"))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nVmRSS:") || text.contains("\nThreads:"))
        #expect(text.hasSuffix("\n"))
    }

    @Test func comparesBytesAsEqualityDoes() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(FileBytes.same(bytes, bytes))
        #expect(FileBytes.same([], []))
        #expect(!FileBytes.same(bytes, Array(bytes.dropLast())))
        #expect(!FileBytes.same([], [0]))
        for index in [0, 4_999, 9_999] {
            var changed = bytes
            changed[index] ^= 1
            #expect(!FileBytes.same(bytes, changed), "byte \(index)")
        }
    }
}
