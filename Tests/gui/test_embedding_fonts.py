"""LiListView follows the desktop's font as the app does: a larger font (GtkSettings'
gtk-font-name, as GNOME's settings change it over XSETTINGS) re-measures the rows, which grow,
from Python (embedding/activate.py, F7: Sans 20)."""
import pathlib
import sys

from steps import barrier

sys.path.insert(0, str(pathlib.Path(__file__).parent / "embedding"))
from example import Example  # noqa: E402

SCRIPT = pathlib.Path(__file__).parent / "embedding" / "activate.py"


def test_a_larger_desktop_font_makes_the_rows_taller():
    with Example("/usr/bin/python3", str(SCRIPT), name="embedding-fonts") as app:
        app.ready()
        frame, _ = app.wait_rest()
        height = next(r["height"] for r in frame["rows"] if r["title"] == "Item 0")
        since = app.mark()
        barrier(app, "F7")
        grown, _ = app.wait_rest(since, "the rows measured again with Sans 20", where=lambda f: any(
            r["title"] == "Item 0" and r["height"] > height + 4 for r in f["rows"]))
        heights = {r["height"] for r in grown["rows"]}
        assert len(heights) == 1, f"every row measured with the new font: {heights}"
