"""Three Swift runtimes in one process: ours (libListInteractions-1 with its static runtime, loaded by GI
with RTLD_GLOBAL) and two libraries that each carry a static Swift runtime (runtime_user.swift), loaded
with RTLD_GLOBAL before or after ours. Their runs (dynamic casts, generic metadata, ICU, Dispatch, Task
and actor, DateFormatter; 200 rounds) go on in threads while ours sorts 2 000 rows 30 times.

    check.py ours-first|others-first hidden|exported     (RT_DIR: where ./run built the two libraries)
"""
import ctypes, os, sys, threading
import gi
gi.require_version("Gtk", "4.0"); gi.require_version("ListInteractions", "1")
from gi.repository import Gtk, GLib, ListInteractions
order = sys.argv[1]
variant = sys.argv[2]
libs = {}
def load(n):
    libs[n] = ctypes.CDLL(os.path.join(os.environ["RT_DIR"], f"librt_{n}_{variant}.so"), mode=ctypes.RTLD_GLOBAL)
    getattr(libs[n], f"rt_{n}_run").argtypes = [ctypes.c_int32]
if order == "others-first":
    load("a"); load("b")
Gtk.init()
store = Gtk.StringList.new([f"row {i:04d}" for i in range(2000, 0, -1)])
model = Gtk.SortListModel(model=store)
view = ListInteractions.ListView(model=model)
if order == "ours-first":
    load("a"); load("b")
by_name = Gtk.CustomSorter.new(lambda a, b, _: GLib.utf8_collate(a.props.string, b.props.string), None)
failures = []
def worker(n):
    failures.append((n, getattr(libs[n], f"rt_{n}_run")(200)))
threads = [threading.Thread(target=worker, args=(n,)) for n in ("a", "b", "a", "b")]
for t in threads: t.start()
# Meanwhile ours: sort, filter, read rows (Swift code of libListInteractions on the main thread).
for k in range(30):
    model.set_sorter(by_name if k % 2 == 0 else None)
    while GLib.MainContext.default().iteration(False): pass
first = view.dup_row_title(0)
for t in threads: t.join()
assert view.props.n_rows == 2000, view.props.n_rows
print(order, variant, "failures per run:", failures, "ours: n_rows", view.props.n_rows, "first", first)
sys.exit(1 if any(f for _, f in failures) else 0)
