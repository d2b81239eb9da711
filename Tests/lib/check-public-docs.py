#!/usr/bin/env python3
"""Every public declaration of ListCore has a doc comment (issue 47: "the public API of ListCore is what a
Swift user of the core needs, each member documented"). Prints each undocumented one as FILE:LINE and exits
1, so `make test-core` fails when a new public member comes without its `///`.

A declaration is documented when the nearest line above it that is not an attribute (`@inlinable`, …) is a
`///` line or closes a `/** */` block. Extensions are not members and are skipped; so is `public import`.
Usage: check-public-docs.py [DIR] (default Sources/ListCore)."""
import os
import re
import sys

DECLARATION = re.compile(r"^(@\w+(\([^)]*\))?\s+)*public\s")


def undocumented(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    for number, line in enumerate(lines):
        text = line.strip()
        if not DECLARATION.match(text) or text.startswith("public import"):
            continue
        if re.search(r"\bextension\b", text.split("{")[0]):
            continue
        above = number - 1
        while above >= 0 and lines[above].strip().startswith("@"):
            above -= 1
        previous = lines[above].strip() if above >= 0 else ""
        if not (previous.startswith("///") or previous.endswith("*/")):
            yield number + 1, text


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "Sources/ListCore"
    found = []
    for directory, _, files in os.walk(root):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                found += [f"{path}:{line}: {text[:100]}" for line, text in undocumented(path)]
    for entry in found:
        print(entry)
    if found:
        print(f"{len(found)} public declarations of {root} have no doc comment", file=sys.stderr)
        return 1
    return 0


sys.exit(main())
