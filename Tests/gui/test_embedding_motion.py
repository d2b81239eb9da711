"""LiListView drawing and running the list in the examples (docs/examples/list-view.{py,c}) as an app's
user sees it: real clicks (xdotool) on the example's own buttons and rows under Xvfb, what is drawn
read from the widget's frame trace (`LI_DEBUG=frames`, one JSON line per frame on stderr)."""
import json
import os
import pathlib
import subprocess
import sys

import pytest

import harness

sys.path.insert(0, str(pathlib.Path(__file__).parent / "embedding"))
from example import Example, build_c, library_env, titles  # noqa: E402

EXAMPLES = pathlib.Path(harness.ROOT) / "docs" / "examples"
CITIES = ["Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø", "Arendal", "Drammen", "Kristiansand", "Hamar", "Molde",
          "Narvik", "Lillehammer"]
SORTED = sorted(CITIES)
SHORT = [c for c in CITIES if len(c) <= 5]


@pytest.fixture(scope="module")
def c_example(tmp_path_factory):
    return build_c(str(EXAMPLES / "list-view.c"), str(tmp_path_factory.mktemp("c") / "list-view"))


@pytest.fixture(params=["python", "c"])
def example(request, c_example):
    command = ["/usr/bin/python3", str(EXAMPLES / "list-view.py")] if request.param == "python" else [c_example]
    with Example(*command, name=f"embedding-{request.param}-{request.node.name.split('[')[0]}") as app:
        app.ready()
        app.language = request.param
        yield app


def tracks(frames):
    """Each row identity's (title, y) in every frame it is in."""
    by_id = {}
    for frame in frames:
        for row in frame["rows"]:
            by_id.setdefault(row["id"], []).append((row["title"], row["y"], row["opacity"]))
    return by_id


def test_a_sorter_change_animates_every_row_along_its_own_track(example):
    start, _ = example.wait_rest()
    slots = {row["id"]: row["y"] for row in start["rows"]}
    since = example.mark()
    example.click_button("Sort A–Z")
    end, last = example.wait_rest(since, "the sorted rows at rest", lambda f: titles(f) == SORTED[:len(f["rows"])])
    frames = example.frames[since:last + 1]
    ends = {row["id"]: row["y"] for row in end["rows"]}
    between = [f for f in frames if any(r["id"] in slots and r["id"] in ends and r["y"] not in (slots[r["id"]], ends[r["id"]])
                                        for r in f["rows"])]
    assert len(between) >= 5, f"only {len(between)} frames show rows between their slots"
    for identity, track in tracks(frames).items():
        assert len({title for title, _, _ in track}) == 1, f"{identity} changed title: {track}"
        if identity in slots and identity in ends:
            low, high = sorted((slots[identity], ends[identity]))
            assert all(low - 0.5 <= y <= high + 0.5 for _, y, _ in track), f"{identity} left its track: {track}"
    moved = [i for i in ends if i in slots and ends[i] != slots[i]]
    assert len(moved) >= 5, "the sort moved too few rows to tell"
    if example.language == "python":
        example.screenshot("embedding-python-after-sort")


def test_a_filter_change_fades_rows_out_and_back_in(example):
    example.wait_rest()
    since = example.mark()
    example.click_button("Short names")
    end, last = example.wait_rest(since, "the filtered rows at rest", lambda f: titles(f) == SHORT)
    leaving = {c for c in CITIES if c not in SHORT}
    fading = [f for f in example.frames[since:last] if any(r["title"] in leaving and 0 < r["opacity"] < 1 for r in f["rows"])]
    assert len(fading) >= 3, "the filtered-out rows did not fade"
    since = example.mark()
    example.click_button("Short names")
    end, last = example.wait_rest(since, "all rows back at rest", lambda f: titles(f) == CITIES)
    arriving = [f for f in example.frames[since:last] if any(r["title"] in leaving and 0 < r["opacity"] < 1 for r in f["rows"])]
    assert len(arriving) >= 3, "the rows filtered back in did not fade in"


def test_clicking_a_row_emits_row_activated_with_its_item(example):
    frame, _ = example.wait_rest()
    x, y, width, _ = example.extents("list", "Items")
    row = next(r for r in frame["rows"] if r["title"] == "Stavanger")
    since = example.mark()
    example.click(x + width / 2, y + row["y"] + row["height"] / 2)
    example.wait_line("activated Stavanger")
    assert [line for line in example.stdout if line.startswith("activated")] == ["activated Stavanger"]
    example.wait_frame(lambda f: any(r["title"] == "Stavanger" and r["highlight"] == 1 for r in f["rows"]), since,
                       "the activated row highlighted")


