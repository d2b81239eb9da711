"""`make bench`, the embeddable widget: LiListView against a plain GtkListView over the same
GtkSortListModel of 1M GtkStringObjects, one Xvfb, one run, widget and peer alternating
(`embedding_program.py` is each side). Figures only, nothing is asserted.

For each side prints: start (spawn to the first frame painted with the rows), RSS at rest (5 s after
that), peak RSS (VmRSS sampled every 100 ms from spawn to 5 s after the first frame), and a re-sort
through GtkSortListModel (key press to the first frame painted after it: the widget's first animated
frame, the peer's redrawn list), and taking the list out of its window (key press to the next frame:
the list destroyed, its model kept), median of 3; then widget/peer ratios. Then 1 000 create/destroy
cycles of each over 100 items: RSS after cycle 100 and after cycle 1 000, and the growth.

    BENCH_EMBED_ROWS=1000000 BENCH_EMBED_RUNS=3 xvfb-run -a python3 embedding_side_by_side.py
"""
import json
import os
import queue
import statistics
import subprocess
import threading
import time

from xwindow import find_window

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LIB = os.environ.get("LI_LIB_DIR", os.path.join(ROOT, ".build", "lib-release"))
ROWS = int(os.environ.get("BENCH_EMBED_ROWS", "1000000"))
RUNS = int(os.environ.get("BENCH_EMBED_RUNS", "3"))
CYCLES = int(os.environ.get("BENCH_EMBED_CYCLES", "1000"))
REST = 5.0
ENV = dict(os.environ, GI_TYPELIB_PATH=LIB, LD_LIBRARY_PATH=LIB, SWIFT_BACKTRACE="enable=no",
           GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none", NO_AT_BRIDGE="1")


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) / 1024 for line in status if line.startswith("VmRSS:"))


class Side:
    """One side's process: its JSON events, its RSS sampled every 100 ms."""

    def __init__(self, mode, count):
        self.spawned = time.monotonic()
        self.proc = subprocess.Popen(["/usr/bin/python3", os.path.join(HERE, "embedding_program.py"), mode,
                                      str(count)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     env=ENV)
        self.events = queue.Queue()
        self.samples = []
        self.stderr = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=lambda: self.stderr.extend(self.proc.stderr), daemon=True).start()
        threading.Thread(target=self._sample, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            if line.startswith("{"):
                self.events.put(json.loads(line))

    def _sample(self):
        while self.proc.poll() is None:
            try:
                self.samples.append((time.monotonic(), rss_mb(self.proc.pid)))
            except (OSError, StopIteration):
                pass
            time.sleep(0.1)

    def wait(self, name, timeout=180):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                event = self.events.get(timeout=0.5)
            except queue.Empty:
                if self.proc.poll() is not None:
                    break
                continue
            if event["event"] == name:
                return event
        raise SystemExit(f"{self.proc.args[2]}: no {name} event; stderr:\n" + "".join(self.stderr[-20:]))

    def window(self):
        return find_window(self.proc.pid, tries=100)

    def close(self):
        self.proc.terminate()
        self.proc.wait(timeout=30)


def measure(kind):
    side = Side(kind, ROWS)
    try:
        ready = side.wait("ready")
        time.sleep(max(0.0, ready["at"] + REST - time.monotonic()))
        rest = rss_mb(side.proc.pid)
        peak = max(mb for at, mb in side.samples if at <= ready["at"] + REST)
        window = side.window()
        sorts = []
        for _ in range(2):   # sorted by string, then back to the model's order
            # Xvfb has no window manager: keys go to the window under the pointer.
            subprocess.run(["xdotool", "mousemove", "--window", window, "200", "300", "key", "r"], capture_output=True)
            sorted_ = side.wait("sorted")
            sorts.append((sorted_["at"] - sorted_["key"]) * 1000)
            time.sleep(1.5)   # the widget's slide ends before the next key
        subprocess.run(["xdotool", "mousemove", "--window", window, "200", "300", "key", "d"], capture_output=True)
        removed = side.wait("removed")
        return {"start": ready["at"] - side.spawned, "rest": rest, "peak": peak, "sort": sorts[0], "unsort": sorts[1],
                "remove": (removed["at"] - removed["key"]) * 1000}
    finally:
        side.close()


def cycles(kind):
    side = Side("cycles-" + kind, CYCLES)
    try:
        rss = side.wait("cycles", timeout=600)["rss"]
    finally:
        side.close()
    return rss[0] / 1024, rss[-1] / 1024


def main():
    runs = {"widget": [], "peer": []}
    for _ in range(RUNS):
        for kind in runs:
            runs[kind].append(measure(kind))
    print(f"\nLiListView vs GtkListView over a GtkSortListModel of {ROWS:,} GtkStringObjects "
          f"(median of {RUNS}, release library)")
    print(f"{'':32}{'widget':>12}{'peer':>12}{'ratio':>9}")
    rows = [("start to first frame (s)", "start", "{:.2f}"), ("RSS at rest (MB)", "rest", "{:.0f}"),
            ("peak RSS to rest (MB)", "peak", "{:.0f}"), ("re-sort: key to first frame (ms)", "sort", "{:.0f}"),
            ("un-sort: key to first frame (ms)", "unsort", "{:.0f}"),
            ("destroy: key to next frame (ms)", "remove", "{:.0f}")]
    for title, key, form in rows:
        widget = statistics.median(r[key] for r in runs["widget"])
        peer = statistics.median(r[key] for r in runs["peer"])
        print(f"{title:32}{form.format(widget):>12}{form.format(peer):>12}{widget / peer:>8.2f}x")
    print(f"\n{CYCLES} create/destroy cycles over 100 items (RSS MB after cycle 100 → after cycle {CYCLES})")
    for kind in runs:
        first, last = cycles(kind)
        print(f"  {kind:8}{first:8.1f} → {last:8.1f}   growth {100 * (last - first) / first:+.1f} %")


main()
