"""LiListView's sections used as an app would from Python (embedding/sections.py) with real pointer,
wheel and key events: with `section-property` a header row comes before each section (in the frame
trace and on screen), the top section's header sticks to the top while the wheel scrolls and the
next header pushes it up, a re-sort that moves items between sections slides them while the header
of the section that empties fades out and the new section's fades in, a click gives `activate` with
the item's model position, and headers are never selected. On GTK >= 4.12 a GtkSortListModel's
section sorter gives the same sections through a header factory, and a new sorter animates."""
import pathlib
import shutil
import subprocess
import sys

import pytest

import harness

sys.path.insert(0, str(pathlib.Path(__file__).parent / "embedding"))
from example import Example  # noqa: E402
from steps import barrier, env, run  # noqa: E402
from steps import stdout_lines as lines  # noqa: E402

SCRIPT = pathlib.Path(__file__).parent / "embedding" / "sections.py"
DAYS = ["Mon", "Tue", "Thu", "Fri"]


def model_titles():
    return [f"{'abcd'[d]}{i}" for d in range(4) for i in range(8)]


def headers(frame):
    return [r for r in frame["rows"] if r.get("header")]


def row(frame, title):
    """The item row titled `title` (a section model's header rows are titled after an item too)."""
    return next((r for r in frame["rows"] if r["title"] == title and not r.get("header")), None)


def point(app, frame, r, x=200):
    return (app.origin[0] + frame["origin"]["x"] + x, app.origin[1] + frame["origin"]["y"] + r["y"] + r["height"] / 2)


def click(p):
    harness.sh("xdotool", "mousemove", str(int(p[0])), str(int(p[1])), "click", "1")


def check_sections_in_order(frame, letters="abcd", header_title=lambda letter: DAYS["abcd".index(letter)]):
    """The frame's rows from the top: each section's header, then its items, in model order
    (sections of the items `letters`, in that order)."""
    expected = []
    for letter in letters:
        expected += [("header", header_title(letter))] + [("item", f"{letter}{i}") for i in range(8)]
    shown = [("header" if r.get("header") else "item", r["title"]) for r in sorted(frame["rows"], key=lambda r: r["y"])]
    assert shown == expected[:len(shown)], shown
    assert len(shown) >= 10, "the window shows at least the first section and the next header"
    tops = [r["y"] for r in sorted(frame["rows"], key=lambda r: r["y"])]
    assert all(b > a for a, b in zip(tops, tops[1:])), "rows overlap"


