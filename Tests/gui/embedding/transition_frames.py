"""LiNavigationStack pushing and popping a page over a LiListView with the `LI_DEBUG=frames`
trace on: every frame the scene builds is one the list shows (the trace's `built` counts up by
one from line to line), so the stack's pages and slider come from the list's own frames, not a
second pipeline of their own. Prints one JSON object (read by test_embedding_transition.py);
the frames are on stderr."""
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gtk, ListInteractions  # noqa: E402
from mainloop import wait_until  # noqa: E402

Gtk.init()


model = Gtk.StringList.new(["Oslo", "Bergen", "Tromsø", "Stavanger"])
view = ListInteractions.ListView(model=model)
stack = ListInteractions.NavigationStack.new(view)
window = Gtk.Window(default_width=360, default_height=480)
window.set_child(stack)
window.present()
steps = {"mapped": wait_until(lambda: stack.get_mapped())}
view.open_item(model.get_item(1))
page = Gtk.Label(label="Bergen")
stack.push(page)
steps["pushed"] = wait_until(lambda: page.get_mapped() and not view.get_mapped())
stack.pop()
steps["popped"] = wait_until(lambda: stack.props.page is None and view.get_mapped())
print(json.dumps(steps))
