#!/usr/bin/env python3
"""make mutants: applies each one-line mutant in mutants.txt, one at a time, to a scratch copy of
the package (.build-mutants/, or $MUTANTS_DIR), builds and runs the headless tests (ListCore and
ListData), and prints whether the tests killed it, then the mutation score. Exits non-zero when a
mutant survives, does not compile, or its search text is not found exactly once.

mutants.txt: blocks separated by blank lines, each
    ## what the mutant breaks
    Sources/ListCore/path/File.swift
    - the exact source text to replace (found once in the file, leading spaces ignored)
    + what it becomes
`python3 Tests/mutants/run.py kinetic` runs only the mutants whose title contains "kinetic".
`python3 Tests/mutants/run.py --check` only checks, with no build, that every mutant still
applies (its file exists and its search text is found exactly once): `make test` runs it, so a
mutant whose code changed fails the suite at once instead of rotting until `make mutants`.
"""
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SCRATCH = os.environ.get("MUTANTS_DIR", os.path.join(ROOT, ".build-mutants"))
SWIFT = os.environ.get("SWIFT", "swift")
TEST_TIMEOUT = int(os.environ.get("MUTANT_TEST_TIMEOUT", "600"))
TEST_PRODUCT = "ListInteractionsPackageTests"


def parse(path):
    mutants = []
    for block in open(path, encoding="utf-8").read().split("\n\n"):
        lines = [line for line in block.strip().splitlines() if line.strip()]
        if not lines or all(line.startswith("#") and not line.startswith("##") for line in lines):
            continue
        title = next((l[2:].strip() for l in lines if l.startswith("##")), None)
        body = [l for l in lines if not l.startswith("#")]
        if title is None or len(body) != 3 or not body[1].startswith("- ") or not body[2].startswith("+ "):
            sys.exit(f"mutants.txt: malformed block:\n{block}")
        mutants.append({"title": title, "file": body[0].strip(), "search": body[1][2:].strip(),
                        "replace": body[2][2:].strip()})
    return mutants


def check_found(mutants, root):
    """Every search text occurs exactly once in its file: loud failure otherwise."""
    problems = []
    for m in mutants:
        path = os.path.join(root, m["file"])
        if not os.path.exists(path):
            problems.append(f"{m['title']}: {m['file']} does not exist")
            continue
        count = open(path, encoding="utf-8").read().count(m["search"])
        if count != 1:
            problems.append(f"{m['title']}: search text found {count} times in {m['file']}: {m['search']!r}")
    same = [m["title"] for m in mutants if m["search"] == m["replace"]]
    problems += [f"{title}: the replacement equals the search text" for title in same]
    if problems:
        sys.exit("MUTANT SEARCH TEXT NOT FOUND (update Tests/mutants/mutants.txt):\n  " + "\n  ".join(problems))


def sync():
    os.makedirs(SCRATCH, exist_ok=True)
    for name in ("Package.swift", "Sources", "Tests", "Resources"):
        source, target = os.path.join(ROOT, name), os.path.join(SCRATCH, name)
        if os.path.isdir(target):
            shutil.rmtree(target)
        elif os.path.exists(target):
            os.remove(target)
        if os.path.isdir(source):
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__", "gui", "mutants"))
        else:
            shutil.copy2(source, target)


def build():
    result = subprocess.run([SWIFT, "build", "--product", TEST_PRODUCT], cwd=SCRATCH, capture_output=True, text=True)
    return result.returncode == 0, result.stdout + result.stderr


def run_tests():
    try:
        result = subprocess.run([SWIFT, "test", "--skip-build"], cwd=SCRATCH, capture_output=True, text=True,
                                timeout=TEST_TIMEOUT)
    except subprocess.TimeoutExpired:
        return False, "timed out"
    failed = [l for l in (result.stdout + result.stderr).splitlines() if "recorded an issue" in l]
    return result.returncode == 0, (failed[0] if failed else f"exit {result.returncode}")


def main():
    started = time.time()
    mutants = parse(os.path.join(HERE, "mutants.txt"))
    check_found(mutants, ROOT)
    if sys.argv[1:] == ["--check"]:
        print(f"{len(mutants)} mutants: every search text found once (Tests/mutants/mutants.txt)")
        return
    wanted = sys.argv[1:]
    if wanted:
        mutants = [m for m in mutants if any(w in m["title"] for w in wanted)]
    print(f"{len(mutants)} mutants; scratch copy in {SCRATCH}", flush=True)
    sync()
    ok, log = build()
    if not ok:
        sys.exit("the unmutated package does not build:\n" + log[-3000:])
    passed, detail = run_tests()
    if not passed:
        sys.exit(f"the unmutated tests fail ({detail}): fix them before measuring mutants")
    print(f"baseline green ({time.time() - started:.0f}s)", flush=True)
    killed, bad = 0, []
    for number, m in enumerate(mutants, 1):
        t0 = time.time()
        path = os.path.join(SCRATCH, m["file"])
        original = open(path, encoding="utf-8").read()
        # Keep the original indentation: replace the stripped text inside its line.
        open(path, "w", encoding="utf-8").write(original.replace(m["search"], m["replace"], 1))
        try:
            ok, log = build()
            if not ok:
                errors = [l for l in log.splitlines() if "error:" in l][:2]
                bad.append(m["title"])
                print(f"[{number:2}/{len(mutants)}] INVALID (does not compile) {m['title']}: {errors}", flush=True)
                continue
            passed, detail = run_tests()
            if passed:
                bad.append(m["title"])
                print(f"[{number:2}/{len(mutants)}] SURVIVED {m['title']} ({time.time() - t0:.0f}s)", flush=True)
            else:
                killed += 1
                print(f"[{number:2}/{len(mutants)}] killed   {m['title']} ({time.time() - t0:.0f}s) — {detail[:160]}",
                      flush=True)
        finally:
            open(path, "w", encoding="utf-8").write(original)
    total = len(mutants)
    score = 100.0 * killed / total if total else 0.0
    print(f"mutation score: {killed}/{total} killed ({score:.0f} %) in {time.time() - started:.0f}s", flush=True)
    if bad:
        print("not killed: " + "; ".join(bad), flush=True)
    # Leave the scratch copy's sources unmutated for the next run's incremental build.
    ok, _ = build()
    sys.exit(0 if not bad and total > 0 else 1)


if __name__ == "__main__":
    main()
