"""`make bench`, memory half: ListDemo against the GtkListView peer (Sources/ListPeer) at 1M rows
(and 10M with BENCH_MEMORY_ROWS=1000000,10000000), one Xvfb, one run, app and peer alternating.

For each program prints: ready (spawn to `ready`), RSS at rest (5 s after ready), peak RSS from
spawn to 5 s after ready (VmRSS sampled every 100 ms), sort key to first animated frame
(ListDemo's first `frame` event after its `sort` lands; the peer's `sort` event, which comes once
GtkSortListModel has sorted, before its next frame), the peak RSS up to 3 s after the sorts, and
for ListDemo the `batch` events between ready and the sort (a re-measure after ready: 0 when the rows
had their final heights at ready).
ListDemo's generated rows are already in name order, so its Ctrl+1 would move nothing: it sorts
by value (Ctrl+3, a random order: every row moves, numbers), then by name again (Ctrl+1: every
row moves back, text keys); the peer's one sort (Ctrl+1, its rows' text) moves most rows. Each
sort prints how many rows it moved, and "by ranks" when the name column's ranks, made in the
background once the rows were in (ListDemo's `sortRanks` event, printed as ms after ready), gave
its order instead of its keys. Then, at the largest size, ListDemo's two sorts again, pressed as
soon as it is ready, while the name column is still being ranked (a sort by keys, and a ranking
held at its gate). Then app/peer ratios. Then ListDemo alone on a 1M-row CSV file (the peer reads no files;
BENCH_CSV_ROWS to change the size, 0 to skip): the window (spawn to its first `paint`), rows in
(spawn to the first `idle` showing every row: a large file loads on a worker after the window
opens), RSS when the rows are in and settled (5 s later), the peak from spawn to then, against
the goal "settled ≤ base + 1.5 × the file size" (base: ListDemo's RSS at rest with 10 generated
rows, same run), and the sort key to first animated frame on the file's rows (the file is in name
order too: by population, Ctrl+3, then by name, Ctrl+1).
Figures only, nothing is asserted. Release binaries: LISTDEMO and LISTPEER;
BENCH_BASELINE=path/to/ListDemo adds a third program, "base" (e.g. main's build), to compare with.
"""
import os
import queue
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "gui"))
import harness  # noqa: E402
from side_by_side import PROGRAMS, TimedApp, rss_mb  # noqa: E402
from steps import write_csv  # noqa: E402

SIZES = [int(s) for s in os.environ.get("BENCH_MEMORY_ROWS", "1000000").split(",") if s]   # empty: the CSV file only
CSV_ROWS = int(os.environ.get("BENCH_CSV_ROWS", "1000000"))
REST = 5.0
SAMPLE = 0.1
if os.environ.get("BENCH_BASELINE"):
    PROGRAMS["base"] = os.environ["BENCH_BASELINE"]
ORDER = [p for p in ("base", "app", "peer") if p in PROGRAMS]


class SampledApp(TimedApp):
    """TimedApp whose resident set is sampled every 100 ms from spawn on."""

    def __init__(self, program, *flags, name):
        self.samples = []          # (time, MB)
        self._stop = False
        self._sampler = threading.Thread(target=self._sample, daemon=True)
        self._sampler.start()
        super().__init__(program, *flags, name=name)

    def _sample(self):
        while not self._stop:
            proc = getattr(self, "proc", None)
            if proc is not None and proc.poll() is None:
                try:
                    self.samples.append((time.time(), rss_mb(proc.pid)))
                except OSError:
                    pass
            time.sleep(SAMPLE)

    def peak(self, start, end):
        return max((mb for at, mb in self.samples if start <= at <= end), default=float("nan"))

    def stop_sampling(self):
        self._stop = True
        self._sampler.join()


def drain(app):
    while True:
        try:
            app.events.get_nowait()
        except queue.Empty:
            return


