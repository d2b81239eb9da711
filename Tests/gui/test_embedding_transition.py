"""LiListView's progress-driven deselection API and LiNavigationStack, used as an app would from
Python through the typelib (`make lib`), each script in its own process on the suite's display.
The scripts are in embedding/transition*.py; each prints what it read back."""
import re

from test_embedding import run_json


def criticals_after(stderr, marker):
    """The criticals printed between `@@ marker` and the next marker."""
    section = stderr.split(f"@@ {marker}\n", 1)[1].split("@@ ", 1)[0]
    return re.findall(r"CRITICAL \*\*: [\d:.]+: (.*)", section)


def test_back_transition_state_round_trips_and_bad_calls_are_refused():
    steps, stderr = run_json("transition_api.py")
    opened = {"opened": "Tromsø", "progress": 0.0}
    assert steps["nothing_open"] == {"opened": None, "progress": 0.0}
    assert steps["opened"] == steps["open_while_open"] == steps["begun"] == opened
    assert steps["at_0_3"] == steps["after_nan"] == steps["after_begin_twice"] == {"opened": "Tromsø", "progress": 0.3}
    assert steps["clamped"] == {"opened": "Tromsø", "progress": 1.0}
    # Cancelled from 0.5: the rest animates back to 0 and the row stays open (highlighted).
    assert steps["cancel_settled"] and steps["cancelled"] == steps["after_end_twice"] == opened
    # Finished from 0.6, and an animated back: the row is no longer open.
    assert steps["finish_settled"] and steps["finished"] == {"opened": None, "progress": 0.0}
    assert steps["animated_settled"] and steps["animated"] == {"opened": None, "progress": 0.0}
    refusals = {
        "update before begin": "LiListView: update_back_transition: no back transition has begun",
        "end before begin": "LiListView: end_back_transition: no back transition has begun (or it already ended)",
        "begin with nothing open": "LiListView: begin_back_transition: no row is open",
        "open while open": "LiListView: open_item: a row is already open, or a page transition runs",
        "nan": "LiListView: update_back_transition: progress nan is not a number",
        "begin twice": "LiListView: begin_back_transition: a back transition has already begun",
        "end twice": "LiListView: end_back_transition: no back transition has begun (or it already ended)",
        "push twice": "LiNavigationStack: push: a page is already pushed (the stack is one page deep)",
    }
    for marker, critical in refusals.items():
        assert criticals_after(stderr, marker) == [critical], (marker, stderr[-2000:])


def test_navigation_stack_pushes_and_pops_its_page():
    steps, _ = run_json("transition_api.py")
    assert steps["stack_list_view"] and steps["pushed"] and steps["after_push_twice"] and steps["page_shown"]
    assert steps["popped"] and steps["after_pop"] == {"opened": None, "progress": 0.0}