def test_section_property_headers_sticky_resort_activate_and_selection():
    with Example("/usr/bin/python3", str(SCRIPT), name="embedding-sections") as app:
        app.ready()
        frame, _ = app.wait_rest()
        check_sections_in_order(frame)
        assert "stuck" not in frame, "nothing is stuck while the first header is in place"
        app.screenshot("embedding-sections")
        # Over AT-SPI the headers are row headers (as GtkListView's header widgets), the items list items.
        nodes = app.widgets()
        row_headers = {n["name"] for n in nodes if n["role"] == "row header"}
        assert {"Mon", "Tue"} <= row_headers, sorted({(n["role"], n["name"]) for n in nodes})
        items = {n["name"] for n in nodes if n["role"] == "list item"}
        assert "a0" in items and not items & {"Mon", "Tue"}, items

        # A click on an item row: activate with its MODEL position (the rows above count two headers).
        b1 = row(frame, "b1")
        assert b1 is not None
        click(point(app, frame, b1))
        app.wait_line("activate 9 b1")
        since = app.mark()
        barrier(app, "F9")
        app.wait_rest(since, "the activated row closed", where=lambda f: all(r["highlight"] == 0 for r in f["rows"]))
        # A click on a header: nothing activated, nothing selected.
        tue = next(r for r in headers(frame) if r["title"] == "Tue")
        since = app.mark()
        click(point(app, frame, tue))
        barrier(app)
        assert lines(app, "activate") == ["activate 9 b1"], app.stdout
        assert not any(r["selected"] for r in app.frames[-1]["rows"])
        # Select all through the selection model: 32 items, the headers left out.
        barrier(app, "F7")
        app.wait_line("selected 32")
        selected = app.wait_frame(lambda f: any(r["selected"] for r in f["rows"]), since, "the selection shown")
        assert all(r["selected"] != bool(r.get("header")) for r in selected["rows"]), selected["rows"]

        # F6: the re-sort. "Mon" empties (a0..a7 go to Tue and the new Wed), the items slide.
        rest, rest_index = app.wait_rest()
        before = {r["title"]: r["y"] for r in rest["rows"]}
        since = app.mark()
        barrier(app, "F6")
        after, after_index = app.wait_rest(since + 1, "the re-sort at rest")
        frames = app.frames[since:after_index + 1]
        assert [h["title"] for h in sorted(headers(after), key=lambda r: r["y"])][:2] == ["Tue", "Wed"], after
        # a1 goes from Monday's section to Wednesday's: it slides between its places in >= 3 frames.
        new = row(after, "a1")
        old = before["a1"]
        if new is not None:
            lo, hi = sorted((old, new["y"]))
            between = [f for f in frames if (r := row(f, "a1")) and lo + 1 < r["y"] < hi - 1]
            assert len(between) >= 3, [row(f, "a1") for f in frames]
        else:   # scrolled out of the window: it slid away from its old place
            assert sum(1 for f in frames if (r := row(f, "a1")) and r["y"] > old + 1) >= 3
        fading_out = [r["opacity"] for f in frames for r in headers(f) if r["title"] == "Mon"]
        assert any(0 < o < 1 for o in fading_out), f"Monday's header did not fade out: {fading_out}"
        assert "Mon" not in [h["title"] for h in headers(after)]
        fading_in = [r["opacity"] for f in frames for r in headers(f) if r["title"] == "Wed"]
        assert any(0 < o < 1 for o in fading_in), f"Wednesday's header did not fade in: {fading_in}"

        # Real wheel notches over the list: the current section's header sticks, the next pushes it.
        x, y = point(app, after, after["rows"][3])
        harness.sh("xdotool", "mousemove", str(int(x)), str(int(y)))
        pushed = None
        stuck_frames = []
        for _ in range(40):
            since = app.mark()
            harness.sh("xdotool", "click", "5")
            frame, _ = app.wait_rest(since, "the wheel at rest")
            for f in app.frames[since:]:
                stuck = f.get("stuck")
                if not stuck:
                    continue
                stuck_frames.append(f)
                # The stuck header is drawn at the top; the section of the first item under it is its section.
                items = sorted((r for r in f["rows"] if not r.get("header") and r["y"] + r["height"] > stuck["y"] + stuck["height"]),
                               key=lambda r: r["y"])
                if stuck["y"] < 0 and pushed is None:
                    following = [h for h in headers(f) if h["id"] != stuck["id"] and h["y"] > stuck["y"]]
                    assert following and abs(min(h["y"] for h in following) - (stuck["y"] + stuck["height"])) <= 1, f
                    pushed = f
            if pushed is not None and len(stuck_frames) > 3:
                break
        assert stuck_frames, "no header stuck while scrolling"
        assert pushed is not None, "the next header never pushed the stuck one"
        rest = app.frames[-1]
        stuck = rest["stuck"]
        assert stuck["y"] <= 0 and stuck["y"] > -stuck["height"]
        top = min((r for r in rest["rows"] if not r.get("header") and r["y"] + r["height"] > 0), key=lambda r: r["y"])
        days = {"a": None, "b": "Tue", "c": "Thu", "d": "Fri"}
        # a-items are Tue or Wed after the re-sort: the stuck header is the top item's section's.
        section_of_top = days[top["title"][0]] or ("Tue" if int(top["title"][1]) % 2 == 0 else "Wed")
        assert stuck["title"] == section_of_top, (stuck, top)
        app.screenshot("embedding-sections-stuck")
        problems = [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line]
        assert not problems, problems