def test_edit_mode_slides_the_check_marks_in(example):
    example.wait_rest()
    since = example.mark()
    example.click_button("Sort A–Z")
    example.wait_frame(lambda f: f["moving"] and f["rows"], since, "the sort moving")
    example.screenshot(f"embedding-{example.language}-mid-sort")
    example.wait_rest(since, "the sorted rows at rest", lambda f: titles(f) == SORTED[:len(f["rows"])])
    since = example.mark()
    example.click_button("Edit")
    end, last = example.wait_rest(since, "edit mode at rest", lambda f: f["editing"])
    assert all(r["edit"] == 1 for r in end["rows"])
    assert any(0 < r["edit"] < 1 for f in example.frames[since:last] for r in f["rows"]), "the check marks did not slide"
    example.screenshot(f"embedding-{example.language}-edit-mode")


def run_script(script, *args):
    env = dict(os.environ, LI_DEBUG="frames", GDK_BACKEND="x11", NO_AT_BRIDGE="1", GTK_A11Y="none", **library_env())
    with harness.Display() as display:
        env.update(display.env)
        done = subprocess.run(["/usr/bin/python3", str(pathlib.Path(__file__).parent / "embedding" / script), *args],
                              env=env, capture_output=True, text=True, timeout=harness.WAIT * 2)
    frames = [json.loads(line) for line in done.stderr.splitlines() if line.startswith('{"event":"frame"')]
    other = [line for line in done.stderr.splitlines() if not line.startswith('{"event":"frame"')]
    assert done.returncode == 0, f"exit {done.returncode}: {other[-10:]}"
    problems = [line for line in other if "CRITICAL" in line or "WARNING" in line or "Error" in line]
    assert not problems, problems[:5]
    return json.loads(done.stdout.strip().splitlines()[-1]), frames


def test_destroying_the_widget_mid_animation_is_safe():
    result, frames = run_script("lifecycle.py", "destroy")
    assert result["moving_when_destroyed"], "the widget was not mid-animation when destroyed"
    assert result["finalized"], "the widget was not finalized"
    assert result["settings_watched_while_alive"] == ["gtk-font-name", "gtk-xft-dpi", "gtk-enable-animations"]
    assert result["settings_watched_after"] == [], "a destroyed widget still follows GtkSettings"
    assert frames and frames[-1]["moving"], "the last frame before the widget went was at rest"


@pytest.mark.parametrize("case", ["plain", "app", "moving"])
def test_created_and_destroyed_views_leave_nothing_behind(case):
    """Issue 50's "1 000 create/destroy cycles flat", by count: every cycle's view, widgets and
    controllers are finalized, and the objects that outlive the views (the window's frame clock,
    an app's adjustment, GtkSettings...) keep no handler of theirs, nor the main loop a source."""
    result, frames = run_script("cycles.py", case, "6")
    if case == "moving":
        assert any(f["moving"] for f in frames), "no view was destroyed mid-animation"
    assert result["alive"] == [], "not finalized after their cycle"
    start = result["start"]
    for cycle, after in enumerate(result["after"]):
        assert after["handlers"] == start["handlers"], f"handlers left connected by cycle {cycle}"
        assert after["sources"] <= start["sources"], f"main-loop sources left by cycle {cycle}"


def test_replacing_the_model_mid_animation_ends_on_the_new_model():
    result, frames = run_script("lifecycle.py", "replace")
    assert result["moving_when_replaced"], "the model was not replaced mid-animation"
    assert result["rows"] == result["new_model"]
    first_new = next(i for i, f in enumerate(frames) if any(r["title"] == "Lima" for r in f["rows"]))
    assert frames[first_new - 1]["moving"], "the model was replaced after the animation had ended"
    rest = [f for f in frames if not f["moving"] and f["rows"]][-1]
    assert titles(rest) == result["new_model"][:len(rest["rows"])]


def test_a_shown_property_that_notifies_crossfades_its_row_and_only_rows_in_the_frame_are_watched():
    result, frames = run_script("notify.py")
    assert result["watched_in_frame"], "the item of a row in the frame has no notify handler"
    assert result["watched_outside"] == [], "items of rows outside the frame are watched"
    assert result["rows"] == ["City 0", "Bjørgvin", "City 2"]
    assert any(r["title"] == "Bjørgvin" and 0 < r["content"] < 1 for f in frames for r in f["rows"]), \
        "the renamed row did not crossfade"
    # The old side shows what the row showed: the widget kept it, the item has only the new name.
    assert all(r.get("previousTitle") == "City 1" for f in frames for r in f["rows"]
               if r["title"] == "Bjørgvin" and 0 < r["content"] < 1), "the crossfade's old side is not the old name"


