"""A heaptrack profile's bytes by allocation site: the folded stacks heaptrack_print writes, summed
by the innermost frame of ours (ListCore, ListWidget, ListGtk, ListInteractions; demangled), else
the innermost GTK/GLib/Python frame; largest first. For docs/windowed-mirror.md's table of what
LiListView holds at rest (the program exits at rest without freeing: what is "leaked" was held):

    LIB=.build/lib-release GI_TYPELIB_PATH=$LIB LD_LIBRARY_PATH=$LIB xvfb-run -a \
      heaptrack -o /tmp/rest-widget python3 Tests/bench/embedding_program.py rest-widget 1000000
    heaptrack_print -f /tmp/rest-widget.zst --flamegraph-cost-type leaked -F /tmp/folded.txt
    python3 Tests/bench/heap_by_site.py /tmp/folded.txt [ROWS]

(`--flamegraph-cost-type peak` on a run of `auto-widget`: what was held at the peak, the re-sort.)
"""
import collections, subprocess, sys
sums = collections.Counter()
for line in open(sys.argv[1]):
    stack, _, cost = line.rstrip("\n").rpartition(" ")
    frames = [f.split(" (")[0] for f in stack.rstrip(";").split(";")]
    # Functions of our modules (their mangled names start with the module), not the standard
    # library's code specialized for our types (an array growing shows as its caller).
    ours = [f for f in frames if f.startswith(("$s8ListCore", "$s10ListWidget", "$s16ListInteractions", "$s7ListGtk"))]
    if ours:
        site = ours[-1]
    else:
        gs = [f for f in frames if f.startswith(("gtk_", "g_", "gdk_", "pango", "cairo", "Py", "_Py"))]
        site = gs[-1] if gs else frames[-1]
    sums[site] += int(cost)
names = [n for n, _ in sums.most_common(int(sys.argv[2]) if len(sys.argv) > 2 else 25)]   # ROWS
pretty = subprocess.run(["/opt/swift/usr/bin/swift-demangle", "-simplified", "-compact"], input="\n".join(names),
                        capture_output=True, text=True).stdout.splitlines()
print(f"{sum(sums.values()) / 1e6:9.1f} MB held in total")
for n, p in zip(names, pretty):
    print(f"{sums[n] / 1e6:9.2f} MB  {p[:160]}")
