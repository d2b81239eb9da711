"""LiListView's LiRowFactory used as an app would, from Python (embedding/factory.py): the app's own widgets
in the rows (read through AT-SPI), pooled and recycled while a real wheel scrolls 1 000 items, each row as
high as its child measures, and a row whose label grows (its own Grow button, clicked with the pointer)
slides the rows below to their new places over several frames (the frame trace, `LI_DEBUG=frames`). And from C
through pkg-config (embedding/factory.c): the accessors, a reload binding its row again, a factory replaced,
teardown and the class handlers; and a Python subclass (embedding/factory_subclass.py)."""
import collections
import json
import pathlib
import shutil
import subprocess
import sys

import harness

sys.path.insert(0, str(pathlib.Path(__file__).parent / "embedding"))
from example import Example, titles  # noqa: E402
from steps import env, items_read, run, run_json, walk_middle_and_end  # noqa: E402

# A grown row's label, as embedding/factory.py sets it.
GROWN = "{}\nsecond line\nthird line\nfourth line\nfifth line"

SCRIPT = pathlib.Path(__file__).parent / "embedding" / "factory.py"
POOL_MARGIN = 4   # ListCanvas.poolMargin: pooled rows beyond the most a frame showed
UNMEASURED = 56   # ModelMirror's default height: rows not measured yet (the first frame shows them so)


def measured(frame):
    return bool(frame["rows"]) and all(row["height"] != UNMEASURED for row in frame["rows"])


def events(app, kind):
    return [line.split(" ", 1)[1] if " " in line else "" for line in list(app.stdout) if line.split(" ")[0] == kind]


def bound_now(app):
    """The items bound and not unbound, as a multiset."""
    count = collections.Counter(events(app, "bind"))
    count.subtract(collections.Counter(events(app, "unbind")))
    return +count


def test_app_widgets_in_recycled_rows_measured_and_sliding_when_one_grows():
    with Example("/usr/bin/python3", str(SCRIPT), name="embedding-factory") as app:
        app.ready()
        start, _ = app.wait_rest(what="the first rows measured, at rest", where=measured)
        # The app's widgets are in the rows: their labels and buttons are in the accessible tree.
        nodes = app.widgets()
        labels = {n["name"] for n in nodes if n["role"] == "label"}
        assert {"Item 0", "Item 1", "Item 2"} <= labels, sorted(labels)[:10]
        buttons = sorted((n for n in nodes if n["role"] == "push button" and n["name"] == "Grow" and "extents" in n),
                         key=lambda n: n["extents"][1])
        assert len(buttons) >= 5
        # Heights come from the child (one height for these alike rows).
        one_line = {n["extents"][3] for n in nodes if n["role"] == "label" and n["name"].startswith("Item ") and "extents" in n}
        assert len({row["height"] for row in start["rows"]}) == 1, start["rows"][:2]
        assert bound_now(app) == collections.Counter(titles(start)), "bound items are not the rows shown"

        # Scroll far down with the wheel: rows are recycled, not set up per item.
        harness.sh("xdotool", "mousemove", str(app.origin[0] + 100), str(app.origin[1] + 200))
        since = app.mark()
        harness.sh("xdotool", "click", "--repeat", "30", "--delay", "20", "5")
        harness.press_keys("F5")   # handled after every wheel event
        app.wait_line("key F5")
        end = app._wait(lambda: app.frames[-1] if not app.frames[-1]["moving"] and app.frames[-1]["offset"] > 1500
                        else None, "the scrolled rows at rest")
        last = len(app.frames) - 1
        most_shown = max(len(f["rows"]) for f in app.frames[:last + 1])
        setups = len(events(app, "setup"))
        binds = len(events(app, "bind"))
        assert setups <= most_shown + POOL_MARGIN, f"{setups} setups for at most {most_shown} rows shown"
        assert binds >= setups + 30, f"only {binds} binds for {setups} pooled rows: rows were not recycled"
        assert bound_now(app) == collections.Counter(titles(end)), "bind and unbind do not balance"

        # A row's child grows (its label gets three lines): the rows below slide down, animated.
        nodes = app.widgets()
        buttons = sorted((n for n in nodes if n["role"] == "push button" and n["name"] == "Grow" and "extents" in n
                          and n["extents"][1] > 60), key=lambda n: n["extents"][1])
        x, y, width, height = buttons[0]["extents"]
        rows = sorted(end["rows"], key=lambda r: r["y"])
        top = y - app.origin[1] - end["origin"]["y"] + 1   # the button's top in the list
        grown = next(r for r in rows if r["y"] <= top < r["y"] + r["height"])
        below = next(r for r in rows if r["y"] > grown["y"])
        since = app.mark()
        harness.sh("xdotool", "mousemove", str(int(x + width / 2)), str(int(y + height / 2)), "click", "1")
        app.wait_line(f"grew {grown['title']}")
        after, last = app.wait_rest(since, "the grown row at rest",
                                    lambda f: any(r["id"] == grown["id"] and r["height"] > grown["height"] + 20
                                                  for r in f["rows"]))
        new_height = next(r["height"] for r in after["rows"] if r["id"] == grown["id"])
        old_y = below["y"]
        new_y = next(r["y"] for r in after["rows"] if r["id"] == below["id"])
        assert new_y == old_y + new_height - grown["height"]
        sliding = [f for f in app.frames[since:last] if any(r["id"] == below["id"] and old_y + 1 < r["y"] < new_y - 1
                                                            for r in f["rows"])]
        assert len(sliding) >= 3, f"only {len(sliding)} frames show the row below between {old_y} and {new_y}"
        # The row pushed out of view at the bottom was unbound.
        assert len(after["rows"]) < len(end["rows"]) or after["offset"] != end["offset"]
        assert bound_now(app) == collections.Counter(titles(after)), "a row that left the view is still bound"
        # By exactly what its label grew: the height is the child's measure.
        grown_lines = [n["extents"][3] for n in app.widgets() if n["role"] == "label"
                       and n["name"] == GROWN.format(grown['title']) and "extents" in n]
        assert len(grown_lines) == 1 and len(one_line) == 1, (grown_lines, one_line)
        assert new_height - grown["height"] == grown_lines[0] - one_line.pop()
        app.screenshot("embedding-factory-grown")


