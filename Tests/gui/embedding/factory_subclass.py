"""A Python subclass of LiRowFactory whose rows come from its class handlers (do_setup, do_bind,
do_unbind, do_teardown: PyGObject fills LiRowFactoryClass's slots, the signals' class closures),
no signal connected. A window shows a LiListView over 100 strings with it; once rows are bound the
factory is unset (every pooled row is unbound, then torn down), then set again and the window
destroyed, the app letting go of the view. Prints one JSON object (read by test_embedding_factory.py)."""
import gc
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gtk, ListInteractions  # noqa: E402

from mainloop import wait_until  # noqa: E402

Gtk.init()


class LabelFactory(ListInteractions.RowFactory):
    __gtype_name__ = "LabelFactory"

    def __init__(self):
        super().__init__()
        self.counts = {"setup": 0, "bind": 0, "unbind": 0, "teardown": 0, "teardown_mismatches": 0}
        self.bound = set()

    def do_setup(self, row):
        self.counts["setup"] += 1
        row.props.child = Gtk.Label()

    def do_bind(self, row):
        self.counts["bind"] += 1
        self.bound.add(row.props.item.props.string)
        row.props.child.set_text(row.props.item.props.string)

    def do_unbind(self, row):
        self.counts["unbind"] += 1
        self.bound.discard(row.props.item.props.string)

    def do_teardown(self, row):
        # Unbound, and the child setup gave it still there to undo.
        if row.props.item is not None or not isinstance(row.props.child, Gtk.Label):
            self.counts["teardown_mismatches"] += 1
        self.counts["teardown"] += 1


model = Gtk.StringList.new([f"Item {i}" for i in range(100)])
factory = LabelFactory()
view = ListInteractions.ListView(model=model, factory=factory)
window = Gtk.Window(default_width=320, default_height=400, child=view)
window.present()
result = {"shown": wait_until(lambda: factory.counts["bind"] >= 5 and "Item 0" in factory.bound)}
result["in_view"] = dict(factory.counts)
view.props.factory = None
result["unset"] = wait_until(lambda: factory.counts["teardown"] == factory.counts["setup"])
result["after_unset"] = dict(factory.counts, bound=len(factory.bound))
again = LabelFactory()
view.props.factory = again
wait_until(lambda: again.counts["bind"] >= 5)
window.destroy()
del view, window   # the app's last references: the view is disposed, its pooled rows with it
gc.collect()
result["destroyed"] = wait_until(lambda: again.counts["teardown"] == again.counts["setup"] > 0)
result["after_destroy"] = dict(again.counts, bound=len(again.bound))
print(json.dumps(result))
