import ListGtk
import ListWidget
import ListCore

/// Recent files: every file opened as a document goes into the desktop's recent files
/// (`RecentFiles`, GtkRecentManager: the Files app's Recent shows them), and the primary menu of
/// every window lists the last few this app opened, newest first; choosing one opens it
/// (`app.open-recent`), and one no longer there says so in its window, as any file that cannot be
/// opened does. Only in an app that opens documents: a `--data` or `--rows` run (a script's)
/// leaves the desktop's recent files alone and has no such section. Under `--debug`, `{"event":"recent","files":[…paths]}` whenever the list changed.
extension Application {
    /// How many recent files the menu lists.
    static let recentCount = 5

    func followRecentFiles() {
        ActionMap.addWithText("open-recent", to: UnsafeMutableRawPointer(app), signals: signals) { [weak self] path in
            self?.open(path)
        }
        RecentFiles.onChange(signals) { [weak self] in self?.showRecentFiles() }
        showRecentFiles()
    }

    private func showRecentFiles() {
        guard let recentMenu else { return }
        let files = RecentFiles.latest(Self.recentCount)
        // GtkRecentManager says "changed" again when it re-reads its own file after writing it:
        // an unchanged list keeps its items (a menu open on them would lose the one focused).
        let paths = files.map(\.path)
        guard paths != shownRecent else { return }
        shownRecent = paths
        recentMenu.removeAll()
        for file in files {
            // A menu label's underscore marks its access key: a file's own is doubled.
            recentMenu.append(file.name.replacingOccurrences(of: "_", with: "__"), target: file.path, action: "app.open-recent")
        }
        if debug {
            for window in openWindows.prefix(1) {
                window.debug?.emit("recent", [("files", .array(files.map { .string($0.path) }))])
            }
        }
    }
}
