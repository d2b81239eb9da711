"""LiListView's selection-model (a LiListSelection, GtkSelectionModel) used as an app would: from
Python through the typelib and from C through pkg-config, each in its own process on the suite's
display. The scripts are embedding/selection.py and embedding/selection.c."""
import pathlib
import shutil

import pytest
from steps import run, run_json

EMBEDDING = pathlib.Path(__file__).parent / "embedding"


@pytest.fixture(scope="module")
def python_result():
    """One run of embedding/selection.py: its JSON and its stderr."""
    return run_json("selection.py")


def test_python_every_call_round_trips_with_its_selection_changed_range(python_result):
    result, _ = python_result
    assert result["interfaces"] == [True, True] and result["type"] == "LiListSelection"
    assert result["same_object"] and result["items_are_the_models"] and result["item_past_end"] is None
    steps = {step["name"]: (step["returned"], step["selected"], step["changes"]) for step in result["steps"]}
    assert steps == {
        "select_item(2)": (True, [2], [[2, 1]]),
        "select_item(5)": (True, [2, 5], [[5, 1]]),
        "select_item(3, unselect_rest)": (True, [3], [[2, 4]]),
        "unselect_item(3)": (True, [], [[3, 1]]),
        "select_range(1, 3)": (True, [1, 2, 3], [[1, 3]]),
        "unselect_range(2, 2)": (True, [1], [[2, 2]]),
        "select_range(6, 2, unselect_rest)": (True, [6, 7], [[1, 7]]),
        "select_all": (True, list(range(8)), [[0, 6]]),
        "unselect_all": (True, [], [[0, 8]]),
        "set_selection(0 4 7 / 0-5)": (True, [0, 4], [[0, 5]]),
        "set_selection(1 / all)": (True, [1, 2], [[0, 5]]),
        "set_selection(same)": (True, [1, 2], []),
    }


def test_python_large_selections_tell_the_exact_span(python_result):
    large = python_result[0]["large"]
    assert large["changes"] == [[100, 5000], [2000, 10], [100, 5000], [0, 4500], [1500, 4500]]
    assert large["selected"] == list(range(1500, 6000))


def test_python_identity_kept_across_a_resort_and_a_filter(python_result):
    result, _ = python_result
    sort = result["sort"]
    assert sort["order"] == ["hen", "gnu", "fox", "eel", "dog", "cat", "bee", "ant"]
    # Selected by identity: cat and eel (positions 2 and 4 before) are at 5 and 3 after.
    assert sort["selected"] == ["eel", "cat"] and sort["positions"] == [3, 5]
    assert sort["items_changes"] == [[0, 8, 8]] and sort["changes"] == [[3, 3]]
    # A filtered-out selected item leaves the selection, and comes back unselected (GtkMultiSelection's rule).
    filtered, unfiltered = result["filtered"], result["unfiltered"]
    assert filtered["selected"] == ["eel"] and "cat" not in filtered["order"]
    assert filtered["items_changes"] == [[5, 1, 0]] and filtered["changes"] == []
    assert unfiltered["order"] == sort["order"] and unfiltered["selected"] == ["eel"]
    assert unfiltered["items_changes"] == [[5, 0, 1]]


def test_python_bad_input_refused_with_a_critical_and_nothing_changed(python_result):
    result, stderr = python_result
    bad = result["bad"]
    assert bad["returned"] == [False] * 6 and bad["unchanged"] and bad["changes"] == []
    for reason in ("select_item: position 8 is past the end (8 items)",
                   "unselect_item: position 13 is past the end (8 items)",
                   "select_range: positions 7 to 9 run past the end (8 items)",
                   "unselect_range: position 8 is past the end (8 items)",
                   "set_selection: selected holds position 8, past the end (8 items)",
                   "set_selection: mask holds position 9, past the end (8 items)"):
        assert "CRITICAL **: " in stderr and f"LiListSelection: {reason}" in stderr, reason


def test_python_edit_mode_starts_from_an_empty_selection(python_result):
    editing = python_result[0]["editing"]
    # Selected outside edit mode (allowed), cleared when entering, and the clearing is told.
    assert editing["entering"] == {"selected": [], "changes": [[0, 1]]}
    assert editing["leaving"] == {"selected": [], "changes": [[1, 2]]}


def test_python_a_gtk_list_view_shows_and_changes_the_selection(python_result):
    result, _ = python_result
    peer = result["peer"]
    assert peer["bound"] == 8 and peer["shown_selected"] == [1]
    assert peer["after_action"] == ["dog"] and peer["after_action_positions"] == [4]
    disposed = result["disposed"]
    assert disposed == {"n_items": 0, "items_changes": [[0, 8, 0]], "select_all": True, "selected": []}


def test_c_client_selects_reads_back_and_keeps_identity(tmp_path):
    flags = run("pkg-config", "--cflags", "--libs", "list-interactions-1").stdout.split()
    binary = tmp_path / "selection"
    run(shutil.which("cc") or "clang", "-Wall", "-Werror", str(EMBEDDING / "selection.c"), *flags, "-o", str(binary))
    done = run(str(binary))
    assert done.stdout.splitlines() == [f"ok {what}" for what in (
        "selection-model property", "n-items", "select_range and select_item", "set_selection with a mask",
        "identity kept across a re-sort", "bad input refused", "unselect_all")], done.stdout
    assert "LiListSelection: select_item: position 8 is past the end (8 items)" in done.stderr


def test_python_selection_changed_handlers_see_the_selection_already_drawn():
    """A handler reading the list during `selection-changed` finds the frame with that selection
    shown: as many row widgets drawn selected as the model says are selected (the signal is
    emitted after the list showed its change, not before its next frame)."""
    result, _ = run_json("selection_shown.py")
    assert result["shown"]
    assert [(s["range"], s["model"], s["drawn"]) for s in result["seen"]] == [
        ([2, 1], [2], 1),
        ([0, 2], [0, 1, 2], 3),
        ([0, 3], [], 0),
    ], result["seen"]
