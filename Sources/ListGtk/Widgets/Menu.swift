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

    /// An item activating `action` with a string `target` (any text: a path), which a detailed
    /// name ("action::target") could not carry whole.
    package func append(_ label: String, target: String, action: String) {
        let item = g_menu_item_new(label, nil)!
        g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(target))
        g_menu_append_item(menu, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    /// Removes every item (a section rebuilt when what it lists changed).
    package func removeAll() { g_menu_remove_all(menu) }

    /// A section with an optional heading; separated from its neighbours by a line.
    package func appendSection(_ label: String?, _ section: Menu) { g_menu_append_section(menu, label, section.model) }
}
