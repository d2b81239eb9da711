import CGtk
import ListGtk

/// The list's own look: rows, their tint and check marks, the strip, the dimming, the summary
/// header and the "N new" pill, in the Adwaita idiom with the theme's colours (light and dark).
/// Added once per display, below `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION`, so an app's own
/// style sheet overrides any rule:
///
///     ListStyle.install(for: canvas.area)   // at init and when realized on another display
///
/// CSS nodes and classes an app may style: `list.list-area` (`.separators`), `row.list-row` (`.hover`,
/// `.pressed`) with its `tint`, `.row-title`, `.row-subtitle`, `.row-description`, `.row-check`
/// (`.checked`), `.lifted`, `button.row-handle`, `header.section-header` (its title `.heading`), `strip`,
/// `dimming`, `summary.summary-header`, `.new-rows-pill`, and
/// `pagestack > .pushed-page` (the page `PageStack` slides over the list).
///
/// - Complexity: O(the sheet's length) once per display; O(1) after.
@MainActor
enum ListStyle {
    /// One below the application priority: an app's rules at `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION` win.
    static let priority = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) - 1

    /// Adds the sheet to `widget`'s display unless it is there already.
    static func install(for widget: Widget) {
        Display.addStyleSheet(css: css, key: "list-widget-style", priority: priority, forDisplayOf: widget)
    }

    static let css = """
/* The list: real row widgets in the Adwaita idiom (hover, pressed, selected, focus ring). */
.list-area {
  background-color: @theme_base_color;
}

.list-area:focus-visible {
  outline: none;
}

row.list-row {
  background-color: @theme_base_color;
  outline: 0 solid transparent;
  outline-offset: -2px;
  transition: background-color 100ms ease-out;
}

/* A 1 px line under each row (ListWidget.showsSeparators, LiListView's show-separators). */
.list-area.separators > row.list-row {
  box-shadow: inset 0 -1px alpha(currentColor, 0.08);
}

row.list-row.hover {
  background-image: image(alpha(currentColor, 0.04));
}

row.list-row.pressed {
  background-image: image(alpha(currentColor, 0.10));
}

row.list-row:focus-visible {
  outline: 2px solid alpha(@theme_selected_bg_color, 0.6);
}

/* A row lifted by a reorder drag: raised above the rows it passes, with a shadow. */
.list-area > row.list-row.lifted {
  box-shadow: 0 2px 8px 1px alpha(black, 0.28), 0 0 0 1px alpha(black, 0.06);
  transition: none;
}

/* The drag handle at a row's trailing end in edit mode (list-drag-handle-symbolic). */
row.list-row > button.row-handle {
  min-width: 0;
  min-height: 0;
  padding: 0;
  border-radius: 0;
  background: none;
  box-shadow: none;
  opacity: 0.7;
}

/* The selection tint; its opacity is the core's highlight, so it fades with a transition. */
row.list-row > tint {
  background-color: alpha(@theme_selected_bg_color, 0.28);
}

.row-title {
  font-weight: 600;
}

.row-subtitle {
  font-size: 0.9em;
  opacity: 0.8;
}

.row-description {
  font-size: 0.9em;
  opacity: 0.75;
}

.row-check {
  min-width: 20px;
  min-height: 20px;
  border-radius: 50%;
  box-shadow: inset 0 0 0 2px alpha(@theme_fg_color, 0.55);   /* not currentColor: the tick is transparent */
  color: transparent;
  -gtk-icon-size: 14px;
}

.row-check.checked {
  background-color: @theme_selected_bg_color;
  box-shadow: none;
  color: white;
}

/* Section headers (ListFrame's header rows): the section's value as a heading, in the idiom of
   libadwaita's list and sidebar headings; opaque, so the stuck one covers the rows under it. */
header.section-header {
  background-color: @theme_base_color;
}

header.section-header .row-title.heading {
  font-weight: 700;
  opacity: 0.7;
}

summary.summary-header {
  background-color: mix(@theme_base_color, @theme_selected_bg_color, 0.08);
  box-shadow: inset 0 -1px alpha(currentColor, 0.12);
}

.summary-title {
  font-weight: 600;
}

.summary-subtitle,
.summary-details {
  font-size: 0.9em;
  opacity: 0.8;
}

.list-area > strip {
  background-color: @theme_selected_bg_color;
}

.list-area > dimming {
  background-color: black;
}

/* The page a PageStack slides over the list: opaque, with a shadow on its leading edge. */
pagestack > .pushed-page {
  background-color: @theme_bg_color;
  box-shadow: -1px 0 0 alpha(black, 0.08), -6px 0 12px alpha(black, 0.10);
}

pagestack:dir(rtl) > .pushed-page {
  box-shadow: 1px 0 0 alpha(black, 0.08), 6px 0 12px alpha(black, 0.10);
}

/* The "N new" pill over the top of a live list (rows arrived above the one being read). */
.new-rows-pill {
  margin-top: 10px;
  padding: 4px 14px 4px 10px;
  min-height: 0;
  border-radius: 999px;
  border: none;
  background-image: none;
  background-color: @theme_selected_bg_color;
  color: @theme_selected_fg_color;
  font-weight: bold;
  box-shadow: 0 1px 3px alpha(black, 0.25), 0 2px 8px alpha(black, 0.12);
}

.new-rows-pill:hover {
  background-color: mix(@theme_selected_bg_color, @theme_selected_fg_color, 0.1);
}

.new-rows-pill:active {
  background-color: mix(@theme_selected_bg_color, black, 0.1);
}
"""
}
