"""LiListView's `section-property` over 100 000 items (embedding/sections_many.py: 100 sections of 1 000, `Group
NNN`): the rows are windowed (issue 50, docs/windowed-mirror.md 3.11), the sections found near the rows on screen
only. Scrolled to the middle and to the end, the right header rows and the right stuck header are on screen, the
view having read the section values of at most a few thousand items; a re-sort animates (the rows slide); a new
section property shows the new sections. A section model's sections (GTK >= 4.12) are windowed the same way."""
import pathlib
import sys

import pytest

import harness
sys.path.insert(0, str(pathlib.Path(__file__).parent / "embedding"))
from example import Example, titles  # noqa: E402
from steps import barrier, items_read  # noqa: E402

SCRIPT = pathlib.Path(__file__).parent / "embedding" / "sections_many.py"


def headers(frame):
    return sorted((r for r in frame["rows"] if r.get("header")), key=lambda r: r["y"])


def items(frame):
    return [r for r in sorted(frame["rows"], key=lambda r: r["y"]) if not r.get("header")]


def item(frame, title):
    return next((r for r in items(frame) if r["title"] == title), None)


def below_top(rows):
    return [r for r in rows if r["y"] + r["height"] > 0]


def check_windowed(frame):
    # Windowed item rows are numbered from 2^31 on (ListViewCore+Windowed's identities), the whole
    # list's from 0: the debug stream's row ids tell which mirror holds the rows.
    ids = [r["id"] for r in items(frame)]
    assert ids and all(int(i[1:]) >= 2 ** 31 for i in ids), ids


def group_title(group):
    """The header title of group `group` (a section property's value)."""
    return f"Group {group:03d}"


def first_item_title(group):
    """The header title of group `group` from a section model: its first item's (a section has no value)."""
    return f"Item {group * 1000}"


