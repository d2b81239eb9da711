import CGtk

/// A `GtkAboutDialog`: the app's name, version, logo, licence, website and credits.
///
///     let about = AboutWindow(name: "List Interactions", version: "0.1.0", iconName: AppInfo.id)
///     about.setLicense(spdx: "MIT")
///     about.window.present()
///
/// - Complexity: O(1) per call; O(names) per credit section.
@MainActor
package struct AboutWindow: WidgetWrapper {
    package let widget: Widget
    private var about: OpaquePointer { widget.opaque }

    package init(name: String, version: String, iconName: String, comments: String) {
        widget = gtk_about_dialog_new()!
        gtk_about_dialog_set_program_name(about, name)
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_logo_icon_name(about, iconName)
        gtk_about_dialog_set_comments(about, comments)
    }

    /// The dialog as a window (to make it a dialog over a parent and present it).
    package var window: Window { Window(wrapping: widget) }

    /// The licence from its SPDX id: GTK's own text for the ones it knows, else the id itself.
    package func setLicense(spdx: String) {
        let known: [String: GtkLicense] = [
            "MIT": GTK_LICENSE_MIT_X11, "Apache-2.0": GTK_LICENSE_APACHE_2_0,
            "GPL-3.0-or-later": GTK_LICENSE_GPL_3_0, "GPL-3.0-only": GTK_LICENSE_GPL_3_0_ONLY,
            "LGPL-2.1-or-later": GTK_LICENSE_LGPL_2_1, "MPL-2.0": GTK_LICENSE_MPL_2_0,
            "BSD-3-Clause": GTK_LICENSE_BSD_3,
        ]
        if let type = known[spdx] {
            gtk_about_dialog_set_license_type(about, type)
        } else {
            gtk_about_dialog_set_license(about, spdx)
        }
    }

    package func setWebsite(_ url: String, label: String) {
        gtk_about_dialog_set_website(about, url)
        gtk_about_dialog_set_website_label(about, label)
    }

    /// Who translated the app into the language shown (the "translator-credits" message).
    package func setTranslatorCredits(_ credits: String) { gtk_about_dialog_set_translator_credits(about, credits) }

    package func addCreditSection(_ heading: String, names: [String]) {
        withCStringArray(names) { gtk_about_dialog_add_credit_section(about, heading, $0) }
    }
}
