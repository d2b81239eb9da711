"""Issue 12: search (Ctrl+F) on the sample cities checked against an independent filter of the
CSV, Escape restoring every row in order; delete, undo with the toast's key, redo."""
import csv
import os
import unicodedata

from harness import ROOT, App, test
from steps import delete_rows, settle_after

CITIES = os.path.join(ROOT, "Resources", "cities.csv")
# Letters that carry their mark inside (no Unicode decomposition), written as base letters.
SPECIAL = {"æ": "ae", "œ": "oe", "ß": "ss", "ø": "o", "ł": "l", "đ": "d", "ħ": "h", "ŧ": "t", "ı": "i",
           "ð": "d", "þ": "th", "ŋ": "n"}


def fold(text):
    text = "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))
    return "".join(SPECIAL.get(c, c) for c in text)


def expected_indices(query):
    """File positions of the cities whose text columns (not all numbers) contain `query`."""
    with open(CITIES, newline="", encoding="utf-8") as f:
        header, *records = list(csv.reader(f))
    text_columns = [i for i in range(len(header))
                    if not all(r[i].strip().lstrip("-").replace(".", "", 1).isdigit() for r in records)]
    needle = fold(query).strip()
    return [n for n, r in enumerate(records) if any(needle in fold(r[i]) for i in text_columns)]


def file_order():
    with App(name="search-baseline") as app:
        return app.quit()["order"]


def search(app, text):
    list_rect = app.ready["list"]
    app.move(list_rect["x"] + list_rect["width"] / 2, list_rect["y"] + 80)
    since = app.mark()
    app.key("ctrl+f")
    app.wait_event("focus", since, search=True, what="the search entry taking the keyboard focus")
    app.type(text)
    app.wait_for("search", query=text)
    app.wait_for("idle")


@test
def search_shows_exactly_the_matching_cities_and_escape_restores_all_in_order():
    order = file_order()
    assert len(order) == 302, len(order)
    for query in ("san", "Méx", "ZUR"):
        expected = [order[n] for n in expected_indices(query)]
        assert 0 < len(expected) < 302, (query, len(expected))
        with App(name="search-filter") as app:
            search(app, query)
            frames_during = [e for e in app.log if e["event"] == "frame"]
            app.screenshot(f"search-{fold(query)}")
            report = app.quit()
        assert report["order"] == expected, (query, report["order"][:10], expected[:10])
        assert report["search"] == query
        assert frames_during, "the filter was not animated"
    with App(name="search-escape") as app:
        search(app, "san")
        app.key("Escape")
        app.wait_for("search", ending=True)
        app.wait_for("idle")
        report = app.quit()
    assert report["order"] == order
    assert report["search"] is None


def delete_three(app):
    return delete_rows(app, [2, 4, 5])


@test
def undo_puts_deleted_rows_back_selected_and_redo_removes_them_again():
    before = [f"row-{i}" for i in range(60)]
    with App("--rows", "60", name="undo-delete") as app:
        deleted = delete_three(app)
        shot = app.screenshot("undo-toast")
        app.key("ctrl+z")
        batch = app.wait_for("batch", inserted=3)
        assert batch["animated"] is True
        app.wait_for("idle")
        report = app.quit()
    assert report["order"] == before, report["order"][:10]
    assert sorted(report["selected"]) == sorted(deleted), report["selected"]
    assert report["canRedo"] is True
    with App("--rows", "60", name="redo-delete") as app:
        deleted = delete_three(app)
        settle_after(app, "ctrl+z", inserted=3)
        settle_after(app, "ctrl+shift+z", deleted=3)
        report = app.quit()
    assert report["order"] == [i for i in before if i not in deleted]
    assert report["selected"] == []


@test
def undo_returns_a_sort_to_the_previous_order_animated():
    with App("--rows", "60", name="undo-sort") as app:
        app.move(app.ready["list"]["x"] + 100, app.ready["list"]["y"] + 100)
        app.key("ctrl+3")
        app.wait_for("sort")
        app.wait_for("idle")
        app.key("ctrl+z")
        app.wait_for("undo")
        moves = [e for e in app.log if e["event"] == "batch"][-1]
        assert moves["moved"] > 0 and moves["animated"] is True, moves
        app.wait_for("idle")
        report = app.quit()
    assert report["order"] == [f"row-{i}" for i in range(60)]
    assert report["sort"] is None