def measure(program, rows):
    with SampledApp(program, "--rows", str(rows), name=f"memory-{program}-{rows}") as app:
        ready_at = app.ready["_at"]
        time.sleep(max(0, ready_at + REST - time.time()))
        rest = rss_mb(app.proc.pid)
        # Batches between ready and the sort: a re-measure after ready (placeholder heights shown).
        late = sum(1 for e in list(app.log) if e.get("event") == "batch" and e["_at"] > ready_at)
        peak = app.peak(app.spawned, ready_at + REST)
        sorts, pressed = sorts_to_frame(app, program)
        sort_peak = app.peak(pressed, time.time())
        ranked = ranks_made(app, ready_at)
        app.stop_sampling()
        app.quit(timeout=60)
    return dict(ready=app.startup_ms, rest=rest, peak=peak, sorts=sorts, sortPeak=sort_peak, late=late, ranked=ranked)


def measure_early(rows):
    """ListDemo's sorts pressed as soon as it is ready (value, then name at once after it lands),
    while the name column is still being ranked: each sort's ms and whether ranks gave it, the
    peak RSS from ready to 3 s after, and when the name ranks landed (ms after ready)."""
    with SampledApp("app", "--rows", str(rows), name=f"memory-app-early-{rows}") as app:
        ready_at = app.ready["_at"]
        sorts, _ = sorts_to_frame(app, rest=0)
        time.sleep(3)
        peak = app.peak(ready_at, time.time())
        ranked = ranks_made(app, ready_at)
        app.stop_sampling()
        app.quit(timeout=60)
    return dict(sorts=sorts, peak=peak, ranked=ranked)


def ranks_made(app, since):
    """ms from `since` to ListDemo's `sortRanks` event for the title column (its ranks made in the
    background once the rows are in), "-" when none came (the peer, an older build)."""
    made = next((e for e in list(app.log) if e.get("event") == "sortRanks" and e.get("column") == 0), None)
    return f"{(made['_at'] - since) * 1000:.0f}" if made else "-"


def sorts_to_frame(app, program="app", rest=3):
    """The sorts of one program, each measured by `sort_key_to_frame` and followed by `rest`
    seconds: [(label, ms, moved, byRanks)], and when the first key was pressed."""
    keys = [("name", "ctrl+1")] if program == "peer" else [("value", "ctrl+3"), ("name", "ctrl+1")]
    sorts, first = [], None
    for label, key in keys:
        ms, pressed, sort = sort_key_to_frame(app, program, key)
        first = first or pressed
        sorts.append((label, ms, sort.get("moved"), sort.get("byRanks")))
        time.sleep(rest)
    return sorts, first


def sorts_text(sorts):
    """`value 2 412 (moved 9,993,613) · name 2 630 (moved 9,999,999, by ranks)`."""
    return " · ".join(f"{label} {ms:.0f}" + (f" (moved {moved:,}{', by ranks' if ranked else ''})" if moved is not None else "")
                      for label, ms, moved, ranked in sorts)


def sort_key_to_frame(app, program="app", key="ctrl+1"):
    """`key` on the list: ms from the key to ListDemo's first `frame` after its `sort` lands (the
    peer's `sort` event, which comes once GtkSortListModel has sorted, before its next frame), when
    the key was pressed, and the `sort` event (ListDemo's says how many rows moved, and whether
    the column's ranks made ahead gave the order: `byRanks`)."""
    rect = app.ready["list"]
    app.move(rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2)
    time.sleep(0.2)
    drain(app)
    pressed = time.time()
    app.key(key)
    sort = app.wait_for("sort", timeout=120)
    first = sort if program == "peer" else app.wait_for("frame", timeout=30)
    return (first["_at"] - pressed) * 1000, pressed, sort