def test_row_factory_rows_with_a_section_property_slide_and_their_headers_fade():
    """--row-factory: the items are a LiRowFactory's labels of one or two lines, with `section-property`
    (windowed: each slot its item row's measured height plus its header's). The headers are in place,
    the rows follow each other with no gap or overlap, the two-line rows taller; a click activates the
    item's model position; the re-sort slides a1 into Wednesday's section while Monday's header fades
    out and Wednesday's fades in."""
    with Example("/usr/bin/python3", str(SCRIPT), "--row-factory", name="embedding-sections-rows") as app:
        app.ready()
        frame, _ = app.wait_rest()
        check_sections_in_order(frame)
        check_rows_adjacent(frame)
        # Windowed item rows are numbered from 2^31 on (ListViewCore+Windowed's identities).
        assert all(int(r["id"][1:]) >= 2 ** 31 for r in frame["rows"] if not r.get("header")), frame["rows"]
        one, two = row(frame, "a0")["height"], row(frame, "a1")["height"]
        assert two > one + 10 and row(frame, "a2")["height"] == one and row(frame, "a3")["height"] == two, (one, two)
        app.screenshot("embedding-sections-rows")
        b1 = row(frame, "b1")
        click(point(app, frame, b1))
        app.wait_line("activate 9 b1")

        rest, _ = app.wait_rest(app.mark() - 1)
        before = {r["title"]: r["y"] for r in rest["rows"] if not r.get("header")}
        since = app.mark()
        barrier(app, "F6")
        after, after_index = app.wait_rest(since + 1, "the re-sort at rest")
        frames = app.frames[since:after_index + 1]
        assert [h["title"] for h in sorted(headers(after), key=lambda r: r["y"])][:2] == ["Tue", "Wed"], after
        check_rows_adjacent(after)
        # a1 goes from Monday's section to Wednesday's, below the twelve Tuesday items: it slides down,
        # as high as its child all the way (its row is the slot less no header).
        old = before["a1"]
        sliding = [r for f in frames if (r := row(f, "a1")) and r["y"] > old + 1]
        assert len(sliding) >= 3 and all(r["height"] == two for r in sliding), [row(f, "a1") for f in frames]
        assert all(r["height"] == (one if int(r["title"][1:]) % 2 == 0 else two) for r in after["rows"] if not r.get("header"))
        fading_out = [r["opacity"] for f in frames for r in headers(f) if r["title"] == "Mon"]
        assert any(0 < o < 1 for o in fading_out), f"Monday's header did not fade out: {fading_out}"
        fading_in = [r["opacity"] for f in frames for r in headers(f) if r["title"] == "Wed"]
        assert any(0 < o < 1 for o in fading_in), f"Wednesday's header did not fade in: {fading_in}"
        app.screenshot("embedding-sections-rows-resorted")
        problems = [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line]
        assert not problems, problems


def check_rows_adjacent(frame):
    """Each row's y + height is the next row's y (within 1 px): no gap, no overlap (the stuck header left out)."""
    stuck = frame.get("stuck", {}).get("id")
    rows = sorted((r for r in frame["rows"] if r["id"] != stuck and r["opacity"] > 0), key=lambda r: r["y"])
    gaps = [(a["title"], a["y"] + a["height"], b["title"], b["y"]) for a, b in zip(rows, rows[1:])
            if abs(a["y"] + a["height"] - b["y"]) > 1]
    assert not gaps, gaps


def test_header_factory_rows_are_as_high_as_their_child():
    """--header-factory: each header row is as high as its label (margins included), also after the
    fonts' first measure re-laid out the rows, and grows with it when the label gets a second line."""
    with Example("/usr/bin/python3", str(SCRIPT), "--header-factory", name="embedding-sections-factory") as app:
        app.ready()
        app.wait_rest(what="header rows shown", where=lambda f: any(r.get("header") for r in f["rows"]))
        barrier(app, "F11")
        natural = float(lines(app, "header-natural")[-1].split()[1])
        frame = app.wait_frame(lambda f: not f["moving"] and headers(f)
                               and all(abs(h["height"] - natural) <= 1 for h in headers(f)),
                               what=f"header rows {natural} high")
        assert headers(frame)[0]["title"] == "Mon"
        assert row(frame, "a0")["height"] != natural, "the item rows keep the fonts' height"
        since = app.mark()
        barrier(app, "F10")
        barrier(app, "F11")
        taller = float(lines(app, "header-natural")[-1].split()[1])
        assert taller > natural
        app.wait_frame(lambda f: not f["moving"] and headers(f)
                       and all(abs(h["height"] - taller) <= 1 for h in headers(f)),
                       since, f"header rows {taller} high with two lines")
        problems = [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line]
        assert not problems, problems


