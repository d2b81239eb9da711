"""Bench (figures only, nothing asserted): the paint of a back transition over each kind of hostile
detail page (issue 20). The release build opens the hostile CSV file (`hostile_data.py`: the rows
the hostile soak runs on), taps row N (one of each kind: a long unbroken word, a megabyte
paragraph, lines of mixed scripts, control characters and NULs, mixed-script phrases, an
unbroken non-Latin word, a letter with thousands of combining marks, a short text), then scrubs a
back transition with a left-edge swipe (to 60 % of the width, back to 20 %, released: the page
stays) and swipes all the way back. From the app's `paint` events during the swipes: the frames
drawn, the median and longest paint (GTK's paint phase) and the longest layout.

    cd Tests/gui && LISTDEMO=../../.build/release/ListDemo /usr/bin/python3 ../bench/hostile_back_transition.py [--size 900x790] [ROW…]
"""
import argparse
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gui"))
os.environ.setdefault("LISTDEMO", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".build",
                                               "release", "ListDemo"))
from harness import App  # noqa: E402
from hostile_data import write_hostile_csv  # noqa: E402

KINDS = ["unbroken word", "megabyte paragraph", "lines of scripts", "control characters", "mixed scripts",
         "unbroken non-Latin", "combining marks", "short text"]


def swipe(app, lst, fractions):
    y = lst["y"] + lst["height"] / 2
    x0 = lst["x"] + 12   # inside the 32 px edge area
    app.drag([(x0 + lst["width"] * f, y) for f in fractions], step_delay=0.016)
    app.up()


def measure(path, row, size):
    with App("--data", path, name=f"bench-back-{row}") as app:
        # The list's geometry and rows as laid out (for the resized window, its `layout` event).
        geometry = app.resize(*size) if size else app.ready
        lst = geometry["list"]
        target = geometry["rows"][row]
        app.drain()
        app.click(lst["x"] + lst["width"] * 0.6, target["y"] + target["height"] / 2)
        app.wait_for("page", page="detail", timeout=60)
        app.settle()
        start = len(app.log)
        swipe(app, lst, [f / 40 for f in range(24)] + [(24 - f) / 40 for f in range(16)])
        app.settle()
        swipe(app, lst, [f / 30 for f in range(28)])
        app.wait_for("page", page="list", timeout=30)
        app.settle()
        log = app.log[start:]
        app.quit(timeout=30)
    paints = [e for e in log if e["event"] == "paint"]
    ms = [e["ms"] for e in paints]
    layouts = [e.get("layoutMs", 0) for e in paints]
    return (f"row {row} ({KINDS[row % len(KINDS)]:18}) {len(paints):3} frames, paint median {statistics.median(ms):5.1f} ms, "
            f"longest {max(ms):5.1f} ms; longest layout {max(layouts):4.1f} ms")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", help="window size, e.g. 900x790 (default: the app's own)")
    parser.add_argument("rows", nargs="*", type=int, default=list(range(len(KINDS))))
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x")) if args.size else None
    print(f"Back transitions over hostile detail pages ({os.environ['LISTDEMO']}, window {args.size or 'default'})")
    with tempfile.TemporaryDirectory() as folder:
        path = write_hostile_csv(folder)
        for row in args.rows:
            print(measure(path, row, size), flush=True)


if __name__ == "__main__":
    main()
