import CGtk
import ListGtk
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
        let dialog = gtk_about_dialog_new()!
        let about = OpaquePointer(dialog)
        gtk_about_dialog_set_program_name(about, tr("List Interactions"))
        gtk_about_dialog_set_version(about, AppInfo.version)
        gtk_about_dialog_set_logo_icon_name(about, AppInfo.id)
        gtk_about_dialog_set_comments(about, tr("A GTK list with iOS-grade row interactions."))
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_website(about, AppInfo.website)
        gtk_about_dialog_set_website_label(about, tr("Website"))
        gtk_about_dialog_set_translator_credits(about, tr("translator-credits"))
        var names = references.map { strdup($0) } + [nil]
        names.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_about_dialog_add_credit_section(about, tr("Built on ideas from"), $0)
            }
        }
        names.forEach { free($0) }
        let window = dialog.cast(GtkWindow.self)
        gtk_window_set_transient_for(window, parent.cast(GtkWindow.self))
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_present(window)
    }
}