def test_rows_measured_for_the_first_time_mid_sort_land_while_it_animates():
    with Example("/usr/bin/python3", str(SCRIPT), "--varied", name="embedding-factory-varied") as app:
        app.ready()
        start, _ = app.wait_rest(what="the first rows measured, at rest", where=measured)
        assert len({row["height"] for row in start["rows"]}) == 2, "odd rows are not taller"
        slots = {row["id"] for row in start["rows"]}
        since = app.mark()
        harness.sh("xdotool", "mousemove", str(app.origin[0] + 100), str(app.origin[1] + 200), "key", "F6")
        app.wait_line("key F6")   # reversed: Item 999 and on, never bound yet, come into view
        end, last = app.wait_rest(since, "the reversed rows at rest", lambda f: titles(f)[:1] == ["Item 999"])
        # A reorder this far crossfades the rows in view; the rows measured meanwhile do not cut it short.
        fading = [f for f in app.frames[since:last] if any(r["id"] in slots and 0 < r["opacity"] < 1 for r in f["rows"])]
        assert len(fading) >= 5, f"only {len(fading)} frames show the first rows fading out"
        # Measured while rows moved (not only once they came to rest): the first frame at rest is exact.
        heights = {r["title"]: r["height"] for r in end["rows"]}
        assert heights["Item 998"] == heights["Item 996"] < heights["Item 999"] == heights["Item 997"], heights
        # The rows that came in at the estimate (one of the two heights) grew or shrank to theirs while the list moved.
        low, high = sorted({r["height"] for r in start["rows"]})
        between = [f for f in app.frames[since:last] if f["moving"] and any(low < r["height"] < high for r in f["rows"])]
        assert between, "the new rows took their heights only once the list was at rest"


def heights_kept(app):
    """How many items' measured heights the view keeps: its last `heights` line (LI_DEBUG=frames)."""
    lines = [json.loads(line) for line in list(app.other_stderr) if line.startswith('{"event":"heights"')]
    return lines[-1]["measured"] if lines else None


def test_heights_of_items_that_left_the_model_are_forgotten():
    with Example("/usr/bin/python3", str(SCRIPT), name="embedding-factory-forget") as app:
        app.ready()
        start, _ = app.wait_rest(what="the first rows measured, at rest", where=measured)
        # Rows that came into view at the estimate (the median of the first measured, as high as these alike
        # rows) move nothing when measured, so no frame follows their measure: the `heights` line tells it.
        app._wait(lambda: True if (heights_kept(app) or 0) >= len(start["rows"]) else None,
                  f"the heights of the {len(start['rows'])} rows shown kept")
        assert all(int(title.split()[1]) < 20 for title in titles(start)), titles(start)
        # The first 20 items go, every row shown among them: the rows from Item 20 come in and are measured.
        since = app.mark()
        harness.press_keys("F7")
        app.wait_line("key F7")
        app.wait_rest(since, "Item 20 and on measured, at rest", lambda f: titles(f)[:1] == ["Item 20"] and measured(f))
        in_model = {name for name in events(app, "bind") if int(name.split()[1]) >= 20}
        assert 0 < heights_kept(app) <= len(in_model), (heights_kept(app), sorted(in_model))
        # Every item goes.
        since = app.mark()
        harness.press_keys("F8")
        app.wait_line("key F8")
        app.wait_rest(since, "no rows left, at rest", lambda f: not f["rows"])
        assert heights_kept(app) == 0


