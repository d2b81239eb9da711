"""LiListView's title rows with a subtitle or description property over 100 000 items (embedding/subtitles.py:
a subtitle on every third item, a description on every fifth, the model making each item when first read):
the rows are windowed, each as high as the fonts make the texts its item has, read with the row."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent / "embedding"))
from example import Example, titles  # noqa: E402
from steps import items_read, walk_middle_and_end  # noqa: E402

SCRIPT = pathlib.Path(__file__).parent / "embedding" / "subtitles.py"


def texts_of(title):
    """Which texts embedding/subtitles.py gives the item of `title`: (a subtitle, a description)."""
    number = int(title.split()[1])
    return number % 3 == 0, number % 5 == 0


def test_title_rows_with_subtitles_over_100k_items_are_windowed_at_their_heights():
    """Rows of four heights (title; with a subtitle; with a description; with both) over 100 000 items. The view
    reads the rows around the viewport only (the whole-list mirror read all 100 000 before its first frame) and
    keeps no height per item (the `heights` trace line: never more than its window's and `limit`); scroll_to
    the middle and the end show the right rows, each at the height of its texts (a row not read counts at
    the estimate, the median); and while a wheel scrolls up into rows never read, no row on screen moves
    against the wheel: the rows above take their heights without shifting the reader's row."""
    with Example("/usr/bin/python3", str(SCRIPT), name="embedding-subtitles") as app:
        app.ready()
        start, _ = app.wait_rest(what="the first rows at rest")
        read = items_read(app)
        assert read <= 200, f"the view read {read} of 100 000 items for its first rows"
        assert titles(start)[:3] == ["Item 0", "Item 1", "Item 2"], titles(start)[:3]
        found = {}
        for row in start["rows"]:
            found.setdefault(texts_of(row["title"]), set()).add(row["height"])
        assert len(found) == 4 and all(len(heights) == 1 for heights in found.values()), found
        height = {texts: heights.pop() for texts, heights in found.items()}
        plain, subtitled, described, both = (height[k] for k in ((False, False), (True, False), (False, True), (True, True)))
        assert plain < subtitled < both and plain < described < both, height

        def exact(frame):
            return bool(frame["rows"]) and all(row["height"] == height[texts_of(row["title"])] for row in frame["rows"])

        assert exact(start), [(r["title"], r["height"]) for r in start["rows"]]

        # The middle, a wheel up into rows never read, the end: at most 1 000 items read, no height per item.
        middle, _, end = walk_middle_and_end(app, exact, "embedding-subtitles")
        assert titles(middle)[:4] == ["Item 50000", "Item 50001", "Item 50002", "Item 50003"], titles(middle)[:4]
        assert titles(end)[-3:] == ["Item 99997", "Item 99998", "Item 99999"], titles(end)[-3:]
        bottom = max(end["rows"], key=lambda r: r["y"])
        assert bottom["title"] == "Item 99999" and bottom["height"] == subtitled, bottom
