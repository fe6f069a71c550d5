#!/usr/bin/env python3
"""The runtime op lists of data/ (read at the git tags) against the compiled
npm packages of the pinned releases (package.json here): every `tfOpName`
in each release's @tensorflow/tfjs-converter bundle, which is what its
OperationMapper maps, must be exactly the release's runtime list in
data/tfjs_op_presence.csv. A difference fails, naming the ops.
usage: test_npm_op_lists.py SOURCE_DIR RELEASE..."""
import csv, os, re, sys

src, releases = sys.argv[1], sys.argv[2:]
data = os.path.join(src, "data")
order = [r["release"] for r in csv.DictReader(open(os.path.join(data, "tfjs_releases.csv")))]
presence = list(csv.DictReader(open(os.path.join(data, "tfjs_op_presence.csv"))))
OP = re.compile(r"""['"]?tfOpName['"]?\s*:\s*['"]([A-Za-z0-9_]+)['"]""")
fails = 0
for rel in releases:
    i = order.index(rel)
    table = {p["op"] for p in presence
             if p["side"] == "runtime" and order.index(p["first"]) <= i <= order.index(p["last"])}
    dist = os.path.join(src, "tests", "tfjs_runtime", "node_modules", "tfjs-" + rel, "node_modules", "@tensorflow",
                        "tfjs-converter", "dist")
    bundle = next(os.path.join(dist, f) for f in ("tf-converter.node.js", "tf-converter.js")
                  if os.path.exists(os.path.join(dist, f)))
    npm = set(OP.findall(open(bundle, encoding="utf-8").read()))
    ok = npm == table
    fails += not ok
    print(("ok  " if ok else "FAIL") + f" {rel}: {len(table)} ops in data, {len(npm)} in {os.path.basename(bundle)}"
          + ("" if ok else f"; only in data: {sorted(table - npm)}; only in npm: {sorted(npm - table)}"))
sys.exit(1 if fails else 0)