def test_c_factory_binds_rebinds_on_reload_and_unbinds_when_replaced(tmp_path):
    flags = run("pkg-config", "--cflags", "--libs", "list-interactions-1").stdout.split()
    binary = tmp_path / "factory"
    source = pathlib.Path(__file__).parent / "embedding" / "factory.c"
    run(shutil.which("cc") or "clang", "-Wall", "-Werror", str(source), *flags, "-o", str(binary))
    done = subprocess.run([str(binary)], env=dict(env(), LI_DEBUG="frames"), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"exited {done.returncode}: {done.stdout}{done.stderr[-2000:]}"
    lines = done.stdout.splitlines()
    assert lines == [f"ok {what}" for what in (
        "factory", "setups are the rows in view", "every row bound", "a reload binds its row again", "with its item",
        "no factory: every bound row unbound", "no factory: every pooled row torn down, unbound, with its child",
        "a new factory sets the pool up again", "destroyed: every bound row unbound",
        "destroyed: every pooled row torn down")], lines
    # Each phase's last frame: the factory's rows are as high as their label, the title rows as their fonts say.
    last = {}
    phase = "factory rows"
    for line in done.stderr.splitlines():
        if line.startswith("phase "):
            phase = line.split(" ", 1)[1] + (" again" if line.endswith("factory rows") else "")
        elif line.startswith('{"event":"frame"') and json.loads(line)["rows"]:
            last[phase] = {row["height"] for row in json.loads(line)["rows"]}
    assert len(last["factory rows"]) == 1 and last["factory rows"] == last["factory rows again"], last
    assert len(last["title rows"]) == 1 and last["title rows"] != last["factory rows"], last


def test_python_subclass_makes_rows_with_class_handlers_and_tears_every_pooled_row_down():
    """LiRowFactory's class offsets from Python (embedding/factory_subclass.py): the do_ handlers of a
    subclass set up and bind the rows with no signal connected; unsetting the factory unbinds and
    tears down every pooled row (unbound, its child still set), and so does destroying the window."""
    result, _ = run_json("factory_subclass.py")
    assert result["shown"] and result["unset"] and result["destroyed"], result
    in_view = result["in_view"]
    assert 3 < in_view["setup"] < 40 and in_view["bind"] >= in_view["setup"] and in_view["teardown"] == 0, in_view
    for counts in (result["after_unset"], result["after_destroy"]):
        assert counts["bind"] == counts["unbind"] and counts["bound"] == 0, counts
        assert counts["teardown"] == counts["setup"] > 3 and counts["teardown_mismatches"] == 0, counts


def lines_of(title):
    """How many lines embedding/factory.py --many gives an item's label."""
    return 2 * (int(title.split()[1]) % 3) + 1


def heights_by_lines(frame):
    """The heights of a frame's rows by their label's lines: {1: {h}, 3: {h}, 5: {h}}, one height each once measured."""
    found = collections.defaultdict(set)
    for row in frame["rows"]:
        found[lines_of(row["title"])].add(row["height"])
    return found


def test_factory_rows_of_100k_items_of_varying_height_are_windowed_measured_and_still():
    """A factory's rows over 100 000 items of one, three or five lines (embedding/factory.py --many, a model
    that makes each item when first read) are windowed: the view reads the rows around the viewport only
    (the whole-list mirror read all 100 000 before its first frame), and keeps no height per item (the
    `heights` trace line: never more measured heights than its window's and `limit`). scroll_to the middle
    and to the last item lands there with every row as high as its child measures (the rows not measured
    counted at the estimate), and while a wheel scrolls up into rows never measured, the rows on screen
    never move against the wheel: the rows above turn from the estimate to their height without shifting
    the reader's row."""
    with Example("/usr/bin/python3", str(SCRIPT), "--many", name="embedding-factory-many") as app:
        app.ready()
        start, _ = app.wait_rest(what="the first rows measured, at rest", where=measured)
        read = items_read(app)
        assert read <= 200, f"the view read {read} of 100 000 items for its first rows"
        by_lines = heights_by_lines(start)
        assert all(len(heights) == 1 for heights in by_lines.values()), by_lines
        one, three, five = (by_lines[n].copy().pop() for n in (1, 3, 5))
        assert one < three < five, by_lines
        heights = {1: one, 3: three, 5: five}

        def exact(frame):
            return measured(frame) and all(row["height"] == heights[lines_of(row["title"])] for row in frame["rows"])

        # The middle, a wheel up into rows never measured, the end: at most 1 000 items read, no height per item.
        _, _, end = walk_middle_and_end(app, exact, "embedding-factory-many")
        bottom = max(end["rows"], key=lambda r: r["y"])
        assert bottom["title"] == "Item 99999" and bottom["height"] == one, bottom
        assert len(heights_by_lines(end)) == 3, heights_by_lines(end)
