"""Bench (figures only, nothing asserted): the detail page with long text (issue 20). For each
text — 2 000 lines, 20 000 lines, a 1 MB paragraph, a 1 MB unbroken word, a 16 KB unbroken word,
20 letters with 3 000 combining marks each —
the release build opens the row's detail page under Xvfb, then the wheel scrolls the page and the
window is resized (narrower, then back); from
the app's own `paint` debug events after the click:

- first page frame: the first frame drawn after the click, its whole time (`frameMs`: the tick
  callbacks, GTK's layout and paint) and what it kept the user waiting (`waitMs`: from the request
  to the end of its paint);
- longest frame: the largest frame time and `waitMs` of any frame while opening and scrolling
  the page, and the largest frame time while resizing (goals: first page frame <= 50 ms, no
  frame over 33 ms);
- the resident set after the page was scrolled.

Screenshots: artifacts/bench-long-<name>.png (top of the page).

    cd Tests/gui && LISTDEMO=../../.build/release/ListDemo python3 ../bench/long_text.py [NAME…]
"""
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gui"))
os.environ.setdefault("LISTDEMO", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".build",
                                               "release", "ListDemo"))
from harness import App, sh  # noqa: E402
from side_by_side import rss_mb  # noqa: E402

TEXTS = [
    ("2000-lines", "\n".join(f"Line {i}: the quick brown fox jumps over the lazy dog." for i in range(2000))),
    ("20000-lines", "\n".join(f"Line {i}: the quick brown fox jumps over the lazy dog." for i in range(20000))),
    ("1mb-paragraph", ("lorem ipsum dolor sit amet, consectetur adipiscing elit " * 18725)[:1 << 20]),
    ("1mb-word", "x" * (1 << 20)),
    ("16kb-word", "x" * (16 << 10)),
    ("3000-marks", ("e" + "\u0301" * 3000 + " ") * 20),
]


def measure(folder, name, text):
    path = os.path.join(folder, f"{name}.csv")
    with open(path, "w") as f:
        f.write("name,country,description\n")
        f.write('Long,Nowhere,"' + text.replace('"', '""') + '"\n')
        f.write("Short,Somewhere,A short one.\n")
    with App("--data", path, name=f"bench-long-{name}") as app:
        lst, row = app.ready["list"], app.ready["rows"][0]
        app.drain()
        start = len(app.log)
        clicked = time.monotonic()
        app.click(lst["x"] + lst["width"] * 0.6, row["y"] + row["height"] / 2)
        app.wait_for("page", page="detail", timeout=120)
        page_after = time.monotonic() - clicked
        if not any(e["event"] == "detail.complete" for e in app.log[start:]):
            app.wait_for("detail.complete", timeout=120)
        complete_after = time.monotonic() - clicked
        app.screenshot(f"bench-long-{name}")
        scrolled_from = len(app.log)
        app.move(lst["x"] + lst["width"] / 2, lst["y"] + lst["height"] / 2)
        for _ in range(40):
            sh("xdotool", "click", "5")
        app.drain()
        time.sleep(1.0)   # the last wheel steps' frames (a bench, not a test: nothing is asserted)
        rss = rss_mb(app.proc.pid)
        # The window resized twice (narrower, then back): every paragraph GTK has bound re-wraps.
        resized_from = len(app.log)
        width, height = app.size
        for w in (int(width * 0.75), width):
            sh("xdotool", "windowsize", app.window, str(w), str(height))
            app.drain()
            time.sleep(0.5)   # the resize's frames (a bench: nothing is asserted)
        log = app.log[start:]
        scrolled_from -= start
        resized_from -= start
        app.quit(timeout=60)
    # The page's first frame: the first paint after a frame that shows the page pushing in.
    pushing = next((i for i, e in enumerate(log) if e["event"] == "frame" and e.get("push", 0) > 0), None)
    first = next((e for e in log[pushing or 0:] if e["event"] == "paint"), {"ms": float("nan"), "waitMs": 0})

    def cost(paint):
        """The whole frame: tick callbacks, layout and paint."""
        return paint.get("frameMs", paint.get("layoutMs", 0) + paint["ms"])

    def longest(events):
        paints = [e for e in events if e["event"] == "paint"]
        return (max((cost(p) for p in paints), default=0.0), max((p["waitMs"] or 0 for p in paints), default=0.0))

    opening, scrolling = longest(log[:scrolled_from]), longest(log[scrolled_from:resized_from])
    resizing = longest(log[resized_from:])
    frames = sum(1 for e in log if e["event"] == "paint")
    return (f"{name:14} first page frame {cost(first):5.1f} ms (waited {first['waitMs'] or 0:5.1f})  "
            f"longest while opening {opening[0]:5.1f} ms (waited {opening[1]:5.1f}), "
            f"while scrolling {scrolling[0]:5.1f} ms (waited {scrolling[1]:5.1f}), "
            f"resizing {resizing[0]:5.1f} ms  frames {frames:3}  "
            f"page after {page_after * 1000:4.0f} ms, all in after {complete_after * 1000:5.0f} ms  RSS {rss:4.0f} MB")


def main():
    print(f"Long text on the detail page ({os.environ['LISTDEMO']}); goals: first page frame <= 50 ms, "
          "no frame over 33 ms")
    with tempfile.TemporaryDirectory() as folder:
        for name, text in TEXTS:
            if sys.argv[1:] and name not in sys.argv[1:]:
                continue
            print(measure(folder, name, text), flush=True)


if __name__ == "__main__":
    main()
