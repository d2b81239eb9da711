"""LiListView's progress-driven deselection API and LiNavigationStack, used as an app would from
Python through the typelib (`make lib`), each script in its own process on the suite's display.
The scripts are in embedding/transition*.py; each prints what it read back."""
import os
import json
import pathlib
import re
import shutil
import subprocess

import harness
from steps import EXAMPLES, Script, env, run, run_json


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


def test_navigation_stack_pages_come_from_the_frames_the_list_shows():
    """A push and a pop in LiNavigationStack, traced: every frame the scene built was shown by the
    list (`built` counts up by one from each frame line to the next). The stack placing its pages
    from frames of its own, on ticks of its own, built frames the trace never showed."""
    script = pathlib.Path(__file__).parent / "embedding" / "transition_frames.py"
    done = subprocess.run(["/usr/bin/python3", str(script)], env=dict(env(), LI_DEBUG="frames"),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == {"mapped": True, "pushed": True, "popped": True}
    frames = [json.loads(line) for line in done.stderr.splitlines() if line.startswith('{"event":"frame"')]
    assert len(frames) >= 6, done.stderr[-3000:]   # shown: the model, the open row, the push, the pop
    built = [frame["built"] for frame in frames]
    gaps = [(a, b) for a, b in zip(built, built[1:]) if b != a + 1]
    assert gaps == [], f"frames built but not shown between trace lines: {gaps[:10]} of {len(built)} lines"


def test_scrub_held_at_half_leaves_the_opened_row_at_half_highlight_and_cancel_restores_it():
    script = Script(["/usr/bin/python3", pathlib.Path(__file__).parent / "embedding" / "transition_scrub.py"])
    try:
        ready = script.wait_for("ready", "the pushed page and the stack's slider")
        assert ready["opened"] == "Bergen"
        slider = ready["slider"]
        y = slider["y"] + slider["height"] / 2
        script.move(slider["x"] + 2, y)
        harness.sh("xdotool", "mousedown", "1")
        # Dragged to the middle and held there: the back transition follows the pointer.
        script.move(slider["x"] + slider["width"] / 4, y)
        script.move(slider["x"] + slider["width"] / 2, y)
        held = script.wait_for("progress", "the scrub at half", lambda e: abs(e["progress"] - 0.5) <= 0.03)
        assert held["opened"] == "Bergen" and abs(held["highlight"] - 0.5) <= 0.03, held
        # Held: a frame after the pointer moved 1 px along the slider's height, the progress has
        # not moved (a transition that ended on its own would be animating back).
        script.move(slider["x"] + slider["width"] / 2, y + 1)
        script.wait_for("motion", "the held pointer's echo", lambda e: e["y"] == round(y + 1))
        assert [e for e in script.seen if e["event"] == "progress"] == [], script.seen
        # Back to the start (the release waits for it: one handled before the motion would let go
        # at half) and let go: cancelled, the highlight comes back, the row stays open; two frames
        # after a 1 px move no progress has moved (a finishing transition would be under way).
        script.move(slider["x"], y)
        rest = script.wait_for("progress", "the scrub back at the start", lambda e: e["progress"] == 0)
        harness.sh("xdotool", "mouseup", "1")
        script.move(slider["x"], y + 1)
        script.wait_for("motion", "the released pointer's echo", lambda e: e["y"] == round(y + 1))
        assert [e for e in script.seen if e["event"] == "progress"] == [], script.seen
        assert rest["opened"] == "Bergen" and rest["highlight"] == 1, rest
    finally:
        harness.sh("xdotool", "mouseup", "1", check=False)
        script.close()


def test_a_binding_to_the_stacks_progress_follows_the_push_a_scrub_and_the_finishing_animation():
    """As an app binding its header to the gesture: the stack's `progress`, bound to an adjustment
    (embedding/transition_scrub.py --bind), rises with the push to 1; the slider dragged by
    xdotool to a quarter, a half and three quarters takes it down through 0.75, 0.5 and 0.25,
    the bound value equal at each notify; let go past half, the back transition finishes,
    animated, down to 0, and `transition-running` goes back to false."""
    script = Script(["/usr/bin/python3", pathlib.Path(__file__).parent / "embedding" / "transition_scrub.py", "--bind"])
    told = []

    def wait(what, accept):
        event = script.wait_for("stack", what, accept)
        told.extend(e for e in script.seen if e["event"] == "stack")
        return event

    try:
        ready = script.wait_for("ready", "the pushed page and the stack's slider")
        told.extend(e for e in script.seen if e["event"] == "stack")
        if not told or told[-1]["running"]:
            wait("the push at rest", lambda e: e["property"] == "transition-running" and not e["running"])
        assert told[-1]["progress"] == 1, told
        pushing = [e["progress"] for e in told if e["property"] == "progress"]
        # The push may be under way before the window's first frame: how many frames show it varies.
        assert pushing == sorted(pushing) and pushing[-1] == 1, pushing
        slider = ready["slider"]
        y = slider["y"] + slider["height"] / 2
        script.move(slider["x"] + 2, y)
        harness.sh("xdotool", "mousedown", "1")
        scrubbed = len(told)
        for part, progress in ((4, 0.75), (2, 0.5), (4 / 3, 0.25)):
            script.move(slider["x"] + slider["width"] / part, y)
            wait(f"the stack's progress at {progress}", lambda e, p=progress: abs(e["progress"] - p) <= 0.03)
        released = len(told)
        harness.sh("xdotool", "mouseup", "1")
        end = wait("the back transition finished", lambda e: e["property"] == "transition-running" and not e["running"])
        assert end["progress"] == end["bound"] == 0, end
        after = told[scrubbed:]
        assert all(e["bound"] == e["progress"] for e in told), told
        # Each notify finds both properties as the frame has them: between 0 and 1 a transition runs.
        assert all(e["running"] for e in told if 0 < e["progress"] < 1), told
        values = [e["progress"] for e in after if e["property"] == "progress"]
        scrubbed_values = [e["progress"] for e in told[scrubbed:released] if e["property"] == "progress"]
        assert scrubbed_values == sorted(scrubbed_values, reverse=True), values   # the pointer only went right
        # The finishing animation runs from where the pointer let go down to 0 (its spring is the
        # core's: not asserted monotonic here).
        finishing = [e["progress"] for e in told[released:] if e["property"] == "progress"]
        assert finishing and all(0 <= v <= scrubbed_values[-1] for v in finishing), values
        between = [v for v in values if 0 < v < 1]
        assert len(set(between)) >= 4, values
        running = [e["running"] for e in after if e["property"] == "transition-running"]
        assert running == [True, False], after
    finally:
        harness.sh("xdotool", "mouseup", "1", check=False)
        script.close()


def row(frame, title):
    return next((r for r in frame["rows"] if r["title"] == title), None)


def scrub_example(command, name):
    """The issue's check on an example: a real tap opens Bergen's page in the navigation stack;
    the stack's slider, pressed and dragged by xdotool to the middle and held, leaves the row's
    drawn highlight (the LI_DEBUG=frames trace) at half; back to the start and let go, the
    transition is cancelled and the highlight comes back."""
    script = Script(command, LI_DEBUG="frames")
    try:
        first = script.wait_for("frame", "a frame with Bergen's row", lambda e: row(e, "Bergen") is not None)
        bergen = row(first, "Bergen")
        script.move(first["origin"]["x"] + 60, first["origin"]["y"] + bergen["y"] + bergen["height"] / 2)
        harness.sh("xdotool", "click", "1")
        page = script.wait_for("page", "the detail page shown", lambda e: e["page"] == "detail")
        # While the page slid in, the list drew the opened row highlighted and selected.
        pushing = [row(e, "Bergen") for e in script.seen if e["event"] == "frame"]
        assert pushing and pushing[-1]["highlight"] == 1 and pushing[-1]["selected"], pushing[-1:]
        slider = page["slider"]
        y = slider["y"] + slider["height"] / 2
        script.move(slider["x"] + 1, y)
        harness.sh("xdotool", "mousedown", "1")
        script.move(slider["x"] + slider["width"] / 4, y)
        script.move(slider["x"] + slider["width"] / 2, y)
        half = script.wait_for("frame", "Bergen's highlight at half",
                               lambda e: abs((row(e, "Bergen") or {}).get("highlight", 9) - 0.5) <= 0.03)
        assert row(half, "Bergen")["opacity"] == 1, half
        seen_at_half(script, first, os.path.join(harness.ARTIFACTS, f"{name}-mid-scrub.png"))
        # Back to the start, still held: drawn fully highlighted but not yet selected again (the
        # release waits for this frame: a release handled before the motion would let go at half).
        script.move(slider["x"], y)
        script.wait_for("frame", "the scrub back at the start",
                        lambda e: (row(e, "Bergen") or {}).get("highlight") == 1)
        harness.sh("xdotool", "mouseup", "1")
        rest = script.wait_for("frame", "the cancelled scrub at rest, Bergen selected again",
                               lambda e: not e["moving"] and (row(e, "Bergen") or {}).get("selected"))
        assert row(rest, "Bergen")["highlight"] == 1, rest
        assert all(r["highlight"] == 0 for r in rest["rows"] if r["title"] != "Bergen"), rest
    finally:
        harness.sh("xdotool", "mouseup", "1", check=False)
        script.close()


def seen_at_half(script, first, path):
    """What a person sees with the slider held at half, read from screenshots until it is drawn:
    the pushed page is opaque over the stack's right half (only its background between a tenth
    and a third of the stack's width past the middle, across every row's line: no list row shows
    through), and the list beside it is shaded (its empty base below the rows darker than white).
    `first` is a frame at rest: the list's origin is the stack's leading edge."""
    left, top = first["origin"]["x"], first["origin"]["y"]
    width = script.size[0] - 2 * left   # the stack spans the window but for its frame, both sides
    xs = [left + width * f for f in (0.6, 0.7, 0.8)]
    ys = [top + r["y"] + r["height"] / 2 for r in first["rows"]] + [top + r["y"] + 1 for r in first["rows"]]
    below_rows = top + max(r["y"] + r["height"] for r in first["rows"]) + 20
    seen = {}

    def drawn():
        harness.sh("import", "-window", "root", path)
        shot = harness.Screenshot(path, script.origin)
        seen["page"] = {shot.pixel(x, y) for x in xs for y in ys}
        seen["list"] = shot.pixel(left + width / 4, below_rows)
        return len(seen["page"]) == 1 and seen["page"] != {(255, 255, 255)} and seen["list"][0] < 250

    harness.poll(drawn, "the opaque pushed page over a shaded list at half", context=lambda: f": {seen}")


def test_python_example_scrub_held_at_half_fades_the_tapped_row_to_half_and_a_cancel_restores_it():
    scrub_example(["/usr/bin/python3", EXAMPLES / "list-view.py"], "python-example")


def test_gjs_example_scrub_held_at_half_fades_the_tapped_row_to_half_and_a_cancel_restores_it():
    scrub_example(["gjs", "-m", EXAMPLES / "list-view.js"], "gjs-example")


def test_c_example_scrub_held_at_half_fades_the_tapped_row_to_half_and_a_cancel_restores_it(tmp_path):
    flags = run("pkg-config", "--cflags", "--libs", "list-interactions-1").stdout.split()
    binary = tmp_path / "list-view"
    run(shutil.which("cc") or "clang", "-Wall", "-Werror", str(EXAMPLES / "list-view.c"), *flags, "-o", str(binary))
    scrub_example([binary], "c-example")
