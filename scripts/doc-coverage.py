#!/usr/bin/env python3
"""Fails when a public symbol of Flipbook's libraries has no documentation summary.

Usage: scripts/doc-coverage.py SYMBOL_GRAPH_DIR MODULE...

Reads every `MODULE.symbols.json` and `MODULE@Other.symbols.json` (members MODULE adds to
another module's types) under SYMBOL_GRAPH_DIR, as the compiler writes them for `make docs`,
and lists each public or open declaration without a `///` comment as `file:line: ...`.
Members the compiler synthesises (`Equatable`, `Hashable`, `RawRepresentable`,
`CaseIterable`, `Codable` conformances) carry their protocol's documentation and are skipped,
as are extension blocks of other modules' types (`extension CGPoint`): their members are checked.
Prints one line per module (documented of total) and exits 1 if any symbol is undocumented.
"""
import json
import os
import sys


def symbol_graphs(root, modules):
    """Each symbol graph file of the named modules under root, once per (module, file name)."""
    seen = {}
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if not name.endswith(".symbols.json"):
                continue
            module = name[: -len(".symbols.json")].split("@")[0]
            if module in modules and name not in seen:
                seen[name] = os.path.join(folder, name)
    return sorted(seen.items())


def undocumented(graph):
    for symbol in graph.get("symbols", []):
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or symbol["kind"]["identifier"] == "swift.extension":
            continue
        comment = symbol.get("docComment", {}).get("lines", [])
        if any(line.get("text", "").strip() for line in comment):
            yield None
            continue
        location = symbol.get("location", {})
        path = location.get("uri", "?").replace("file://", "")
        line = location.get("position", {}).get("line", 0) + 1
        kind = symbol["kind"]["displayName"].lower()
        yield f"{os.path.relpath(path)}:{line}: the public {kind} `{'.'.join(symbol['pathComponents'])}` has no documentation summary (add a /// comment)"


def main(argv):
    if len(argv) < 3:
        print("usage: doc-coverage.py SYMBOL_GRAPH_DIR MODULE...", file=sys.stderr)
        return 64
    root, modules = argv[1], set(argv[2:])
    graphs = symbol_graphs(root, modules)
    found = {name[: -len(".symbols.json")].split("@")[0] for name, _ in graphs}
    if found != modules:
        print(f"doc-coverage: no symbol graph for {', '.join(sorted(modules - found))} under {root}; "
              "run `make docs` (it builds them)", file=sys.stderr)
        return 1
    totals, missing = {}, []
    for name, path in graphs:
        module = name[: -len(".symbols.json")].split("@")[0]
        with open(path, encoding="utf-8") as f:
            results = list(undocumented(json.load(f)))
        done, total = totals.get(module, (0, 0))
        totals[module] = (done + results.count(None), total + len(results))
        missing += [r for r in results if r]
    for line in sorted(set(missing)):
        print(line)
    for module in sorted(totals):
        done, total = totals[module]
        print(f"doc-coverage: {module}: {done} of {total} public symbols documented")
    if missing:
        print(f"doc-coverage: {len(set(missing))} public symbols have no summary (listed above)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
