"""Steps and fixtures the GUI tests share: a test module imports its helpers from here (or from
the harness), never from another test module."""
import collections
import csv
import json
import os
import pathlib
import queue
import random
import subprocess
import sys
import threading
import time
import unicodedata

import harness
from harness import BINARY, ROOT, Display, accessible_tree, sh
from harness import press_keys as harness_press_keys


# First written for test_accessibility.py
tree = accessible_tree   # (harness: atspi_tree.py in a fresh /usr/bin/python3)


# First written for test_batch_sort_header.py
CITIES = os.path.join(ROOT, "Resources", "cities.csv")


def slug(name):
    """The app's row ids for the cities file: accents dropped, lowercase, dashes."""
    decomposed = unicodedata.normalize("NFKD", name)
    out, dash = [], False
    for ch in decomposed.lower():
        if unicodedata.combining(ch):
            continue
        if ch.isalnum():
            out.append(ch)
            dash = False
        elif not dash and out:
            out.append("-")
            dash = True
    return "".join(out).strip("-") or "row"


def city_rows():
    """(id, population) in file order; a repeated name gets "-2", "-3"… like the app."""
    with open(CITIES, newline="", encoding="utf-8") as f:
        records = list(csv.DictReader(f))
    seen, rows = {}, []
    for record in records:
        base = slug(record["name"])
        seen[base] = seen.get(base, 0) + 1
        rows.append((base if seen[base] == 1 else f"{base}-{seen[base]}", int(record["population"])))
    return rows


def cities_by_population(descending):
    # Python's sort is stable, as the app's is (descending keeps file order among equals too).
    return [i for i, _ in sorted(city_rows(), key=lambda r: r[1], reverse=descending)]


def splitmix64_mix(index):
    """ListCore's SplitMix64.mix: the generated rows' values are mix(index) % 100 000."""
    mask = (1 << 64) - 1
    z = (index + 0x9E3779B97F4A7C15) & mask
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return z ^ (z >> 31)


def generated_by_value(count, descending=False):
    """Ids of `--rows count` sorted by their value column, ties in index order."""
    values = [splitmix64_mix(i) % 100_000 for i in range(count)]
    order = sorted(range(count), key=lambda i: -values[i] if descending else values[i])
    return [f"row-{i}" for i in order]


