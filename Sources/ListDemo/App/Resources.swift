import ListCore
import ListGtk
import Foundation
import ListData

/// Finds the shipped data files (CSS, UI, sample data, compiled translations): first
/// `$LISTDEMO_RESOURCES`, then relative to the executable — an installed binary's
/// `../share/<id>`, a build's `Resources/` a few folders up (`.build/debug/ListDemo`) — then
/// `<id>` under the XDG data dirs (`$PREFIX/share/<id>` for any prefix on `XDG_DATA_DIRS`).
/// Never the source folder the binary was built from.
///
///     Resources().path("style.css")   // "/usr/local/share/io.github…/style.css" when installed
///
/// - Complexity: O(1) file checks per candidate (a dozen at most).
struct Resources {
    let directory: String?

    init() {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["LISTDEMO_RESOURCES"] { candidates.append(env) }
        candidates += Self.besideExecutable(installed: "share/\(AppInfo.id)", inTree: "Resources", levels: 4)
        candidates += Display.systemDataDirectories.map { $0 + "/\(AppInfo.id)" }
        directory = candidates.first { FileManager.default.fileExists(atPath: $0 + "/style.css") }
    }

    /// Folders relative to the running executable: `<exe>/../<installed>` (an install under any
    /// prefix), then `<inTree>` in the executable's folder and up to `levels - 1` folders above it
    /// (a build tree: `.build/<triple>/debug/ListDemo`).
    ///
    ///     Resources.besideExecutable(installed: "share/locale", inTree: "locale", levels: 3)
    static func besideExecutable(installed: String, inTree: String, levels: Int) -> [String] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [dir.deletingLastPathComponent().appendingPathComponent(installed).path]
        for _ in 0..<levels {
            candidates.append(dir.appendingPathComponent(inTree).path)
            dir = dir.deletingLastPathComponent()
        }
        return candidates
    }

    func path(_ name: String) -> String? {
        guard let directory else { return nil }
        let path = directory + "/" + name
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
