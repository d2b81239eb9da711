"""What a `selection-changed` handler sees of LiListView: the selection it is told about already
drawn. The handler counts the row widgets drawn selected (the `selected` style class the list
sets when it shows a frame) and reads the selection model; after select_item, select_range and
unselect_all the two agree. Prints one JSON object (read by test_embedding_selection.py)."""
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gtk, ListInteractions  # noqa: E402
from mainloop import wait_until  # noqa: E402

Gtk.init()

model = Gtk.StringList.new(["Oslo", "Bergen", "Tromsø", "Stavanger"])
view = ListInteractions.ListView(model=model)
selection = view.props.selection_model
window = Gtk.Window(default_width=360, default_height=480)
window.set_child(view)
window.present()


def rows(widget):
    """The row widgets under `widget` that show a row (visible in the list's pool)."""
    found = []
    child = widget.get_first_child()
    while child is not None:
        if child.has_css_class("list-row") and child.get_visible():
            found.append(child)
        found += rows(child)
        child = child.get_next_sibling()
    return found


seen = []


def changed(model, position, n):
    n_items = model.get_n_items()
    seen.append({"range": [position, n],
                 "model": [i for i in range(n_items) if model.is_selected(i)],
                 "drawn": sum(1 for row in rows(view) if row.has_css_class("selected"))})


result = {"shown": wait_until(lambda: view.get_mapped() and len(rows(view)) == 4)}
selection.connect("selection-changed", changed)
selection.select_item(2, False)
selection.select_range(0, 2, False)
selection.unselect_all()
result["seen"] = seen
print(json.dumps(result))
