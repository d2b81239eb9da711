"""LiListView's `header` property, as an app uses it: a box with a button and a revealer above the
rows (Tests/gui/embedding/header.py), clicked with real pointer events (xdotool) under Xvfb. What
is drawn is read from the frame trace (`LI_DEBUG=frames`: each frame's `header` height and rows),
the header's natural height from the script (`natural N`, measured as the widget measures it)."""
import json
import pathlib
import sys

import harness

sys.path.insert(0, str(pathlib.Path(__file__).parent / "embedding"))
from example import Example  # noqa: E402

SCRIPT = pathlib.Path(__file__).parent / "embedding" / "header.py"


def first_y(frame):
    """The y of the first row ("Oslo"), the row right under the header."""
    return next(row["y"] for row in frame["rows"] if row["title"] == "Oslo")


def natural(app):
    """The header's natural height the script measured last."""
    lines = [line for line in app.stdout if line.startswith("natural ")]
    return float(lines[-1].split()[1]) if lines else None


def reports_natural(app, height):
    """Waits for the script's stdout to say `height` is the header's natural height: it prints on
    its window's tick, and its stdout is read apart from the frame trace (stderr), so a frame can
    arrive before the line that measured it."""
    harness.poll(lambda: natural(app) == height, f"the script measuring the header's natural height as {height}",
                 context=lambda: f" (last: {natural(app)})")


def change(app, button, what, until):
    """Clicks `button` and returns the frames from the click to the list at rest where `until(frame)`."""
    since = app.mark()
    app.click_button(button)
    _, last = app.wait_rest(since, what, until)
    return app.frames[since:last + 1]


def assert_rows_follow(frames, old, new, least):
    """Every frame's first row sits on the frame's header; it moves from `old` to `new` without
    stepping back, and at least `least` frames show it in between."""
    for frame in frames:
        assert abs(first_y(frame) - frame["header"]) < 0.02, f"the first row left the header: {frame}"
    ys = [first_y(f) for f in frames]
    step = 1 if new > old else -1
    assert all(step * (b - a) >= -0.01 for a, b in zip(ys, ys[1:])), f"the rows stepped back: {ys}"
    between = {f["time"] for f in frames if min(old, new) + 0.5 < first_y(f) < max(old, new) - 0.5}
    assert len(between) >= least, f"only {len(between)} frames between {old} and {new}: {ys}"
    assert ys[-1] == new
    return len(between)


def test_the_rows_follow_an_app_header_every_frame_and_a_destroyed_view_lets_it_go():
    with Example("/usr/bin/python3", str(SCRIPT), name="embedding-header") as app:
        app.ready()
        start, _ = app.wait_rest(what="the rows under the header", where=lambda f: f["rows"] and f["header"] > 0)
        closed = start["header"]
        assert first_y(start) == closed, "the first row is not at the header's height"
        reports_natural(app, closed)
        _, list_top, _, _ = app.extents("list", "Items")
        _, button_top, _, button_height = app.extents("push button", "More")
        assert list_top <= button_top and button_top + button_height <= list_top + closed, "the button is not in the header"

        # A press in the header is its widgets': the entry keeps the focus and takes the keys.
        x, y, width, height = app.extents("text", "Search")
        app.click(x + width / 2, y + height / 2)
        harness.sh("xdotool", "type", "--delay", "20", "Bod")
        app.wait_line("typed Bod")
        assert app.frames[-1]["header"] == closed and not app.frames[-1]["moving"]

        frames = change(app, "More", "the opened header at rest", lambda f: f["header"] > closed + 20)
        opened = frames[-1]["header"]
        reports_natural(app, opened)
        revealed = assert_rows_follow(frames, closed, opened, least=5)
        app.screenshot("embedding-header-opened")

        frames = change(app, "Longer title", "the wrapped title at rest", lambda f: f["header"] > opened + 10)
        wrapped = frames[-1]["header"]
        reports_natural(app, wrapped)
        wrapping = assert_rows_follow(frames, opened, wrapped, least=5)
        app.screenshot("embedding-header-wrapped")

        frames = change(app, "No header", "the rows back at the top", lambda f: f["header"] == 0)
        removed = assert_rows_follow(frames, wrapped, 0, least=5)
        assert not [n for n in app.widgets() if n["role"] == "push button" and n["name"] == "More"]

        app.click_button("Destroy")
        line = app._wait(lambda: next((l for l in app.stdout if l.startswith("destroyed ")), None), "the view destroyed")
        result = json.loads(line.split(" ", 1)[1])
        assert result == {"view_finalized": True, "header_finalized": True, "old_header_unparented": True}, result
        assert app.proc.wait(timeout=harness.WAIT) == 0
        problems = [l for l in app.other_stderr if "CRITICAL" in l or "WARNING" in l]
        assert not problems, problems
        print(f"frames between: revealer {revealed}, wrap {wrapping}, removal {removed}; "
              f"heights {closed} → {opened} → {wrapped} → 0")
