"""The header bar menu with real clicks and keys: sort by name and descending (checked against an
order computed here, not by the app's code), and the drag-select auto-scroll speed (Preferences)."""
import csv
import os
import tempfile
import unicodedata

from harness import App, test
from steps import CITIES, city_rows, open_sort_menu_and_choose
from steps import center, start_editing, strip_x

# Menu items, top to bottom (Down presses from the first): the columns, then Descending. The
# cities have 4 columns. The auto-scroll speed is a preference (GSettings).
CITIES_DESCENDING = 4


def without_ignorable_prefix(name):
    """The name as it sorts: leading punctuation before a letter is ignored, and so is an elided
    article after a leading apostrophe ("'s-Hertogenbosch" sorts as "Hertogenbosch"); before
    digits it counts (a sign)."""
    s = name.strip()
    i = 0
    while i < len(s) and not s[i].isalnum():
        i += 1
    if i == 0 or i == len(s) or s[i].isdigit():
        return s
    if s[0] in "'\u2019":
        j = i
        while j < len(s) and s[j].isascii() and s[j].isalpha():
            j += 1
        if j - i <= 2 and j < len(s) and s[j] in "- ":
            k = j
            while k < len(s) and not s[k].isalnum():
                k += 1
            if k < len(s):
                return s[k:]
    return s[i:]


def name_key(name):
    """A person's order for the city names: letters without accents or case first, then accents,
    then case (lowercase first)."""
    name = without_ignorable_prefix(name)
    # SortKey's documented letters that do not decompose: Æ as AE, Ø as O, Ł as L, ß as ss.
    name = name.translate(str.maketrans({"Ł": "L", "ł": "l", "Ø": "O", "ø": "o", "Æ": "AE", "æ": "ae", "ß": "ss"}))
    decomposed = unicodedata.normalize("NFD", name.strip())
    base = "".join(c for c in decomposed if not unicodedata.combining(c))
    accents = [1 if unicodedata.combining(c) else 0 for c in decomposed]
    return (base.casefold(), accents, [c.isupper() for c in base])


def cities_by_name(descending):
    with open(CITIES, newline="", encoding="utf-8") as f:
        names = [r["name"] for r in csv.DictReader(f)]
    ids = [i for i, _ in city_rows()]
    # Python's sort is stable also with reverse=True: equal names keep file order, as in the app.
    order = sorted(range(len(ids)), key=lambda i: name_key(names[i]), reverse=descending)
    return [ids[i] for i in order]


@test
def sort_by_name_then_descending_from_the_menu():
    with App(name="sort-name") as app:
        open_sort_menu_and_choose(app, downs=0)             # [Name]
        event = app.wait_for("sort")
        idle = app.wait_for("idle")
        expected = cities_by_name(descending=False)
        shown = [r["id"] for r in idle["rows"]]
        assert shown == expected[:len(shown)], (shown, expected[:len(shown)])
        open_sort_menu_and_choose(app, downs=CITIES_DESCENDING)
        app.wait_for("sort")
        app.wait_for("idle")
        report = app.quit()
        assert event["column"] == 0 and event["ascending"] is True, event
        assert report["sort"] == {"column": "name", "ascending": False}, report["sort"]
        assert report["order"] == cities_by_name(descending=True)


def autoscroll_rate(speed):
    """Starts the app with the auto-scroll speed preference set to `speed` (GSettings keyfile
    backend: what Preferences writes; choosing it in the Preferences window and keeping it across a
    restart is test_app_shell's), drags deep into the bottom zone in edit mode and returns the rows
    per second the auto-scroll reported."""
    with tempfile.TemporaryDirectory() as config:
        os.makedirs(os.path.join(config, "glib-2.0", "settings"))
        with open(os.path.join(config, "glib-2.0", "settings", "keyfile"), "w") as f:
            f.write(f"[io/github/listinteractions/ListInteractions]\nauto-scroll-speed='{speed}'\n")
        env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config}
        with App("--rows", "400", name=f"drag-speed-{speed}", env=env) as app:
            shown = [e for e in app.log if e["event"] == "preferences"]
            assert shown and shown[-1]["autoScrollSpeed"] == speed, shown
            start_editing(app, size=None)
            list_rect = app.ready["list"]
            x = strip_x(app)
            bottom = list_rect["y"] + list_rect["height"] - 12
            y0 = center(app.ready["rows"][2])
            start = len(app.log)
            app.drag([(x, y0 + (bottom - y0) * i / 20) for i in range(21)], step_delay=0.01)
            first = app.wait_for("dragselect.autoscroll")
            # Held in the zone for 0.5 s of the app's frame clock (the rates are read from it).
            app.frame_into(first, 0.5)
            app.up()
            app.wait_for("dragselect.end")
            rates = [e["rowsPerSecond"] for e in app.log[start:] if e["event"] == "dragselect.autoscroll"]
            app.quit()
            return rates[-1]


@test
def auto_scroll_speed_follows_the_preferences():
    slow = autoscroll_rate("slow")
    fast = autoscroll_rate("fast")
    assert abs(fast / slow - 4) < 0.01, f"fast {fast} rows/s is not 4 × slow {slow} rows/s"
    assert 10 * 0.5 <= slow <= 10 * 1.5, f"slow is 10 rows/s × a depth factor in 0.5…1.5: {slow}"
