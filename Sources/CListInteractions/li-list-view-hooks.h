/* The hooks the GObject type calls in Swift (Sources/ListInteractions/Hooks.swift, each `@c`).
 * The build compiles this header together with the header Swift generates
 * (`make lib` → check-hooks), so a Swift signature that differs fails the build.
 * `core` is the Swift ListViewCore, retained while the instance lives. */
#pragma once

#include <stdbool.h>

void *li_swift_core_new(void *widget);
void li_swift_core_free(void *core);
void li_swift_core_set_model(void *core, void *model);
void li_swift_core_items_changed(void *core, void *model, unsigned int position, unsigned int removed,
                                 unsigned int added);
void li_swift_core_set_property_name(void *core, int which, const char *name);
void li_swift_core_set_editing(void *core, bool editing);
void li_swift_core_reload_item(void *core, void *item);
unsigned int li_swift_core_n_rows(void *core);
void *li_swift_core_row_item(void *core, unsigned int index);
char *li_swift_core_row_title(void *core, unsigned int index);
/* The ListWidget's GTK widget, LiListView's only child (parented at init, unparented at dispose). */
void *li_swift_core_child(void *core);
/* The instance is being disposed: stop watching items and drawing (before the child is unparented). */
void li_swift_core_dispose(void *core);
/* The header property changed (li_list_view_set_header → ListViewCore+Header.swift): `header` is
 * parented above the rows, the old one unparented. */
void li_swift_core_set_header(void *core, void *header);

/* LiListSelection (li-list-selection.c): the model's items and their selection, by position in
 * the model's order (ListViewCore+Selection.swift). `bitset`, `selected` and `mask` are GtkBitsets,
 * borrowed; positions were checked against li_swift_core_n_items by the caller. */
unsigned int li_swift_core_n_items(void *core);
void *li_swift_core_item(void *core, unsigned int position);
bool li_swift_core_is_selected(void *core, unsigned int position);
void li_swift_core_selection_in_range(void *core, unsigned int position, unsigned int n_items, void *bitset);
void li_swift_core_set_selection(void *core, void *selected, void *mask);
/* The back-transition API (li-list-view-transition.c → ListViewCore+Transition.swift). */
void li_swift_core_open_item(void *core, void *item);
void *li_swift_core_opened_item(void *core);
void li_swift_core_begin_back(void *core);
void li_swift_core_update_back(void *core, double progress);
void li_swift_core_end_back(void *core, bool finished);
void li_swift_core_animate_back(void *core);
double li_swift_core_back_progress(void *core);
/* LiNavigationStack (li-navigation-stack.c → NavigationStackCore.swift). `stack_core` is the Swift
 * NavigationStackCore, retained while the instance lives. */
void *li_swift_stack_new(void *stack);
void li_swift_stack_free(void *stack_core);
void li_swift_stack_dispose(void *stack_core);
void li_swift_stack_set_list_view(void *stack_core, void *list_view, void *list_core);
void li_swift_stack_push(void *stack_core, void *page);
void li_swift_stack_pop(void *stack_core);
void *li_swift_stack_page(void *stack_core);
/* LiNavigationStack:progress and :transition-running, as the last frame shown told
 * (NavigationStackCore+Progress.swift). */
double li_swift_stack_progress(void *stack_core);
bool li_swift_stack_transition_running(void *stack_core);
/* LiListView:factory (li-list-view.c → ListViewCore+Factory.swift): `factory` is a LiRowFactory
 * the instance references, or NULL for the title rows. */
void li_swift_core_set_factory(void *core, void *factory);
/* Activation and context (li-list-view-activate.c → ListViewCore+Activation.swift). `x`, `y` are
 * in LiListView's coordinates; `keyboard`: the focused row's context (Menu, Shift+F10). Returns
 * whether a row's context was found (its signal then follows the frame). */
void li_swift_core_set_single_click_activate(void *core, bool single_click);
bool li_swift_core_single_click_activate(void *core);
void li_swift_core_set_show_separators(void *core, bool show);
void li_swift_core_activate_item(void *core, unsigned int position);
bool li_swift_core_row_context(void *core, double x, double y, bool keyboard);
void *li_swift_core_row_widget(void *core, unsigned int position);
/* LiRow:selectable or :focusable changed (li-row-factory.c → FactoryRow.swift); `row_core` is the
 * FactoryRow set with li_row_set_core_internal. */
void li_swift_row_flags_changed(void *row_core);
/* GtkScrollable (li-list-view-scroll.c → ListViewCore+Scroll.swift): the view's own vertical
 * adjustment (its scrollbar's, borrowed), the one the rows follow (a container's, borrowed, or
 * NULL for the own), the rows' content height (px), and a scroll to the item at `position`
 * (`alignment`: a LiScrollAlignment). */
void *li_swift_core_own_vadjustment(void *core);
void li_swift_core_set_vadjustment(void *core, void *adjustment);
double li_swift_core_content_height(void *core);
void li_swift_core_scroll_to(void *core, unsigned int position, int alignment, bool focus, bool select);
/* Sections (li-list-view-sections.c → ListViewCore+Sections.swift): the section-property (NULL:
 * none), the header factory (a LiRowFactory, or NULL for the default headings), and a section
 * model's `sections-changed` (the sections of the `n_items` items from `position` on changed). */
void li_swift_core_set_section_property(void *core, const char *property);
void li_swift_core_set_header_factory(void *core, void *factory);
void li_swift_core_sections_changed(void *core, unsigned position, unsigned n_items);
/* Drag to reorder (li-list-view-reorder.c → ListViewCore+Reorder.swift). */
void li_swift_core_set_reorderable(void *core, bool reorderable);
bool li_swift_core_reorderable(void *core);
