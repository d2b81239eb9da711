#!/usr/bin/env python3
"""make test-repeat N=5 [K=name]: runs the GUI suite N times under pytest and prints, per test,
how many runs it passed (after each run, so a long session shows its table so far). Exits
non-zero unless every test passed every run. Flakiness measured, not guessed: run it with the
machine busy (`stress-ng --cpu 1`, a build) too. Each run writes the artifacts over the last
run's, so a run with a failure has its artifacts (event logs, screenshots) copied to
`artifacts/repeat-run-N/` first: the failing run's evidence outlives the runs that pass after it.

    python3 repeat.py -n 5 [-k back_button] [-- extra pytest arguments]
"""
import argparse
import collections
import os
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))


def outcomes(junit_path):
    """{test id: passed?} from one pytest run's JUnit XML."""
    results = {}
    for case in ElementTree.parse(junit_path).getroot().iter("testcase"):
        name = f"{case.get('classname', '').split('.')[-1]}.py::{case.get('name')}"
        bad = any(child.tag in ("failure", "error") for child in case)
        skipped = any(child.tag == "skipped" for child in case)
        if not skipped:
            results[name] = results.get(name, True) and not bad
    return results


def keep_artifacts(run):
    """Copies this run's artifacts (the harness's folder, less earlier runs' copies) to
    `repeat-run-RUN/` inside it; returns that folder."""
    artifacts = os.environ.get("ARTIFACTS", os.path.join(HERE, "..", "..", "artifacts"))
    kept = os.path.join(artifacts, f"repeat-run-{run}")
    shutil.copytree(artifacts, kept, ignore=lambda folder, names: [n for n in names if n.startswith("repeat-run-")]
                    if folder == artifacts else [], dirs_exist_ok=True)
    return os.path.normpath(kept)


def table(passes, runs, done):
    width = max((len(name) for name in passes), default=10)
    lines = [f"{'passed':>8}  test ({done} of {runs} runs)"]
    for name in sorted(passes, key=lambda n: (passes[n] == done, n)):
        mark = "" if passes[name] == done else "   <-- failed in a run"
        lines.append(f"{passes[name]:>4}/{done:<3}  {name:<{width}}{mark}".rstrip())
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=5)
    parser.add_argument("-k", dest="keyword", default=None, help="pytest -k expression")
    parser.add_argument("pytest_args", nargs="*")
    args = parser.parse_args()
    passes = collections.Counter()
    seen = set()
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        for run in range(1, args.runs + 1):
            junit = os.path.join(folder, f"run-{run}.xml")
            command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={junit}"]
            command += (["-k", args.keyword] if args.keyword else []) + args.pytest_args
            started = time.time()
            done = subprocess.run(command, cwd=HERE, capture_output=True, text=True)
            if not os.path.exists(junit):
                sys.exit(f"run {run}: pytest wrote no results (exit {done.returncode}):\n{done.stdout[-3000:]}")
            results = outcomes(junit)
            seen |= set(results)
            for name, ok in results.items():
                passes[name] += ok
                if not ok:
                    failures.append((run, name))
            for name in seen - set(results):
                passes[name] += 0
            failed = [n for n, ok in results.items() if not ok]
            print(f"run {run}/{args.runs}: {len(results) - len(failed)} passed, {len(failed)} failed "
                  f"in {time.time() - started:.0f} s" + (f": {', '.join(failed)}" if failed else ""), flush=True)
            if failed:
                summary = [line for line in done.stdout.splitlines() if line.startswith(("FAILED", "ERROR", "E   "))]
                print("\n".join(summary[:30]), flush=True)
                print(f"  its artifacts: {keep_artifacts(run)}", flush=True)
            print(table(passes, args.runs, run), flush=True)
    return 0 if not failures and seen else 1


if __name__ == "__main__":
    sys.exit(main())
