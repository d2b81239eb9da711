/* LiRowFactory and LiRow: an app's own widgets in LiListView's pooled, recycled rows, in the shape
 * of GtkSignalListItemFactory and GtkListItem (ListInteractions-1). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include <gtk/gtk.h>

#include "li-version.h"

G_BEGIN_DECLS

#define LI_TYPE_ROW (li_row_get_type())

LI_AVAILABLE_IN_1_0
G_DECLARE_FINAL_TYPE(LiRow, li_row, LI, ROW, GObject)

LI_AVAILABLE_IN_1_0
GObject *li_row_get_item(LiRow *self);
LI_AVAILABLE_IN_1_0
GtkWidget *li_row_get_child(LiRow *self);
LI_AVAILABLE_IN_1_0
void li_row_set_child(LiRow *self, GtkWidget *child);
LI_AVAILABLE_IN_1_0
const char *li_row_get_accessible_label(LiRow *self);
LI_AVAILABLE_IN_1_0
void li_row_set_accessible_label(LiRow *self, const char *label);
LI_AVAILABLE_IN_1_0
const char *li_row_get_accessible_description(LiRow *self);
LI_AVAILABLE_IN_1_0
void li_row_set_accessible_description(LiRow *self, const char *description);
LI_AVAILABLE_IN_1_0
gboolean li_row_get_selectable(LiRow *self);
LI_AVAILABLE_IN_1_0
void li_row_set_selectable(LiRow *self, gboolean selectable);
LI_AVAILABLE_IN_1_0
gboolean li_row_get_focusable(LiRow *self);
LI_AVAILABLE_IN_1_0
void li_row_set_focusable(LiRow *self, gboolean focusable);

#define LI_TYPE_ROW_FACTORY (li_row_factory_get_type())

LI_AVAILABLE_IN_1_0
G_DECLARE_DERIVABLE_TYPE(LiRowFactory, li_row_factory, LI, ROW_FACTORY, GObject)

/**
 * LiRowFactoryClass:
 * @parent_class: the parent class
 * @setup: the class handler of #LiRowFactory::setup
 * @bind: the class handler of #LiRowFactory::bind
 * @unbind: the class handler of #LiRowFactory::unbind
 * @teardown: the class handler of #LiRowFactory::teardown
 *
 * The class of #LiRowFactory. A subclass makes its rows by overriding the handlers instead of
 * connecting to the signals; each runs before the signal's handlers.
 *
 * Since: 1.0
 */
struct _LiRowFactoryClass {
  GObjectClass parent_class;

  /**
   * LiRowFactoryClass::setup:
   * @self: the factory
   * @row: a new pooled row
   *
   * The class handler of #LiRowFactory::setup.
   *
   * Since: 1.0
   */
  void (*setup)(LiRowFactory *self, LiRow *row);
  /**
   * LiRowFactoryClass::bind:
   * @self: the factory
   * @row: the row, its [property@Row:item] set
   *
   * The class handler of #LiRowFactory::bind.
   *
   * Since: 1.0
   */
  void (*bind)(LiRowFactory *self, LiRow *row);
  /**
   * LiRowFactoryClass::unbind:
   * @self: the factory
   * @row: the row, its [property@Row:item] still set
   *
   * The class handler of #LiRowFactory::unbind.
   *
   * Since: 1.0
   */
  void (*unbind)(LiRowFactory *self, LiRow *row);
  /**
   * LiRowFactoryClass::teardown:
   * @self: the factory
   * @row: the row about to be destroyed
   *
   * The class handler of #LiRowFactory::teardown.
   *
   * Since: 1.0
   */
  void (*teardown)(LiRowFactory *self, LiRow *row);

  /*< private >*/
  gpointer padding[8];
};

LI_AVAILABLE_IN_1_0
LiRowFactory *li_row_factory_new(void);

G_END_DECLS
