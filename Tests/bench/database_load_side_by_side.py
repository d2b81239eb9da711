#!/usr/bin/python3
"""Bench (figures only): a database table's load as the app's worker runs it (`SQLiteWatch.readAll`),
two ListBench builds side by side — before and after a change. Each run is one process
(`ListBench --database-load FILE`); the builds alternate (a shared machine's load hits both alike)
and the first round is left out. Prints the median wall time the load reports and the median CPU
time (user + system) of the process, for a 1M-row table keyed by INTEGER PRIMARY KEY and a 300k-row
table keyed by TEXT PRIMARY KEY (made once in the temporary folder by Python's sqlite3).

    Tests/bench/database_load_side_by_side.py before=/tmp/main/.build/release/ListBench \\
        after=.build/release/ListBench   [RUNS=9]
"""
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile

FOLDER = os.path.join(tempfile.gettempdir(), "database-load-bench")


def make(name, create, insert, rows):
    path = os.path.join(FOLDER, name)
    if not os.path.exists(path):
        os.makedirs(FOLDER, exist_ok=True)
        db = sqlite3.connect(path)
        db.execute(create)
        db.executemany(insert, rows)
        db.commit()
        db.close()
    return path


tables = {
    "1M rows, INTEGER PRIMARY KEY": make(
        "integer-1m.sqlite", "CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT, grp TEXT, updated INTEGER)",
        "INSERT INTO items VALUES (?, ?, ?, ?)",
        ((i, f"Item {i}", f"Group {i % 17}", 1_000_000 + i) for i in range(1, 1_000_001))),
    "300k rows, TEXT PRIMARY KEY": make(
        "text-300k.sqlite", "CREATE TABLE items (slug TEXT PRIMARY KEY, title TEXT, updated INTEGER)",
        "INSERT INTO items VALUES (?, ?, ?)", ((f"item-{i}", f"Item {i}", 1_000_000 + i) for i in range(1, 300_001))),
}
builds = dict(arg.split("=", 1) for arg in sys.argv[1:])
runs = int(os.environ.get("RUNS", "9"))
for label, path in tables.items():
    wall = {name: [] for name in builds}
    cpu = {name: [] for name in builds}
    for round_ in range(runs + 1):
        for name, binary in builds.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            out = subprocess.run([binary, "--database-load", path], capture_output=True, text=True, check=True).stdout
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if round_:
                wall[name].append(float(out.split()[0]))
                cpu[name].append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
    print(f"{label} ({os.path.getsize(path) >> 20} MB)")
    for name in builds:
        print(f"  {name:<10} load {statistics.median(wall[name]):7.0f} ms   CPU {statistics.median(cpu[name]):7.0f} ms")
