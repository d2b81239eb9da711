/* What li-list-view.c calls in li-list-selection.c: the view makes its selection model and
 * detaches it when disposed. Not installed; not part of the API. */
#pragma once

#include "list-interactions.h"

/* A new selection model over `core` (the view's Swift ListViewCore, not retained). */
LiListSelection *li_list_selection_new_for_core(void *core);

/* The view is being disposed: from now on the model is empty. */
void li_list_selection_detach(LiListSelection *self);
