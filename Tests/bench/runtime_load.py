#!/usr/bin/python3
"""What carrying the Swift runtime costs at start: the library's and the app's load time, ways of
shipping them side by side (issue 44). Each WAY is a folder with lib/ (libListInteractions-1.so.0 and
ListInteractions-1.typelib, with whatever runtime that way brings) and bin/ListDemo. Runs alternate
between the ways (a shared machine's load hits all alike); the page cache is warm. Prints medians.

    Tests/bench/runtime_load.py static=/tmp/m/static dynamic=/tmp/m/base private=/tmp/m/priv   [RUNS=21]

The Python figure is `import gi`, Gtk, the typelib and LiListView's GType (which loads the library),
next to the same without the library (Gtk.ListView's GType).
"""
import os
import statistics
import subprocess
import sys
import time

runs = int(os.environ.get("RUNS", "21"))
ways = dict(arg.split("=", 1) for arg in sys.argv[1:])
python = ("import gi; gi.require_version('Gtk','4.0'); gi.require_version('ListInteractions','1'); "
          "from gi.repository import Gtk, ListInteractions; ListInteractions.ListView.__gtype__")
commands = {"python, no library (Gtk.ListView)": (
    ["/usr/bin/python3", "-c", "import gi; gi.require_version('Gtk','4.0'); from gi.repository import Gtk; "
                               "Gtk.ListView.__gtype__"], dict(os.environ))}
for name, folder in ways.items():
    env = dict(os.environ, GI_TYPELIB_PATH=f"{folder}/lib", LD_LIBRARY_PATH=f"{folder}/lib", SWIFT_BACKTRACE="enable=no")
    commands[f"python, LiListView ({name})"] = (["/usr/bin/python3", "-c", python], env)
    commands[f"ListDemo --version ({name})"] = ([f"{folder}/bin/ListDemo", "--version"], env)
times = {key: [] for key in commands}
for round_ in range(runs + 1):
    for key, (command, env) in commands.items():
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
        if round_:   # the first round warms the cache
            times[key].append(time.perf_counter() - start)
for key, values in times.items():
    print(f"{key:45s} median {statistics.median(values) * 1000:6.1f} ms (min {min(values) * 1000:5.1f}, n={len(values)})")
