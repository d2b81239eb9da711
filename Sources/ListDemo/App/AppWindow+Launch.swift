import CGtk
import ListGtk
import ListWidget
import Foundation
import ListCore

/// Work the launch options ask for, finished once the window is shown so it appears at once:
/// generated rows (`--rows N`) and their layout are made on the worker (`ListWidget.loadRows`,
/// started before GTK; also a large CSV file), then the `--sort` launch option runs (on the worker
/// for long lists). The header bar's spinner turns meanwhile (`isLaunchWorkRunning`)
/// and the `ready` debug event waits until both have landed.
extension AppWindow {
    func startLaunchWork() {
        isLaunchWorkRunning = true
        if let debug, list.isLoadingRows {
            // A large file's first records are in: `{"event":"load.reading","rows":N}`.
            ListHost.whenReadingStarts { count in debug.emit("load.reading", [("rows", .number(Double(count)))]) }
        }
        offerToCancelLoad()
        list.whenRowsLoaded { [weak self] in
            guard let self else { return }
            if let failure = list.loadFailure {
                showLoadFailure(failure)
                return finishLaunchWork()
            }
            releaseFreeMemory()   // what the load parsed and dropped goes back
            sortAtLaunch()
        }
    }

    /// A file that failed after the window opened: a banner over the (empty) list says which,
    /// where and why; the app exits with status 2 when it quits.
    private func showLoadFailure(_ reason: String) {
        let banner = Label(tr("Could not load %@", reason), classes: ["load-failure", "error"], wrap: true)
        banner.align(vertical: GTK_ALIGN_START)
        Overlay(wrapping: list.gtkWidget).addOverlay(banner.widget)
        // Also one line on stderr, as an error found before the window opened is.
        FileHandle.standardError.write(Data("ListDemo: \(reason)\n".utf8))
        debug?.emit("load.failed", [("message", .string(reason))])
    }

    /// The `--sort` launch option, applied without animation.
    private func sortAtLaunch() {
        guard let descriptor = host.launchSort else { return finishLaunchWork() }
        host.launchSort = nil
        list.sort(by: descriptor, animated: false) { [weak self] in
            self?.finishLaunchWork()
        }
    }

    private func finishLaunchWork() {
        isLaunchWorkRunning = false
        changed()
        if let debug {
            // The summary as the header shows it once the launch work is in, translated and
            // grouped for the locale.
            let summary = summaryText(frame.header)
            debug.emit("summary", [("title", .string(summary.title)), ("subtitle", .string(summary.subtitle)),
                                   ("details", .string(summary.details))])
        }
    }
}