def measure_csv(rows):
    with SampledApp("app", "--rows", "10", name="memory-app-base") as app:
        time.sleep(max(0, app.ready["_at"] + REST - time.time()))
        base = rss_mb(app.proc.pid)
        app.stop_sampling()
        app.quit(timeout=60)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "cities.csv")
        write_csv(path, rows=rows)
        size = os.path.getsize(path) / (1 << 20)
        with SampledApp("app", "--data", path, name="memory-app-csv") as app:
            landed = next((e for e in list(app.log) if e.get("event") == "idle" and e.get("rowCount") == rows), None)
            landed = landed or app.wait_for("idle", timeout=120, rowCount=rows)
            rows_in = (landed["_at"] - app.spawned) * 1000
            painted = next(e for e in list(app.log) if e.get("event") == "paint")
            window = (painted["_at"] - app.spawned) * 1000
            at_rows_in = rss_mb(app.proc.pid)
            time.sleep(max(0, landed["_at"] + REST - time.time()))
            settled = rss_mb(app.proc.pid)
            peak = app.peak(app.spawned, time.time())
            sorts, _ = sorts_to_frame(app)
            ranked = ranks_made(app, landed["_at"])
            app.stop_sampling()
            app.quit(timeout=60)
    return dict(size=size, base=base, window=window, rowsIn=rows_in, atRowsIn=at_rows_in, settled=settled,
                peak=peak, sorts=sorts, ranked=ranked)


def print_csv(rows, r):
    goal = r["base"] + 1.5 * r["size"]
    print()
    print(f"| {rows:,}-row CSV, {r['size']:.0f} MiB | window ms | rows in ms | RSS at rows in MiB | settled MiB "
          f"| peak MiB | base MiB | goal: settled ≤ base + 1.5 × file MiB | name ranks made, ms after rows in "
          f"| sort key → first animated frame ms |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    print(f"| app | {r['window']:.0f} | {r['rowsIn']:.0f} | {r['atRowsIn']:.0f} | {r['settled']:.0f} | {r['peak']:.0f} "
          f"| {r['base']:.0f} | {goal:.0f} ({'met' if r['settled'] <= goal else 'missed'}) | {r['ranked']} "
          f"| {sorts_text(r['sorts'])} |")


def main():
    results = {}
    for rows in SIZES:
        for program in ORDER:
            results[(rows, program)] = measure(program, rows)
            print(".", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print("| rows | program | ready ms | RSS at rest MiB | peak to ready+5 s MiB | batches after ready | name ranks made, ms after ready | sort key → first animated frame ms | peak during sorts MiB |")
    print("|---|---|---|---|---|---|---|---|---|")
    for (rows, program), r in sorted(results.items(), key=lambda kv: (kv[0][0], ORDER.index(kv[0][1]))):
        print(f"| {rows:,} | {program} | {r['ready']:.0f} | {r['rest']:.0f} | {r['peak']:.0f} | {r['late'] if program != 'peer' else '-'} | {r['ranked']} | {sorts_text(r['sorts'])} | {r['sortPeak']:.0f} |")
    print()
    print("| rows | ready app/peer | rest app/peer | peak app/peer | peak during sort app/peer |")
    print("|---|---|---|---|---|")
    for rows in SIZES:
        a, p = results[(rows, "app")], results[(rows, "peer")]
        print(f"| {rows:,} | {a['ready'] / p['ready']:.2f}× | {a['rest'] / p['rest']:.2f}× | "
              f"{a['peak'] / p['peak']:.2f}× | {a['sortPeak'] / p['sortPeak']:.2f}× |")
    largest = max(SIZES) if SIZES else 0
    if largest:
        early = measure_early(largest)
        print()
        print(f"{largest:,} rows, ListDemo's sorts pressed as soon as it is ready (the name column may still be being ranked): "
              f"{sorts_text(early['sorts'])}; peak from ready {early['peak']:.0f} MiB "
              f"({early['peak'] / results[(largest, 'peer')]['sortPeak']:.2f}× the peer's sort peak); "
              f"name ranks made " + (f"{early['ranked']} ms after ready" if early['ranked'] != "-"
                                     else "later than 3 s after the sorts"))
    if CSV_ROWS:
        print_csv(CSV_ROWS, measure_csv(CSV_ROWS))


if __name__ == "__main__":
    main()