def test_section_model_with_a_header_factory_on_gtk_4_12():
    """A GtkSortListModel whose section sorter groups by day (sections in the days' string order:
    Fri, Mon, Thu, Tue) shown with a header factory: a header before each section (named after its
    first item's title, as a section has no value of its own); a new sorter within the sections
    slides the items, and every header keeps its row (no fade)."""
    if harness.GTK_VERSION < (4, 12):
        pytest.skip("GtkSectionModel and GtkSortListModel:section-sorter came in GTK 4.12 "
                    f"(this is {'.'.join(map(str, harness.GTK_VERSION))})")
    with Example("/usr/bin/python3", str(SCRIPT), "--section-model", name="embedding-sections-model") as app:
        app.ready()
        frame, _ = app.wait_rest()
        order = "dacb"   # Fri, Mon, Thu, Tue
        check_sections_in_order(frame, order, header_title=lambda letter: f"{letter}0")
        ids = {h["title"]: h["id"] for h in headers(frame)}
        # F8: titles descending within each section. d0 goes from the top of Friday's section to its end.
        before = {r["title"]: r["y"] for r in frame["rows"] if not r.get("header")}
        since = app.mark()
        barrier(app, "F8")
        # At rest with d0 at the end of Friday's section (a frame at rest from before the key, such
        # as a redraw's under load, is not the new sorter's: seen on GTK 4.24).
        after, after_index = app.wait_rest(since + 1, "the new sorter at rest with d0 moved down", where=lambda f: (
            (r := row(f, "d0")) is not None and r["y"] > before["d0"] + 100))
        frames = app.frames[since:after_index + 1]
        d0 = row(after, "d0")
        moving = [f for f in frames if (r := row(f, "d0")) and before["d0"] + 1 < r["y"] < d0["y"] - 1]
        assert len(moving) >= 3, "d0 did not slide to its new place"
        # The headers stayed: same rows, never faded.
        assert {h["title"]: h["id"] for h in headers(after)} == ids
        assert all(h["opacity"] == 1 for f in frames for h in headers(f)), "a header faded"
        problems = [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line]
        assert not problems, problems


def test_c_section_property_and_header_factory(tmp_path):
    """From C through pkg-config (embedding/sections.c): the properties, rows and item positions,
    header rows bound to a LiListHeader describing their section, a new section, section-property
    unset, and teardown."""
    flags = run("pkg-config", "--cflags", "--libs", "list-interactions-1").stdout.split()
    binary = tmp_path / "sections"
    source = pathlib.Path(__file__).parent / "embedding" / "sections.c"
    run(shutil.which("cc") or "clang", "-Wall", "-Werror", str(source), *flags, "-o", str(binary))
    done = subprocess.run([str(binary)], env=env(), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"exited {done.returncode}: {done.stdout}{done.stderr[-2000:]}"
    assert done.stdout.splitlines() == [f"ok {what}" for what in (
        "properties", "rows are the items and a header per section", "header rows bound to their sections",
        "an item's row widget by model position", "a new section: five headers",
        "headers still describe their sections", "no section property: every header row unbound, no header rows",
        "destroyed: every header row torn down")], done.stdout
    problems = [line for line in done.stderr.splitlines() if "CRITICAL" in line or "WARNING" in line]
    assert not problems, problems


def test_python_example_in_sections():
    """docs/examples/list-view.py --sections: the cities below a header per initial (the rows with
    the headers, as `dup_row_title` reads them)."""
    example = pathlib.Path(__file__).parents[2] / "docs" / "examples" / "list-view.py"
    rows = run("/usr/bin/python3", str(example), "--sections", "--rows").stdout.split("\n")
    assert rows[:6] == ["A", "Arendal", "B", "Bergen", "Bodø", "D"], rows
    assert rows.count("T") == 1 and rows[rows.index("T") + 1] == "Tromsø", rows
