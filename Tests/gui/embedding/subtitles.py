"""LiListView's title rows over 100 000 items with a subtitle on every third (item i when i % 3 == 0)
and a description on every fifth (i % 5 == 0): rows of four heights from the fonts, by which texts an
item has. The model makes each item the first time the view reads it (embedding/made_model.py); keys:

    F5                     # a barrier: prints `key F5` once every earlier input event was handled
    F9                     # scroll_to the last item, its bottom at the view's bottom
    F10                    # scroll_to item 50 000, at the top
    F11                    # prints `read N`: how many items the view ever read (before `key F11`)
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import GObject, Gtk, ListInteractions  # noqa: E402
from made_model import MadeModel, walk_key  # noqa: E402

COUNT = 100_000


class Place(GObject.Object):
    title = GObject.Property(type=str, default="")
    subtitle = GObject.Property(type=str, default="")
    description = GObject.Property(type=str, default="")


def make(position):
    return Place(title=f"Item {position}", subtitle=f"Subtitle {position}" if position % 3 == 0 else "",
                 description=f"Description {position}" if position % 5 == 0 else "")


def on_activate(app):
    model = MadeModel(Place.__gtype__, COUNT, make)
    view = ListInteractions.ListView(model=model, title_property="title", subtitle_property="subtitle",
                                     description_property="description")
    window = Gtk.ApplicationWindow(application=app, default_width=360, default_height=480, child=view)
    keys = Gtk.EventControllerKey(propagation_phase=Gtk.PropagationPhase.CAPTURE)

    keys.connect("key-pressed", lambda _controller, keyval, _code, _state: walk_key(view, model, keyval))
    window.add_controller(keys)
    window.present()


app = Gtk.Application(application_id="io.github.listinteractions.Subtitles")
app.connect("activate", on_activate)
sys.exit(app.run([sys.argv[0]]))
