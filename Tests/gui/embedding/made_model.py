"""A GListModel of `count` items that makes each item the first time it is read (`make(position)`) and
keeps it (one object per item, as a GtkStringList's): `len(model.made)` is how many items a view ever
read. The embedding examples print it so that a test can tell a view that reads the rows it shows from
one that reads every item (embedding/factory.py --many, embedding/subtitles.py), whose keys
`walk_key` answers."""
import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gio", "2.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gdk, Gio, GObject, ListInteractions  # noqa: E402


class MadeModel(GObject.Object, Gio.ListModel):
    def __init__(self, item_type, count, make):
        super().__init__()
        self.item_type = item_type
        self.count = count
        self.make = make
        self.made = {}

    def do_get_item_type(self):
        return self.item_type

    def do_get_n_items(self):
        return self.count

    def do_get_item(self, position):
        if position >= self.count:
            return None
        if position not in self.made:
            self.made[position] = self.make(position)
        return self.made[position]


def walk_key(view, model, keyval):
    """An example's key handler for a test walking `model` in `view`: F11 prints `read N` (how many items
    the view read), then `key NAME` is printed for every key; F9 scrolls to the last item (its bottom at the
    view's bottom), F10 to the middle item (at the top)."""
    if keyval == Gdk.KEY_F11:
        print("read", len(model.made), flush=True)
    print("key", Gdk.keyval_name(keyval), flush=True)
    if keyval == Gdk.KEY_F9:
        view.scroll_to(model.count - 1, ListInteractions.ListScrollFlags.NONE, ListInteractions.ScrollAlignment.BOTTOM)
    elif keyval == Gdk.KEY_F10:
        view.scroll_to(model.count // 2, ListInteractions.ListScrollFlags.NONE, ListInteractions.ScrollAlignment.TOP)
