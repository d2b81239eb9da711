/* What the Swift side (Sources/ListInteractions) calls back in C: GLib's variadic logging and
 * signal emission, and property reads by name. Not installed; not part of the API. */
#pragma once

#include "list-interactions.h"

/* g_critical is a variadic macro: the model broke the GListModel contract (`reason` says how). */
void li_list_view_model_critical(const char *reason);

/* The string value of `object`'s property `name` (transformed when it is not a string), newly
 * allocated; NULL when there is no such property or it is NULL. */
char *li_list_view_read_string(gpointer object, const char *name);

/* Emits ::row-activated(item) (g_signal_emit is variadic). */
void li_list_view_emit_row_activated(gpointer self, gpointer item);

/* Notifies n-rows after the rows changed. */
void li_list_view_notify_n_rows(gpointer self);

/* Connects `notify` on `item` (referenced until unwatched): a change of the title, subtitle or
 * description property reloads the item's rows. Returns the handler id. */
gulong li_list_view_watch_item(gpointer self, gpointer item);

/* Disconnects `handler` from `item` and drops the reference the watch held. */
void li_list_view_unwatch_item(gpointer item, gulong handler);
/* The Swift ListViewCore kept in the instance (for the transition API and LiNavigationStack). */
void *li_list_view_core(gpointer self);

/* LiNavigationStack: notifies `page` after a push or a finished back transition. */
void li_navigation_stack_notify_page(gpointer self);

/* LiNavigationStack: notifies `progress` / `transition-running` after a frame changed them. */
void li_navigation_stack_notify_progress(gpointer self);
void li_navigation_stack_notify_transition_running(gpointer self);

/* g_critical for LiNavigationStack's refused calls (`reason` says why). */
void li_navigation_stack_critical(const char *reason);

/* LiRowFactory (li-row-factory.c): a new LiRow (full reference), and the factory's signal
 * `which` (0 setup, 1 bind, 2 unbind, 3 teardown) on `row`. Bind sets the row's item to `item`
 * first; unbind clears it after; teardown releases the row's child after. */
gpointer li_row_new_internal(void);
void li_row_factory_emit(gpointer factory, int which, gpointer row, gpointer item);
/* The Swift FactoryRow of `row` (unretained; NULL before it goes), told of selectable and
 * focusable changes through li_swift_row_flags_changed. */
void li_row_set_core_internal(gpointer row, void *core);

/* LiListView's activation and context (li-list-view-activate.c, ListViewCore+Activation.swift):
 * the signals the Swift side emits once their frame is shown. */
void li_list_view_emit_activate(gpointer self, guint position);
void li_list_view_emit_row_context(gpointer self, guint position, gpointer row, double x, double y);
/* li-list-view.c calls these from its class_init, init and property dispatch. */
void li_list_view_activate_class_init(LiListViewClass *klass);
void li_list_view_activate_init(LiListView *self);
gboolean li_list_view_activate_get_property(GObject *object, guint prop_id, GValue *value);
gboolean li_list_view_activate_set_property(GObject *object, guint prop_id, const GValue *value);

/* LiListView's sections (li-list-view-sections.c, ListViewCore+Sections.swift). li-list-view.c
 * calls the first four from class_init, property dispatch, dispose and finalize. */
void li_list_view_sections_class_init(LiListViewClass *klass);
gboolean li_list_view_sections_get_property(GObject *object, guint prop_id, GValue *value);
gboolean li_list_view_sections_set_property(GObject *object, guint prop_id, const GValue *value);
void li_list_view_sections_dispose(LiListView *self);
void li_list_view_sections_finalize(LiListView *self);
/* Whether `model` is a GtkSectionModel (GTK 4.12, looked up at run time); its section around
 * `position` ([start, end)), FALSE when it is not one. */
gboolean li_list_view_is_section_model(gpointer model);
gboolean li_list_view_model_section(gpointer model, guint position, guint *start, guint *end);
/* Connects `sections-changed` of `model` when it is a section model (li_swift_core_sections_changed
 * follows), after disconnecting from the model followed before; NULL: none. */
void li_list_view_follow_section_model(gpointer self, gpointer model);
/* LiListHeader: a new one (full reference), and its item (referenced), start and end set. */
gpointer li_list_header_new_internal(void);
void li_list_header_update_internal(gpointer header, gpointer item, guint start, guint end);
/* LiListView's drag to reorder (li-list-view-reorder.c, ListViewCore+Reorder.swift): move-item
 * (g_signal_emit is variadic), and what li-list-view.c calls from its class_init and property
 * dispatch. */
void li_list_view_emit_move_item(gpointer self, guint position, guint new_position);
void li_list_view_reorder_class_init(LiListViewClass *klass);
gboolean li_list_view_reorder_get_property(GObject *object, guint prop_id, GValue *value);
gboolean li_list_view_reorder_set_property(GObject *object, guint prop_id, const GValue *value);
