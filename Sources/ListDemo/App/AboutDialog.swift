import ListCore
import ListGtk
import ListWidget
import ListData

/// The About dialog: name, version and licence from `AppInfo`, the website, and credits for the
/// references the behaviors come from (README, "What we build").
///
///     AboutDialog.present(over: window.window)
///
/// - Complexity: O(1).
@MainActor
enum AboutDialog {
    static let references = [
        "UIKit transition coordinator",
        "Swiftilities Deselection",
        "DeselectRowTheBestWay",
        "UIPercentDrivenInteractiveTransition",
        "libadwaita AdwSwipeTracker",
        "TableViewScrollAndSelect",
        "DifferenceKit",
        "Animated Sorting in UITableView",
        "Animated resizing of UITableView header",
    ]

    static func present(over parent: Widget) {
        let about = AboutWindow(name: tr("List Interactions"), version: AppInfo.version, iconName: AppInfo.id,
                                comments: tr("A GTK list with iOS-grade row interactions."))
        about.setLicense(spdx: AppInfo.license)
        about.setWebsite(AppInfo.website, label: tr("Website"))
        about.setTranslatorCredits(tr("translator-credits"))
        about.addCreditSection(tr("Built on ideas from"), names: references)
        about.window.makeDialog(over: parent)
        about.window.present()
    }
}
