"""LiListView from Python through the typelib: rows over a GtkStringList, property round-trips,
a bad items-changed refused. Prints one JSON object (read by test_embedding.py)."""
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gio, Gtk, ListInteractions  # noqa: E402

Gtk.init()


def rows(view):
    return [view.dup_row_title(i) for i in range(view.props.n_rows)]


def items(view):
    return [view.dup_row_item(i) for i in range(view.props.n_rows)]


model = Gtk.StringList.new(["Oslo", "Bergen", "Tromsø", "Oslo"])
view = ListInteractions.ListView(model=model)
result = {"type": ListInteractions.ListView.__gtype__.name, "rows": rows(view),
          "model": [model.get_string(i) for i in range(model.get_n_items())],
          "same_items": all(a is b for a, b in zip(items(view), [model.get_item(i) for i in range(model.get_n_items())])),
          "past_end_item": view.dup_row_item(99), "past_end_title": view.dup_row_title(99)}

notified = []
view.connect("notify::editing", lambda *_: notified.append("editing"))
view.props.editing = True
result["editing"] = [view.props.editing, view.get_editing()]
view.set_editing(False)
result["editing"].append(view.props.editing)
result["editing_notifies"] = len(notified)
for name in ("id_property", "title_property", "subtitle_property", "description_property"):
    default = view.get_property(name.replace("_", "-"))
    view.set_property(name.replace("_", "-"), "p-" + name)
    result[name] = [default, view.get_property(name.replace("_", "-"))]
    view.set_property(name.replace("_", "-"), default)
result["rows_after_properties"] = rows(view)

# A model that lies: items-changed past the end, then a count that disagrees with the model.
before = rows(view)
model.items_changed(3, 5, 0)
model.items_changed(0, 0, 2)
result["bad_range_rows"] = rows(view)
result["bad_range_unchanged"] = rows(view) == before

# A GtkFlattenListModel over a store of two lists: a change inside an inner list and the removal of
# a whole inner list both arrive as the flatten model's items-changed, and every surviving row keeps
# its item.
north, south = Gtk.StringList.new(["Tromsø", "Bodø"]), Gtk.StringList.new(["Oslo", "Bergen"])
lists = Gio.ListStore.new(Gtk.StringList)
lists.splice(0, 0, [north, south])
flat = Gtk.FlattenListModel.new(lists)
view.set_model(flat)
result["flatten_rows"] = [rows(view)]
oslo = south.get_item(0)
south.splice(1, 0, ["Stavanger"])
result["flatten_rows"].append(rows(view))
lists.remove(0)
result["flatten_rows"].append(rows(view))
result["flatten_model"] = [flat.get_item(i).get_string() for i in range(flat.get_n_items())]
result["flatten_item_kept"] = view.dup_row_item(0) is oslo

# Replacing the model mid-way, and dropping it.
other = Gtk.StringList.new(["Lima"])
view.set_model(other)
result["replaced_rows"] = rows(view)
view.props.model = None
result["no_model_rows"] = rows(view)
print(json.dumps(result))
