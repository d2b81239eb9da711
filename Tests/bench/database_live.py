"""Bench (figures only, nothing asserted): ListDemo on an SQLite database. Run by `make bench`:

    cd Tests/bench && xvfb-run -a python3 database_live.py

1. Opening: a 1M-row table next to the same rows as a CSV file — spawn to the first painted frame,
   spawn to `ready` (the rows are in), resident set at ready.
2. Live from the database: the app follows a table (sorted by `updated`, descending) while a second
   process commits 100 times a second, 10 changed rows each (WAL mode), for a few seconds. Printed:
   latency from a commit to the first frame after the batch that carries it (median, p90, max —
   measured per batch from its oldest commit), batches landed, and the main thread's longest frame
   (paint time and tick wait from the `paint` events) while the commits came.
"""
import json
import os
import queue
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from side_by_side import rss_mb  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BINARY = os.environ.get("LISTDEMO", os.path.join(ROOT, ".build", "release", "ListDemo"))
ENV = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none", NO_AT_BRIDGE="1")


class App:
    """ListDemo with --debug; every event is kept with the monotonic time it arrived."""

    def __init__(self, *flags):
        self.started = time.monotonic()
        self.proc = subprocess.Popen([BINARY, "--debug", *flags], stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, env=ENV)
        self.events = queue.Queue()
        self.log = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            if line.startswith("{"):
                event = json.loads(line)
                event["_at"] = time.monotonic()
                self.log.append(event)
                self.events.put(event)

    def wait(self, name, timeout=120, **match):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                event = self.events.get(timeout=0.5)
            except queue.Empty:
                continue
            if event.get("event") == name and all(event.get(k) == v for k, v in match.items()):
                return event
        raise SystemExit(f"no {name} event {match} within {timeout} s")

    def key(self, combo):
        ids = []
        for _ in range(50):
            ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid)],
                                 capture_output=True, text=True).stdout.split()
            if ids:
                break
            time.sleep(0.1)
        subprocess.run(["xdotool", "key", "--window", ids[-1], combo], check=False)

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def make_table(path, rows):
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT, grp TEXT, updated INTEGER)")
    db.executemany("INSERT INTO items VALUES (?, ?, ?, ?)",
                   ((i, f"Item {i}", f"Group {i % 17}", 1_000_000 + i) for i in range(1, rows + 1)))
    db.commit()
    db.close()


def make_csv(path, rows):
    with open(path, "w") as f:
        f.write("id,title,grp,updated\n")
        for i in range(1, rows + 1):
            f.write(f"{i},Item {i},Group {i % 17},{1_000_000 + i}\n")


def opening(flags):
    app = App(*flags)
    first = app.wait("paint")["_at"] - app.started
    ready = app.wait("ready")["_at"] - app.started
    time.sleep(0.5)
    rss = rss_mb(app.proc.pid)
    app.close()
    return first * 1000, ready * 1000, rss


WRITER = r"""
import random, sqlite3, sys, time
db = sqlite3.connect(sys.argv[1]); db.execute('PRAGMA journal_mode=WAL')
rows, seconds = int(sys.argv[2]), float(sys.argv[3])
rng = random.Random(5); stamp = 10_000_000; start = time.monotonic(); n = 0
while time.monotonic() - start < seconds:
    due = start + n / 100.0
    now = time.monotonic()
    if due > now: time.sleep(due - now)
    for _ in range(10):
        stamp += 1
        db.execute('UPDATE items SET updated = ?, title = ? WHERE id = ?', (stamp, f'Item edited {stamp}', rng.randint(1, rows)))
    db.commit()
    print(time.monotonic(), flush=True)
    n += 1
"""


def live(rows, seconds=4.0):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "items.sqlite")
        make_table(path, rows)
        app = App("--data", path, "--sort", "updated:desc")
        app.wait("ready")
        time.sleep(0.5)
        app.key("ctrl+l")
        app.wait("live", running=True)
        time.sleep(0.3)
        begin = time.monotonic()
        writer = subprocess.run([sys.executable, "-c", WRITER, path, str(rows), str(seconds)],
                                capture_output=True, text=True, timeout=seconds + 60)
        commits = [float(line) for line in writer.stdout.split()]
        time.sleep(max(2.0, rows / 200_000))
        app.close()
        events = [e for e in app.log if e["_at"] >= begin]
        latencies = []
        batches = 0
        pending = 0   # the first commit not yet carried by a batch
        for index, event in enumerate(events):
            if event["event"] != "source.batch":
                continue
            batches += 1
            frame = next((e for e in events[index + 1:] if e["event"] == "frame"), None)
            landed = frame["_at"] if frame else event["_at"]
            carried = [c for c in commits[pending:] if c <= event["_at"]]
            if carried:
                latencies.append((landed - carried[0]) * 1000)
                pending += len(carried)
        paints = [e for e in events if e["event"] == "paint"]
        longest_paint = max((e["ms"] for e in paints), default=0)
        longest_wait = max((e["waitMs"] or 0 for e in paints), default=0)
        over33 = sum(1 for e in paints if e["ms"] > 33 or (e["waitMs"] or 0) > 33)
        return dict(rows=rows, commits=len(commits), batches=batches, latencies=latencies,
                    paint=longest_paint, wait=longest_wait, over33=over33, frames=len(paints))


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))] if values else float("nan")


def main():
    rows = int(os.environ.get("DB_BENCH_ROWS", "1000000"))
    parts = os.environ.get("DB_BENCH_PARTS", "open,live").split(",")   # e.g. DB_BENCH_PARTS=live
    if "open" in parts:
        print_opening(rows)
    if "live" in parts:
        print_live(rows)


def print_opening(rows):
    print(f"Opening {rows:,} rows (spawn to first painted frame, spawn to rows in, RSS at ready)")
    print("| data | first frame ms | rows in ms | RSS MB |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as folder:
        db = os.path.join(folder, "items.sqlite")
        csv = os.path.join(folder, "items.csv")
        make_table(db, rows)
        make_csv(csv, rows)
        for name, flags in (("SQLite table", ["--data", db]), ("CSV file", ["--data", csv])):
            first, ready, rss = opening(flags)
            print(f"| {name} | {first:.0f} | {ready:.0f} | {rss:.0f} |")
    print()


def print_live(rows):
    print("Live from the database: 100 commits/s of 10 changed rows each, sorted by updated desc")
    print("| rows | commits | batches | latency p50 ms | p90 | max | longest paint ms | longest wait ms | frames > 33 ms |")
    print("|---|---|---|---|---|---|---|---|---|")
    for size in (10_000, 100_000, rows):
        r = live(size)
        lat = r["latencies"]
        print(f"| {size:,} | {r['commits']} | {r['batches']} | {pct(lat, 0.5):.0f} | {pct(lat, 0.9):.0f} | "
              f"{max(lat, default=float('nan')):.0f} | {r['paint']:.1f} | {r['wait']:.1f} | {r['over33']} of {r['frames']} |")


if __name__ == "__main__":
    main()
