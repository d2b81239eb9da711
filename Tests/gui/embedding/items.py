"""LiListView over app-defined GObjects: the title/subtitle/description properties, a reload after a
property changed, an id-property for re-created items, and a Python subclass (the type is
derivable). Prints one JSON object (read by test_embedding.py)."""
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gio, GObject, Gtk, ListInteractions  # noqa: E402

Gtk.init()


class City(GObject.Object):
    key = GObject.Property(type=str)
    name = GObject.Property(type=str)
    country = GObject.Property(type=str)


class CityList(ListInteractions.ListView):
    """An app's subclass: PyGObject can subclass only a derivable type."""
    __gtype_name__ = "CityList"


def city(key, name, country="NO"):
    return City(key=key, name=name, country=country)


def rows(view):
    return [view.dup_row_title(i) for i in range(view.props.n_rows)]


store = Gio.ListStore(item_type=City)
store.splice(0, 0, [city("osl", "Oslo"), city("bgo", "Bergen"), city("trd", "Trondheim")])
view = CityList(title_property="name", subtitle_property="country")
view.props.model = store
result = {"subclass": type(view).__gtype__.name, "is_list_view": isinstance(view, ListInteractions.ListView),
          "rows": rows(view)}

# A property changed: a row not on screen (this view is in no window) reads its item when it is
# shown, so it has the new text already; the reload still makes a new version of the row (on
# screen, a crossfade from the text it kept).
store.get_item(1).props.name = "Bjørgvin"
result["before_reload"] = rows(view)
view.reload_item(store.get_item(1))
result["after_reload"] = rows(view)
view.reload_item(city("zzz", "Nowhere"))          # not in the model: refused
result["after_unknown_reload"] = rows(view)

# Items re-created with the same id: the rows follow the new items (by id, not by object).
view.props.id_property = "key"
store.splice(0, 3, [city("trd", "Trondheim"), city("osl", "Oslo (new)"), city("bgo", "Bergen")])
result["recreated"] = rows(view)
result["recreated_items_are_the_models"] = all(view.dup_row_item(i) is store.get_item(i) for i in range(3))
print(json.dumps(result))
