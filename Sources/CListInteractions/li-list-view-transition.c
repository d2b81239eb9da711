/* LiListView's back-transition API (li-list-view-transition.h): argument checks here, every
 * decision in Swift (Sources/ListInteractions/ListViewCore+Transition.swift, the core's
 * NavigationModel and DeselectionBehavior). */
#define LIST_INTERACTIONS_COMPILATION
#include "li-list-view-internal.h"
#include "li-list-view-hooks.h"

/**
 * li_list_view_open_item:
 * @self: a #LiListView
 * @item: an item of the model
 *
 * Opens @item's row as a tap does (without emitting #LiListView::row-activated): the row is
 * selected and stays highlighted while the app shows the item's page, until a back transition
 * ([method@ListInteractions.ListView.begin_back_transition] or [method@ListInteractions.ListView.animate_back_transition]) fades
 * it. Refused with a critical when @item is not in the model or the list is not at rest on the
 * list page.
 *
 * Since: 1.0
 */
void li_list_view_open_item(LiListView *self, GObject *item) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  g_return_if_fail(G_IS_OBJECT(item));
  li_swift_core_open_item(li_list_view_core(self), item);
}

/**
 * li_list_view_dup_opened_item:
 * @self: a #LiListView
 *
 * The item whose row is open: activated (tapped, Enter, [method@ListInteractions.ListView.open_item]) and not
 * yet left by a finished back transition.
 *
 * Returns: (nullable) (transfer full): the opened row's item, or %NULL on the list page
 *
 * Since: 1.0
 */
GObject *li_list_view_dup_opened_item(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), NULL);
  gpointer item = li_swift_core_opened_item(li_list_view_core(self));
  return item != NULL ? g_object_ref(item) : NULL;
}

/**
 * li_list_view_begin_back_transition:
 * @self: a #LiListView
 *
 * The app's interactive back transition from the opened row's page begins (a swipe, a slider,
 * an #AdwLeaflet's gesture): progress 0, the row fully highlighted. Then call
 * [method@ListInteractions.ListView.update_back_transition] as it moves and
 * [method@ListInteractions.ListView.end_back_transition] when it ends. Called while the rest of an ended
 * transition still animates, it catches it where it is.
 *
 * Refused with a critical, changing nothing, when no row is open or a transition is already
 * interactive.
 *
 * Since: 1.0
 */
void li_list_view_begin_back_transition(LiListView *self) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  li_swift_core_begin_back(li_list_view_core(self));
}

/**
 * li_list_view_update_back_transition:
 * @self: a #LiListView
 * @progress: how far the back transition is, from 0 (the page shown) to 1 (the list shown);
 *   clamped to that range
 *
 * The opened row's highlight follows: 1 − @progress. Refused with a critical, changing nothing,
 * without [method@ListInteractions.ListView.begin_back_transition] or when @progress is not a number.
 *
 * Since: 1.0
 */
void li_list_view_update_back_transition(LiListView *self, double progress) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  li_swift_core_update_back(li_list_view_core(self), progress);
}

/**
 * li_list_view_end_back_transition:
 * @self: a #LiListView
 * @finished: %TRUE when the app went back, %FALSE when it cancelled and stays on the page
 *
 * The rest is animated from the last progress: finished, the highlight fades out and the row is
 * no longer open; cancelled, the highlight comes back. Refused with a critical, changing
 * nothing, without a begun transition (and so when called twice).
 *
 * Since: 1.0
 */
void li_list_view_end_back_transition(LiListView *self, gboolean finished) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  li_swift_core_end_back(li_list_view_core(self), finished != FALSE);
}

/**
 * li_list_view_animate_back_transition:
 * @self: a #LiListView
 *
 * A back transition without a finger (a Back button, Alt+Left): the opened row's highlight
 * fades over the standard duration (0.35 s; at once with animations off). During an
 * interactive transition, it finishes it. Refused with a critical when no row is open.
 *
 * Since: 1.0
 */
void li_list_view_animate_back_transition(LiListView *self) {
  g_return_if_fail(LI_IS_LIST_VIEW(self));
  li_swift_core_animate_back(li_list_view_core(self));
}

/**
 * li_list_view_get_back_progress:
 * @self: a #LiListView
 *
 * Returns: the running back transition's progress (0 … 1; the opened row's highlight is
 *   1 − progress), 0 when none runs
 *
 * Since: 1.0
 */
double li_list_view_get_back_progress(LiListView *self) {
  g_return_val_if_fail(LI_IS_LIST_VIEW(self), 0);
  return li_swift_core_back_progress(li_list_view_core(self));
}
