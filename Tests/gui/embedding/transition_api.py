"""LiListView's back-transition API and LiNavigationStack from Python through the typelib: the
state after each call (opened item, back progress, the stack's page), and bad calls refused with
a critical that change nothing. Prints one JSON object (read by test_embedding_transition.py)."""
import json
import math
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gtk, ListInteractions  # noqa: E402
from mainloop import wait_until  # noqa: E402

Gtk.init()
Li = ListInteractions


def mark(text):
    """Puts a marker in stderr so the test can tell which call each critical answered."""
    print(f"@@ {text}", file=sys.stderr, flush=True)


def state(view):
    opened = view.dup_opened_item()
    return {"opened": opened.props.string if opened is not None else None,
            "progress": round(view.get_back_progress(), 6)}


model = Gtk.StringList.new(["Oslo", "Bergen", "Tromsø", "Stavanger"])
view = Li.ListView(model=model)
window = Gtk.Window(default_width=360, default_height=480)
window.set_child(view)
window.present()
wait_until(lambda: view.get_mapped())
steps = {}

mark("update before begin")
view.update_back_transition(0.5)
mark("end before begin")
view.end_back_transition(True)
mark("begin with nothing open")
view.begin_back_transition()
steps["nothing_open"] = state(view)

view.open_item(model.get_item(2))
steps["opened"] = state(view)
mark("open while open")
view.open_item(model.get_item(1))
steps["open_while_open"] = state(view)
view.begin_back_transition()
steps["begun"] = state(view)
view.update_back_transition(0.3)
steps["at_0_3"] = state(view)
mark("nan")
view.update_back_transition(math.nan)
steps["after_nan"] = state(view)
mark("begin twice")
view.begin_back_transition()
steps["after_begin_twice"] = state(view)
view.update_back_transition(1.7)
steps["clamped"] = state(view)
view.update_back_transition(0.5)
view.end_back_transition(False)
steps["cancel_settled"] = wait_until(lambda: view.get_back_progress() == 0)
steps["cancelled"] = state(view)
mark("end twice")
view.end_back_transition(False)
steps["after_end_twice"] = state(view)

view.begin_back_transition()
view.update_back_transition(0.6)
view.end_back_transition(True)
steps["finish_settled"] = wait_until(lambda: view.dup_opened_item() is None)
steps["finished"] = state(view)

view.open_item(model.get_item(0))
view.animate_back_transition()
steps["animated_settled"] = wait_until(lambda: view.dup_opened_item() is None)
steps["animated"] = state(view)

# The navigation stack drives the same transition: push, then its back button's pop.
window.set_child(None)
stack = Li.NavigationStack.new(view)
window.set_child(stack)
wait_until(lambda: stack.get_mapped())
steps["stack_list_view"] = stack.props.list_view is view
view.open_item(model.get_item(3))
page = Gtk.Label(label="Stavanger")
stack.push(page)
steps["pushed"] = stack.props.page is page and stack.get_page() is page
mark("push twice")
stack.push(Gtk.Label(label="second"))
steps["after_push_twice"] = stack.props.page is page
steps["page_shown"] = wait_until(lambda: page.get_mapped())
stack.pop()
steps["popped"] = wait_until(lambda: stack.props.page is None)
steps["after_pop"] = state(view)
print(json.dumps(steps))
