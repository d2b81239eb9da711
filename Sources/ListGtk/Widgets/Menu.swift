import CGtk

/// A `GMenu` model: items naming detailed actions, in sections. Owns one reference, dropped
/// when the last copy of the `Menu` goes (menu buttons and parent menus keep their own).
///
///     let menu = Menu()
///     menu.append(tr("_Preferences"), action: "app.preferences")
///     button = MenuButton(iconName: "open-menu-symbolic", menu: menu, tooltip: tr("Main Menu"))
///
/// - Complexity: O(1) per item.
@MainActor
package final class Menu {
    let menu: OpaquePointer

    package init() { menu = g_menu_new()! }
    isolated deinit { g_object_unref(UnsafeMutableRawPointer(menu)) }

    /// The model, for GTK calls that take a `GMenuModel *`.
    package var model: UnsafeMutablePointer<GMenuModel> { UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self) }

    /// An item activating `action` ("win.sort-by::name" for a radio item's target).
    package func append(_ label: String, action: String) { g_menu_append(menu, label, action) }

    /// A section with an optional heading; separated from its neighbours by a line.
    package func appendSection(_ label: String?, _ section: Menu) { g_menu_append_section(menu, label, section.model) }
}
