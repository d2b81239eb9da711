import Foundation

/// Finds the shipped `Resources/` folder: `$LISTDEMO_RESOURCES`, next to the executable's
/// ancestors (a checkout's `.build/debug/ListDemo`), or the source checkout this was built from.
struct Resources {
    let directory: String?

    init() {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["LISTDEMO_RESOURCES"] { candidates.append(env) }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("Resources").path)
            dir = dir.deletingLastPathComponent()
        }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(source.appendingPathComponent("Resources").path)
        directory = candidates.first { FileManager.default.fileExists(atPath: $0 + "/cities.csv") }
    }

    func path(_ name: String) -> String? {
        guard let directory else { return nil }
        let path = directory + "/" + name
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