def check_in_order(frame, header_title=group_title):
    """Every header sits right above its section's first item, and each item of a group below its header
    (titled `header_title(group)`)."""
    shown = [(("header", r["title"]) if r.get("header") else ("item", r["title"])) for r in sorted(frame["rows"], key=lambda r: r["y"])]
    group = None
    for kind, title in shown:
        if kind == "header":
            group = title
            continue
        number = int(title.split()[1])
        if group is not None:
            assert header_title(number // 1000) == group, (title, group, shown)
    tops = [r["y"] for r in sorted(frame["rows"], key=lambda r: r["y"])]
    assert all(b > a for a, b in zip(tops, tops[1:])), "rows overlap"


def bound(app, line):
    """Whether a header factory row was bound to a LiListHeader as `line` says (`header VALUE START END`)."""
    return line in list(app.stdout)


def to_the_middle(app, name, header_title=group_title):
    """F10: Item 50990 at the top, below Group 050's header stuck there (its section began 990 items above);
    Group 051's header row on screen between Item 50999 and Item 51000 (headers titled `header_title(group)`).
    Returns the frame at rest, Group 051's header and Item 50999's row."""
    since = app.mark()
    barrier(app, "F10")
    middle, _ = app.wait_rest(since, "Item 50990 under the stuck header",
                              lambda f: f.get("stuck") and item(f, "Item 50990") is not None
                              and abs(item(f, "Item 50990")["y"] - (f["stuck"]["y"] + f["stuck"]["height"])) <= 1)
    app.screenshot(f"{name}-middle")
    check_windowed(middle)
    check_in_order(middle, header_title)
    assert middle["stuck"]["title"] == header_title(50) and middle["stuck"]["y"] == 0, middle["stuck"]
    shown = [h for h in below_top(headers(middle)) if h["id"] != middle["stuck"]["id"]]
    assert [h["title"] for h in shown] == [header_title(51)], shown
    last, first = item(middle, "Item 50999"), item(middle, "Item 51000")
    assert last and first, titles(middle)
    assert abs(shown[0]["y"] - (last["y"] + last["height"])) <= 1, (last, shown[0])
    assert abs(first["y"] - (shown[0]["y"] + shown[0]["height"])) <= 1, (shown[0], first)
    return middle, shown[0], last


def resort(app, middle, header_id, name, stuck_title="Group 050", header_title=group_title):
    """F6, a re-sort (neighbours in a group swap, one items-changed of all 100 000 items): the rows on screen
    slide to their new places, the positions on screen keep their places, the header `header_id` (if any)
    keeps its row and no header fades; the stuck header is `stuck_title`, and with `header_title` every item is below
    its group's header. Returns the frame at rest."""
    before = {r["title"]: r["y"] for r in items(middle)}
    since = app.mark()
    barrier(app, "F6")
    after, after_index = app.wait_rest(since + 1, "the re-sort at rest",
                                       lambda f: item(f, "Item 50991") is not None and item(f, "Item 50990") is not None
                                       and item(f, "Item 50991")["y"] < item(f, "Item 50990")["y"])
    app.screenshot(f"{name}-resorted")
    check_windowed(after)
    if header_title:
        check_in_order(after, header_title)
    frames = app.frames[since:after_index + 1]
    old, new = before["Item 50993"], item(after, "Item 50993")["y"]
    low, high = sorted((old, new))
    between = [f for f in frames if (r := item(f, "Item 50993")) and low + 1 < r["y"] < high - 1]
    assert len(between) >= 2, [item(f, "Item 50993") for f in frames]
    # The positions on screen keep their places: Item 50991 lands where Item 50990 was.
    assert abs(item(after, "Item 50991")["y"] - before["Item 50990"]) <= 1, (before["Item 50990"], item(after, "Item 50991"))
    assert header_id is None or header_id in [h["id"] for h in headers(after)], (header_id, headers(after))
    assert all(h["opacity"] == 1 for f in frames for h in headers(f)), "a header faded"
    assert after["stuck"]["title"] == stuck_title, after["stuck"]
    return after


def to_the_end(app, name):
    """F9: Item 99998 (swapped with 99999 by the re-sort) at the bottom, Group 099's header stuck at the top.
    Returns the frame at rest."""
    since = app.mark()
    barrier(app, "F9")
    end, _ = app.wait_rest(since, "Item 99998 at the bottom", lambda f: titles(f)[-1:] == ["Item 99998"])
    app.screenshot(f"{name}-end")
    check_windowed(end)
    check_in_order(end)
    assert end["stuck"]["title"] == "Group 099" and end["stuck"]["y"] == 0, end["stuck"]
    return end


@pytest.mark.parametrize("factory", [False, True], ids=["headings", "header-factory"])
def test_section_property_over_100000_items_is_windowed_with_the_right_headers_and_a_resort_slides(factory):
    """With a header factory too: its rows are as high as their two-line labels (the slots below them
    follow), and each is bound to a LiListHeader with its section's start and end (the end of the last
    section shown read forward past the window)."""
    args = ["--header-factory"] if factory else []
    name = "embedding-sections-many" + ("-factory" if factory else "")
    with Example("/usr/bin/python3", str(SCRIPT), *args, name=name) as app:
        app.ready()
        start, _ = app.wait_rest(what="the first rows at rest")
        check_windowed(start)
        assert [h["title"] for h in headers(start)][:1] == ["Group 000"], headers(start)
        assert titles(start)[:3] == ["Group 000", "Item 0", "Item 1"], titles(start)[:3]
        assert "stuck" not in start, start.get("stuck")
        read = items_read(app)
        # A header factory's LiListHeader has its section's end: Group 000's is read forward (1 000 items).
        limit = 1600 if factory else 500
        assert read <= limit, f"read {read} of 100000 items' sections for the first rows"

        middle, shown, last = to_the_middle(app, name)
        if factory:
            assert all(h["height"] > last["height"] + 10 for h in headers(middle)), headers(middle)
            assert middle["stuck"]["height"] == shown["height"], (middle["stuck"], shown)
            assert bound(app, "header Group 050 50000 51000") and bound(app, "header Group 051 51000 52000"), app.stdout
        resort(app, middle, shown["id"], name)
        end = to_the_end(app, name)
        assert [h["title"] for h in below_top(headers(end)) if h["id"] != end["stuck"]["id"]] == [], headers(end)

        if factory:
            assert bound(app, "header Group 099 99000 100000"), app.stdout
        read = items_read(app)
        assert read <= 5000, f"read {read} of 100000 items' sections to show three places and a re-sort"

        # Another section property: the sections are read again near the window, and the stuck
        # header is the new section's (its start 49 000 items above, read back once), no Group header left.
        since = app.mark()
        barrier(app, "F8")
        halves, _ = app.wait_rest(since + 1, "Half B stuck", lambda f: f.get("stuck", {}).get("title") == "Half B")
        check_windowed(halves)
        assert not [h for h in headers(halves) if h["title"].startswith("Group")], headers(halves)
        assert titles(halves)[-1:] == ["Item 99998"], titles(halves)[-3:]
        if factory:
            assert bound(app, "header Half B 50000 100000"), app.stdout
        assert not [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line], app.other_stderr


@pytest.mark.parametrize("extra", [[], ["--row-factory"]], ids=["title-rows", "row-factory"])
def test_section_model_over_100000_items_is_windowed_names_its_headers_and_keeps_them_across_a_resort(extra):
    """A GtkSectionModel's sections (embedding/sections_many.py --section-model: groups of 1 000 positions)
    shown with a header factory are windowed too: the view gets a few hundred of the 100 000 items from the
    model to show the top and the middle, each header row is named after its section's first item (a
    section model's sections have no value), the stuck header is the section's holding the top row, the
    model's `sections-changed` (two halves) shows the new sections without moving the rows on screen, and
    a re-sort within the sections keeps every header's row while the items slide. The same with a row
    factory's rows of two heights."""
    if harness.GTK_VERSION < (4, 12):
        pytest.skip("GtkSectionModel came in GTK 4.12 "
                    f"(this is {'.'.join(map(str, harness.GTK_VERSION))})")
    name = "embedding-sections-model-many" + "".join(extra).replace("--", "-")
    with Example("/usr/bin/python3", str(SCRIPT), "--section-model", *extra, name=name) as app:
        app.ready()
        start, _ = app.wait_rest(what="the first rows at rest")
        check_windowed(start)
        check_in_order(start, first_item_title)
        assert titles(start)[:3] == ["Item 0", "Item 0", "Item 1"], titles(start)[:3]

        middle, _, _ = to_the_middle(app, name, first_item_title)
        assert bound(app, "header Group 050 50000 51000") and bound(app, "header Group 051 51000 52000"), app.stdout
        read = items_read(app)
        assert read <= 1500, f"the view got {read} of 100000 items from the model to show the top and the middle"

        # The model's sections become two halves (`sections-changed`): Item 50990 is in the second, whose
        # header is stuck and is bound to its new section; Group 051's header row leaves. The rows stay
        # where the reader had them: only a header below them went.
        since = app.mark()
        barrier(app, "F8")
        halves, _ = app.wait_rest(since + 1, "no header but the stuck one", lambda f: f.get("stuck") and not [
            h for h in below_top(headers(f)) if h["id"] != f["stuck"]["id"]])
        app.screenshot(f"{name}-halves")
        check_windowed(halves)
        assert halves["stuck"]["y"] == 0, halves["stuck"]
        kept, moved = item(middle, "Item 50990"), item(halves, "Item 50990")
        assert moved is not None and abs(moved["y"] - kept["y"]) <= 1, (kept, moved, titles(halves))
        assert bound(app, "header Half B 50000 100000"), app.stdout

        # A re-sort within the sections: each section's first item changes, its header keeps its row and name.
        # Only the stuck header is shown (its section starts 990 items above): it keeps its identity.
        after = resort(app, halves, None, name, stuck_title=halves["stuck"]["title"], header_title=None)
        assert after["stuck"]["id"] == halves["stuck"]["id"], (halves["stuck"], after["stuck"])


def check_adjacent(frame):
    """The rows on screen follow each other: each one's y + height is the next one's y (within 1 px), the
    stuck header (drawn over them) left out."""
    stuck = frame.get("stuck", {}).get("id")
    rows = sorted((r for r in frame["rows"] if r["id"] != stuck), key=lambda r: r["y"])
    gaps = [(a["title"], a["y"] + a["height"], b["title"], b["y"]) for a, b in zip(rows, rows[1:])
            if abs(a["y"] + a["height"] - b["y"]) > 1]
    assert not gaps, gaps


def check_children(app, frame):
    """Each item row on screen is as high as its factory child measures (F12: `child TITLE H`), the
    two-line ones (every third item) taller; no row was bound twice or unbound unbound."""
    since = len(app.stdout)
    barrier(app, "F12")
    said = list(app.stdout)[since:]
    children = {" ".join(line.split()[1:-1]): float(line.split()[-1]) for line in said if line.startswith("child ")}
    twice = [line for line in said if line.startswith("bound ")][-1].split()
    assert twice[3] == "0", twice
    shown = [r for r in items(frame) if r["y"] + r["height"] > 0 and r["title"] in children]
    assert len(shown) >= 5, (titles(frame), sorted(children))
    wrong = [(r["title"], r["height"], children[r["title"]]) for r in shown if abs(r["height"] - children[r["title"]]) > 1]
    assert not wrong, wrong
    one = {r["height"] for r in shown if int(r["title"].split()[1]) % 3}
    two = {r["height"] for r in shown if int(r["title"].split()[1]) % 3 == 0}
    assert len(one) == 1 and len(two) == 1 and min(two) > max(one) + 10, (one, two)


@pytest.mark.parametrize("extra", [[], ["--header-factory"], ["--id-property"]], ids=["rows", "header-factory", "id-property"])
def test_a_row_factory_with_a_section_property_over_100000_items_is_windowed(extra):
    """--row-factory: the items are a LiRowFactory's labels of one or two lines. Windowed as title rows are,
    each slot is its item row's measured height plus its header's where a section starts: the item rows
    are as high as their children, the headers in their places, no row overlapping or apart from the
    next, at the top, the middle and the end; the stuck header right; a re-sort slides; a few thousand
    items read (main's whole-list mirror reads all 100 000). The same with a header factory's two-line
    headers (each bound to its section's start and end), and keyed by `id-property`."""
    factory = "--header-factory" in extra
    name = "embedding-sections-many-rows" + "".join(extra).replace("--", "-")
    with Example("/usr/bin/python3", str(SCRIPT), "--row-factory", *extra, name=name) as app:
        app.ready()
        start, _ = app.wait_rest(what="the first rows at rest")
        read = items_read(app)
        limit = 1600 if factory else 500   # a header factory's Group 000 end is read forward (1 000 items)
        assert read <= limit, f"read {read} of 100000 items' sections for the first rows"
        check_windowed(start)
        assert titles(start)[:3] == ["Group 000", "Item 0", "Item 1"], titles(start)[:3]
        check_in_order(start)
        check_adjacent(start)
        check_children(app, start)

        middle, shown, last = to_the_middle(app, name)
        check_adjacent(middle)
        check_children(app, middle)
        if factory:
            assert all(h["height"] > last["height"] + 10 for h in headers(middle)), headers(middle)
            assert bound(app, "header Group 050 50000 51000") and bound(app, "header Group 051 51000 52000"), app.stdout

        # The re-sort slides; at rest the rows are as high as their children again (Item 50990 and 50991
        # swapped places, so their slots swapped heights), with no gap: the window kept its top.
        after = resort(app, middle, shown["id"], name)
        check_adjacent(after)
        check_children(app, after)

        end = to_the_end(app, name)
        check_adjacent(end)
        check_children(app, end)
        read = items_read(app)
        assert read <= 5000, f"read {read} of 100000 items' sections to show three places and a re-sort"
        assert not [line for line in app.other_stderr if "CRITICAL" in line or "WARNING" in line], app.other_stderr