def open_sort_menu_at(app, downs):
    """Opens the sort menu with a click and moves its highlight `downs` items down."""
    button = app.ready["sortButton"]
    since = app.mark()
    app.click(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
    app.wait_event("menu", since, open=True, what="the sort menu opening")
    for _ in range(downs):
        app.key("Down")


def open_sort_menu_and_choose(app, downs):
    open_sort_menu_at(app, downs)
    app.close_menu("Return")


# First written for test_cli.py
def assert_clean_failure(args, needle):
    """Runs the app with `args` (and --debug) on its own display: it must exit 2 with one line
    naming `needle` on stderr, and never open a window or print a ready event."""
    with Display() as display:
        env = dict(os.environ, GDK_BACKEND="x11", GTK_A11Y="none", **display.env)
        proc = subprocess.Popen([BINARY, "--debug", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, env=env)
        try:
            deadline = time.time() + 20
            while proc.poll() is None and time.time() < deadline:
                windows = sh("xdotool", "search", "--onlyvisible", "--pid", str(proc.pid), check=False)
                assert not windows, f"{args}: a window opened before the error"
                time.sleep(0.05)   # a poll interval: watching that no window opens before the exit
            assert proc.poll() is not None, f"{args}: still running after 20 s (a window is waiting?)"
            stdout, stderr = proc.communicate(timeout=5)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=5)
    assert proc.returncode == 2, f"{args}: exit {proc.returncode}: {stderr!r}"
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, f"{args}: expected one line on stderr, got {lines}"
    assert needle in lines[0], lines[0]
    assert stdout == "", f"{args}: nothing may start (no ready event): {stdout[:200]!r}"
    return lines[0]


# First written for test_contrast.py
def luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def crop(path, x, y, w, h):
    raw = subprocess.run(["convert", path, "-crop", f"{w}x{h}+{x}+{y}", "+repage", "-depth", "8", "rgb:-"],
                         check=True, capture_output=True).stdout
    return [tuple(raw[i:i + 3]) for i in range(0, len(raw) - 2, 3)]


# First written for test_drag_select.py
def start_editing(app, size=(560, 790)):
    # Taller than the default window, so ten rows fit between the auto-scroll zones (`size=None`
    # keeps the window, and the header bar buttons where `ready` saw them).
    if size:
        app.resize(*size)
    layout = enter_edit_mode(app)
    # The selection bar slides in and takes room from the list: aim with the geometry it left.
    app.ready.update({k: layout[k] for k in ("list", "strip", "rows")})
    return layout


def strip_x(app):  # the middle of the strip
    strip = app.ready["strip"]
    return strip["x"] + strip["width"] / 2


def center(row):
    return row["y"] + row["height"] / 2


def drag_rows(app, rows, step=6):
    """Presses on the first row and moves through the centres of the others in small steps."""
    x = strip_x(app)
    points = [(x, center(rows[0]))]
    for row in rows[1:]:
        last_y = points[-1][1]
        target = center(row)
        n = max(1, int(abs(target - last_y) / step))
        points += [(x, last_y + (target - last_y) * i / n) for i in range(1, n + 1)]
    app.drag(points, step_delay=0.01)


def clear_of_zones(app, count):
    """`count` consecutive visible rows whose centres lie outside the 40 px auto-scroll zones,
    so the drag tests selection alone."""
    top = app.ready["list"]["y"] + 40
    bottom = app.ready["list"]["y"] + app.ready["list"]["height"] - 40
    rows = app.ready["rows"]
    for start in range(len(rows) - count + 1):
        window = rows[start:start + count]
        if center(window[0]) > top and center(window[-1]) < bottom:
            return window
    raise AssertionError(f"no {count} rows clear of the scroll zones in {rows}")


# First written for test_embedding.py
sys.path.insert(0, str(pathlib.Path(__file__).parent / "embedding"))
from example import LIB, library_env, titles  # noqa: E402,F401 (LIB: for the tests)

EXAMPLES = pathlib.Path(ROOT) / "docs" / "examples"
CITIES_AFTER_EDIT = ["Alta", "Oslo", "Tromsø", "Stavanger", "Bodø", "Arendal", "Drammen", "Kristiansand", "Hamar",
                     "Molde", "Narvik", "Lillehammer"]


def barrier(app, key="F5"):
    """Every input event sent to an embedding example (`example.Example`) before this key was
    handled: the window saw the key after them (the example prints `key NAME` for each key)."""
    count = app.stdout.count(f"key {key}")
    harness_press_keys(key)
    app._wait(lambda: True if app.stdout.count(f"key {key}") > count else None, f"key {key} seen")


def stdout_lines(app, kind):
    """The example's stdout lines whose first word is `kind`."""
    return [line for line in list(app.stdout) if line.split(" ")[0] == kind]


def items_read(app):
    """How many items an embedding example whose model makes each item when first read
    (embedding/made_model.py: factory.py --many, subtitles.py) says the view ever read (F11: `read N`)."""
    barrier(app, "F11")
    return int(stdout_lines(app, "read")[-1].split()[1])


def moved_against_wheel_up(frames):
    """The rows that moved up between two frames in a row of `frames` (a wheel scrolling up moves rows
    down or leaves them): `(title, y before, y after)`, none when every row kept still or went down."""
    moved = []
    for before, after in zip(frames, frames[1:]):
        placed = {r["id"]: r["y"] for r in before["rows"]}
        moved += [(r["title"], placed[r["id"]], r["y"]) for r in after["rows"]
                  if r["id"] in placed and r["y"] < placed[r["id"]] - 0.5]
    return moved


def walk_middle_and_end(app, exact, name):
    """For the examples over 100 000 items whose model makes each item when first read (embedding/factory.py
    --many, subtitles.py: F10 scroll_to item 50 000 at the top, F9 the last item at the bottom): the middle, a
    wheel up from there into rows never shown, and the end, each waited for at rest with `exact(frame)` (every
    row in view at its height). Asserts Item 50000 at the top in the middle, no row moving against the wheel
    (rows above the reader's turning from the estimate to their height shift nothing on screen), the view
    having read at most 1 000 items, and its `heights` trace lines within the window's and `limit` (no height
    kept per item). Screenshots `{name}-middle` and `{name}-end`; returns the frames (middle, up, end)."""
    since = app.mark()
    harness.sh("xdotool", "mousemove", str(app.origin[0] + 100), str(app.origin[1] + 200), "key", "F10")
    app.wait_line("key F10")
    middle, _ = app.wait_rest(since, "Item 50000 at the top, every row at its height",
                              lambda f: titles(f)[:1] == ["Item 50000"] and exact(f))
    top = next(r for r in middle["rows"] if r["title"] == "Item 50000")
    assert top["y"] == 0, top
    app.screenshot(f"{name}-middle")

    since = app.mark()
    harness.sh("xdotool", "click", "--repeat", "6", "--delay", "40", "4")
    barrier(app)
    up, last = app.wait_rest(since, "scrolled up, at rest", lambda f: "Item 50000" not in titles(f)[:1] and exact(f))
    moved_up = moved_against_wheel_up(app.frames[since:last + 1])
    assert not moved_up, f"rows moved against the wheel (up) between frames: {moved_up[:4]}"
    assert int(titles(up)[0].split()[1]) < 50000, titles(up)[:3]

    since = app.mark()
    barrier(app, "F9")
    end, _ = app.wait_rest(since, "Item 99999 at the bottom, every row at its height",
                           lambda f: titles(f)[-1:] == ["Item 99999"] and exact(f))
    app.screenshot(f"{name}-end")

    read = items_read(app)
    assert read <= 1000, f"the view read {read} of 100 000 items to show three places"
    lines = [json.loads(line) for line in list(app.other_stderr) if line.startswith('{"event":"heights"')]
    assert lines, "no heights line in the trace"
    assert all(line["measured"] <= line["limit"] + line["window"] for line in lines), lines[-3:]
    assert max(line["measured"] for line in lines) < 1000, lines[-3:]
    return middle, up, end


def env():
    """The environment of a process that loads the library (under `make test-asan`, ASan preloaded)."""
    return dict(os.environ, **library_env())


def run(*args, timeout=120, **extra_env):
    done = subprocess.run(args, env=dict(env(), **extra_env), capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{args} exited {done.returncode}:\n{done.stderr[-3000:]}"
    return done


def run_json(script, *args):
    done = run("/usr/bin/python3", str(pathlib.Path(__file__).parent / "embedding" / script), *args)
    return json.loads(done.stdout.strip().splitlines()[-1]), done.stderr


# First written for test_large_csv.py
ROWS = 140_000   # about 9 MB: over the 8 MB background threshold


def write_csv(path, bad_line=None, rows=ROWS):
    """Writes the file (cities: name, country, population, description); returns each row's
    population. The memory bench writes its 1M-row file with it too."""
    rng = random.Random(7)
    populations = []
    with open(path, "w") as f:
        f.write("name,country,population,description\n")
        for i in range(rows):
            populations.append(rng.randint(1000, 40_000_000))
            line = f"City {i},Country {i % 50},{populations[-1]},A city numbered {i} with a long enough description\n"
            if bad_line is not None and i + 2 == bad_line:
                line = line.rstrip("\n") + ",extra\n"
            f.write(line)
    return populations


# First written for test_live_settings.py
def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def scheme_keyfile(home, scheme):
    write(os.path.join(home, "glib-2.0", "settings", "keyfile"),
          f"[org/gnome/desktop/interface]\ncolor-scheme='{scheme}'\n")


# First written for test_navigation.py
def row_center(app, index):
    row = app.ready["rows"][index]
    x = app.ready["list"]["x"] + app.ready["list"]["width"] * 0.6
    return row, x, row["y"] + row["height"] / 2


def open_detail(app, index=2):
    row, x, y = row_center(app, index)
    app.click(x, y)
    page = app.wait_for("page", page="detail")
    return row, page["slider"]


def slider_x(slider, fraction):
    # GtkScale keeps a few pixels of the trough for the knob at each end.
    inset = 10
    return slider["x"] + inset + (slider["width"] - 2 * inset) * fraction


def last_progress(app):
    updates = [e["progress"] for e in app.log if e.get("event") == "transition" and "progress" in e]
    return updates[-1]


# First written for test_search_undo.py
def enter_edit_mode(app):
    """Ctrl+E over the list; returns the geometry the edit-mode bar left (its `selectionbar` event)."""
    list_rect = app.ready["list"]
    app.move(list_rect["x"] + list_rect["width"] / 2, list_rect["y"] + 40)
    since = app.mark()
    app.key("ctrl+e")
    app.wait_for("editing", editing=True)
    return app.wait_event("selectionbar", since, revealed=True, what="the edit-mode bar sliding in")


def settle_after(app, key, **batch):
    """Presses `key`, waits for the batch it makes (`batch`: its counts) and for the rows to rest."""
    app.key(key)
    app.wait_for("batch", **batch)
    app.wait_for("idle")


def delete_rows(app, indices):
    """Selects the visible rows at `indices` in edit mode and deletes them; returns their ids."""
    enter_edit_mode(app)
    x = app.ready["list"]["x"] + app.ready["list"]["width"] * 0.6
    rows = [app.ready["rows"][i] for i in indices]
    for row in rows:
        app.click(x, row["y"] + row["height"] / 2)
    settle_after(app, "Delete", deleted=len(rows))
    return [row["id"] for row in rows]


def commit_sql(path, *statements):
    """Commits `statements` from another process (Python's sqlite3, WAL mode), as another program would."""
    script = ("import sqlite3, sys\n"
              "db = sqlite3.connect(sys.argv[1]); db.execute('PRAGMA journal_mode=WAL')\n"
              "for s in sys.argv[2:]: db.execute(s)\n"
              "db.commit(); db.close()\n")
    subprocess.run([sys.executable, "-c", script, path, *statements], check=True, timeout=20)


class Script:
    """An embedding script or example on its own display, its JSON Lines events (stdout, and the
    LI_DEBUG trace on stderr) read as they come; other stdout lines come as `{"event": "say"}`."""

    def __init__(self, command, **extra_env):
        self.display = harness.Display()
        run_env = dict(env(), GDK_BACKEND="x11", GSK_RENDERER="cairo", NO_AT_BRIDGE="1", **self.display.env,
                       **extra_env)
        self.proc = harness._track(subprocess.Popen(
            [str(part) for part in command], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=run_env))
        self.events = queue.Queue()
        self.stderr_tail = collections.deque(maxlen=50)
        threading.Thread(target=self._read, args=(self.proc.stdout,), daemon=True).start()
        threading.Thread(target=self._read, args=(self.proc.stderr,), daemon=True).start()
        self.window = harness.poll(lambda: (harness.sh("xdotool", "search", "--onlyvisible", "--pid",
                                                       str(self.proc.pid), check=False).split() or [None])[-1],
                                   "the script's window")
        geometry = dict(line.split("=") for line in
                        harness.sh("xdotool", "getwindowgeometry", "--shell", self.window).splitlines())
        self.origin = (int(geometry["X"]), int(geometry["Y"]))
        self.size = (int(geometry["WIDTH"]), int(geometry["HEIGHT"]))

    def _read(self, stream):
        for line in stream:
            if line.startswith("{"):
                self.events.put(json.loads(line))
            elif stream is self.proc.stdout:
                self.events.put({"event": "say", "text": line.strip()})
            else:
                self.stderr_tail.append(line)
        self.events.put(None)

    def wait_for(self, name, what, accept=lambda event: True):
        deadline = time.monotonic() + harness.WAIT
        seen = []
        while time.monotonic() < deadline:
            try:
                event = self.events.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            assert event is not None, f"the script ended waiting for {what}: {''.join(self.stderr_tail)}"
            seen.append(event)
            if event["event"] == name and accept(event):
                self.seen = seen
                return event
        raise AssertionError(f"no {what} within {harness.WAIT}s; last events: {seen[-5:]}")

    def move(self, x, y):
        harness.sh("xdotool", "mousemove", str(int(round(x)) + self.origin[0]), str(int(round(y)) + self.origin[1]))

    def close(self):
        harness._end(self.proc)
        self.display.close()
