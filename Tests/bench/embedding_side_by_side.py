"""`make bench`, the embeddable widget: LiListView against a plain GtkListView over the same
GtkSortListModel of N GtkStringObjects (a GtkStringList), at 1M and 10M items, one Xvfb, one run,
widget and peer alternating (`embedding_program.py` is each side). Figures only, nothing is asserted.

For each side and size prints the median of the runs of:
- start: the model built first; from making the view over it (then `present()`) to the first frame
  painted with the rows (and, apart, the part spent making the view: LiListView mirrors the model
  when it is given it);
- RSS at rest (5 s after that first frame), and the view's own part of it (less the RSS the process
  had with the model built, before the view was made);
- peak RSS (VmRSS sampled every 100 ms from spawn to 5 s after the first frame);
- re-sort: `set_sorter(string sorter)` to the first frame painted after it (the widget's first
  animated frame, the peer's redrawn list), and apart the part until `set_sorter` returned (GTK's
  sort and the view's synchronous `items-changed`);
- un-sort: `set_sorter(NULL)` likewise (back to the model's own order);
- destroy: the window's child replaced (the view's last reference: disposed and finalized) to the
  first frame painted after, and apart until `set_child` returned;
then widget/peer ratios. Then, at the first size, every item selected (BENCH_EMBED_SELECT_RUNS runs
a side, 3 by default; the peer's model a GtkMultiSelection): `select_all()` to the first frame
painted after, the RSS then, and the median of 30 scroll steps of 400 px (the adjustment's
`set_value` to the frame painted after). Then 1 000 create/destroy cycles of each over 100 items (BENCH_EMBED_CYCLE_RUNS
runs a side, 3 by default, widget and peer alternating; medians): RSS after cycle 100 and after
cycle 1 000 and the growth, and the heap in use (glibc's mallinfo2, not rounded to pages) grown per
cycle from cycle 100 on.

    BENCH_EMBED_ROWS=1000000,10000000 BENCH_EMBED_RUNS=3,3 xvfb-run -a python3 embedding_side_by_side.py
    BENCH_EMBED_ROWS= BENCH_EMBED_CYCLES=3000 xvfb-run -a python3 embedding_side_by_side.py   # cycles only

BENCH_EMBED_RUNS gives the runs per size (the last one repeats for further sizes; 0: that size's table
skipped).
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
SIZES = [int(n) for n in os.environ.get("BENCH_EMBED_ROWS", "1000000,10000000").split(",") if n]
RUNS = [int(n) for n in os.environ.get("BENCH_EMBED_RUNS", "3,3").split(",") if n]
CYCLES = int(os.environ.get("BENCH_EMBED_CYCLES", "1000"))
CYCLE_RUNS = int(os.environ.get("BENCH_EMBED_CYCLE_RUNS", "3"))
SELECT_RUNS = int(os.environ.get("BENCH_EMBED_SELECT_RUNS", "3"))
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

    def wait(self, name, timeout=600):
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


def measure(kind, rows):
    side = Side(kind, rows)
    try:
        presented = side.wait("presented")
        ready = side.wait("ready")
        time.sleep(max(0.0, ready["at"] + REST - time.monotonic()))
        rest = rss_mb(side.proc.pid)
        peak = max(mb for at, mb in side.samples if at <= ready["at"] + REST)
        window = side.window()
        sorts = []
        for _ in range(2):   # sorted by string, then back to the model's order
            # Xvfb has no window manager: keys go to the window under the pointer.
            subprocess.run(["xdotool", "mousemove", "--window", window, "200", "300", "key", "r"], capture_output=True)
            sorts.append(side.wait("sorted"))
            time.sleep(1.5)   # the widget's slide ends before the next key
        subprocess.run(["xdotool", "mousemove", "--window", window, "200", "300", "key", "d"], capture_output=True)
        removed = side.wait("removed")
        return {"start": ready["at"] - presented["at"], "create": presented["created"] - presented["at"],
                "built": presented["built"], "rest": rest, "own": rest - presented["rss"] / 1024, "peak": peak,
                "sort": (sorts[0]["at"] - sorts[0]["key"]) * 1000,
                "sort_sync": (sorts[0]["returned"] - sorts[0]["key"]) * 1000,
                "unsort": (sorts[1]["at"] - sorts[1]["key"]) * 1000,
                "unsort_sync": (sorts[1]["returned"] - sorts[1]["key"]) * 1000,
                "remove": (removed["at"] - removed["key"]) * 1000,
                "remove_sync": (removed["returned"] - removed["key"]) * 1000}
    finally:
        side.close()


def every_item_selected(kind, rows):
    """select_all to its frame (ms), the RSS then (MB), the median scroll step after (ms)."""
    side = Side("select-" + kind, rows)
    try:
        selected = side.wait("selected")
        scrolled = side.wait("scrolled")
    finally:
        side.close()
    return {"select": (selected["at"] - selected["key"]) * 1000, "rss": selected["rss"] / 1024,
            "step": statistics.median(scrolled["steps"])}


def report_selected(rows, results):
    print(f"\nEvery one of {rows:,} items selected, then scrolled (median of {SELECT_RUNS}; the peer a "
          f"GtkMultiSelection)")
    print(f"{'':36}{'widget':>10}{'peer':>10}{'ratio':>9}")
    for title, key, form in [("select_all to frame (ms)", "select", "{:.0f}"), ("RSS then (MB)", "rss", "{:.0f}"),
                             ("scroll step: set_value to frame (ms)", "step", "{:.1f}")]:
        widget = statistics.median(r[key] for r in results["widget"])
        peer = statistics.median(r[key] for r in results["peer"])
        print(f"{title:36}{form.format(widget):>10}{form.format(peer):>10}{widget / peer:>8.2f}x", flush=True)


def cycles(kind):
    """RSS (MB) after cycle 100 and after the last, and the heap grown per cycle between (bytes)."""
    side = Side("cycles-" + kind, CYCLES)
    try:
        event = side.wait("cycles", timeout=600 * max(1, CYCLES // 1000))
    finally:
        side.close()
    rss, heap = event["rss"], event["heap"]
    return rss[0] / 1024, rss[-1] / 1024, (heap[-1] - heap[0]) / max(1, CYCLES - 100)


TABLE = [("start: make view to 1st frame (s)", "start", "{:.2f}"),
         ("  of which making the view (s)", "create", "{:.2f}"),
         ("RSS at rest (MB)", "rest", "{:.0f}"),
         ("  the view's own (MB)", "own", "{:.0f}"),
         ("peak RSS to rest (MB)", "peak", "{:.0f}"),
         ("re-sort: set_sorter to frame (ms)", "sort", "{:.0f}"),
         ("  of which set_sorter (ms)", "sort_sync", "{:.0f}"),
         ("un-sort: set_sorter to frame (ms)", "unsort", "{:.0f}"),
         ("  of which set_sorter (ms)", "unsort_sync", "{:.0f}"),
         ("destroy: to next frame (ms)", "remove", "{:.0f}"),
         ("  of which set_child (ms)", "remove_sync", "{:.1f}")]


def report(rows, runs, results):
    print(f"\nLiListView vs GtkListView over a GtkSortListModel of {rows:,} GtkStringObjects "
          f"(median of {runs}, release library; the model took "
          f"{statistics.median(r['built'] for r in results['peer']):.1f} s to build, not counted)")
    print(f"{'':36}{'widget':>10}{'peer':>10}{'ratio':>9}")
    for title, key, form in TABLE:
        widget = statistics.median(r[key] for r in results["widget"])
        peer = statistics.median(r[key] for r in results["peer"])
        ratio = f"{widget / peer:>8.2f}x" if peer > 0 else f"{'-':>9}"
        print(f"{title:36}{form.format(widget):>10}{form.format(peer):>10}{ratio}", flush=True)


def main():
    for index, rows in enumerate(SIZES):
        runs = RUNS[min(index, len(RUNS) - 1)]
        results = {"widget": [], "peer": []}
        for _ in range(runs):
            for kind in results:
                results[kind].append(measure(kind, rows))
        if runs:
            report(rows, runs, results)
    if SIZES and SELECT_RUNS > 0:
        results = {"widget": [], "peer": []}
        for _ in range(SELECT_RUNS):
            for kind in results:
                results[kind].append(every_item_selected(kind, SIZES[0]))
        report_selected(SIZES[0], results)
    if CYCLES >= 200:
        print(f"\n{CYCLES} create/destroy cycles over 100 items, median of {CYCLE_RUNS} (RSS MB after cycle 100 → "
              f"after cycle {CYCLES}; heap in use grown per cycle from cycle 100)")
        results = {"widget": [], "peer": []}
        for _ in range(CYCLE_RUNS):
            for kind in results:
                results[kind].append(cycles(kind))
        for kind, runs in results.items():
            first, last, per_cycle = (statistics.median(run[i] for run in runs) for i in range(3))
            print(f"  {kind:8}{first:8.1f} → {last:8.1f}   growth {100 * (last - first) / first:+.2f} %   "
                  f"heap {per_cycle:+.0f} B/cycle", flush=True)


main()