def test_keyboard_in_edit_mode_extends_selects_all_and_escape_leaves(example):
    frame, _ = example.wait_rest()
    example.click_button("Edit")
    example.wait_rest(example.mark(), "edit mode at rest", lambda f: f["editing"])
    x, y, width, _ = example.extents("list", "Items")
    bergen = next(r for r in frame["rows"] if r["title"] == "Bergen")
    since = example.mark()
    example.click(x + width / 2, y + bergen["y"] + bergen["height"] / 2)
    checked = lambda f: [r["title"] for r in sorted(f["rows"], key=lambda r: r["y"]) if r["checked"]]  # noqa: E731
    example.wait_rest(since, "Bergen checked", lambda f: checked(f) == ["Bergen"])
    since = example.mark()
    harness.sh("xdotool", "key", "shift+Down")
    example.wait_rest(since, "Shift+Down extending the selection", lambda f: checked(f) == ["Bergen", "Tromsø"])
    since = example.mark()
    harness.sh("xdotool", "key", "ctrl+a")
    example.wait_rest(since, "Ctrl+A selecting every row", lambda f: checked(f) == CITIES)
    assert "pressed" in example.extents_node(harness.TOGGLE_ROLE, "Edit")["states"]
    since = example.mark()
    harness.sh("xdotool", "key", "Escape")
    example.wait_rest(since, "Escape leaving edit mode", lambda f: not f["editing"])
    harness.poll(lambda: "pressed" not in example.extents_node(harness.TOGGLE_ROLE, "Edit")["states"],
                 "the Edit toggle following the editing property")


def test_animations_follow_gtk_enable_animations_live(c_example):
    with Example(c_example, name="embedding-c-animations", xsettings={"Gtk/EnableAnimations": 0}) as app:
        app.ready()
        since = app.mark()
        app.click_button("Sort A–Z")
        _, last = app.wait_rest(since, "the sorted rows", lambda f: titles(f) == SORTED)
        assert not any(f["moving"] for f in app.frames[since:last]), "a sort animated with animations off"
        since = app.mark()
        app.display.set_xsettings({"Gtk/EnableAnimations": 1})
        app.wait_frame(lambda f: True, since, "the frame shown when the setting changed")
        since = app.mark()
        app.click_button("Sort A–Z")
        _, last = app.wait_rest(since, "the unsorted rows", lambda f: titles(f) == CITIES)
        assert sum(f["moving"] for f in app.frames[since:last]) >= 5, "animations on again, the sort jumped"


def test_a_strip_drag_held_at_the_bottom_edge_scrolls_and_selects_every_row_passed():
    with Example("/usr/bin/python3", str(pathlib.Path(__file__).parent / "embedding" / "long_list.py"),
                 name="embedding-strip") as app:
        app.ready()
        start, _ = app.wait_rest(where=lambda f: f["editing"] and all(r["edit"] == 1 for r in f["rows"]))
        x, y, _, height = app.extents("list", "Items")
        strip_x = x + start["strip"]["x"] + start["strip"]["width"] / 2
        first = next(r for r in start["rows"] if r["title"] == "Row 1")
        shown = len([r for r in start["rows"] if r["y"] + r["height"] <= height])
        harness.sh("xdotool", "mousemove", str(int(app.origin[0] + strip_x)),
                   str(int(app.origin[1] + y + first["y"] + first["height"] / 2)), "mousedown", "1")
        for step in range(1, 11):   # down the strip to its bottom edge, and held there
            harness.sh("xdotool", "mousemove", str(int(app.origin[0] + strip_x)),
                       str(int(app.origin[1] + y + first["y"] + step * (height - 4 - first["y"]) / 10)))
        since = app.mark()
        app.wait_frame(lambda f: f["offset"] > 2 * height, since, "the list auto-scrolling under the held pointer")
        harness.sh("xdotool", "mouseup", "1")
        end, _ = app.wait_rest(app.mark())
        checked = sorted(int(r["title"].split()[1]) for r in end["rows"] if r["checked"])
        assert checked and checked == list(range(checked[0], checked[-1] + 1)), checked
        last = max(int(r["title"].split()[1]) for r in end["rows"] if r["checked"])
        assert last > shown + 10, f"the selection stopped at row {last}: no auto-scroll selection"
        told = [line for line in app.stdout if line.startswith("selection")]
        assert told, "the drag selected rows and the selection model emitted no selection-changed"
        positions = [int(p) for p in told[-1].split()[1:]]
        assert positions == list(range(1, last + 1)), \
            f"the selection model says {positions[:3]}…{positions[-3:]} after a drag from row 1 to row {last}"


def test_a_selection_set_through_the_selection_model_is_drawn():
    with Example("/usr/bin/python3", str(pathlib.Path(__file__).parent / "embedding" / "long_list.py"),
                 name="embedding-select-api") as app:
        app.ready()
        app.wait_rest(where=lambda f: f["editing"] and all(r["edit"] == 1 for r in f["rows"]))
        since = app.mark()
        app.click_button("Select row 3")
        app.wait_line("selection 3")
        app.wait_frame(lambda f: any(r["title"] == "Row 3" and r["checked"] for r in f["rows"]), since,
                       "row 3 drawn checked after select_item(3) at rest")
